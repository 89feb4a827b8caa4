"""Generator: blind-university-accessibility-audit (English). Deterministic."""
import random, sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import Conv

rng = random.Random(2511)

SYSTEM = """You are the operations assistant for University Web Services (UWS) at Northbridge State University.
You help the web accessibility team plan and execute remediation work. You act through tools: the audit
tracker, the CMS (Drupal), the UWS Jira project (A11Y), the Kestrel Digital vendor portal, the media
inventory, contract management, the change calendar, the retest runner, and the user's university mailbox.
Confirm before sending anything to an outside party unless the user has already told you to send it.
Be concise; report what you changed with record ids."""

c = Conv("blind-university-accessibility-audit",
         "University WCAG remediation before OCR resolution-agreement deadline", SYSTEM)

# ---------------------------------------------------------------- data
CRIT = [
 ("F-001","Critical","1.4.3 Contrast (Minimum)","/ (all templates)","Theme: footer + utility nav","Footer links #8A9BB0 on #FFFFFF measure 3.1:1 (needs 4.5:1). Utility nav links on hover 2.6:1.","Darken link token --nsu-link-muted to #4E5D70 or darker; re-run contrast on all states."),
 ("F-002","Critical","2.4.7 Focus Visible","/ (all templates)","Theme: global CSS","outline:none set on a, button, input in base.css; no replacement focus style. Keyboard users cannot see position.","Remove outline reset; add 3px focus ring meeting 3:1 against adjacent colors."),
 ("F-003","Critical","2.4.1 Bypass Blocks","/ (all templates)","Theme: page.html.twig","No skip link; 41 tab stops before main content on home page.","Add first-focusable 'Skip to main content' link targeting #main-content."),
 ("F-004","Critical","2.1.2 No Keyboard Trap","/ (all templates)","Theme: mega menu","Mega menu traps focus after opening 'Academics' with Enter; Esc does not close; Tab cycles inside panel.","Implement disclosure pattern; Esc closes and returns focus to trigger."),
 ("F-005","Critical","2.2.2 Pause, Stop, Hide","/, /admissions, /athletics","Theme: hero carousel","Carousel auto-advances every 5 s with no pause control.","Add visible pause button; stop rotation on focus/hover; respect prefers-reduced-motion."),
 ("F-006","Critical","3.3.1 Error Identification","/admissions/inquiry, /give","Webform module","Validation errors shown in red only, not announced, not associated with fields.","Add aria-describedby error text, error summary with focus on submit."),
 ("F-007","Critical","1.3.1 Info and Relationships","/admissions/*","Content: headings","Admissions pages use bold paragraphs as headings; h1 -> h4 jumps on 9 pages.","Rebuild heading outline in CMS; page owner task."),
 ("F-008","Critical","1.1.1 Non-text Content","/admissions/*, /visit","Content: images","63 informative images with missing or filename alt text (e.g. 'IMG_4471.jpg').","Write meaningful alt text; mark decorative images as such."),
 ("F-009","Critical","2.1.1 Keyboard","/housing/apply","Date picker (move-in date)","Move-in date picker cannot be operated by keyboard; arrow keys scroll page.","Replace with native date input or accessible date picker pattern."),
 ("F-010","Critical","4.1.2 Name, Role, Value","/bursar/pay","Third-party payment iframe (PayGate)","Card number, expiry and CVV fields in PayGate iframe have no accessible names.","Vendor fix required; request roadmap and VPAT."),
 ("F-011","Critical","2.4.3 Focus Order","/ (modals)","Theme: modal dialog component","On closing dialogs focus jumps to top of page instead of returning to trigger.","Store trigger, return focus on close; trap focus while open."),
 ("F-012","Critical","1.1.1 Non-text Content","/admissions/inquiry","CAPTCHA","Image CAPTCHA with no audio or non-visual alternative.","Replace with honeypot/time-based check or accessible challenge."),
]
SC_POOL = [("1.4.3 Contrast (Minimum)","Text contrast {r}:1 below 4.5:1 on {c}."),
           ("1.1.1 Non-text Content","{n} images missing alt text in {c}."),
           ("1.3.1 Info and Relationships","Table on page lacks header associations in {c}."),
           ("2.4.4 Link Purpose","{n} links read 'Click here' / 'Learn more' with no context in {c}."),
           ("2.4.6 Headings and Labels","Duplicate or empty headings in {c}."),
           ("1.4.10 Reflow","Content requires horizontal scroll at 320 px in {c}."),
           ("3.1.1 Language of Page","lang attribute missing on embedded {c}."),
           ("1.4.11 Non-text Contrast","Form field borders 1.8:1 in {c}."),
           ("4.1.2 Name, Role, Value","Icon-only button with no accessible name in {c}."),
           ("1.2.2 Captions (Prerecorded)","Embedded video without captions in {c}."),
           ("2.5.3 Label in Name","Visible label differs from accessible name in {c}."),
           ("1.4.4 Resize Text","Text clipped at 200% zoom in {c}.")]
PAGES = ["/admissions","/admissions/apply","/admissions/visit","/admissions/inquiry","/admissions/tuition","/admissions/transfer",
         "/admissions/international","/financial-aid","/financial-aid/fafsa","/financial-aid/scholarships","/registrar",
         "/registrar/calendar","/registrar/forms","/registrar/transcripts","/housing","/housing/apply","/housing/rates",
         "/bursar","/bursar/pay","/athletics","/athletics/tickets","/library","/library/hours","/give","/news",
         "/events","/about","/about/leadership","/students","/students/orientation","/it/help","/it/accounts",
         "/hr/jobs","/academics","/academics/programs","/academics/catalog","/counseling","/disability-resources",
         "/parking","/dining","/campus-map","/police","/health-center","/career-center","/alumni","/research",
         "/graduate","/graduate/apply","/online","/veterans","/title-ix","/accessibility","/emergency","/commencement",
         "/bookstore","/rec-center","/study-abroad","/tutoring","/writing-center","/first-gen","/provost","/president",
         "/contact","/search"]
COMPS = ["body content","sidebar","program cards","event listing","news teaser","data table","accordion","tab panel","footer form","embedded map"]

def audit_output():
    lines = ["AUDIT REPORT AUD-2026-014  |  Lumen Accessibility Partners  |  Standard: WCAG 2.1 Level AA",
             "Scope: 64 pages (priority list v3, agreed with OCR), manual + assistive-tech testing (NVDA 2024.4/Firefox, JAWS 2025/Chrome, VoiceOver iOS 18)",
             "Delivered: 2026-02-13  |  Lead auditor: S. Achebe",
             "Totals: 87 findings -> Critical 12, Serious 29, Moderate 31, Minor 15",
             "",
             "ID     | Severity | WCAG SC | Page(s) | Component | Observation | Recommendation",
             "-------|----------|---------|---------|-----------|-------------|---------------"]
    for r in CRIT:
        lines.append(" | ".join(r))
    sev = ["Serious"]*29 + ["Moderate"]*31 + ["Minor"]*15
    for k, s in enumerate(sev):
        fid = f"F-{13+k:03d}"
        sc, tmpl = rng.choice(SC_POOL)
        page = rng.choice(PAGES)
        comp = rng.choice(COMPS)
        obs = tmpl.format(r=round(rng.uniform(2.2, 4.3), 1), n=rng.randint(2, 19), c=comp)
        rec = rng.choice(["Fix in CMS content (page owner).", "Fix in theme component (vendor).",
                          "Update template partial.", "Edit embed settings.", "Replace asset.",
                          "Rewrite link text.", "Add header scope attributes."])
        lines.append(f"{fid} | {s} | {sc} | {page} | {comp} | {obs} | {rec}")
    lines += ["", "Notes: F-009 observed on the move-in date field of /housing/apply; attributed to theme date widget (nsu_datepicker).",
              "F-010 sits inside a third-party iframe (PayGate, hosted by bursar vendor); outside UWS code control.",
              "Retest window included in engagement: 2 rounds, to be requested 5 business days ahead."]
    return "\n".join(lines)

OWNERS = {"/admissions": "Marcus Lee", "/financial-aid": "Keisha Grant", "/registrar": "Tomás Ortega", "/housing": "Beth Lindqvist",
          "/bursar": "Anil Desai", "/athletics": "Chris Yoder", "/library": "Mei Tanaka", "/give": "Rachel Stone"}
def owner_for(p):
    for k, v in OWNERS.items():
        if p.startswith(k):
            return v
    return rng.choice(["UWS Content Team", "Joan Petrakis", "Luis Romero", "Hana Sato", "UWS Content Team"])

def inventory_output():
    lines = ["CMS PAGE INVENTORY  site=www.northbridge.edu  filter=priority_list:v3  count=64",
             "path | node_id | template | page owner | dept | views_30d | open_findings"]
    for p in PAGES:
        nid = 10000 + rng.randint(100, 9999)
        tpl = rng.choice(["landing", "basic_page", "landing", "program", "form_page"])
        lines.append(f"{p} | node/{nid} | {tpl} | {owner_for(p)} | {p.strip('/').split('/')[0] or 'home'} | {rng.randint(800, 95000):,} | {rng.randint(0, 6)}")
    return "\n".join(lines)

# ---------------------------------------------------------------- conversation
c.user("""Morning. The Lumen audit came in Friday — AUD-2026-014. Context for you: we're under the OCR resolution agreement (OCR case 05-25-2231) and everything on the priority list has to meet WCAG 2.1 AA by March 31, 2026, plus captions on all public video posted since Jan 2023. We also owe OCR a monitoring report on April 15, 2026 showing what got fixed.

Hard constraint: no production deploys during spring registration, March 9-13 — the Registrar will have my head. Pull the audit and the page inventory and tell me how you'd split this up.""")

c.model("Pulling the audit report and the priority-page inventory.",
        [("audit_report_get", {"report_id": "AUD-2026-014", "include": ["findings", "notes"], "format": "table"}),
         ("cms_inventory_list", {"site": "www.northbridge.edu", "filter": {"priority_list": "v3"}, "fields": ["path", "node_id", "template", "owner", "dept", "views_30d", "open_findings"]})])
c.tool(audit_output(), inventory_output())

c.model("""## AUD-2026-014 — triage

**87 findings** on the 64 priority pages: 12 critical, 29 serious, 31 moderate, 15 minor. The 12 criticals are the ones OCR will look at first, so here's how they split by *who can actually fix them*:

| Workstream | Critical findings | Who fixes | Notes |
|---|---|---|---|
| **Theme (Kestrel Digital)** | F-001 contrast, F-002 focus, F-003 skip link, F-004 mega-menu trap, F-005 carousel, F-011 modal focus | Kestrel under SOW-KD-2025-07 | One theme release fixes all 64 pages at once — biggest leverage |
| **Forms (UWS dev)** | F-006 error identification, F-012 CAPTCHA | Ravi's team | Webform module config + small patch |
| **Content (page owners)** | F-007 headings, F-008 alt text | Admissions owner (Marcus Lee per inventory) | 9 pages / 63 images, CMS-only work |
| **Third-party** | F-009 housing date picker, F-010 PayGate iframe | Housing / Bursar vendors | F-009 is attributed to our `nsu_datepicker`, F-010 is fully outside our code |
| **Media** | (not in audit) captions due March 31 | Media Services + captioning vendor | Needs a separate inventory |

### Timeline reality check
- Today is Mon Feb 16. With the **March 9-13 freeze**, the theme release has to be in prod by **Fri March 6** or wait until **Mon March 16**. Both are before March 31, but March 16 leaves ~2 weeks for retest + fixes.
- Lumen's engagement includes **2 retest rounds**, requested 5 business days ahead.
- Serious/moderate findings (75) are mostly content — I'd batch them per page owner after the criticals are moving.

### Proposed order
1. Open Kestrel tickets for the six theme criticals today (they are the long pole).
2. Forms fixes internally this week.
3. Get the caption backlog measured — that one has the most unknowns.
4. Page-owner content tasks with a due date well before March 31.

Want me to start with the Kestrel tickets? If so, who should be the internal reviewer on them?""")

c.user("Start with theme. Open tickets for the Kestrel fixes, criticals first, and put Ravi on as internal reviewer. Ask Kestrel for a delivery date.")

def tix(fids, summary):
    return {"summary": summary, "issue_type": "Bug", "priority": "Highest", "labels": ["AUD-2026-014", "ocr-05-25-2231", "theme"] + fids,
            "description": f"Audit findings {', '.join(fids)} (AUD-2026-014). Vendor: Kestrel Digital, SOW-KD-2025-07. Must be in production before OCR deadline March 31, 2026; no prod deploy March 9-13."}

c.model("Creating the five theme tickets (F-003 and F-004 share the nav partial, so one ticket) and filing the request in Kestrel's portal.",
        [("jira_bulk_create", {"project": "A11Y", "defaults": {"assignee": "kestrel-vendor", "reviewer": "ravi.menon@northbridge.edu"}, "issues": [
            tix(["F-001"], "Footer/utility nav link contrast below 4.5:1"),
            tix(["F-002"], "Global outline reset removes focus indicator"),
            tix(["F-003", "F-004"], "Add skip link; fix mega-menu keyboard trap (Esc/focus return)"),
            tix(["F-005"], "Hero carousel: add pause control, respect reduced motion"),
            tix(["F-011"], "Modal dialogs: return focus to trigger on close")]}),
         ("vendor_portal_request", {"vendor": "kestrel-digital", "contract": "SOW-KD-2025-07", "priority": "P1",
            "title": "NSU theme accessibility fixes — OCR deadline",
            "body": "Please fix audit findings F-001, F-002, F-003, F-004, F-005, F-011 (AUD-2026-014, attached) in the nsu_theme 4.x branch. We need a committed delivery date to staging. Production deploys are frozen March 9-13. Internal reviewer: Ravi Menon.",
            "attachments": ["AUD-2026-014.pdf"], "request_delivery_date": True})])
c.tool("""Bulk create: 5 issues created in A11Y
Created A11Y-501  "Footer/utility nav link contrast below 4.5:1"  priority=Highest  reviewer=ravi.menon  status=Open
Created A11Y-502  "Global outline reset removes focus indicator"  priority=Highest  reviewer=ravi.menon  status=Open
Created A11Y-503  "Add skip link; fix mega-menu keyboard trap (Esc/focus return)"  priority=Highest  reviewer=ravi.menon  status=Open
Created A11Y-504  "Hero carousel: add pause control, respect reduced motion"  priority=Highest  reviewer=ravi.menon  status=Open
Created A11Y-505  "Modal dialogs: return focus to trigger on close"  priority=Highest  reviewer=ravi.menon  status=Open""",

"""Kestrel Digital Client Portal — request received
Request: KD-REQ-2291  contract: SOW-KD-2025-07 (NSU Drupal theme support, 120 h/quarter, 62 h remaining)
Child tickets: KD-7781 (F-001) | KD-7782 (F-002) | KD-7783 (F-003, F-004) | KD-7784 (F-005) | KD-7785 (F-011)
Account manager: Lena Park <lena.park@kestreldigital.com>
Estimate: 38 h  |  Committed delivery to staging: 2026-02-20 (Fri)
Comment from L. Park: "All six are in our shared nsu_theme components, should be straightforward. Staging build Feb 20, you can take it to prod whenever your window allows." """)

c.model("""Done.

- **Jira:** A11Y-501 … A11Y-505 created, reviewer Ravi Menon, all linked to AUD-2026-014 / OCR 05-25-2231.
- **Kestrel:** request **KD-REQ-2291**, child tickets KD-7781–KD-7785 (mapped 1:1 to A11Y-501–505). Estimate 38 h of the 62 h left on SOW-KD-2025-07.
- **Kestrel committed delivery to staging: Fri Feb 20.** That gives us room to deploy before the March 9 freeze.

Next up would be the caption backlog. Want me to pull the media inventory?""")

c.user("Yes. What's our caption backlog actually look like?")

VID_CH = [("Admissions", 0.22), ("News & Media", 0.25), ("Academics", 0.2), ("Student Life", 0.15), ("Commencement", 0.06), ("President's Office", 0.05), ("Research", 0.07)]
def media_output():
    rows = []
    total = 0
    n = 212
    # durations engineered to sum to 1,840 minutes
    durs = [rng.randint(2, 16) for _ in range(n)]
    diff = 1840 - sum(durs)
    i = 0
    while diff != 0:
        step = 1 if diff > 0 else -1
        if 1 < durs[i % n] + step < 40:
            durs[i % n] += step
            diff -= step
        i += 1
    for k in range(n):
        ch = rng.choices([a for a, _ in VID_CH], [w for _, w in VID_CH])[0]
        y = rng.choice([2023, 2024, 2025])
        m = rng.randint(1, 12)
        d = rng.randint(1, 28)
        st = rng.choice(["none", "none", "auto (YouTube ASR, unreviewed)", "none", "auto (Kaltura ASR, unreviewed)"])
        rows.append(f"VID-{3000+k} | {ch} | {y}-{m:02d}-{d:02d} | {durs[k]} min | {st}")
        total += durs[k]
    assert total == 1840
    head = ["MEDIA INVENTORY  source=Kaltura MediaSpace + YouTube (NSU brand channels)  scope=public, published >= 2023-01-01",
            "Channels synced: Admissions, News & Media, Academics, Student Life, Commencement, President's Office, Research",
            "Channels NOT synced (token expired 2025-12-02): Athletics (NSU Wolves)",
            "Result: 212 videos without accurate captions, total runtime 1,840 minutes",
            "id | channel | published | runtime | caption status"]
    return "\n".join(head + rows + ["", "Note: 'auto' captions are machine-generated and do not meet the resolution agreement's accuracy requirement (section IV.C)."])

c.model("Querying the media inventory for public video since Jan 1, 2023 without accurate captions.",
        [("media_inventory_query", {"sources": ["kaltura", "youtube"], "visibility": "public", "published_after": "2023-01-01", "caption_status": ["none", "auto"], "sum": "runtime"})])
c.tool(media_output())

c.model("""## Caption backlog

**212 videos / 1,840 minutes** with no captions or only unreviewed machine captions (those don't count under §IV.C of the agreement).

⚠️ **The Athletics channel isn't in that number** — its sync token expired Dec 2, so the real backlog is higher. I'd ask Media Services (Jordan Kim) to re-sync before we commit to a volume.

### Options

| | **A. CaptionWorks as-is** | **B. CaptionWorks, amended** | **C. In-house ASR + student editors** |
|---|---|---|---|
| Contract | PO-88213, current terms | volume-tier amendment to PO-88213 | Kaltura REACH machine + hourly editors |
| Rate | $1.65/min | target ≤ $1.45/min | ~$0.40/min machine + ~$0.70/min labor |
| Turnaround | 5 business days | ask for 3 | depends on staffing |
| Capacity | ~400 min/week | ask for ~700 min/week | ~250 min/week realistic |
| 1,840 min cost | $3,036 | ≤ $2,668 | ~$2,024 + supervision |
| Finish (start Mar 2) | ~Apr 8 ❌ | ~Mar 20 ✅ | late April ❌ |
| Risk | misses March 31 | needs a signed amendment fast | accuracy disputes with OCR |

My recommendation is **B** — same vendor, already on a PO, and it's the only option that lands before March 31 at our current count. Which way do you want to go?""")

c.user("B. Keep total caption spend under $5,000 for this fiscal year. Go ahead and ask Tom.")

c.model("Sending the amendment request to Tom Breslin at CaptionWorks.",
        [("email_send", {"from": "dana.whitfield@northbridge.edu", "to": ["tbreslin@captionworks.com"],
          "cc": ["procurement@northbridge.edu"],
          "subject": "PO-88213 — volume-tier amendment request (caption backlog)",
          "body": "Hi Tom,\n\nWe have a caption backlog of roughly 1,840 minutes (likely more once our Athletics channel is re-synced) that must be completed by March 31 under a federal resolution agreement. We'd like a volume-tier amendment to PO-88213 with:\n\n- a per-minute rate at or below $1.45/min for this volume\n- 3-business-day turnaround\n- capacity of ~700 minutes/week starting March 2\n- 99%+ accuracy, with speaker IDs and sound descriptions (DCMP standard)\n\nCould you send amendment language this week?\n\nThanks,\nDana Whitfield\nWeb Accessibility Lead, University Web Services"})])
c.tool("Message queued and sent. message_id=<20260216.154402.dw8812@northbridge.edu>  to=tbreslin@captionworks.com  cc=procurement@northbridge.edu  size=1.2 KB")

c.model("Sent to Tom (cc Procurement). I noted the $5,000 FY cap for captions — the request stays well under it even at today's rate. I'll flag it if a quote would push us over.")

c.user("Side question while we wait — does the DOJ Title II web rule pile on top of the OCR agreement? What date does that one hit us?")

c.model("""Yes, it's separate and it stacks.

- **DOJ Title II rule (28 CFR part 35, subpart H)** requires state and local government web content and mobile apps to meet **WCAG 2.1 Level AA**.
- As a public university of a state with population ≥ 50,000, NSU falls in the larger-entity tier: **compliance date April 24, 2026**. Smaller entities get until April 26, 2027.
- It covers *all* web content, not just the 64-page priority list — but there are exceptions that matter for us: **archived web content** (created before the compliance date, kept only for reference, not altered, in an area marked as archived), preexisting conventional electronic documents (with conditions), and some third-party content.

So: OCR agreement = priority pages + captions by March 31 (with the April 15 monitoring report); the DOJ rule = everything else by April 24. I'd have Helen in OGC confirm there's been no change to the compliance date before we rely on it in any filing.""")

c.user("Marcus Lee isn't the Admissions page owner anymore — Priya Raman took over as of today. Switch the owner on the admissions pages and move his accessibility tickets to her.")

c.model("Updating page ownership on /admissions/* and reassigning Marcus's open A11Y tickets.",
        [("cms_bulk_update", {"site": "www.northbridge.edu", "filter": {"path_prefix": "/admissions"}, "set": {"owner": "priya.raman@northbridge.edu"}, "revision_log": "Owner change: Marcus Lee -> Priya Raman (Admissions web owner as of 2026-02-16)"}),
         ("jira_bulk_update", {"jql": "project = A11Y AND assignee = marcus.lee AND statusCategory != Done", "set": {"assignee": "priya.raman@northbridge.edu"}, "comment": "Reassigned: Priya Raman is now the Admissions page owner."})])
c.tool("""CMS bulk update — 7 matched, 6 updated, 1 skipped
  /admissions                owner: Marcus Lee -> Priya Raman   rev 118
  /admissions/apply          owner: Marcus Lee -> Priya Raman   rev 64
  /admissions/inquiry        owner: Marcus Lee -> Priya Raman   rev 92
  /admissions/tuition        owner: Marcus Lee -> Priya Raman   rev 41
  /admissions/transfer       owner: Marcus Lee -> Priya Raman   rev 37
  /admissions/international  owner: Marcus Lee -> Priya Raman   rev 29
  /admissions/visit          SKIPPED: node/14472 is locked by an unpublished draft (author marcus.lee, 2026-02-11). Owner unchanged.""",
"""Jira bulk update: 3 issues updated
  A11Y-488  "Admissions: rebuild heading outline (F-007)"       assignee marcus.lee -> priya.raman
  A11Y-489  "Admissions: alt text for 63 images (F-008)"        assignee marcus.lee -> priya.raman
  A11Y-492  "Admissions: link purpose on program cards (F-044)" assignee marcus.lee -> priya.raman""")

c.model("""Done.

- **CMS:** 6 of 7 admissions pages now owned by **Priya Raman**.
- **Jira:** A11Y-488 (F-007 headings), A11Y-489 (F-008 alt text), A11Y-492 (F-044 link text) reassigned to Priya.
- ⚠️ **/admissions/visit (node/14472) was skipped** — it's locked by an unpublished draft Marcus started Feb 11. Someone with admin rights needs to either publish or discard his draft before the owner can change; I didn't want to throw away his edits without asking.

Do you want me to give Priya a due date on those three tickets?""")

c.user("Leave the visit page for now, I'll ask Marcus what that draft is. Check my mail — anything from CaptionWorks or Kestrel yet?")

MAIL = """Mailbox dana.whitfield@northbridge.edu — search: from:(captionworks.com OR kestreldigital.com OR jordan.kim) after:2026-02-16  — 4 results

[1] 2026-02-18 09:12  From: Jordan Kim <jordan.kim@northbridge.edu>  Subject: Athletics channel re-synced — caption numbers
    Dana — fixed the expired Athletics token and re-ran the inventory. Athletics adds 58 videos / 470 minutes
    (mostly game highlights and coach pressers, all public). New total without accurate captions:
    270 videos, 2,310 minutes. Updated sheet is at sharepoint/UWS/Media/caption-backlog-2026-02-18.xlsx.
    — Jordan

[2] 2026-02-18 16:40  From: Tom Breslin <tbreslin@captionworks.com>  Subject: RE: PO-88213 — volume-tier amendment request
    Hi Dana, thanks for the detail. For volume above 1,500 minutes inside a 90-day window we can do:
      * $1.40/min (down from the current $1.65/min)
      * 3 business day turnaround, 99% accuracy, DCMP style, speaker IDs
      * dedicated capacity 700 min/week from March 2
    Amendment AMD-3 to PO-88213 is attached for signature; it's valid through Feb 27. Minimum billable volume is 1,500 minutes.
    Best, Tom

[3] 2026-02-19 11:05  From: Lena Park <lena.park@kestreldigital.com>  Subject: KD-REQ-2291 — revised delivery date
    Hi Dana, an update on the NSU theme work. The mega-menu change for F-004 touched the shared nav partial and broke
    the mobile menu in our regression suite, so we need another pass. Revised commitment: full staging build on
    2026-03-06 (was 2026-02-20). KD-7781, KD-7782 and KD-7784 are done internally and will ship in the same build.
    Apologies for the slip. — Lena

[4] 2026-02-19 14:30  From: Lena Park <lena.park@kestreldigital.com>  Subject: FW: PayGate question
    Re your question on the bursar payment page: PayGate is not something we can touch (their iframe). Their
    account rep told our PM they have "no committed fix date" for field labels; latest VPAT (v2.3) marks 4.1.2 as
    'Does Not Support'. Suggest the Bursar office raise it under their contract.
"""

c.model("Searching your mailbox.",
        [("mail_search", {"mailbox": "dana.whitfield@northbridge.edu", "query": "from:(captionworks.com OR kestreldigital.com OR jordan.kim) after:2026-02-16", "include_body": True})])
c.tool(MAIL)

c.model("""Four messages — three of them change numbers we were planning on.

### What changed
| Item | Was | Now | Source |
|---|---|---|---|
| Caption backlog | 212 videos / 1,840 min | **270 videos / 2,310 minutes** (Athletics +470) | Jordan Kim, Feb 18 |
| CaptionWorks rate | $1.65/min | **$1.40/min** (≥1,500 min in 90 days), 3-day turnaround, 700 min/week | Tom Breslin, AMD-3 |
| Kestrel staging delivery | Feb 20 | **March 6** (F-004 broke mobile menu) | Lena Park |
| PayGate (F-010) | — | **"no committed fix date"**, VPAT v2.3 says Does Not Support 4.1.2 | Lena Park fwd |

### Captions under AMD-3
- Cost: 2,310 min × $1.40 = **$3,234.00** — inside your $5,000 FY cap.
- Schedule: 2,310 / 700 per week = 3.3 weeks from March 2 → last files back ~**March 25**, then Media Services still has to QA and publish 270 videos. Realistically that's **not done by March 31** — one late batch and we miss.
- AMD-3 expires **Feb 27**, so it needs signing this week.

### Theme under the new Kestrel date
- Staging March 6 (Fri) → can't go to prod March 9-13 → **earliest prod deploy Mon March 16**.
- That leaves March 16-31 for the Lumen retest and any second fix round. Tight but doable if the staging retest happens the week of March 9 (staging isn't frozen).

### Recommendation
1. **Execute AMD-3** now.
2. **Ask OCR for an extension on captions only** — the Athletics discovery is a legitimate reason and the rest of the agreement stays on March 31. I'd ask for **May 29**, which covers vendor turnaround + QA with margin.
3. PayGate is an open issue for the Bursar's office; I'd note it in the monitoring report as a third-party item rather than let it block us.

Want me to execute AMD-3 and draft the extension request?""")

c.user("Yes, execute the amendment. And draft the extension request — captions only, ask for May 29. Helen in OGC has to see it before anything goes to OCR.")

LETTER = """DRAFT — Request for Modification of Deadline, Section IV.C (Captioning)
Resolution Agreement, OCR Case No. 05-25-2231, Northbridge State University

Dear Ms. Vega,

Northbridge State University (the University) respectfully requests a modification of the deadline in Section IV.C of
the Resolution Agreement, which requires accurate captions for all public-facing video content posted on or after
January 1, 2023, from March 31, 2026 to May 29, 2026. All other deadlines in the Agreement remain unchanged, and the
University will submit the monitoring report due April 15, 2026 as scheduled.

Basis for the request: In February 2026 the University's inventory of public video identified 212 videos (1,840
minutes). A subsequent re-synchronization of the University's Athletics video channel, which had been excluded because
of an expired integration token, identified an additional 58 videos (470 minutes), for a total of 270 videos (2,310
minutes). The University has executed a contract amendment providing dedicated captioning capacity of 700 minutes per
week beginning March 2, 2026 and will complete quality review and publication in weekly batches.

The University proposes to provide OCR with a captioning progress update on the first business day of each month until
completion.

Sincerely,
Dana Whitfield, Web Accessibility Lead, University Web Services
cc: Helen Osei, Office of General Counsel"""

c.model("Executing AMD-3, saving the draft letter, and sending it to Helen for review.",
        [("contract_amend", {"contract_id": "PO-88213", "amendment_id": "AMD-3", "action": "execute", "signatory": "dana.whitfield@northbridge.edu",
          "delegated_authority": "UWS purchasing delegation DA-14 (<$10,000)", "changes": [{"field": "rate_per_minute", "now": 1.40}, {"field": "turnaround_business_days", "now": 3}, {"field": "weekly_capacity_minutes", "now": 700}, {"field": "min_billable_minutes", "now": 1500}],
          "note": "Caption backlog for OCR 05-25-2231, 2,310 minutes incl. Athletics. FY caption cap $5,000."}),
         ("doc_create", {"library": "UWS/Legal/OCR-05-25-2231", "title": "Extension request — captions (draft v1)", "body": LETTER}),
         ("email_send", {"from": "dana.whitfield@northbridge.edu", "to": ["helen.osei@northbridge.edu"], "subject": "For review: OCR 05-25-2231 caption extension request (draft)",
          "body": "Helen,\n\nDraft request to OCR for a captions-only deadline modification (Section IV.C), March 31 -> May 29, 2026. Draft is in UWS/Legal/OCR-05-25-2231. Nothing goes to OCR until you've signed off. Main reason cited: Athletics channel inventory discovery (+470 min).\n\nThanks,\nDana"})])
c.tool("""Contract PO-88213 (CaptionWorks Inc.) — amendment AMD-3 EXECUTED
  contract_revision: PO-88213-R4 (was R3)
  rate_per_minute: was 1.65 -> now 1.40 USD   ($1.40/min)
  turnaround_business_days: was 5 -> now 3
  weekly_capacity_minutes: was 400 -> now 700 (from 2026-03-02)
  min_billable_minutes: now 1500 (90-day window 2026-03-02..2026-05-30)
  encumbrance: $3,234.00 (2,310 min x $1.40) against FY26 caption budget line 4410-UWS-CAP; remaining under cap: $1,766.00
  countersignature: CaptionWorks e-sign received 2026-02-19 17:02
  notice: executed copy routed to procurement@northbridge.edu (task PRC-5530: attach to requisition)""",
"Created document DOC-9917 'Extension request — captions (draft v1)' in UWS/Legal/OCR-05-25-2231, version 1, 1,847 chars",
"Sent. message_id=<20260219.171120.dw9034@northbridge.edu> to=helen.osei@northbridge.edu")

c.model("""Done.

- **AMD-3 executed** → PO-88213 is now at revision **PO-88213-R4**: **$1.40/min**, 3-day turnaround, 700 min/week from March 2. Encumbered **$3,234.00**; $1,766 left under your $5,000 cap. Procurement has task PRC-5530 to attach it to the requisition.
- **Draft letter** saved as **DOC-9917** (v1): captions-only, March 31 → May 29, 2026; other deadlines and the April 15 report unchanged; offers monthly progress updates.
- **Sent to Helen** for review — nothing goes to OCR until she signs off.""")

c.user("Helen's fine with it but wants two edits: cite the Athletics inventory as the reason but don't say anything about our vendor or the contract, and send it from my account with her cc'd, not from OGC. Go ahead and send to Marisol Vega once it's fixed.")

LETTER2 = LETTER.replace(" The University has executed a contract amendment providing dedicated captioning capacity of 700 minutes per\nweek beginning March 2, 2026 and will complete quality review and publication in weekly batches.",
                         " Captioning of the full inventory, including quality review and publication, is under way in weekly batches.")
c.model("Applying Helen's edits (vendor/contract sentence removed) and sending to OCR.",
        [("doc_update", {"doc_id": "DOC-9917", "new_version_note": "v2 per H. Osei: removed vendor/contract reference; reason = Athletics inventory", "body": LETTER2}),
         ("email_send", {"from": "dana.whitfield@northbridge.edu", "to": ["marisol.vega@ed.gov"], "cc": ["helen.osei@northbridge.edu"],
          "subject": "OCR Case No. 05-25-2231 — Request to modify Section IV.C deadline (captioning)",
          "body": "Dear Ms. Vega,\n\nPlease find attached Northbridge State University's request to modify the captioning deadline in Section IV.C of the Resolution Agreement from March 31, 2026 to May 29, 2026. All other deadlines remain unchanged.\n\nRespectfully,\nDana Whitfield\nWeb Accessibility Lead, University Web Services",
          "attachments": ["DOC-9917 v2 (PDF)"]})])
c.tool("DOC-9917 updated to version 2 (1,702 chars). Diff: -1 sentence (vendor capacity), +1 sentence (weekly batches).",
       "Sent. message_id=<20260220.100215.dw9101@northbridge.edu> to=marisol.vega@ed.gov cc=helen.osei@northbridge.edu attachments=1 (DOC-9917-v2.pdf, 88 KB)")

c.model("Sent to Marisol Vega at OCR, cc Helen, with DOC-9917 v2 (no vendor or contract mention; Athletics inventory as the reason). I'll watch for OCR's reply.")

def retest_output():
    out = ["RETEST RUN RT-0311  target=staging (stg.northbridge.edu, build nsu_theme 4.7.0-rc2 from Kestrel, deployed 2026-03-06 18:40)",
           "Suite: AUD-2026-014 criticals, axe-core 4.10 + scripted keyboard walk + NVDA 2024.4 spot checks  |  started 2026-03-09 09:02  finished 10:47",
           "",
           "finding | ticket | result | evidence"]
    res = [("F-001","A11Y-501","PASS","footer links #3F4C5C on #FFF = 8.9:1; utility nav hover 7.2:1; 0 axe color-contrast violations on 64 pages"),
           ("F-002","A11Y-502","PASS","3px focus ring (#1B5FCC) present on a/button/input; 3.4:1 vs adjacent bg"),
           ("F-003","A11Y-503","PASS","'Skip to main content' is first tab stop on 64/64 pages; target #main-content receives focus"),
           ("F-004","A11Y-503","PASS","mega menu: Enter opens, Esc closes and returns focus to trigger; no trap across 7 panels; mobile menu OK"),
           ("F-005","A11Y-504","PASS","pause button present; rotation stops on focus; prefers-reduced-motion honored"),
           ("F-006","(internal)","PASS","error summary focused on submit; aria-describedby on 14 fields in /admissions/inquiry and /give"),
           ("F-007","A11Y-488","FAIL","heading outline unchanged on 9 admissions pages (content not yet edited on staging)"),
           ("F-008","A11Y-489","FAIL","58 of 63 images still missing meaningful alt (content not yet edited)"),
           ("F-009","(unassigned)","FAIL","move-in date field on /housing/apply: focus enters iframe src=https://apply.rezportal.com/nsu/...; widget inside RezPortal iframe, not nsu_datepicker; arrow keys scroll page"),
           ("F-010","(third-party)","FAIL","PayGate iframe fields unnamed (unchanged, out of scope for this build)"),
           ("F-011","A11Y-505","FAIL (partial)","focus returns to trigger in 3 of 5 modals; in 2 of 5 modals (news lightbox, program compare) focus jumps to <body>"),
           ("F-012","(internal)","PASS","image CAPTCHA removed; honeypot + timing check; no visual challenge")]
    for r in res:
        out.append(" | ".join(r))
    out += ["", "Summary: 7 PASS, 4 FAIL, 1 partial (counted as FAIL) -> 7/12 criticals closed on staging",
            "", "Keyboard walk log (excerpt):"]
    for k in range(110):
        page = rng.choice(PAGES)
        out.append(f"  {9+k//12:02d}:{(k*5)%60:02d}:{rng.randint(0,59):02d} {page:<28} tab={rng.randint(1,60):<3} focus={rng.choice(['a.nav-link','button.menu-toggle','a.skip-link','input#email','button.pause','a.card-link','button.modal-close','h1'])} visible={rng.choice(['yes','yes','yes','n/a'])}")
    return "\n".join(out)

c.user("Kestrel's build finally landed on staging Friday evening. Run the retest on the criticals against staging.")
c.model("Running the critical-findings retest against staging.",
        [("retest_run", {"suite": "AUD-2026-014-critical", "target": "staging", "host": "stg.northbridge.edu", "findings": [r[0] for r in CRIT], "tools": ["axe-core", "keyboard-walk", "nvda-spot"]})])
c.tool(retest_output())

c.model("""## Staging retest RT-0311 — 7 of 12 criticals pass

| Finding | Ticket | Result | Note |
|---|---|---|---|
| F-001 contrast | A11Y-501 | ✅ | 8.9:1 |
| F-002 focus | A11Y-502 | ✅ | |
| F-003 / F-004 skip link, mega menu | A11Y-503 | ✅ | mobile menu OK too |
| F-005 carousel | A11Y-504 | ✅ | |
| F-006 form errors | internal | ✅ | |
| F-012 CAPTCHA | internal | ✅ | |
| **F-011 modal focus** | A11Y-505 | ❌ partial | fails in **2 of 5 modals** (news lightbox, program compare) |
| F-007 / F-008 admissions content | A11Y-488 / 489 | ❌ | expected — Priya hasn't edited yet |
| **F-009 date picker** | unassigned | ❌ | **the widget is inside a RezPortal iframe**, not our `nsu_datepicker` |
| F-010 PayGate | third-party | ❌ | unchanged, expected |

Two things need a call from you:
1. **F-011** goes back to Kestrel — that's clearly their component.
2. **F-009** — Lumen attributed it to our theme, but the retest shows the failing widget is RezPortal's. So it isn't Kestrel's to fix. Whether Housing's RezPortal contract lets us demand a fix is a question for Beth Lindqvist (Housing) — I don't know the contract terms.""")

c.user("Send F-011 back to Kestrel. Priya's two are expected, she has until March 20 for those — put that date on her tickets. The date picker: leave it unassigned for now but note on the audit that it's RezPortal's, not ours, and email Beth asking who manages RezPortal.")

c.model("Reopening F-011 with Kestrel, setting Priya's due dates, annotating F-009 and emailing Beth.",
        [("vendor_portal_update", {"ticket": "KD-7785", "action": "reopen", "comment": "Retest RT-0311 on staging (nsu_theme 4.7.0-rc2): focus still lands on <body> after closing the news lightbox and the program compare modal (2 of 5 modals). Please fix both and redeliver before prod deploy."}),
         ("jira_bulk_update", {"changes": [{"issue": "A11Y-505", "set": {"status": "Reopened"}, "comment": "RT-0311: partial fail, 2 of 5 modals. Reopened with Kestrel KD-7785."},
                                            {"issue": "A11Y-488", "set": {"duedate": "2026-03-20"}, "comment": "Due March 20 so Lumen can retest before March 31."},
                                            {"issue": "A11Y-489", "set": {"duedate": "2026-03-20"}, "comment": "Due March 20 so Lumen can retest before March 31."}]}),
         ("audit_finding_annotate", {"report_id": "AUD-2026-014", "finding": "F-009", "note": "Retest RT-0311: failing date widget is inside the RezPortal iframe (apply.rezportal.com), not nsu_datepicker. Owner TBD (Housing vendor).", "owner": None}),
         ("email_send", {"from": "dana.whitfield@northbridge.edu", "to": ["beth.lindqvist@northbridge.edu"], "subject": "RezPortal date picker — accessibility finding F-009",
          "body": "Hi Beth,\n\nOur audit (AUD-2026-014) found that the move-in date picker on /housing/apply can't be used with a keyboard. It turns out the widget lives inside the RezPortal iframe, so we can't fix it on our side. Who manages the RezPortal contract, and is there an accessibility clause we can use? This is a critical finding under our OCR agreement, deadline March 31.\n\nThanks,\nDana"})])
c.tool("KD-7785 status: Done -> Reopened. Assignee: J. Feld (Kestrel). SLA P1: response within 1 business day.",
       "Jira bulk update: 3 issues updated\nA11Y-505 status: In Review -> Reopened\nA11Y-488 duedate: (none) -> 2026-03-20\nA11Y-489 duedate: (none) -> 2026-03-20",
       "AUD-2026-014 / F-009 annotated (note #3). owner: unassigned",
       "Sent. message_id=<20260309.111530.dw9377@northbridge.edu> to=beth.lindqvist@northbridge.edu")

c.model("""Done.

- **KD-7785 / A11Y-505 reopened** — Kestrel (J. Feld) has the 2-of-5-modals detail; P1 SLA is 1 business day.
- **A11Y-488 and A11Y-489 due March 20** (Priya).
- **F-009** annotated on the audit as RezPortal's widget, owner left unassigned.
- **Beth Lindqvist** emailed asking who manages RezPortal and whether the contract has an accessibility clause.""")

c.user("Did OCR ever answer on the extension?")

OCR_MAIL = """Mailbox dana.whitfield@northbridge.edu — search: from:ed.gov after:2026-02-20 — 1 result

[1] 2026-03-10 15:22  From: Marisol Vega <marisol.vega@ed.gov>  cc: helen.osei@northbridge.edu
    Subject: OCR Case No. 05-25-2231 — Modification of Section IV.C
    Attachment: Ltr 05-25-2231-E1.pdf

    Dear Ms. Whitfield,

    OCR has reviewed the University's request dated February 20, 2026. OCR approves a modification of the deadline in
    Section IV.C (captioning of public-facing video) to May 29, 2026 (reference: Ltr. 05-25-2231-E1). This modification
    applies to Section IV.C only. All other terms and deadlines of the Resolution Agreement remain in effect, including
    the March 31, 2026 remediation deadline for the priority pages and the monitoring report due April 15, 2026.

    As a condition of this modification, the University will provide OCR with monthly caption progress reports on the
    first business day of each month (April 1 and May 1, 2026), stating minutes captioned, minutes remaining, and the
    number of videos published with reviewed captions.

    Sincerely,
    Marisol Vega, Attorney, OCR Chicago Office
"""
c.model("Checking for mail from OCR.", [("mail_search", {"mailbox": "dana.whitfield@northbridge.edu", "query": "from:ed.gov after:2026-02-20", "include_body": True})])
c.tool(OCR_MAIL)

c.model("""**Yes — approved.** Letter **05-25-2231-E1** (Mar 10):

- **Captions (Section IV.C): new deadline May 29, 2026.**
- Everything else stays: **priority pages March 31**, **monitoring report April 15**.
- **New condition:** monthly caption progress reports on **April 1 and May 1** — minutes captioned, minutes remaining, videos published with reviewed captions.

I'd suggest Jordan Kim owns the numbers for those reports since the data comes out of his inventory sheet. Want me to put the April 1 and May 1 reports on your calendar?""")

c.user("Yes put those on my calendar. And schedule the theme release for production on March 16, first thing, after the freeze. Lumen retest on prod on the 17th.")

c.model("Creating the change request, the retest booking and the two report reminders.",
        [("change_request_create", {"system": "www.northbridge.edu (Drupal prod)", "title": "Deploy nsu_theme 4.7.x accessibility release (AUD-2026-014 criticals)",
            "window_start": "2026-03-16T06:00-05:00", "window_end": "2026-03-16T08:00-05:00", "risk": "medium", "rollback": "drush theme:enable nsu_theme 4.6.3; cache rebuild",
            "depends_on": ["KD-7785 redelivered and verified on staging"], "approver": "ravi.menon@northbridge.edu",
            "notes": "Outside registration freeze March 9-13."}),
         ("calendar_create", {"calendar": "dana.whitfield@northbridge.edu", "events": [{"title": "Lumen retest round 1 — production (AUD-2026-014)", "start": "2026-03-17T10:00-05:00", "end": "2026-03-17T15:00-05:00",
            "attendees": ["ravi.menon@northbridge.edu", "s.achebe@lumena11y.com"], "notes": "Retest of criticals on prod after CHG deploy."},
                                {"title": "OCR 05-25-2231 monthly caption progress report due", "start": "2026-04-01T09:00-05:00", "end": "2026-04-01T09:30-05:00",
            "recurrence": "dates:2026-04-01,2026-05-01", "attendees": ["jordan.kim@northbridge.edu"], "notes": "Per Ltr. 05-25-2231-E1: minutes captioned, minutes remaining, videos published with reviewed captions."}]})])
c.tool("""Change request CHG-20418 created — status: Scheduled (pending CAB approval)
  window: Mon 2026-03-16 06:00-08:00 CT  | approver: ravi.menon  | freeze check: OK (outside FRZ-2026-SPRING-REG 03-09..03-13)
  dependency: KD-7785 redelivery (currently Reopened)""",
"Event EVT-7734 created: 'Lumen retest round 1 — production (AUD-2026-014)' Tue 2026-03-17 10:00-15:00 CT; invites sent to ravi.menon, s.achebe@lumena11y.com\nEvent EVT-7735 created: 'OCR 05-25-2231 monthly caption progress report due' occurrences: Wed 2026-04-01 09:00, Fri 2026-05-01 09:00; invite sent to jordan.kim")

c.model("""Done.

- **CHG-20418** — prod deploy **Mon March 16, 06:00-08:00**, approver Ravi, freeze check passed. It depends on Kestrel redelivering KD-7785, which is still reopened.
- **EVT-7734** — Lumen prod retest, Tue March 17, 10:00-15:00, with Ravi and S. Achebe.
- **EVT-7735** — caption progress reports, April 1 and May 1, Jordan invited.""")

c.user("Actually move the retest to the 18th — Ravi's out on the 17th.")
c.model(None, [("calendar_update", {"event_id": "EVT-7734", "start": "2026-03-18T10:00-05:00", "end": "2026-03-18T15:00-05:00", "notify": True, "message": "Moved one day: Ravi out on the 17th."})])
c.tool("EVT-7734 updated. start: was Tue 2026-03-17 10:00 -> now Wed 2026-03-18 10:00 (March 18). Updates sent to ravi.menon, s.achebe@lumena11y.com. s.achebe: accepted.")
c.model("Moved — the Lumen prod retest (EVT-7734) is now **Wed March 18, 10:00-15:00**. S. Achebe has already accepted.")

def pdf_output():
    lines = ["DOCUMENT SCAN  site=www.northbridge.edu  path=/registrar/**  type=application/pdf  count=340",
             "Accessibility check: PAC 2024 (PDF/UA)  |  Summary: 340 fail, 0 pass",
             "By created year: pre-2018 = 212 files (last modified <= 2017, 0 views in 90d for 171 of them) | 2018+ = 128 files (current forms and guides)",
             "path | created | pages | views_90d | PAC issues"]
    names = ["grade-change-form","withdrawal-request","transcript-request","enrollment-verification","ferpa-release","name-change",
             "residency-affidavit","course-substitution","graduation-application","academic-calendar","catalog-addendum","petition-late-add",
             "audit-request","pass-fail-option","readmission","credit-overload","veterans-certification","minor-declaration"]
    for k in range(340):
        y = rng.randint(2006, 2017) if k < 212 else rng.randint(2018, 2025)
        nm = rng.choice(names)
        views = 0 if (k < 212 and rng.random() < 0.8) else rng.randint(1, 2400)
        if True:
            lines.append(f"/registrar/docs/{y}/{nm}-{k:03d}.pdf | {y} | {rng.randint(1, 14)} | {views} | {rng.choice(['untagged','untagged','no title, no lang','tables untagged','scanned image, no OCR'])}")
    lines.append("(full list exported: scan-20260311-registrar.csv)")
    return "\n".join(lines)

c.user("Different topic — the Registrar PDFs. There are 340 of them, right? What are our options?")
c.model("Scanning the Registrar's PDFs.", [("doc_scan", {"site": "www.northbridge.edu", "path": "/registrar/**", "mime": "application/pdf", "checker": "PAC-2024", "group_by": "created_year"})])
c.tool(pdf_output())
c.model("""Yes, **340 PDFs**, all failing PDF/UA. The split matters: **212 pre-2018** files (171 with zero views in 90 days) and **128 current** forms/guides from 2018+.

### Options
| | 1. Remediate all 340 | 2. Archive old, remediate current | 3. Convert current forms to web forms |
|---|---|---|---|
| What | Tag/fix every PDF | Move the **212 pre-2018** files to a marked "Archive" section with an accessible-format-on-request notice; remediate the **128 current** ones | Rebuild the 128 as Drupal webforms, archive the rest |
| Cost (est.) | ~$19,000 at ~$14/page | ~$7,200 | ~$4,000 vendor + ~120 h internal |
| Time | 8-10 weeks | 4-5 weeks | 8+ weeks |
| Title II fit | full | uses the archived-content exception (pre-compliance date, reference only, unaltered) | best long-term, too slow for April 24 |
| Risk | budget | must really not be altered after archiving | schedule |

These aren't on the OCR priority list, so March 31 doesn't apply — the driver is the **April 24** DOJ date. Option 2 gets there; option 3 is nicer but won't.""")

c.user("the second one")
c.model("Setting up option 2: the archive section and the remediation work.",
        [("jira_bulk_create", {"project": "A11Y", "issues": [{"issue_type": "Task", "priority": "High", "summary": "Registrar: remediate 128 current PDFs (2018+) to PDF/UA",
            "assignee": "tomas.ortega@northbridge.edu", "duedate": "2026-04-17", "labels": ["title-ii", "pdf", "registrar"],
            "description": "Option 2 chosen: remediate the 128 current forms/guides; source list scan-20260311-registrar.csv. Target before DOJ Title II date April 24, 2026."},
                                         {"issue_type": "Task", "priority": "High", "summary": "Registrar: move 212 pre-2018 PDFs to /registrar/archive with on-request notice",
            "assignee": "uws-content-team", "duedate": "2026-04-10", "labels": ["title-ii", "pdf", "archive"],
            "description": "Create archive area clearly labelled as archived; move the 212 pre-2018 files unaltered; add notice: 'Need this document in an accessible format? Email registrar@northbridge.edu.'"}]})])
c.tool("Created A11Y-530 'Registrar: remediate 128 current PDFs (2018+) to PDF/UA' assignee=tomas.ortega due=2026-04-17\nCreated A11Y-531 'Registrar: move 212 pre-2018 PDFs to /registrar/archive with on-request notice' assignee=uws-content-team due=2026-04-10")
c.model("""Done — option 2:
- **A11Y-530** — remediate the **128 current** PDFs, Tomás Ortega, due April 17.
- **A11Y-531** — move the **212 pre-2018** PDFs unaltered to /registrar/archive with the on-request notice, content team, due April 10.

The ~$7,200 remediation cost isn't approved anywhere yet — who signs off on that, the Registrar or UWS?""")

c.user("I'm out next week and Ravi is covering. Give me a handover status I can forward him — what's done, what's waiting, what's still open.")
c.model("""# Handover — OCR 05-25-2231 / AUD-2026-014 (for Ravi)

## Deadlines
| What | Date | Status |
|---|---|---|
| Priority pages (WCAG 2.1 AA) | **March 31, 2026** | in progress |
| Captions (Section IV.C) | **May 29, 2026** (Ltr. 05-25-2231-E1) | CaptionWorks working from March 2 |
| Caption progress reports to OCR | **April 1, May 1** (EVT-7735) | Jordan Kim supplies numbers |
| OCR monitoring report | **April 15, 2026** | not started |
| DOJ Title II (all web content) | **April 24, 2026** | PDFs etc. |

## Done
- Theme criticals: A11Y-501–505 / Kestrel KD-7781–7785 (SOW-KD-2025-07); 7 of 12 criticals pass on staging (RT-0311).
- Captions: AMD-3 executed, **PO-88213-R4**, **$1.40/min**, 700 min/week; backlog **2,310 minutes** (270 videos); encumbered **$3,234.00** of the $5,000 FY cap.
- Admissions pages owned by **Priya Raman** (except /admissions/visit); A11Y-488/489/492 moved to her.
- Registrar PDFs: option 2 — A11Y-530 (128 current), A11Y-531 (212 pre-2018 to archive).

## Waiting on
- **Kestrel KD-7785 redelivery** (F-011, 2 of 5 modals) — **CHG-20418** prod deploy **Mon March 16 06:00** depends on it.
- **Lumen prod retest EVT-7734, Wed March 18**.
- **Priya: A11Y-488 / A11Y-489 due March 20** (F-007 headings, F-008 alt text).
- **Beth Lindqvist** on who manages RezPortal.

## Open / unresolved
- **F-009** date picker is inside the **RezPortal** iframe — no owner, no fix path yet; it's a critical on the March 31 list.
- **F-010 PayGate** — vendor has **no committed fix date**; VPAT v2.3 "Does Not Support" 4.1.2. Bursar (Anil Desai) must raise it under their contract; we'll report it as third-party in the April 15 report.
- **/admissions/visit (node/14472)** still locked by Marcus Lee's Feb 11 draft; owner not switched.
- Who approves the ~$7,200 PDF remediation cost.

Contacts: Lena Park (Kestrel), Tom Breslin (CaptionWorks), Marisol Vega (OCR), Helen Osei (OGC).""")

# ---------------------------------------------------------------- labels
L = c.label
L("user_goal", "Bring the OCR priority pages to WCAG 2.1 AA by March 31, 2026 under OCR case 05-25-2231 and caption public video; no production deploys during registration freeze March 9-13",
  ["05-25-2231", "March 9-13"])
L("fact", "Lumen audit AUD-2026-014: 87 findings on 64 priority pages, 12 critical", ["AUD-2026-014", "87 findings"])
L("fact", "DOJ Title II web rule compliance date for NSU (large entity) is April 24, 2026", ["April 24, 2026"])
L("fact", "Caption backlog after Athletics re-sync is 270 videos / 2,310 minutes", ["2,310 minutes"])
L("fact", "Caption work encumbered $3,234.00 against the FY caption budget; $1,766 left under the $5,000 cap", ["$3,234.00"])
L("fact", "Staging retest RT-0311: 7 of 12 criticals pass; F-011 fails in 2 of 5 modals", ["RT-0311", "2 of 5 modals"])
L("fact", "OCR approved captions-only extension to May 29, 2026 (Ltr. 05-25-2231-E1); other deadlines unchanged", ["05-25-2231-E1", "May 29, 2026"])
L("fact", "Registrar has 340 PDFs: 212 pre-2018, 128 current (2018+), all fail PDF/UA", ["212 pre-2018", "128 current"])
L("decision", "Captioning option B: stay with CaptionWorks via a volume-tier amendment, total caption spend capped at $5,000 this FY",
  ["$5,000", "volume-tier amendment"])
L("decision", "AMD-3 executed: PO-88213 now revision PO-88213-R4 at $1.40/min, 3-day turnaround, 700 min/week", ["PO-88213-R4", "$1.40/min"])
L("decision", "Admissions page owner is Priya Raman; A11Y-488/489/492 reassigned to her", ["Priya Raman", "A11Y-488"])
L("decision", "F-011 sent back to Kestrel: KD-7785 and A11Y-505 reopened", ["KD-7785", "Reopened"])
L("decision", "Theme release deploys to production Mon March 16 06:00 under CHG-20418 (after freeze)", ["CHG-20418"])
L("decision", "Lumen production retest moved to Wed March 18 (EVT-7734) because Ravi is out on the 17th", ["EVT-7734", "March 18"])
L("decision", "Registrar PDFs option 2: archive 212 pre-2018 (A11Y-531), remediate 128 current (A11Y-530)", ["A11Y-530", "A11Y-531"])
L("decision", "Extension letter cites the Athletics inventory and omits vendor/contract; sent from Dana cc Helen (DOC-9917 v2)", ["DOC-9917", "marisol.vega@ed.gov"])
L("pending_action", "Submit OCR monitoring report by April 15, 2026", ["April 15, 2026"])
L("pending_action", "Monthly caption progress reports to OCR on April 1 and May 1 (EVT-7735, Jordan Kim supplies numbers)", ["EVT-7735"])
L("pending_action", "Priya Raman to fix F-007/F-008 (A11Y-488, A11Y-489) by March 20", ["A11Y-489", "2026-03-20"])
L("pending_action", "Kestrel to redeliver the F-011 modal fix (KD-7785) before the CHG-20418 deploy", ["KD-7785 redelivery"])
L("pending_action", "Awaiting Beth Lindqvist's answer on who manages RezPortal", ["beth.lindqvist@northbridge.edu"])
L("open_issue", "F-009 date picker is inside the RezPortal iframe; no owner or fix path", ["F-009", "RezPortal"])
L("open_issue", "F-010 PayGate iframe fields: vendor has no committed fix date; Bursar must raise it", ["PayGate", "no committed fix date"])
L("open_issue", "/admissions/visit (node/14472) locked by Marcus Lee's draft; owner not switched", ["node/14472"])
L("open_issue", "No approver identified yet for the ~$7,200 Registrar PDF remediation cost", ["$7,200"])
L("reference", "Kestrel contract SOW-KD-2025-07, request KD-REQ-2291, account manager Lena Park", ["SOW-KD-2025-07", "KD-REQ-2291"])
L("reference", "Theme tickets A11Y-501 to A11Y-505", ["A11Y-501", "A11Y-505"])
L("reference", "OCR attorney Marisol Vega; OGC Helen Osei (helen.osei@northbridge.edu)", ["helen.osei@northbridge.edu"])

S = c.stale_item
S("Caption backlog was 1,840 minutes (212 videos); Athletics re-sync made it 2,310 minutes", ["1,840 minutes"], 25)
S("CaptionWorks rate was $1.65/min; AMD-3 made it $1.40/min", ["$1.65/min"], 25)
S("Kestrel staging delivery was Feb 20; slipped to March 6", ["Kestrel", "Feb 20"], 25)
S("Admissions page owner was Marcus Lee; now Priya Raman", ["Marcus Lee", "Admissions owner"], 19)
S("Captions deadline was March 31; OCR extended it to May 29, 2026", ["captions due March 31"], 45)
S("Lumen prod retest was March 17; moved to March 18", ["retest", "March 17"], 51)

c.write({"domain": "higher-ed web accessibility / legal compliance", "language": "en", "author": "author-c"})

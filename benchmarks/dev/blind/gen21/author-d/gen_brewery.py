"""Generator: blind-brewery-recall-and-relabel (author-d)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from convlib import Conv
import brewery_data as D

SYSTEM = """You are OpsDesk, the operations assistant for Kestrel Hollow Brewing Co. (Asheville, NC; 30 bbl brewhouse, two packaging lines, self-distribution in Buncombe County plus two wholesalers).
You act for the operations team through company tools: the ERP (lots, shipments, inventory holds, purchase orders), the packaging/label job history, the shared mailbox ops@kestrelhollow.com (send and search), the FDA Safety Reporting Portal connector, the QMS recall-case module, retailer portals (Harvest Basket SupplierLink), the document store and the production scheduler.
Rules: confirm before sending anything external, spending money or filing with a regulator, unless the user has already told you to go ahead. Keep status reports short; use tables for comparisons. Never invent numbers -- pull them from the systems.
Today is Monday, March 17, 2025. Maren Lindqvist (Operations Manager, maren@kestrelhollow.com) is the user."""

c = Conv("blind-brewery-recall-and-relabel",
         "Craft brewery: undeclared milk on Velvet Hour cans -- hold, FDA report, relabel quotes, retailer chargeback",
         SYSTEM, meta={"domain": "food & beverage operations / allergen recall", "language": "en", "author": "author-d"})

# 1 ------------------------------------------------------------------
c.user("""Bad one this morning. Tom Reyes (QA lead -- he's our recall coordinator for anything like this) pulled a can of Velvet Hour Oat Cream IPA off a shelf at a bottle shop on Friday and the back label has no milk statement. Velvet Hour has had lactose in it since the recipe change last month, and the new label with CONTAINS: MILK was supposed to go out with it. So we've shipped an undeclared allergen.

What I need from you over the next few days:
- figure out exactly which lots are affected and where every case went
- get the distributors holding product
- get whatever FDA report we owe filed
- get over-sticker quotes so we can relabel what comes back instead of dumping it

Constraints: the relabel print job has to come in under $2,500 total. Nothing gets destroyed -- not here, not at the distributors -- until our insurer's adjuster has seen it (Hartline Mutual, I'm opening the claim this morning). And cc Tom on anything that goes outside the building.""", mark="u_kickoff")

# 2-3
c.model("Understood. Starting with scope: I'll pull every Velvet Hour 16 oz lot packaged since Feb 1 with its recipe version and label job, plus the label print history for the SKU, so we can see exactly where the recipe and the label diverged.",
        calls=[("erp_lot_search", {"sku": "KH-VH-164", "packaged_from": "2025-02-01", "packaged_to": "2025-03-17",
                                   "include": ["recipe_version", "label_job", "qa_release"]}),
               ("label_job_history", {"sku": "KH-VH-164", "since": "2024-10-01", "include_proofs": True,
                                      "include_artwork_revisions": True})])
c.tool([D.erp_lot_search(), D.label_job_history()], mark="t_lots")

# 4
c.model("""## Scope -- first pass

**What went wrong (as far as our records show):** label job **SLP-44107** from Summit Label & Print was ordered and proofed as **rev D** (proof PRF-3318, approved Feb 26), which is the artwork that adds **CONTAINS: MILK (LACTOSE)**. Tom's comparison this morning shows the retained R01 sample is actually **rev C** text -- no allergen line. The roll core tags say REV D, and the line check is done against the core tag, so it passed QA release on all three runs. Front panels of C and D are identical, which is why nobody caught it visually.

**Affected lots (posted in ERP):** 3 lots, all recipe **v4 (lactose)** and all labelled from SLP-44107:

| Lot | Packaged | Brew batch | Cases | Cans |
|---|---|---|---|---|
| VH-2507 | Mar 11 | B-25-031 | 310 | 7,440 |
| VH-2508 | Mar 13 | B-25-033 | 295 | 7,080 |
| VH-2509 | Mar 14 | B-25-034 | 320 | 7,680 |
| **Total** | | | **925 cases** | **22,200** |

**Not affected:** VH-2503 to VH-2506 -- recipe v3 (no lactose) on rev C labels from SLP-43880. Correct as labelled.

**One gap:** the ERP has a **Saturday Mar 15 Line 2 packaging record that hasn't been posted** yet, so I can't see what SKU ran. Brew batch B-25-034 (VH-2509) was a 60 bbl batch and VH-2509 only used about half of it, so if Saturday was Velvet Hour it would be on SLP-44107 rolls as well. Do you know what ran Saturday? Otherwise I'll check once packaging posts it.

Next step I'd suggest: pull shipments and on-hand stock for the three lots so we know where the 925 cases are. OK to go ahead?""", mark="m_scope1")

# 5
c.user("Saturday was a short shift -- I think they ran the mixer pack but I don't know what went in it. Chase that later. Yes, pull where the three lots went and what we still have.")

c.model(calls=[("shipment_query", {"lots": ["VH-2507", "VH-2508", "VH-2509"], "include_self_distribution": True,
                                   "include_on_hand": True, "include_contacts": True})])
c.tool([D.shipment_query()], mark="t_ship")

# 8
c.model("""## Where the 925 cases are

| Location | VH-2507 | VH-2508 | VH-2509 | Total |
|---|---|---|---|---|
| Blue Ridge Beverage (BRB), Fletcher WH | 210 | 150 | 180 | **540** |
| Piedmont Craft (PCD), Charlotte WH | 90 | 95 | 70 | **255** |
| Self-distributed, 6 Asheville accounts | 10 | 20 | 8 | **38** |
| On hand, cold room CR-1 | 0 | 30 | 62 | **92** |

- The 92 cases here are **already on QA HOLD** -- Tom set it at 07:58 under recall case **RC-2025-003**.
- BRB and PCD received everything Mar 12-15, so a good part of it is likely already at retail. We need their counts by account.
- The 38 self-distributed cases are our own accounts (Wedge & Pint, Sly Grog, Fernway Market, Laurel Street Deli, Broadway Growler, Hominy Creek) -- the van team can pull those back today.

### Draft notice to the distributors

> **Subject:** URGENT -- Voluntary recall: Velvet Hour Oat Cream IPA 16oz 4pk, undeclared milk, lots VH-2507 / VH-2508 / VH-2509
>
> Kestrel Hollow Brewing is voluntarily recalling Velvet Hour Oat Cream IPA 16 oz cans from the lots above because the label does not declare milk (lactose). Please immediately stop distribution, retrieve product from retail accounts and quarantine it in your warehouse. Do not destroy any product. Please reply with your on-hand and by-account quantities.

**To:** Dale Summers (BRB, dsummers@blueridgebev.com) and Greg Tolliver (PCD, gtolliver@piedmontcraft.com) -- CRM contacts. **Cc:** Tom Reyes, you.

Shall I send it?""", mark="m_draft_notice")

# 9
c.user("""Two things before it goes out. Don't use the word recall anywhere yet -- we haven't talked to FDA, and Dale will panic-call every account he has. Make it a STOP SALE / HOLD notice: stop selling, pull it back to their warehouse, hold it, don't destroy anything. And Greg left Piedmont in January -- theirs goes to Alicia Brandt, abrandt@piedmontcraft.com. Ask both of them for on-hand and by-account counts within 24 hours.""",
       mark="u_stopsale")

NOTICE_BODY = """{name},

Effective immediately, please place a STOP SALE and HOLD on the following Kestrel Hollow product:

  Product:  Velvet Hour Oat Cream IPA, 16 fl oz cans, 4-pack (6 x 4 per case), SKU KH-VH-164, UPC 8 60004 21734 6
  Lots:     VH-2507, VH-2508, VH-2509 (lot code is ink-jetted on the can bottom and the case end)
  Your qty: {qty} cases shipped to you ({bols})

Reason: these cans were labelled with a superseded back label that is missing the allergen statement "CONTAINS: MILK (LACTOSE)". The beer itself is fine; the label is not.

What we need from you:
  1. Stop all sales and deliveries of these lots now.
  2. Pull any of these lots from your retail accounts back to your warehouse and hold them, tagged, out of pick.
  3. Do NOT destroy or dump any product -- our insurer must inspect it first, and we plan to relabel.
  4. Within 24 hours, reply with (a) cases on hand in your warehouse and (b) cases by retail account, with account name and address.

We will cover your pickup costs. Further instructions will follow once we have complete counts.

Questions: Maren Lindqvist, Operations Manager, (828) 555-0190, maren@kestrelhollow.com, or Tom Reyes, QA Lead, (828) 555-0192.

Thank you,
Maren Lindqvist
Kestrel Hollow Brewing Co."""

c.model("Understood -- reworded as a stop-sale/hold notice with no recall language, and Piedmont's goes to Alicia.",
        calls=[("email_send", {"from": "ops@kestrelhollow.com", "to": ["dsummers@blueridgebev.com"],
                               "cc": ["tom.reyes@kestrelhollow.com", "maren@kestrelhollow.com"],
                               "subject": "STOP SALE / HOLD -- Velvet Hour Oat Cream IPA 16oz 4pk, lots VH-2507, VH-2508, VH-2509",
                               "body": NOTICE_BODY.format(name="Dale", qty=540, bols="BOL-25-0688, BOL-25-0701, BOL-25-0709"),
                               "importance": "high", "read_receipt": True}),
               ("email_send", {"from": "ops@kestrelhollow.com", "to": ["abrandt@piedmontcraft.com"],
                               "cc": ["tom.reyes@kestrelhollow.com", "maren@kestrelhollow.com"],
                               "subject": "STOP SALE / HOLD -- Velvet Hour Oat Cream IPA 16oz 4pk, lots VH-2507, VH-2508, VH-2509",
                               "body": NOTICE_BODY.format(name="Alicia", qty=255, bols="BOL-25-0694, BOL-25-0705, BOL-25-0710"),
                               "importance": "high", "read_receipt": True})])
c.tool(["Sent 2025-03-17 11:06:42 EDT\nmessage_id: <20250317150642.7c1a@kestrelhollow.com>\nfrom: ops@kestrelhollow.com\nto: dsummers@blueridgebev.com\ncc: tom.reyes@kestrelhollow.com, maren@kestrelhollow.com\nimportance: high  read receipt: requested\nsize: 2.1 KB, 0 attachments\nthread: new (STOP SALE / HOLD -- Velvet Hour Oat Cream IPA 16oz 4pk, lots VH-2507, VH-2508, VH-2509)",
        "Sent 2025-03-17 11:06:44 EDT\nmessage_id: <20250317150644.7c1b@kestrelhollow.com>\nfrom: ops@kestrelhollow.com\nto: abrandt@piedmontcraft.com\ncc: tom.reyes@kestrelhollow.com, maren@kestrelhollow.com\nimportance: high  read receipt: requested\nsize: 2.1 KB, 0 attachments\nwarning: abrandt@piedmontcraft.com is not a contact on account 'Piedmont Craft Distributing' (CRM primary: gtolliver@piedmontcraft.com). Update the CRM contact if this is the new primary."])

c.model("""Done.

| To | Lots / qty | Message |
|---|---|---|
| Dale Summers, BRB | VH-2507/2508/2509, 540 cases | sent 11:06, read receipt requested |
| Alicia Brandt, PCD | same lots, 255 cases | sent 11:06, read receipt requested |

Both ask for warehouse on-hand and by-account counts within 24 hours, no destruction, and carry no recall wording. The CRM still lists Greg as Piedmont's primary contact; I'll note Alicia when I'm next in the account.

**Next: the FDA report.** An undeclared major allergen in product that has left our control is very likely a *reportable food*, and the Reportable Food Registry deadline is **24 hours from when we determined it** -- which is this morning. I can prepare the submission for you to review before it goes in.""")

# 13
c.user("Hang on -- do we actually owe FDA anything? I always thought beer labels were TTB's thing. If we do, prep it, but I want to see it before it goes in.", mark="u_side_fda")

c.model("""Fair question -- both agencies are involved, for different things.

### Who regulates what
| | TTB | FDA |
|---|---|---|
| Legal basis | FAA Act -- labelling of malt beverages (COLA approval, mandatory statements, ABV, health warning) | FD&C Act -- safety of all food, **including alcoholic beverages** (adulteration, misbranding that creates a health risk) |
| Allergen labelling | Voluntary "Contains" statements under TTB rules | An undeclared major allergen (milk) makes the product misbranded under the FD&C Act |
| Recalls | No recall authority; handles COLA compliance | Oversees recalls, classifies them, can publish them |
| Reporting duty | None for this | **Reportable Food Registry**: a registered food facility must report within 24 h once it determines there is a reasonable probability the food will cause serious adverse health consequences |

We are an FDA-registered food facility (every brewery has to be), and FDA routinely treats undeclared milk as reportable, because a milk-allergic consumer drinking this beer could have a serious reaction. So **yes, we owe an RFR report**, and FDA's recall coordinator will follow up from it. FDA decides the classification after its own review; we don't pick it.

On TTB: the cans on the market don't match the COLA we hold for rev D (TTB ID 25056001000412). It's worth a short courtesy note to TTB's Advertising, Labeling and Formulation Division once FDA is engaged. Nothing is due to TTB today.

### Draft RFR submission (not yet submitted)

| Field | Draft entry |
|---|---|
| Reporter | Kestrel Hollow Brewing Co., 18 Riverside Dr, Asheville NC 28801 -- FDA Food Facility Registration 11284471093 |
| Responsible party type | Manufacturer / packer |
| Product | Velvet Hour Oat Cream IPA, malt beverage 6.8% ABV, 16 fl oz aluminium can, 4-pack; SKU KH-VH-164; UPC 8 60004 21734 6 |
| Problem | Undeclared allergen -- **milk** (lactose is an ingredient; the label omits "CONTAINS: MILK (LACTOSE)") |
| Cause | Label printer used superseded artwork (rev C) instead of approved rev D; under investigation with vendor |
| Lots / codes | VH-2507, VH-2508, VH-2509 (ink-jet on can bottom) |
| Quantity | 925 cases (22,200 cans) |
| Distribution | NC and SC, via Blue Ridge Beverage Distributors (Fletcher NC) and Piedmont Craft Distributing (Charlotte NC), plus 6 direct retail accounts in Asheville |
| Date determined reportable | 2025-03-17 |
| Adverse events known | None reported |
| Actions taken | Internal QA hold on 92 cases (RC-2025-003); stop-sale/hold notices to both distributors 2025-03-17 11:06; self-distributed accounts being retrieved |
| Contact | Tom Reyes, QA Lead, (828) 555-0192, tom.reyes@kestrelhollow.com |

Anything to change? Once you say go, I'll submit it through the portal connector.""", mark="m_rfr_draft")

# 15
c.user("Put the discovery date as Friday Mar 14 -- that's when Tom actually saw the can -- and keep the determination as today, since that's when we confirmed it was the lactose recipe. Contact is Tom with me as backup. Then submit.")

c.model(calls=[("fda_srp_submit", {
    "report_type": "reportable_food_registry", "submission": "primary",
    "facility_registration": "11284471093", "reporter": "Kestrel Hollow Brewing Co., 18 Riverside Dr, Asheville NC 28801",
    "product": {"name": "Velvet Hour Oat Cream IPA", "category": "beverages -- malt beverage 6.8% ABV",
                "package": "16 fl oz aluminium can, 4-pack (6 x 4 per case)", "sku": "KH-VH-164", "upc": "860004217346",
                "lot_codes": ["VH-2507", "VH-2508", "VH-2509"], "quantity": "925 cases (22,200 cans)"},
    "hazard": {"type": "undeclared_allergen", "allergen": "milk",
               "description": "Product contains lactose (milk). Cans bear superseded back label (artwork rev C) without the 'CONTAINS: MILK (LACTOSE)' statement; approved label rev D includes it."},
    "root_cause": "Contract label printer mounted superseded rev C plates for job SLP-44107 ordered as rev D; under investigation.",
    "dates": {"problem_discovered": "2025-03-14", "determined_reportable": "2025-03-17",
              "first_shipped": "2025-03-12", "last_shipped": "2025-03-15"},
    "distribution": {"states": ["NC", "SC"], "consignees": [
        "Blue Ridge Beverage Distributors, 410 Old Airport Rd, Fletcher NC 28732 (540 cases)",
        "Piedmont Craft Distributing, 2200 Westinghouse Blvd, Charlotte NC 28273 (255 cases)",
        "6 direct retail accounts, Asheville NC (38 cases)"]},
    "adverse_events": "none known",
    "actions_taken": "QA hold on 92 cases on hand (recall case RC-2025-003); stop-sale/hold notices to both distributors 2025-03-17 11:06 EDT; retrieval from self-distributed accounts in progress.",
    "contacts": [{"name": "Tom Reyes", "title": "QA Lead", "phone": "(828) 555-0192", "email": "tom.reyes@kestrelhollow.com", "role": "primary"},
                 {"name": "Maren Lindqvist", "title": "Operations Manager", "phone": "(828) 555-0190", "email": "maren@kestrelhollow.com", "role": "backup"}]})])
c.tool(["""FDA Safety Reporting Portal -- submission receipt
------------------------------------------------------
Report type:        Reportable Food Registry (RFR) -- Primary report
Report #:           2025-RFR-114736
Received:           2025-03-17 14:22:09 EDT
Status:             SUBMITTED -- under FDA review
Facility reg.:      11284471093 (Kestrel Hollow Brewing Co.) -- registration verified, renewal current (2024 cycle)
Commodity:          Beverages > Malt beverages
Hazard:             Undeclared allergen: MILK
Lots:               VH-2507, VH-2508, VH-2509      Qty: 925 cases (22,200 cans)
Primary contact:    Tom Reyes    Backup: Maren Lindqvist

What happens next:
 - FDA may contact the primary contact to request additional information, a recall strategy, and consignee lists.
 - If you learn new information (additional lots, distribution, root cause), file an AMENDMENT referencing 2025-RFR-114736.
   Do not file a new primary report for the same problem.
 - You may be asked to notify your immediate previous sources and subsequent recipients (RFR 'notification' requirements),
   referencing this report number.
Confirmation e-mail sent to tom.reyes@kestrelhollow.com, maren@kestrelhollow.com."""], mark="t_rfr")

c.model("""Done. **RFR filed -- Report # 2025-RFR-114736** (received 14:22 EDT, under FDA review). Discovery dated Mar 14, determination Mar 17; Tom is primary contact, you're backup. The confirmation went to both of you.

Two things to keep in mind:
- If the Saturday run turns out to be affected, it goes in as an **amendment to 2025-RFR-114736**, not a new report.
- FDA may ask us to notify our distributors *with the report number*. That is an RFR requirement, separate from your no-"recall"-wording rule. I'll flag it if they ask.""")

# 19
c.user("""Summit called. Carla says it's on them -- the press crew pulled the rev C plates off the shelf for our job. Get over-sticker quotes from Summit and from Crescent Flexo (quotes@crescentflexo.com) so we've got a comparison. Black on white, CONTAINS: MILK (LACTOSE), has to fit on the 16oz back panel next to the ABV line. Enough for everything affected plus 10% or so spare.""")

c.model("Sizing it from what we know now: 925 cases x 24 cans = 22,200 cans. With roughly 12% for spare, hand-application waste and splices, I've rounded to 25,000 labels. The back panel has a 2.1 in wide clear area under the ABV statement, so 2.00 x 0.75 in fits. Sending one RFQ to both vendors:",
        calls=[("rfq_send", {
            "rfq_title": "Allergen over-sticker for Velvet Hour 16oz cans",
            "vendors": [{"name": "Summit Label & Print", "contact": "Carla Nunez", "email": "cnunez@summitlabel.com"},
                        {"name": "Crescent Flexo Inc.", "email": "quotes@crescentflexo.com"}],
            "items": [{"description": "Pressure-sensitive over-sticker, 2.00 in x 0.75 in, white gloss BOPP, permanent adhesive rated for cold/wet cans (condensation), 1-color black, text: CONTAINS: MILK (LACTOSE), Helvetica Bold 9 pt min, rolls of 2,500 on 3 in core",
                       "quantity": 25000, "uom": "labels"}],
            "need_by": "2025-03-28", "response_due": "2025-03-18T12:00:00-04:00",
            "cc": ["tom.reyes@kestrelhollow.com", "maren@kestrelhollow.com"],
            "notes": "Corrective labelling for product under hold. Please quote unit price, plate/tooling, freight and ship date from proof approval. Proof required before print."})])
c.tool(["RFQ RFQ-25-0319 issued 2025-03-17 15:01 EDT\n  vendors: Summit Label & Print <cnunez@summitlabel.com> -- delivered\n           Crescent Flexo Inc. <quotes@crescentflexo.com> -- delivered\n  line 1: over-sticker 2.00 x 0.75 in, qty 25,000 labels\n  need by: 2025-03-28   responses due: 2025-03-18 12:00 EDT\n  cc: tom.reyes@kestrelhollow.com, maren@kestrelhollow.com\n  responses will be matched to RFQ-25-0319 in the ops mailbox"], mark="t_rfq")

c.model("Done. **RFQ-25-0319** is out to Summit and Crescent for **25,000 labels** (2.00 x 0.75 in, black on white BOPP). Responses are due tomorrow at noon, and I'll compare them side by side when they come in.")

# 23  (Tue Mar 18)
c.user("Morning. FDA left Tom a voicemail -- a recall coordinator will call us, and they'll want a written recall strategy by Friday Mar 21. Quotes should be in. Check the inbox and tell me what else came in overnight.", mark="u_fda_vm")

c.model(calls=[("mailbox_search", {"mailbox": "ops@kestrelhollow.com", "since": "2025-03-17T15:00:00-04:00",
                                   "include_body": True, "limit": 25})])
c.tool([D.mailbox_1()], mark="t_inbox1")

c.model("""## Overnight summary

### 1. Quotes for 25,000 over-stickers
| | **Summit** (Q-SLP-2291) | **Crescent Flexo** (Q-CF-1180) |
|---|---|---|
| Unit price | $0.031 | $0.026 |
| Plate / tooling | $350.00 | $480.00 |
| Total | **$1,125.00** + ~$38 freight | **$1,130.00** + freight |
| Ships | **Mar 26** | Apr 3 (10 business days) |
| Note | admits the plate mix-up in writing; formal corrective action report to follow | new die included |

Both are well under the $2,500 cap. Summit ships a week earlier; Crescent is cheaper per label but the plate cost cancels that out. **I'd hold off choosing** because of item 2: the quantity is probably about to change.

### 2. ⚠ Possible fourth lot: VH-2510
Dale's driver found cans coded **VH-2510** at Harvest Basket #114 and #121 with the same label. BRB received it on BOL-25-0716 on Monday morning, together with the Hollow Hazy Mixer pack. That fits the unposted Saturday run. Piedmont also has **60 cases of VH-2510**, and Alicia has already put them on hold on her own initiative.

### 3. Distributor counts (first three lots)
| | Warehouse (held) | At accounts | Total | Pickups |
|---|---|---|---|---|
| BRB | 212 (hold loc. H-07) | 328 at 41 accounts | 540 | started yesterday 5 pm |
| Piedmont | 101 | 154 at 23 accounts | 255 | Wed 3/19 and Thu 3/20 |

Harvest Basket's category team is asking BRB whether this is a recall. Dale said we'd confirm.

### 4. Insurance
Hartline Mutual acknowledged **claim HM-CL-778120**. The adjuster is **Keith Barlow**, on site **Mon Mar 24, 10:00**. Their letter says: no destroying, reworking **or relabelling** before inspection without his written consent. Any relabel run therefore has to be after Mar 24.

### 5. Other
- FDA: noted, written recall strategy due **Fri Mar 21**.
- Jonah wants to make the call on the label vendor.
- Routine: Yakima Chief 2026 contract review (due Apr 15), CO2 delivered (tank T-1 at 84%), keg float report (37 kegs overdue >60 days).

**Suggested next step:** look up VH-2510 in the ERP (packaging may have posted Saturday now) and pull the roll usage log for SLP-44107 before we settle on a quantity or vendor. Go?""", mark="m_overnight")

# 27
c.user("ugh. yes, check 2510 and the roll log. if it's on the same rolls it's in -- and the mixer pack too if Velvet Hour cans went into it.")

c.model(calls=[("erp_lot_get", {"lots": ["VH-2510", "MX-2503"], "include": ["components", "label", "shipments", "on_hand", "qa_release"]}),
               ("label_roll_usage", {"job": "SLP-44107", "labeller": "L2-LBL1", "from": "2025-03-07", "to": "2025-03-18"})])
c.tool([D.erp_lot_get(), D.roll_log()], mark="t_2510")

c.model("""## Scope grows: 5 lots, 1,375 cases

The roll log settles it. SLP-44107 rolls **R04-R05** went onto **VH-2510**, and roll **R05** also labelled the Velvet Hour cans in the mixer lot **MX-2503**. Both are recipe v4 (lactose), so both are affected. The MX-2503 8-pack carton also lists Velvet Hour among the components **without** milk, so the carton needs a sticker too.

| Lot | Product | Packaged | Cases | Velvet Hour cans |
|---|---|---|---|---|
| VH-2507 | Velvet Hour 4pk | Mar 11 | 310 | 7,440 |
| VH-2508 | Velvet Hour 4pk | Mar 13 | 295 | 7,080 |
| VH-2509 | Velvet Hour 4pk | Mar 14 | 320 | 7,680 |
| **VH-2510** | Velvet Hour 4pk | Mar 15 | **300** | **7,200** |
| **MX-2503** | Hollow Hazy Mixer 8pk | Mar 15 | **150** | **900** (+450 cartons) |
| **Total** | | | **1,375 cases** | **30,300 cans** |

### By location now
| Location | Cases | Made up of |
|---|---|---|
| BRB | **870 cases** | 540 + VH-2510 180 + MX-2503 150 |
| Piedmont | **315 cases** | 255 + VH-2510 60 |
| Self-distributed | 38 | unchanged |
| On hand, CR-1 | 152 | 92 on hold + **60 VH-2510, status AVAILABLE (no hold)** |

VH-2510 and MX-2503 both went out Monday 06:10-06:40, a few hours before our stop-sale notice, which is why Dale's warehouse had it and didn't know it was included.

### What this changes
1. **FDA**: amend **2025-RFR-114736** from 3 lots / 925 cases to 5 lots / 1,375 cases, and add the mixer pack as a second product.
2. **Distributors**: send an updated STOP SALE / HOLD adding VH-2510 and MX-2503. BRB has both; Piedmont only VH-2510.
3. **Holds**: put the **60 cases of VH-2510** in CR-1/B4 on hold, and quarantine the unused rolls **R05** (open, 6,380 labels left) and **R06** (sealed, 7,500). They still carry REV D core tags, so someone could run them by mistake.
4. **Label quantity**: 30,300 cans + 450 mixer cartons = 30,750 stickers. With spare, I'd re-quote at **36,000** instead of 25,000.

Shall I do 1-3 now?""", mark="m_scope2")

# 31
c.user("Do all three. And yes, 36,000.", mark="u_36k")

UPDATE_BODY = """Dale, Alicia,

Update to our STOP SALE / HOLD notice of 2025-03-17 11:06. Two more lots are included -- please add them to your hold:

  VH-2510   Velvet Hour Oat Cream IPA 16oz 4pk (KH-VH-164)
            BRB: 180 cases (BOL-25-0716, 2025-03-17)   PCD: 60 cases (BOL-25-0714, 2025-03-17)
  MX-2503   Hollow Hazy Mixer 16oz 8-pack (KH-MX-168) -- contains 2 Velvet Hour cans per 8-pack
            BRB: 150 cases (BOL-25-0716, 2025-03-17)   PCD: none

Same instructions: stop sale, pull back from accounts, hold tagged and out of pick, do not destroy, and send by-account counts within 24 hours.

For reference, this matter is on file with FDA under Reportable Food Registry report 2025-RFR-114736.

Dale -- on Harvest Basket's question: please tell them this is a stop-sale/hold pending our discussion with FDA, and that formal instructions will follow. Please ask them to hold product in the backroom and not to destroy it.

Thanks for the quick counts yesterday, and Alicia, thank you for holding VH-2510 ahead of this note.

Maren Lindqvist
Kestrel Hollow Brewing Co. | (828) 555-0190"""

c.model(calls=[
    ("fda_srp_amend", {"report_number": "2025-RFR-114736", "amendment_reason": "additional lots and product identified",
                       "changes": {"lot_codes_add": ["VH-2510", "MX-2503"],
                                   "products_add": [{"name": "Hollow Hazy Mixer 16oz 8-pack", "sku": "KH-MX-168", "upc": "860004217582",
                                                     "note": "contains 2 x Velvet Hour 16oz cans per 8-pack; carton allergen panel omits milk"}],
                                   "quantity": "1,375 cases (30,300 Velvet Hour cans)",
                                   "distribution_update": "Blue Ridge Beverage Distributors now 870 cases; Piedmont Craft Distributing now 315 cases; 6 direct accounts 38 cases; 152 cases at manufacturer",
                                   "actions_update": "Updated stop-sale/hold notice to both distributors 2025-03-18; additional QA hold on 60 cases of VH-2510 and remaining labels of job SLP-44107"}}),
    ("email_send", {"from": "ops@kestrelhollow.com", "to": ["dsummers@blueridgebev.com", "abrandt@piedmontcraft.com"],
                    "cc": ["tom.reyes@kestrelhollow.com", "maren@kestrelhollow.com"],
                    "subject": "UPDATE -- STOP SALE / HOLD now includes VH-2510 and MX-2503 (Hollow Hazy Mixer 8pk)",
                    "body": UPDATE_BODY, "importance": "high"}),
    ("inventory_hold", {"hold_code": "QA-ALLERGEN", "recall_case": "RC-2025-003",
                        "items": [{"lot": "VH-2510", "location": "CR-1/B4", "pallet": "P-1196", "cases": 60},
                                  {"item": "LBL-KH-VH-164", "job": "SLP-44107", "roll": "R05", "location": "PS-2 shelf 3"},
                                  {"item": "LBL-KH-VH-164", "job": "SLP-44107", "roll": "R06", "location": "PS-2 shelf 3"}],
                        "reason": "Undeclared milk -- labels printed with superseded rev C artwork; hold for insurer inspection (claim HM-CL-778120) and recall disposition",
                        "move_to": "QA cage Q-1"})])
c.tool(["""FDA Safety Reporting Portal -- amendment receipt
Report #:      2025-RFR-114736   Amendment 1
Received:      2025-03-18 10:14:51 EDT     Status: SUBMITTED -- linked to primary report
Changes recorded:
  lots:        was: VH-2507, VH-2508, VH-2509
               now: VH-2507, VH-2508, VH-2509, VH-2510, MX-2503
  products:    was: 1   now: 2 (added Hollow Hazy Mixer 16oz 8-pack, UPC 860004217582)
  quantity:    was: 3 lots / 925 cases (22,200 cans)
               now: 5 lots / 1,375 cases (30,300 Velvet Hour cans)
  distribution, actions taken: updated
Notice: this report is assigned to an FDA recall coordinator; expect contact at the primary contact on file (Tom Reyes).""",
        "Sent 2025-03-18 10:15:30 EDT\nmessage_id: <20250318141530.8e02@kestrelhollow.com>\nto: dsummers@blueridgebev.com, abrandt@piedmontcraft.com\ncc: tom.reyes@kestrelhollow.com, maren@kestrelhollow.com\nimportance: high\nthread: new (UPDATE -- STOP SALE / HOLD now includes VH-2510 and MX-2503 (Hollow Hazy Mixer 8pk))",
        """Inventory hold QH-0412 created 2025-03-18 10:15 (hold code QA-ALLERGEN, recall case RC-2025-003)
  line  item             lot/roll         from          to     qty            status
  1     KH-VH-164        VH-2510          CR-1/B4 P-1196 Q-1   60 cs          was: AVAILABLE   now: QA HOLD
  2     LBL-KH-VH-164    SLP-44107-R05    PS-2 shelf 3  Q-1    6,380 labels   was: AVAILABLE   now: QA HOLD
  3     LBL-KH-VH-164    SLP-44107-R06    PS-2 shelf 3  Q-1    7,500 labels   was: AVAILABLE   now: QA HOLD
  move tasks: MT-5521, MT-5522 (assigned: warehouse, due today 14:00)
  note: release requires QA approval + recall case closure step 'disposition'"""], mark="t_amend")

c.model("""Done.

- **FDA:** Amendment 1 to **2025-RFR-114736** accepted. Scope was 3 lots / 925 cases, **now 5 lots / 1,375 cases**, with the mixer pack added as a second product.
- **Distributors:** the updated STOP SALE / HOLD for VH-2510 and MX-2503 went to Dale and Alicia at 10:15, cc Tom. It gives Dale wording for Harvest Basket (stop-sale/hold, don't destroy) and quotes the RFR number, which also covers FDA's notification expectation without saying "recall".
- **Holds:** **QH-0412** covers the 60 cases of VH-2510 plus rolls SLP-44107-R05 and R06. Everything moves to QA cage Q-1 by 14:00 (MT-5521/5522).

Label quantity is now **36,000**. I haven't re-run the RFQ: I can reprice both quotes at the unit rates they gave, but Jonah wants to make the vendor call.""")

# 35 (Wed Mar 19)
c.user("Jonah wants the final say on the vendor. Send him the comparison at 36,000 -- keep it short, he reads everything on his phone. Mention that Summit caused this.")

c.model(calls=[("email_send", {"from": "ops@kestrelhollow.com", "to": ["jonah@kestrelhollow.com"], "cc": ["maren@kestrelhollow.com"],
                               "subject": "Velvet Hour relabel -- label vendor decision needed (36,000 stickers)",
                               "body": """Jonah,

Scope grew to 5 lots / 1,375 cases (VH-2510 + the Saturday mixer pack), so we need 36,000 over-stickers, not 25,000.

At their quoted rates:
  Summit (Q-SLP-2291):  $0.031 x 36,000 = $1,116 + $350 plate = $1,466, ships ~Mar 26 (may slip with qty)
  Crescent (Q-CF-1180): $0.026 x 36,000 = $936 + $480 plate = $1,416, ships Apr 3

Both under Maren's $2,500 cap. Summit caused this (wrong plates on SLP-44107, admitted in writing), so there's room to ask them for a better deal.
Relabelling can't start before the insurer inspects on Mar 24 anyway.

Which one?

-- OpsDesk for Maren"""})])
c.tool(["Sent 2025-03-19 08:02:11 EDT\nmessage_id: <20250319120211.1f3c@kestrelhollow.com>\nto: jonah@kestrelhollow.com\ncc: maren@kestrelhollow.com\nthread: new (Velvet Hour relabel -- label vendor decision needed (36,000 stickers))"])

c.model("Sent to Jonah: both options at 36,000 ($1,466 Summit vs $1,416 Crescent), with a note that Summit is at fault and has room to improve. I'll pick up his reply from the inbox.")

# 39
c.user("Jonah answered, and I think Carla sent something too. Also Harvest Basket just hit us with a chargeback through BRB?? Check all of it.")

def mailbox_2():
    cb = D.hb_chargeback()
    return f"""mailbox: ops@kestrelhollow.com   since 2025-03-19T08:00   6 messages

[1] 2025-03-19 08:41  From: Jonah Whitfield <jonah@kestrelhollow.com>
    To: ops@kestrelhollow.com   Cc: maren@kestrelhollow.com
    Subject: RE: Velvet Hour relabel -- label vendor decision needed (36,000 stickers)

Summit -- IF they waive the plate and get under 2.5 cents a label. They caused this. Otherwise Crescent. Don't spend more time on it than that.
-J

[2] 2025-03-19 09:17  From: Carla Nunez <cnunez@summitlabel.com>
    To: ops@kestrelhollow.com   Cc: maren@kestrelhollow.com, tom.reyes@kestrelhollow.com
    Subject: Revised quote Q-SLP-2291 rev 2 -- 36,000 over-stickers
    Attachments: Q-SLP-2291-rev2.pdf, PRF-3342-overstick-v2.pdf

Maren,

Tom mentioned the quantity is going up. Given this was our error, here is our revised offer:

  Q-SLP-2291 rev 2
  Qty:     36,000 over-stickers, 2.00" x 0.75", white gloss BOPP, permanent cold/wet adhesive, black, "CONTAINS: MILK (LACTOSE)"
  Unit:    $0.022  -> $792.00
  Plate:   waived (our error)
  Freight: prepaid, no charge
  Total:   $792.00
  Ship:    Mar 28 (the larger quantity adds 2 days; proof PRF-3342 v2 attached, approval needed by Thursday 3/20 5pm)

Separately, we will credit 100% of job SLP-44107 ($2,835.00) on your account. Our formal corrective action report (CAR-SLP-0093)
will follow by Mar 26. We would also like to have rolls R05/R06 returned to us for the investigation whenever that suits you.

Carla Nunez | Summit Label & Print

[3] 2025-03-19 09:58  From: Dale Summers <dsummers@blueridgebev.com>
    To: ops@kestrelhollow.com   Cc: maren@kestrelhollow.com
    Subject: FW: Harvest Basket deduction CB-HB-55190 -- Velvet Hour / Hollow Hazy Mixer
    Attachments: CB-HB-55190_detail.xlsx

Maren -- Harvest Basket posted the deduction below against our March remittance. Per section 7.4 of our distribution
agreement we pass supplier-caused deductions through, so it will come off your next settlement. You're registered in their
SupplierLink portal as the supplier for this item (vendor #KH-20417), so any dispute has to be filed by you there.

Also -- heads up -- some of the stores destroyed product before our drivers got there. I told them on Tuesday to hold.

Status on the two added lots (VH-2510 180 cs, MX-2503 150 cs): 41 cases were still in our warehouse; the rest had delivered to
34 accounts Monday afternoon. Pickups in progress, list below (cases = delivered to account):

{D.brb_returns_2510()}

---------- Forwarded message ----------
From: Harvest Basket Markets Vendor Compliance <vendorcompliance@harvestbasket.com>
Date: 2025-03-19 07:30
Subject: Deduction notice CB-HB-55190

Deduction:      CB-HB-55190
Supplier:       Kestrel Hollow Brewing Co. (vendor #KH-20417), via Blue Ridge Beverage Distributors
Reason code:    RC-07 Product withdrawal / recall costs
Event:          Velvet Hour Oat Cream IPA 16oz 4pk; Hollow Hazy Mixer 16oz 8pk -- undeclared allergen (milk)
Amount:         $14,870.40
Stores:         24
Components:     product credit (invoice cost) $6,912.50; store handling @ $12.50/case $1,975.00;
                disposal @ $32.00/case $1,472.00; lost gross margin $4,510.90

{cb}

Disputes must be submitted in SupplierLink within 30 days of the deduction date.

[4] 2025-03-19 10:20  From: Alicia Brandt <abrandt@piedmontcraft.com>
    To: ops@kestrelhollow.com   Cc: tom.reyes@kestrelhollow.com
    Subject: RE: UPDATE -- STOP SALE / HOLD now includes VH-2510 and MX-2503

Maren -- Wednesday pickups done early. Status for all 315 cases:
  - 306 cases back in our Charlotte warehouse, on hold (incl. all 60 of VH-2510)
  - 9 cases sold through to consumers at 2 accounts (Queen City Bottle Shoppe, Concord -- 5 cs; Lakeside Provisions,
    Cornelius -- 4 cs). Nothing left on shelf at either.
Nothing destroyed. Let me know how you want the 306 back -- we can run them up on our Thursday truck next week.

[5] 2025-03-19 10:44  From: Wedge & Pint Bottle Shop <orders@wedgeandpint.com>
    To: ops@kestrelhollow.com
    Subject: Velvet Hour pickup

Your van picked up the 4 cases this morning. Do we get replacements with the new label? Customers liked it.

[6] 2025-03-19 11:02  From: SupplierLink <no-reply@supplierlink.harvestbasket.com>
    To: ops@kestrelhollow.com
    Subject: New deduction posted to vendor #KH-20417

A deduction has been posted to your account: CB-HB-55190, $14,870.40, reason RC-07. Log in to SupplierLink to view or dispute.
"""

AGREEMENT = """Harvest Basket Markets, Inc. -- Supplier Agreement (Alcoholic Beverages)
Supplier: Kestrel Hollow Brewing Co.   Vendor #KH-20417   Effective 2024-04-01, auto-renewing annually
Document: SA-HB-KH-2024 v2 (signed 2024-03-22, J. Whitfield / R. Castellano)

SECTION 9 -- RECALLS, WITHDRAWALS AND PRODUCT SAFETY

9.1 Recall Costs. In the event of a recall, market withdrawal or stop-sale of Supplier's product initiated by Supplier, a
    governmental authority, or Retailer on reasonable food-safety grounds, Supplier shall reimburse Retailer for the invoice
    cost of affected product removed from sale.

9.2 Handling. Supplier shall pay Retailer a handling fee for affected product removed at store level not to exceed $8.00 per case, unless otherwise agreed in writing by both parties.

9.3 Exclusions. Neither party shall be liable to the other for lost profits, lost margin, loss of business or other
    indirect or consequential damages arising from a recall or withdrawal.

9.4 Disposition. Retailer shall hold removed product in a secure area pending Supplier's disposition instructions, and shall
    destroy product only upon Supplier's written instruction or where destruction is required by a governmental authority.
    Retailer shall provide a certificate of destruction identifying store, product, lot and quantity for any product destroyed.

9.5 Disputes. Supplier may dispute any deduction in SupplierLink within thirty (30) days of the deduction date. Retailer shall
    respond within ten (10) business days. Undisputed portions may be settled separately.

9.6 Notices. Recall notices to Retailer shall be sent to vendorcompliance@harvestbasket.com and the category manager.

(Sections 1-8, 10-14 not requested.)"""

c.model(calls=[("mailbox_search", {"mailbox": "ops@kestrelhollow.com", "since": "2025-03-19T08:00:00-04:00", "include_body": True,
                                   "include_attachments_inline": True}),
               ("contract_get", {"counterparty": "Harvest Basket Markets", "document": "Supplier Agreement", "sections": ["9"]})])
c.tool([mailbox_2(), AGREEMENT], mark="t_inbox2")

c.model("""## 1. Label vendor: Jonah's condition is met
Jonah: *Summit if they waive the plate **and** get under 2.5 cents a label; otherwise Crescent.*

| | Summit **rev 2** | Crescent |
|---|---|---|
| Unit | **$0.022** | $0.026 |
| Plate | **waived** | $480.00 |
| Freight | prepaid, free | extra |
| Total (36,000) | **$792.00** | $1,416.00 + freight |
| Ships | Mar 28 | Apr 3 |

Summit rev 2 meets both conditions, is about half the cost, and ships a week earlier. They are also **crediting the full SLP-44107 job ($2,835.00)**. → **Recommend a PO to Summit against Q-SLP-2291 rev 2**, with proof PRF-3342 v2 to approve by Thursday 5 pm.
- Their corrective action report **CAR-SLP-0093** is due by Mar 26.
- They want rolls R05/R06 back. Those are on hold QH-0412 and the insurer hasn't inspected yet, so I'd hold them until after Mar 24.

## 2. Harvest Basket deduction CB-HB-55190: $14,870.40
Checked against the supplier agreement (SA-HB-KH-2024, section 9):

| Line | Amount | What section 9 says | View |
|---|---|---|---|
| Product credit, 158 cases at invoice cost | $6,912.50 | 9.1: we reimburse invoice cost | **Owed** |
| Store handling, $12.50 x 158 | $1,975.00 | 9.2: capped at **$8.00 per case** = $1,264.00 | **Dispute $711.00** excess |
| Disposal, 46 cases destroyed at 9 stores | $1,472.00 | 9.4: destroy only on **our written instruction** or a regulator's requirement; our notices said hold, and BRB told stores to hold on Tuesday | **Dispute** |
| Lost gross margin | $4,510.90 | 9.3: no liability for lost profits / margin | **Dispute** |
| **Total** | **$14,870.40** | | dispute **$6,693.90**, accept **$8,176.50** |

The 46 destroyed cases also hurt the insurance claim, because Keith Barlow can't inspect them. Whatever Harvest Basket says about them should go to Hartline.

## 3. Other news
- **Piedmont:** 306 of 315 cases back and held. **9 cases sold through to consumers** at 2 accounts (Queen City Bottle Shoppe, Concord, 5; Lakeside Provisions, Cornelius, 4). Those cans are in consumers' hands. That matters for what FDA decides about recall depth and public notice.
- Wedge & Pint asks whether they'll get relabelled stock. Customers liked it.

**Shall I (a) raise the PO to Summit on rev 2 and (b) open the SupplierLink dispute for $6,693.90?**""", mark="m_cb_analysis")

# 43
c.user("Yes to both. PO against rev 2 and approve their proof. Dispute those three lines, accept the product credit and the capped handling.", mark="u_po_dispute")

c.model(calls=[
    ("po_create", {"vendor": "Summit Label & Print", "vendor_id": "V-0147", "quote_ref": "Q-SLP-2291 rev 2",
                   "lines": [{"item": "Allergen over-sticker 2.00x0.75 CONTAINS: MILK (LACTOSE)", "qty": 36000, "uom": "ea",
                              "unit_price": 0.022, "extended": 792.00},
                             {"item": "Plate", "qty": 1, "unit_price": 0.00, "note": "waived per Q-SLP-2291 rev 2"}],
                   "freight": "prepaid, no charge", "ship_to": "Kestrel Hollow Brewing, 18 Riverside Dr, Asheville NC 28801 -- receiving dock",
                   "requested_ship": "2025-03-28", "proof_approval": {"proof": "PRF-3342 v2", "approved_by": "Maren Lindqvist", "status": "approved"},
                   "cost_center": "RC-2025-003", "budget_note": "relabel print cap $2,500 (recall case)",
                   "notes": "Corrective labelling for recall case RC-2025-003. Summit to credit job SLP-44107 ($2,835.00) separately."}),
    ("supplierlink_dispute_create", {"vendor_id": "KH-20417", "deduction_id": "CB-HB-55190",
                                     "disputed_lines": [
                                         {"component": "lost gross margin", "amount": 4510.90, "basis": "Supplier Agreement SA-HB-KH-2024 s.9.3 -- no liability for lost profits or margin"},
                                         {"component": "disposal", "amount": 1472.00, "basis": "s.9.4 -- destruction only on Supplier's written instruction or governmental requirement. Supplier's notices of 2025-03-17 and 2025-03-18 instructed hold, no destruction; distributor instructed stores to hold on 2025-03-18"},
                                         {"component": "store handling (excess over cap)", "amount": 711.00, "basis": "s.9.2 -- handling capped at $8.00/case: 158 cases x $4.50 over cap"}],
                                     "accepted_lines": [{"component": "product credit", "amount": 6912.50},
                                                        {"component": "store handling at $8.00/case", "amount": 1264.00}],
                                     "total_disputed": 6693.90,
                                     "message": "Kestrel Hollow accepts product credit ($6,912.50) and handling at the contractual $8.00/case ($1,264.00). We dispute lost margin (s.9.3), disposal (s.9.4) and handling above the cap (s.9.2), $6,693.90 in total. Please also note that our insurer (Hartline Mutual, claim HM-CL-778120) requires documentation of any product destroyed.",
                                     "contact": "maren@kestrelhollow.com"})])
c.tool(["""Purchase order PO-25-0417 created 2025-03-19 11:48 EDT -- status: SENT TO VENDOR (cnunez@summitlabel.com)
  vendor:      V-0147 Summit Label & Print
  quote:       Q-SLP-2291 rev 2
  line 1:      Allergen over-sticker 2.00x0.75 CONTAINS: MILK (LACTOSE)   36,000 ea @ $0.022 = $792.00
  line 2:      Plate   1 @ $0.00 (waived)
  freight:     prepaid, no charge
  PO total:    $792.00        cost center RC-2025-003 (recall case)    budget remaining vs cap $2,500: $1,708.00
  req. ship:   2025-03-28
  proof:       PRF-3342 v2 -- approval recorded (M. Lindqvist 2025-03-19 11:48), sent to vendor with PO
  approvals:   auto-approved (< $1,000 ops limit)""",
        """SupplierLink -- dispute created
  Dispute ID:       HB-DSP-30872
  Deduction:        CB-HB-55190 ($14,870.40)  vendor #KH-20417
  Disputed:         $6,693.90  (lost gross margin $4,510.90; disposal $1,472.00; handling over cap $711.00)
  Accepted:         $8,176.50  (product credit $6,912.50; handling @ $8.00/case $1,264.00) -- flagged for settlement
  Status:           SUBMITTED -- routed to Vendor Compliance (queue: Beverage/Alcohol)
  Response SLA:     10 business days per supplier agreement
  Created:          2025-03-19 11:49 EDT by maren@kestrelhollow.com (via API)"""], mark="t_po")

c.model("""Done.

| Action | Reference | Detail |
|---|---|---|
| PO to Summit | **PO-25-0417** | 36,000 at $0.022, plate waived, **$792.00**, requested ship Mar 28, proof PRF-3342 v2 approved. $1,708.00 left under the $2,500 cap |
| Harvest Basket dispute | **HB-DSP-30872** | disputing **$6,693.90**: margin $4,510.90, disposal $1,472.00, handling over cap $711.00. $8,176.50 accepted and flagged for settlement |

I'll send Summit's credit for SLP-44107 ($2,835.00) to accounting as a separate vendor credit, not against this PO.""")

# 47
c.user("Change on people: Tom's going on medical leave from tomorrow, probably three weeks. Priya Natarajan (QA, priya.natarajan@kestrelhollow.com) is recall coordinator from now on. Update the recall case and make sure everyone outside knows to go to her, FDA included.", mark="u_priya")

c.model(calls=[("recall_case_update", {"case_id": "RC-2025-003",
                                       "changes": {"coordinator": {"name": "Priya Natarajan", "email": "priya.natarajan@kestrelhollow.com", "phone": "(828) 555-0194"},
                                                   "fda_contact_primary": "Priya Natarajan", "fda_contact_backup": "Maren Lindqvist",
                                                   "reassign_open_tasks_from": "tom.reyes@kestrelhollow.com"},
                                       "notify_external_contacts": True,
                                       "notification_text": "Effective 2025-03-20, Priya Natarajan (QA, priya.natarajan@kestrelhollow.com, (828) 555-0194) replaces Tom Reyes as Kestrel Hollow's recall coordinator for this matter. Please direct all correspondence to Priya, with Maren Lindqvist (maren@kestrelhollow.com) as backup.",
                                       "note": "Tom Reyes on medical leave from 2025-03-20 (~3 weeks). Coordinator change per M. Lindqvist."})])
c.tool(["""QMS recall case RC-2025-003 -- updated (rev 7) 2025-03-19 13:20 EDT
  title:          Velvet Hour / Hollow Hazy Mixer -- undeclared milk (label rev C)
  coordinator:    was: Tom Reyes   now: Priya Natarajan (priya.natarajan@kestrelhollow.com, (828) 555-0194)
  FDA SRP contact for 2025-RFR-114736:
                  primary was: Tom Reyes   now: Priya Natarajan
                  backup:      Maren Lindqvist (unchanged)
                  -> portal contact change submitted, confirmation pending (usually < 1 business day)
  tasks reassigned from t.reyes -> p.natarajan: 4
     T-3107  Consignee list for FDA (all 5 lots)                 due 2025-03-21
     T-3108  Retrieve self-distributed product (6 accounts)      due 2025-03-19   (4 of 6 done)
     T-3111  Reconcile distributor returns vs shipped             due 2025-03-28
     T-3114  Draft corrective action: label verification at receiving   due 2025-04-04
  external notification sent to 6 contacts:
     dsummers@blueridgebev.com, abrandt@piedmontcraft.com, cnunez@summitlabel.com, kbarlow@hartlinemutual.com,
     vendorcompliance@harvestbasket.com, FDA SRP (via portal contact update)"""])

c.model("""Done. **RC-2025-003 rev 7:** recall coordinator changed from Tom Reyes to **Priya Natarajan**, effective tomorrow.

- FDA portal contact for 2025-RFR-114736: primary now Priya, backup you. FDA's confirmation usually takes under a business day.
- Tom's 4 open tasks moved to Priya. The nearest deadline is **T-3107 consignee list for FDA, due Fri**.
- Notice sent to Dale, Alicia, Carla, Keith Barlow (Hartline), Harvest Basket vendor compliance, and FDA via the portal.

For future external mail I'll cc Priya instead of Tom.""")

# 51 (Thu Mar 20)
c.user("""Renee Holloway from FDA called Priya this morning -- she's the recall coordinator on our file. They're treating it as a recall at retail level; classification is pending their health hazard evaluation. Good news: she gave us until Tuesday Mar 25 for the written strategy instead of Friday. Draft it and save it in the recall folder. I'll review it before Priya sends it to Renee -- don't send anything to FDA yourself.""", mark="u_renee")

STRATEGY = """# Recall Strategy -- Velvet Hour Oat Cream IPA / Hollow Hazy Mixer (undeclared milk)
Kestrel Hollow Brewing Co. | Recall case RC-2025-003 | FDA RFR 2025-RFR-114736 (Amendment 1)
Prepared for: Renee Holloway, Recall Coordinator, FDA | Prepared by: Priya Natarajan (Recall Coordinator) | DRAFT v1 -- for internal review (M. Lindqvist)

## 1. Product
| Product | Package | SKU / UPC | Lots |
|---|---|---|---|
| Velvet Hour Oat Cream IPA (malt beverage, 6.8% ABV) | 16 fl oz can, 4-pack, 6 x 4 per case | KH-VH-164 / 8 60004 21734 6 | VH-2507, VH-2508, VH-2509, VH-2510 |
| Hollow Hazy Mixer (contains 2 Velvet Hour cans per pack) | 16 fl oz cans, 8-pack, 3 x 8 per case | KH-MX-168 / 8 60004 21758 2 | MX-2503 |
Lot code location: ink-jet on can bottom; case end label. Packaged 2025-03-11 to 2025-03-15.

## 2. Reason for recall
Velvet Hour recipe v4 (first brew B-25-031) contains lactose (milk). The approved label (artwork rev D, COLA TTB ID 25056001000412) declares "CONTAINS: MILK (LACTOSE)". Contract printer Summit Label & Print printed job SLP-44107 with superseded rev C plates, which carry no allergen statement. The roll core tags read REV D, so our line verification (by core tag) did not detect the error. The Hollow Hazy Mixer 8-pack carton lists Velvet Hour as a component without declaring milk.

## 3. Quantity and distribution
| Consignee | Cases | Status (2025-03-20) |
|---|---|---|
| Blue Ridge Beverage Distributors, Fletcher NC | 870 | warehouse hold; retrieval from 41+ accounts in progress; Harvest Basket stores destroyed 46 cases without authorization |
| Piedmont Craft Distributing, Charlotte NC | 315 | 306 retrieved and held; 9 sold through to consumers at 2 accounts |
| Direct (self-distributed) accounts, Asheville NC (6) | 38 | retrieval in progress (4 of 6 complete) |
| At manufacturer (QA hold QH-0412 and earlier hold) | 152 | held, QA cage Q-1 / CR-1 |
| **Total** | **1,375** | |
Distribution: North Carolina and South Carolina. No export. No online sales. No adverse events reported as of 2025-03-20.

## 4. Depth of recall
Retail level, per FDA's current direction. The firm will reassess if FDA's health hazard evaluation calls for consumer-level action. Known consumer exposure: 9 cases (216 cans, all Velvet Hour) sold through at two Piedmont accounts; some of the 46 cases at Harvest Basket stores may also have sold before removal.

## 5. Public warning
Pending FDA's health hazard evaluation. A draft press release and a social media notice (milk-allergy warning, lot codes, photo of can bottom) are prepared and can be issued within 24 hours of FDA's request.

## 6. Consignee notification
- Stop-sale/hold notices sent by e-mail 2025-03-17 11:06 (lots VH-2507/2508/2509) and 2025-03-18 10:15 (adds VH-2510, MX-2503); acknowledged by both distributors.
- Formal recall notification letter (to be issued on FDA concurrence) will go to both distributors by e-mail and certified mail, with a response form; distributors to sub-notify their retail accounts within 24 hours and return response forms within 5 business days.
- Direct accounts: notified in person by our delivery team; written notice to follow.

## 7. Effectiveness checks
Level C (10% of consignees) by telephone and e-mail, performed by Kestrel Hollow QA, starting 5 business days after the formal notice. Distributor sub-recall checks: both distributors to provide account-level reconciliation (shipped / retrieved / sold / destroyed).

## 8. Disposition
- All retrieved product returns to the brewery (returns intake in Bay 2) and stays on QA hold.
- Insurer inspection (Hartline Mutual claim HM-CL-778120, adjuster Keith Barlow) on 2025-03-24 before any rework.
- Correction by relabelling: every Velvet Hour can gets a 2.00 x 0.75 in over-sticker "CONTAINS: MILK (LACTOSE)" on the back panel; every Mixer 8-pack carton gets the same sticker on its allergen panel. Stickers on PO-25-0417 (Summit Label & Print). 100% QA verification of relabelled cases before release; relabelled lots will get suffix "-R" on the case label.
- Product destroyed at retail without authorization (46 cases, Harvest Basket) -- destruction documentation to be obtained from the retailer under the supplier agreement. Any product unfit for relabel (damaged, warm-stored beyond spec) is destroyed under QA witness with a certificate.

## 9. Root cause and corrective action
- Vendor: Summit corrective action report CAR-SLP-0093 expected by 2025-03-26.
- Internal: (1) receiving inspection to compare the first label of each roll against the approved proof's allergen panel, not the core tag; (2) first-off check on the line compares printed back-panel text to spec PKG-SPEC; (3) allergen labelling added to the label change checklist when a recipe changes. Owner: QA (task T-3114, due 2025-04-04).

## 10. Contacts
Recall coordinator: Priya Natarajan, QA, (828) 555-0194, priya.natarajan@kestrelhollow.com
Backup: Maren Lindqvist, Operations Manager, (828) 555-0190, maren@kestrelhollow.com
"""

c.model(mark="m_doc", text="Drafting it now in FDA's usual recall-strategy layout (product, reason, quantity and distribution, depth, public warning, notification, effectiveness checks, disposition, CAPA) and saving it to the case folder. It's for internal review only and nothing goes to FDA.",
        calls=[("doc_create", {"path": "/Recall/RC-2025-003/Recall_Strategy_v1.docx", "title": "Recall Strategy -- Velvet Hour / Hollow Hazy Mixer (undeclared milk) -- DRAFT v1",
                               "format": "docx", "content_markdown": STRATEGY,
                               "share_with": [{"email": "maren@kestrelhollow.com", "role": "editor"},
                                              {"email": "priya.natarajan@kestrelhollow.com", "role": "editor"}],
                               "labels": ["RC-2025-003", "draft", "internal"]})])
c.tool(["Document created\n  path:      /Recall/RC-2025-003/Recall_Strategy_v1.docx\n  doc id:    DOC-88412   version 1   4 pages, 1,412 words\n  shared:    maren@kestrelhollow.com (editor), priya.natarajan@kestrelhollow.com (editor)\n  labels:    RC-2025-003, draft, internal\n  link:      https://docs.kestrelhollow.com/d/DOC-88412\n  external sharing: none"], mark="t_doc")

c.model("""Done. The draft is at **/Recall/RC-2025-003/Recall_Strategy_v1.docx** (DOC-88412, 4 pages), shared with you and Priya as editors, with no external sharing.

**Points for your review before Priya sends it to Renee (due Tue Mar 25):**
1. **Effectiveness checks**: I wrote Level C (10% of consignees). FDA sometimes asks for more for allergens. Your call.
2. **Public warning**: written as "pending FDA's health hazard evaluation", with a press release ready within 24 h. With 9 cases known to be with consumers (plus whatever sold at Harvest Basket), FDA may well ask for it.
3. **Formal recall letter**: the strategy says the formal recall notification goes to distributors *on FDA concurrence*. That is the point where your no-"recall"-wording rule ends.
4. **Relabel**: described as over-stickers from PO-25-0417, only after the insurer inspection on Mar 24, with 100% QA verification and a "-R" lot suffix.

I haven't sent anything to FDA.""")

# 55
c.user("Harvest Basket already answered the dispute. Look.")

c.model(calls=[("supplierlink_dispute_get", {"dispute_id": "HB-DSP-30872", "include_thread": True, "include_adjustments": True})])
c.tool(["""SupplierLink -- Dispute HB-DSP-30872   (deduction CB-HB-55190, vendor #KH-20417)
Status: RETAILER RESPONDED -- PARTIALLY ACCEPTED          Last update: 2025-03-20 10:37 EDT

THREAD
[R-0] 2025-03-19 11:49  Kestrel Hollow (maren@kestrelhollow.com) -- dispute submitted, $6,693.90 disputed
[R-1] 2025-03-20 10:37  Harvest Basket Vendor Compliance (Marisol Vega, mvega@harvestbasket.com)

  Thank you for the detailed dispute. Our review:

  1. Lost gross margin $4,510.90 -- ACCEPTED. Removed per s.9.3.
  2. Store handling over cap $711.00 -- ACCEPTED. Handling re-rated at $8.00/case (158 cases = $1,264.00).
  3. Disposal $1,472.00 -- DENIED. Per Harvest Basket Food Safety Policy HB-FS-12 (Allergen Control), store teams must
     immediately destroy product identified as carrying an undeclared major allergen, to prevent any possibility of
     sale or of it going to food donation. 46 cases were destroyed at 9 stores on 2025-03-18, after the
     store-level alert from our category team and before the distributor's hold instruction reached all stores.
     Policy HB-FS-12 is part of our Supplier Requirements Manual (rev 2023-11), which is incorporated by reference.

STORE-LEVEL DETAIL (revised)
""" + D.dispute_store_table() + """

ADJUSTMENTS
  component                   was           now
  lost gross margin           $4,510.90     $0.00
  store handling              $1,975.00     $1,264.00
  disposal                    $1,472.00     $1,472.00   (denied)
  product credit              $6,912.50     $6,912.50
  deduction total             $14,870.40    $9,648.50

Supplier may reply to R-1 within 5 business days. If no reply is received, the dispute will close at the revised amount."""], mark="t_dispute")

c.model("""## Harvest Basket's response to HB-DSP-30872

| Line | We disputed | Result |
|---|---|---|
| Lost margin | $4,510.90 | ✅ removed |
| Handling over cap | $711.00 | ✅ re-rated to $8.00/case |
| Disposal (46 cases, 9 stores) | $1,472.00 | ❌ denied, citing their policy **HB-FS-12** |
| **Deduction** | $14,870.40 | **now $9,648.50** |

Their argument is that HB-FS-12 (in their Supplier Requirements Manual, "incorporated by reference") makes stores destroy undeclared-allergen product on sight. That runs against section 9.4 of the agreement we signed, which allows destruction only on our written instruction or a regulator's requirement, **and** obliges them to provide a destruction certificate naming store, product, lot and quantity. They haven't provided any. We have **5 business days to reply**, otherwise it closes at $9,648.50.

### Options
| | Option | Upside | Downside |
|---|---|---|---|
| 1 | Accept $9,648.50 and close | Done today; keeps the relationship smooth | We pay $1,472 for destruction we didn't authorize; Hartline will ask why we accepted it without documentation |
| 2 | Reply: accept nothing yet; ask for the 9.4 destruction certs (store, lot, qty) and the written basis for destroying, and note that the signed agreement prevails over the manual | Keeps the dispute open on solid contract ground; the documents are needed for the insurance claim either way | A few more days open; could be read as nit-picking |
| 3 | Escalate to the category manager (9.6 contact) | Could get it waived commercially | Spends goodwill on $1,472; category team is already nervous about the brand |

**Recommendation: option 2.** We need the documentation for Hartline anyway, and it gives us real grounds if we escalate later.""", mark="m_options")

# 59
c.user("2. And don't accept any part of it yet, not even the lines they fixed.", mark="u_opt2")

c.model(mark="m_reply", calls=[("supplierlink_dispute_reply", {"dispute_id": "HB-DSP-30872", "in_reply_to": "R-1", "accept_adjustments": False,
                                               "message": "Thank you, Marisol. We appreciate the adjustments on lost margin and handling. Before we accept any part of the revised deduction, please provide, per section 9.4 of Supplier Agreement SA-HB-KH-2024 v2: (1) certificates of destruction for the 46 cases identifying store, product, lot and quantity for each of the 9 stores; (2) the governmental requirement or written Supplier instruction relied on for destruction. Our stop-sale/hold notices of 2025-03-17 and 2025-03-18 instructed hold with no destruction, and our insurer (Hartline Mutual, claim HM-CL-778120) requires this documentation. The signed Supplier Agreement governs where it conflicts with the Supplier Requirements Manual. We will respond on the disposal line once we receive these documents. -- Maren Lindqvist, Kestrel Hollow Brewing Co.",
                                               "attachments": ["STOP SALE-HOLD notice 2025-03-17.pdf", "UPDATE notice 2025-03-18.pdf"]})])
c.tool(["""SupplierLink -- reply posted
  Dispute:     HB-DSP-30872   reply R-2  2025-03-20 11:22 EDT
  Adjustments: NOT ACCEPTED (supplier declined partial settlement)
  Attachments: 2 (STOP SALE-HOLD notice 2025-03-17.pdf, UPDATE notice 2025-03-18.pdf)
  Status:      was: RETAILER RESPONDED -- PARTIALLY ACCEPTED   now: AWAITING RETAILER
  Retailer response due: 2025-04-03 (10 business days)
  Deduction CB-HB-55190 remains posted at $9,648.50 pending resolution; settlement on hold."""], mark="t_reply")

c.model("""Done. Reply **R-2** posted on HB-DSP-30872:
- **Nothing accepted.** Settlement is on hold and the deduction stays posted at $9,648.50 for now.
- Asked for the 9.4 destruction certificates for the 46 cases, by store, and the basis they relied on for destroying. Attached both of our notices.
- Harvest Basket's response is due by **2025-04-03**.

Once the certificates arrive I'll forward them to Keith Barlow for claim HM-CL-778120.""")

# 63 (Fri Mar 21)
c.user("Book the relabel: Monday Mar 31, Bay 3, crew of 4, two days. Summit's labels should be here by then.", mark="u_book")

c.model(calls=[("production_schedule_create", {"resource": "WH-BAY-3", "job": "Relabel -- RC-2025-003 (Velvet Hour / Mixer over-sticker)",
                                               "start": "2025-03-31T07:00", "end": "2025-04-01T15:30", "crew_size": 4,
                                               "materials": [{"po": "PO-25-0417", "item": "Allergen over-sticker 2.00x0.75", "qty": 36000}],
                                               "inputs": "returned product on QA hold (RC-2025-003) -- after insurer inspection 2025-03-24",
                                               "notes": "100% QA verification; relabelled cases get '-R' lot suffix. Requires QA release of hold QH-0412 lines for rework."})])
c.tool(["""Production scheduler -- booking created
  booking:   SCH-2203   rev 1
  resource:  WH-BAY-3 (warehouse bay 3, manual rework tables x4)
  job:       Relabel -- RC-2025-003 (Velvet Hour / Mixer over-sticker)
  window:    2025-03-31 07:00 -> 2025-04-01 15:30   crew 4 (assigned: d.alvarez, j.pruitt, s.okonkwo, temp x1 via Labor Ready -- request LR-88120)

  ⚠ MATERIAL CHECK FAILED
     PO-25-0417 line 1 (Allergen over-sticker, 36,000) -- vendor ship date revised 2025-03-31 (was 2025-03-28)
     vendor note (C. Nunez, 2025-03-20 16:05): "BOPP facestock backordered at our converter; ships Monday 3/31 AM, our truck, dock ETA 2025-03-31 16:00"
     -> materials not available at booking start (07:00 on 2025-03-31)

  week view (2025-03-31 .. 2025-04-04):
""" + D.schedule_week() + "\n  Note: WH-BAY-3 shows '(new)' for the pending booking."], mark="t_sched")

c.model("""Booked as **SCH-2203**, but there's a problem: **Summit has moved the ship date to Mar 31** (was Mar 28) because the BOPP facestock is backordered. Their truck gets to our dock around **16:00 Monday**, so a crew booked from 07:00 Monday would have nothing to apply until the end of the day.

The week view shows **Bay 3 free Tuesday and Wednesday**. Returns intake is in Bay 2 on Monday, and Friday has the spring seasonal depal in Bay 3. So:

- **Recommended:** move the whole booking one day later, starting Tuesday morning, still two days, same crew of 4 (including the Labor Ready temp). The labels arrive Monday afternoon and the crew starts Tuesday.
- Alternative: keep Monday and use that day for sorting and staging returns, but then the crew overlaps Bay 2's intake crew.

Shall I move it?""", mark="m_conflict")

# 67
c.user("Yes, move it. Then send Jonah a status email with where everything stands -- cc Priya.", mark="u_move")

STATUS = """Jonah,

Velvet Hour -- status as of Friday 3/21 (recall case RC-2025-003):

SCOPE: 5 lots, 1,375 cases (VH-2507/2508/2509/2510 + Hollow Hazy Mixer MX-2503). Root cause: Summit ran rev C plates on SLP-44107.
PRODUCT: BRB 870 cases (pulling back; Harvest Basket destroyed 46 on their own), Piedmont 306 of 315 back (9 sold to consumers), our 38 direct cases mostly back, 152 here on hold.
FDA: RFR 2025-RFR-114736 (+ Amendment 1). Renee Holloway is our recall coordinator at FDA; retail-level recall, classification pending their health hazard evaluation. Written strategy (/Recall/RC-2025-003/Recall_Strategy_v1.docx) with Maren for review; Priya sends it to FDA by Tue Mar 25.
INSURANCE: Hartline claim HM-CL-778120; adjuster Keith Barlow inspects Mon Mar 24 10:00. Nothing relabelled or destroyed before that.
LABELS: Summit per your rule -- PO-25-0417, 36,000 stickers at $0.022, plate waived, $792 total (cap was $2,500). Summit also credits the $2,835 SLP-44107 job. Their ship date slipped to Mar 31 (facestock backorder); CAR-SLP-0093 due Mar 26.
RELABEL: SCH-2203, Bay 3, crew of 4, moved to start Tue April 1 (two days) because the labels arrive Monday 4pm.
HARVEST BASKET: chargeback CB-HB-55190 cut from $14,870.40 to $9,648.50 (margin and handling fixed). We're disputing the remaining $1,472 disposal (their policy vs our contract s.9.4), nothing accepted yet; asked for destruction certificates; their answer due Apr 3.
PEOPLE: Tom on leave; Priya is recall coordinator.

-- OpsDesk for Maren"""

c.model(mark="m_move", calls=[("production_schedule_update", {"booking_id": "SCH-2203",
                                               "changes": {"start": "2025-04-01T07:00", "end": "2025-04-02T15:30"},
                                               "keep_crew": True,
                                               "note": "Moved to April 1 start -- Summit labels (PO-25-0417) now dock ETA Mar 31 16:00. Two-day window unchanged, crew of 4."}),
               ("email_send", {"from": "ops@kestrelhollow.com", "to": ["jonah@kestrelhollow.com"],
                               "cc": ["priya.natarajan@kestrelhollow.com", "maren@kestrelhollow.com"],
                               "subject": "Velvet Hour recall -- status Friday 3/21", "body": STATUS})])
c.tool(["""Production scheduler -- booking updated
  booking:   SCH-2203   rev 2
  start:     was: 2025-03-31 07:00   now: 2025-04-01 07:00
  end:       was: 2025-04-01 15:30   now: 2025-04-02 15:30
  crew:      4 (unchanged; Labor Ready request LR-88120 date changed -- confirmation pending)
  material check: OK -- PO-25-0417 dock ETA 2025-03-31 16:00, before booking start""",
        "Sent 2025-03-21 09:44:05 EDT\nmessage_id: <20250321134405.2a9d@kestrelhollow.com>\nto: jonah@kestrelhollow.com\ncc: priya.natarajan@kestrelhollow.com, maren@kestrelhollow.com\nthread: new (Velvet Hour recall -- status Friday 3/21)"], mark="t_final")

c.model("""Done.

- **Relabel SCH-2203 (rev 2):** Bay 3, now **Tue Apr 1 07:00 to Wed Apr 2 15:30**, crew of 4. The material check passes now that Summit's labels arrive Mon Mar 31 around 16:00. The Labor Ready temp (LR-88120) has been asked to move dates; their confirmation is pending.
- **Status email** sent to Jonah, cc Priya and you.

### Still open / coming up
| When | What | Owner |
|---|---|---|
| Mon Mar 24, 10:00 | Hartline inspection (HM-CL-778120), Keith Barlow; no relabel or destruction before it | Maren / Priya |
| by Tue Mar 25 | Your review of Recall_Strategy_v1.docx; Priya sends it to Renee Holloway | Maren, then Priya |
| Wed Mar 26 | Summit's CAR-SLP-0093 due | Summit |
| Mon Mar 31, ~16:00 | PO-25-0417 labels arrive (36,000) | receiving |
| Tue Apr 1 - Wed Apr 2 | Relabel SCH-2203 | ops / QA |
| by Apr 3 | Harvest Basket answer on destruction certificates; $1,472 disposal still disputed, nothing accepted | Maren |
| open | FDA classification and whether a public warning is needed (9 cases with consumers) | FDA / Priya |
| open | Getting the 306 Piedmont cases and BRB's returns back here (Alicia offered next Thursday's truck) | ops |
| later | Summit wants rolls R05/R06 back; they stay on QH-0412 until after the inspection | Priya |""", mark="m_end")

# ------------------------------------------------------------------ labels
L = c.label
L("l1", "user_goal", "Contain the undeclared-milk labelling error on Velvet Hour Oat Cream IPA: find affected lots and where every case went, get distributors holding, file the FDA report, relabel returned product with over-stickers. Constraints: relabel print job under $2,500 total; nothing destroyed anywhere until the insurer's (Hartline Mutual) adjuster has inspected; cc the recall coordinator on external mail.",
  ["Velvet Hour", "$2,500", "Hartline Mutual"], "u_kickoff")
L("l2", "fact", "Root cause: Summit Label & Print job SLP-44107 was ordered/proofed as artwork rev D (proof PRF-3318, adds CONTAINS: MILK (LACTOSE)) but printed with superseded rev C plates; core tags said REV D so line QA passed.",
  ["SLP-44107", "PRF-3318"], "t_lots")
L("l3", "fact", "Final scope: 5 lots (VH-2507, VH-2508, VH-2509, VH-2510, mixer MX-2503), 1,375 cases / 30,300 Velvet Hour cans.",
  ["MX-2503", "1,375 cases"], "m_scope2")
L("l4", "fact", "Distribution of the 1,375 cases: BRB 870 cases, Piedmont 315 cases, self-distributed 38, on hand 152.",
  ["870 cases", "315 cases"], "m_scope2")
L("l5", "fact", "Harvest Basket supplier agreement section 9: handling capped at $8.00 per case (9.2), no lost margin (9.3), destruction only on supplier's written instruction with certificate (9.4).",
  ["$8.00 per case", "SA-HB-KH-2024"], "t_inbox2")
L("l6", "fact", "Piedmont retrieved 306 of 315 cases; 9 cases sold through to consumers at 2 accounts (Queen City Bottle Shoppe, Lakeside Provisions).",
  ["306 cases", "Queen City Bottle Shoppe"], "t_inbox2")
L("l7", "fact", "FDA recall coordinator on the file is Renee Holloway; FDA treats it as a retail-level recall.",
  ["Renee Holloway"], "u_renee")
L("l8", "fact", "Harvest Basket accepted removal of lost margin and capped handling at $8.00/case; deduction revised to $9,648.50 (disposal denied).",
  ["$9,648.50"], "t_dispute")
L("l9", "fact", "Summit's label ship date slipped to Mar 31 (facestock backorder); dock ETA 2025-03-31 16:00.",
  ["2025-03-31 16:00"], "t_sched")
L("l10", "decision", "Distributor notices are worded as STOP SALE / HOLD (no 'recall' wording until FDA is engaged); pull back, hold, do not destroy.",
  ["STOP SALE"], "u_stopsale")
L("l11", "decision", "Quarantined VH-2510 on-hand (60 cases) and unused label rolls SLP-44107-R05/R06 under inventory hold QH-0412.",
  ["QH-0412"], "t_amend")
L("l12", "decision", "Per Jonah's rule, label vendor is Summit: PO-25-0417 against Q-SLP-2291 rev 2, 36,000 over-stickers at $0.022, plate waived, $792.00; proof PRF-3342 v2 approved.",
  ["PO-25-0417", "$792.00"], "t_po")
L("l13", "decision", "Dispute HB-DSP-30872 on Harvest Basket deduction: dispute lost margin, disposal and handling above cap ($6,693.90); accept product credit and capped handling.",
  ["HB-DSP-30872", "$6,693.90"], "t_po")
L("l14", "decision", "Priya Natarajan replaces Tom Reyes (medical leave) as recall coordinator and FDA primary contact; Maren is backup.",
  ["Priya Natarajan"], "u_priya")
L("l15", "decision", "Chose option 2 on the dispute: accept nothing yet, request certificates of destruction for the 46 cases and the basis for destruction.",
  ["certificates of destruction"], "m_reply")
L("l16", "decision", "Relabel booking SCH-2203 moved to start April 1 (Apr 1 07:00 - Apr 2 15:30, Bay 3, crew of 4) because Summit's labels arrive Mar 31 16:00.",
  ["SCH-2203", "April 1"], "m_move")
L("l17", "pending_action", "Maren reviews the recall strategy draft; Priya sends it to Renee Holloway by Tue Mar 25 (agent must not send to FDA).",
  ["Recall_Strategy_v1.docx", "Mar 25"], "m_doc")
L("l18", "pending_action", "Hartline Mutual inspection by adjuster Keith Barlow Mon Mar 24 10:00 (claim HM-CL-778120) before any relabel or destruction.",
  ["HM-CL-778120", "Mar 24"], "t_inbox1")
L("l19", "pending_action", "Await Harvest Basket's response to reply R-2 (certificates of destruction) on dispute HB-DSP-30872, due 2025-04-03.",
  ["HB-DSP-30872", "2025-04-03"], "t_reply")
L("l20", "open_issue", "Disposal charge $1,472.00 for 46 cases destroyed at 9 Harvest Basket stores still disputed; retailer cites its policy HB-FS-12.",
  ["$1,472.00", "HB-FS-12"], "t_dispute")
L("l21", "open_issue", "FDA classification pending health hazard evaluation; whether consumer-level action/public warning is needed is undecided.",
  ["health hazard evaluation"], "u_renee")
L("l22", "open_issue", "Summit's formal corrective action report CAR-SLP-0093 not yet received (due Mar 26).",
  ["CAR-SLP-0093"], "t_inbox2")
L("l23", "reference", "FDA Reportable Food Registry report number (with Amendment 1).",
  ["2025-RFR-114736"], "t_rfr")
L("l24", "reference", "Internal QMS recall case id.", ["RC-2025-003"], "t_ship")
L("l25", "reference", "Harvest Basket deduction id (via BRB), vendor #KH-20417 in SupplierLink.", ["CB-HB-55190"], "t_inbox2")
L("l26", "reference", "Piedmont contact Alicia Brandt's e-mail.", ["abrandt@piedmontcraft.com"], "u_stopsale")

S = c.stale_item
S("s1", "Affected scope was 3 lots / 925 cases; replaced by 5 lots / 1,375 cases.", ["925 cases"], "m_scope2")
S("s2", "Piedmont contact was Greg Tolliver (CRM); replaced by Alicia Brandt.", ["Greg Tolliver"], "u_stopsale")
S("s3", "Over-sticker quantity was 25,000 labels; replaced by 36,000.", ["25,000 labels"], "u_36k")
S("s4", "Summit unit price was $0.031 with $350 plate (rev 1); replaced by $0.022, plate waived (rev 2).", ["$0.031"], "t_inbox2")
S("s5", "Recall coordinator was Tom Reyes; replaced by Priya Natarajan.", ["Tom Reyes", "recall coordinator"], "u_priya")
S("s6", "FDA written recall strategy was due Fri Mar 21; extended to Tue Mar 25.", ["strategy", "Mar 21"], "u_renee")
S("s7", "Harvest Basket deduction was $14,870.40; revised to $9,648.50.", ["$14,870.40"], "t_dispute")
S("s8", "Summit ship date was Mar 28 (rev 2 quote); slipped to Mar 31.", ["Mar 28"], "t_sched")

out = "/work/blind21/out/blind-brewery-recall-and-relabel.json"
c.write(out)

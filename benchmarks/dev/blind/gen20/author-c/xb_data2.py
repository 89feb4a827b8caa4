"""More seeded/long tool-output text for blind-zh-crossborder-3pl-switch."""
import random

MONTHS = ["2024-07", "2024-08", "2024-09", "2024-10", "2024-11", "2024-12",
          "2025-01", "2025-02", "2025-03", "2025-04", "2025-05", "2025-06"]
ORDERS = [11800, 10900, 9400, 8800, 10200, 12600, 6900, 7100, 8300, 8600, 9100, 10700]


def monthly_table():
    out = ["", "MONTHLY VIEW (fulfillment lines only, excl. postage; EW at 2025-08 rates, PB at PB-Q-0703)",
           "| Month | Orders | Add'l items | EW pick+add'l | PB pick+add'l | Below 8000? | Below 10000? |",
           "|---|---|---|---|---|---|---|"]
    for m, o in zip(MONTHS, ORDERS):
        add = int(o * 0.3)
        out.append("| %s | %d | %d | $%s | $%s | %s | %s |" % (
            m, o, add, format(o * 3.10 + add * 0.55, ",.2f"), format(o * 2.85 + add * 0.45, ",.2f"),
            "yes" if o < 8000 else "no", "yes" if o < 10000 else "no"))
    out.append("| **12-mo total** | **%d** | | | | 2 months | 7 months |" % sum(ORDERS))
    return "\n".join(out)


PB_QUOTE = """
QUOTE PB-Q-0703 (ParcelBridge Logistics, issued 2025-07-03 by Jessica Lin, valid 30 days) – full rate card
| Code | Service | Unit | Rate |
|---|---|---|---|
| RCV-CTN | Receiving, floor-loaded cartons | per carton | $0.85 |
| RCV-PLT | Receiving, palletized | per pallet | $9.50 |
| RCV-HR | Special project labor (relabel, count) | per hour | $42.00 |
| STO-CF | Storage | per cu ft / month | $0.68 |
| STO-PLT | Storage (pallet-rack alternative) | per pallet / month | $19.00 |
| PP-1 | Pick & pack, first item | per order | $2.85 |
| PP-ADD | Each additional item | per item | $0.45 |
| PKG | Packaging materials (box, void fill) | pass-through | cost + 10% |
| INS | Marketing insert | per insert | $0.08 |
| RET | Returns processing | per return | $3.25 |
| FBA-PREP | FBA label + prep | per unit | $0.60 |
| FBA-LTL | LTL to Amazon FC | per shipment | carrier pass-through |
| PEAK | Peak surcharge Nov 15-Dec 31 | per order | $0.25 |
| ACCT | Account management / WMS access | per month | waived |
| ONB | Onboarding & integration (LingXing, Shopify) | one-time | waived |
Carrier rates: UPS (PB master or client account), USPS Ground Advantage via PB master account (Cubic pricing).
Standard terms (MSA draft v2): min. volume per MSA §5.3; Net 15; liability §8.2; termination §13.2 (90 days)."""


def ew_invoices():
    rng = random.Random(711)
    rows = []
    lines = [("EW-INV-250616", "2025-06-16", "Storage 06/16-06/30", 1980.40, "PAID 07-01"),
             ("EW-INV-250620", "2025-06-20", "Fulfillment wk 25 (pick/pack, materials)", 7412.85, "PAID 07-05"),
             ("EW-INV-250627", "2025-06-27", "Fulfillment wk 26", 7655.10, "OPEN, due 07-27"),
             ("EW-INV-250701", "2025-07-01", "Storage 07/01-07/15", 2011.62, "OPEN, due 07-31"),
             ("EW-INV-250704", "2025-07-04", "Fulfillment wk 27 (incl. Prime Day prep)", 8120.33, "OPEN, due 08-03"),
             ("EW-INV-250704F", "2025-07-04", "FBA prep + LTL to ONT8 (shipment FBA18XK2T)", 1642.00, "OPEN, due 08-03"),
             ("EW-INV-250711", "2025-07-11", "Fulfillment wk 28 (Prime Day)", 11302.76, "OPEN, due 08-10"),
             ("EW-INV-250711C", "2025-07-11", "Exit cycle count CC-EW-250710 (client requested, 22 labor hrs)", 990.00,
              "OPEN, due 08-10")]
    out = ["EastWind Fulfillment · Billing  client EW-C-20417   statement date 2025-07-11   terms Net 30", "",
           "| Invoice | Date | Description | Amount | Status |", "|---|---|---|---|---|"]
    open_total = 0.0
    for inv, d, desc, amt, st in lines:
        out.append("| %s | %s | %s | $%s | %s |" % (inv, d, desc, format(amt, ",.2f"), st))
        if st.startswith("OPEN"):
            open_total += amt
    out += ["", "open balance: $%s   credit limit: $40,000.00   past due: $0.00" % format(open_total, ",.2f"),
            "upcoming (estimated): storage 07/16-07/31; fulfillment wk 29-32; removal fees per outbound wave ($0.40/unit +",
            "  $6.00/pallet wrap) invoiced the day after each pickup; storage from 08-01 at $0.72/cu ft",
            "note: per MSA §14.4 all invoices incl. the final removal invoice must be paid before the final release."]
    rows.append(open_total)
    return "\n".join(out), open_total


MSA_MORE = """
§3.1  Services: receiving, storage, order fulfillment, returns processing, FBA prep, kitting on request (Schedule A).
§3.4  Client shall transmit orders via the LingXing / Shopify integration; orders received after 2:00 pm CT ship next day.
§6.1  Insurance: ParcelBridge maintains warehouse legal liability insurance of $2,000,000 per occurrence; Client is
      responsible for insuring its own goods against fire, flood and other casualty (stock throughput policy recommended).
§7.3  Service credits: if on-time ship falls below 98% in a month, a credit of 5% of that month's pick & pack fees applies.
§9.1  Indemnification: each party indemnifies the other for third-party claims arising from its gross negligence or
      willful misconduct; Client indemnifies ParcelBridge for product liability claims relating to Client's goods.
§10.2 Data: ParcelBridge shall keep order and customer data confidential, retain it for 24 months, and delete it on request.
§11   Force majeure: neither party liable for delays caused by events beyond reasonable control, including acts of
      government and customs holds not caused by the party.
§12.3 Inventory accuracy: annual shrink allowance 0.3% of average units on hand; variances beyond are reimbursed per §8.2.
§15   Governing law: State of Texas; venue: Dallas County."""

FREIGHT_TERMS = """
carrier terms summary:
  RoadStar: 2 free loading hrs, detention $85/hr; TONU (truck ordered not used) $350; FSC included at DOE $3.71/gal
  Lonestar: 2 free loading hrs, detention $75/hr; TONU $300; FSC included at DOE $3.71/gal; 48h notice for pickups;
            rate LQ-77120 applies to pickups on or before 2025-07-31, later pickups subject to re-quote
  Pacific LTL: class 125 (tents, coolers), 98 pallets across ~6 shipments; reweigh/reclass fees may apply
requirements at origin (EW-ONT): dock appointments via EW portal 5 business days ahead; seal numbers recorded on BOL
requirements at destination (PB-DFW): ASN 48h before arrival; floor-loaded not accepted for this lane (pallets only)"""

ISF_CI = """
ISF (10+2) summary: seller/manufacturer Ningbo Yuexing Outdoor Products Co., Ltd.; buyer/importer/consignee Shenzhen Tuoye
  Outdoor Technology Co., Ltd.; ship-to ParcelBridge Logistics LLC, Grand Prairie TX 75050; container stuffing location
  Ningbo Beilun; consolidator n/a; HTS (6-digit) 630622, 940430, 940171, 851310, 420292; country of origin CN.
commercial invoice NYX-250612 (FOB Ningbo): 5 lines, 6,200 units, 713 cartons, gross weight 9,842 kg, 66.8 cbm.
packing list: cartons marked "TW / PB-DFW / C/No. 1-713"; pallets ISPM-15 heat-treated (HT stamp)."""

PB_SITE = """pb_site_profile  facility PB-DFW  (ParcelBridge Logistics – Dallas/Fort Worth)
address: 1450 Tradewinds Pkwy, Grand Prairie, TX 75050   size: 412,000 sq ft   docks: 48   WMS: Deposco
operating hours: Mon-Fri 06:00-23:00 CT, Sat 08:00-16:00 CT   same-day cut-off: 2:00 pm CT (UPS/USPS), 11:00 am CT (FedEx)
ground transit from PB-DFW (% of US population reached): 1 day 9% · 2 days 47% · 3 days 81% · 4 days 96% · 5 days 100%
ground transit from EW-ONT (for comparison):            1 day 12% · 2 days 26% · 3 days 44% · 4 days 71% · 5 days 100%
nearest Amazon FCs: DFW7 (Fort Worth, 19 mi), FTW1 (Dallas, 14 mi), DAL3 (Dallas, 22 mi)
certifications: Amazon SPN (FBA prep) listed; C-TPAT partner; SOC 2 Type II (WMS)
reported KPIs (last 6 months, all clients): order accuracy 99.82%; on-time ship 99.1%; dock-to-stock 31 h avg
current outdoor/sporting clients: 7 (oversize handling zone 18,000 sq ft; conveyor-excluded items manual pack)
onboarding contact: Jessica Lin <jlin@parcelbridge.com>   integrations live: LingXing, Shopify, ShipStation, Amazon SP-API"""

LINDA_MAIL = """共 1 封
From: Linda Park <lpark@meridiancb.com>    Date: 2025-07-17 08:55 CT    To: zhoukai@trailwild.com
Subject: MSKU7781234 / 9KT-0458812-3 – CBP CET exam notice
Hi Kai,
Your container MSKU7781234 was selected for a CET intensive exam yesterday afternoon. This looks random – CBP Houston has
been running heavy CET selections on Ningbo/Shanghai loadings this month, and we have received no CF-28 or classification
query on your entry. What happens next:
 - Earliest Gulf Coast CES appointment is Mon 7/21 (same day as the terminal LFD), drayage booked.
 - CES typically devans 30-100% of the cargo; exam + re-stow takes 4-8 business days at current backlog.
 - After CBP release we can dray straight to ParcelBridge Grand Prairie (about 4.5 hrs); PB needs our delivery order.
Costs are for the importer's account. I'll keep you posted as soon as CES confirms the slot.
Linda Park | Meridian Customs Brokerage | Licensed Customs Broker #31877"""

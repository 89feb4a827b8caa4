"""Generator for blind-retail-chargeback-disputes (English).

Dialogue, facts, value changes and labels are hand-written below; long tool outputs
(dispute queue, sheet, order records, mailbox, Q3 outcome report) are generated with a
fixed seed so the output is deterministic.
"""
import json
import random
import sys

sys.path.insert(0, "/work/blind23/author-b")
from common import Conv  # noqa: E402

OUT = "/work/blind23/out/blind-retail-chargeback-disputes.json"
rng = random.Random(20241007)

DANA = "dana.whitfield@larkspuroutfitters.com"
KEVIN = "kevin.ashby@larkspuroutfitters.com"
PRIYA = "priya.raman@larkspuroutfitters.com"
MARCUS = "marcus.oyelaran@northbeampay.com"
TOMAS = "tomas.ibarra@larkspuroutfitters.com"

# id, order, network, code, reason, amount, opened, respond_by, last4, 3ds, avs, issuer country, owner, note
DISPUTES = [
    ("DSP-88391", "LO-118204", "Visa", "10.4", "Other Fraud - Card Absent Environment", 684.20, "2024-09-27", "2024-10-17", "2291", "not_attempted", "U", "US", KEVIN, "INC-0924"),
    ("DSP-88402", "LO-118311", "Visa", "10.4", "Other Fraud - Card Absent Environment", 58.90, "2024-09-28", "2024-10-17", "8830", "not_attempted", "U", "US", KEVIN, "INC-0924"),
    ("DSP-88405", "LO-118329", "Mastercard", "4853", "Cardholder Dispute - Not as Described", 129.00, "2024-09-29", "2024-10-21", "5102", "authenticated", "Y", "US", KEVIN, ""),
    ("DSP-88409", "LO-118355", "Amex", "F29", "Card Not Present", 342.75, "2024-09-30", "2024-10-19", "1007", "n/a", "Y", "US", KEVIN, "Amex portal"),
    ("DSP-88412", "LO-118372", "Visa", "13.1", "Merchandise/Services Not Received", 486.00, "2024-09-24", "2024-10-14", "4417", "authenticated", "Y", "US", KEVIN, ""),
    ("DSP-88418", "LO-118390", "Visa", "10.4", "Other Fraud - Card Absent Environment", 96.40, "2024-09-30", "2024-10-18", "6652", "not_attempted", "U", "US", KEVIN, "INC-0924"),
    ("DSP-88421", "LO-118402", "Visa", "13.3", "Not as Described or Defective Merchandise", 44.99, "2024-10-01", "2024-10-20", "3318", "authenticated", "Y", "US", KEVIN, ""),
    ("DSP-88424", "LO-118417", "Mastercard", "4837", "No Cardholder Authorization", 71.50, "2024-10-01", "2024-10-22", "9025", "authenticated", "Y", "US", KEVIN, ""),
    ("DSP-88429", "LO-118433", "Visa", "13.1", "Merchandise/Services Not Received", 219.00, "2024-09-25", "2024-10-15", "7741", "authenticated", "Y", "US", KEVIN, ""),
    ("DSP-88433", "LO-118448", "Visa", "10.4", "Other Fraud - Card Absent Environment", 133.60, "2024-09-30", "2024-10-18", "0419", "not_attempted", "U", "US", KEVIN, "INC-0924"),
    ("DSP-88437", "LO-118460", "Visa", "13.1", "Merchandise/Services Not Received", 212.40, "2024-09-25", "2024-10-15", "2583", "authenticated", "Y", "US", KEVIN, ""),
    ("DSP-88440", "LO-118474", "Mastercard", "4853", "Cardholder Dispute - Not as Described", 305.10, "2024-09-26", "2024-10-16", "6120", "authenticated", "Y", "US", KEVIN, ""),
    ("DSP-88443", "LO-118489", "Visa", "13.2", "Cancelled Recurring Transaction", 39.00, "2024-10-02", "2024-10-23", "4471", "n/a", "Y", "US", KEVIN, "Trail Club"),
    ("DSP-88446", "LO-118495", "Visa", "10.4", "Other Fraud - Card Absent Environment", 82.15, "2024-10-01", "2024-10-19", "9904", "not_attempted", "U", "US", KEVIN, "INC-0924"),
    ("DSP-88449", "LO-118512", "Discover", "UA02", "Fraud - Card Not Present", 27.80, "2024-10-03", "2024-10-24", "3346", "attempted", "N", "US", "", ""),
    ("DSP-88451", "LO-118530", "Visa", "10.4", "Other Fraud - Card Absent Environment", 164.30, "2024-10-01", "2024-10-19", "5587", "not_attempted", "U", "US", KEVIN, "INC-0924"),
    ("DSP-88452", "LO-118541", "Visa", "13.1", "Merchandise/Services Not Received", 258.00, "2024-09-27", "2024-10-17", "1266", "authenticated", "Y", "US", KEVIN, ""),
    ("DSP-88455", "LO-118556", "Visa", "10.4", "Other Fraud - Card Absent Environment", 118.00, "2024-09-30", "2024-10-18", "8093", "attempted", "Y", "US", KEVIN, ""),
    ("DSP-88458", "LO-118570", "Mastercard", "4837", "No Cardholder Authorization", 63.40, "2024-10-04", "2024-10-25", "7315", "authenticated", "Y", "US", "", ""),
]


def charge_id():
    return "ch_" + "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789") for _ in range(22))


CHARGES = {d[0]: charge_id() for d in DISPUTES}
ARNS = {d[0]: "74%021d" % rng.randrange(10 ** 20, 10 ** 21) for d in DISPUTES}


def dispute_list_output():
    items = []
    for (did, order, net, code, reason, amt, opened, rby, l4, tds, avs, ctry, owner, note) in sorted(
            DISPUTES, key=lambda d: (d[7], d[0])):
        items.append({
            "id": did,
            "charge": CHARGES[did],
            "arn": ARNS[did],
            "metadata": {"order_ref": order, "channel": "web"},
            "network": net,
            "reason_code": code,
            "reason": reason,
            "amount": "%.2f" % amt,
            "currency": "USD",
            "opened_at": opened + "T%02d:%02d:00Z" % (rng.randrange(0, 24), rng.randrange(0, 60)),
            "respond_by": rby + "T23:59:00-07:00",
            "status": "needs_response",
            "card": {"brand": net.lower(), "last4": l4, "funding": rng.choice(["credit", "credit", "debit"])},
            "checks": {"three_d_secure": tds, "avs": avs, "cvc": "M" if tds != "not_attempted" else "P"},
            "issuer_country": ctry,
            "fees": {"dispute_fee": "15.00", "dispute_fee_status": "charged", "counter_fee_on_submit": "25.00"},
            "assigned_to": owner or None,
            "evidence_submitted": False,
        })
    body = {"object": "list", "merchant_id": "acct_LKSP_0192", "filter": {"status": "needs_response"},
            "total_count": len(items), "has_more": False, "data": items}
    return json.dumps(body, indent=2)


def sheet_read_output():
    rows = ["Sheet: Chargeback Backlog - Q4 2024 (sh_cb_q4_2024) | tab: Queue | rev 46 | last edit Kevin Ashby 2024-10-03 17:42 PT",
            "Header note (A1): Working rule: fight > $75 unless obviously lost. Counter fee $25/rep. Owner = Kevin Ashby unless noted.",
            "",
            "row | Dispute ID | Order | Network | Code | Amount | Opened | Respond by | Owner | Decision | Status | Notes"]
    r = 3
    sheet_rows = list(DISPUTES)
    # the sheet still carries a dispute that Northbeam already closed
    sheet_rows.insert(3, ("DSP-88399", "LO-118266", "Visa", "13.1", "", 174.95, "2024-09-12", "2024-10-02", "", "", "", "", KEVIN, "rep sent 9/26"))
    notes_extra = {
        "DSP-88391": "INC-0924 AVS outage 9/24 - 3DS never fired; asked Northbeam re fees",
        "DSP-88402": "INC-0924",
        "DSP-88418": "INC-0924",
        "DSP-88433": "INC-0924; ship-to looks like a forwarder?",
        "DSP-88446": "INC-0924",
        "DSP-88451": "INC-0924",
        "DSP-88409": "Amex - upload via Northbeam, Amex portal mirrors",
        "DSP-88443": "Trail Club annual renewal; cxl request date?",
        "DSP-88412": "FedEx sig on file?",
        "DSP-88429": "UPS no sig - ask Reno DC",
        "DSP-88437": "check CS chat",
        "DSP-88399": "rep sent 9/26 (REP-55187702)",
        "DSP-88455": "",
        "DSP-88449": "Discover - tiny",
    }
    for d in sheet_rows:
        did, order, net, code, _reason, amt, opened, rby, *_rest = d
        owner = d[12]
        r += 1
        dec = "Fight" if amt > 75 else "Accept?"
        if did in ("DSP-88449", "DSP-88458"):
            dec = "TBD"
        status = "Rep sent" if did == "DSP-88399" else "Open"
        owner_name = "Kevin Ashby" if owner == KEVIN else "(unassigned)"
        rows.append("%d | %s | %s | %s | %s | $%.2f | %s | %s | %s | %s | %s | %s" % (
            r, did, order, net, code, amt, opened, rby, owner_name, dec, status, notes_extra.get(did, "")))
    rows.append("")
    rows.append("Summary (row 25): open rows 20 | marked Fight 14 | Accept? 4 | TBD 2 | counter fees budget Oct: $300")
    return "\n".join(rows)


FIRST = ["Jordan", "Alexis", "Sam", "Morgan", "Riley", "Casey", "Taylor", "Jamie", "Drew", "Avery", "Quinn", "Reese"]
SKUS = [
    ("LK-TNT-2P-UL", "Ridgeline UL 2P Tent", 389.00), ("LK-SLP-15F", "Alder 15F Down Sleeping Bag", 279.00),
    ("LK-PAD-INS-R", "Cinder Insulated Pad (Reg)", 139.00), ("LK-JKT-RAIN-M", "Stormline Rain Jacket M", 189.00),
    ("LK-BTL-1L", "Trailhead 1L Bottle", 24.99), ("LK-STV-CAN", "Kettle Canister Stove", 59.00),
    ("LK-PK-55L", "Basin 55L Pack", 245.00), ("LK-SOCK-3P", "Merino Hiker Sock 3-pack", 38.00),
    ("LK-HDL-400", "Lumen 400 Headlamp", 44.99), ("LK-POLE-CF", "Carbon Trekking Poles", 129.00),
    ("LK-FLC-W-S", "Pinecrest Fleece W S", 96.40), ("LK-BOOT-10", "Scree Mid Hiking Boot 10", 182.00),
    ("LK-CLUB-ANN", "Trail Club Annual Membership", 39.00), ("LK-GLV-L", "Summit Glove L", 58.90),
]


def fmt_events(events):
    return "\n".join("      %s  %-28s %s" % e for e in events)


def order_record(o):
    lines = []
    lines.append("=== ORDER %s ===" % o["id"])
    lines.append("placed_at: %s   channel: web (larkspuroutfitters.com)   status: %s" % (o["placed"], o["status"]))
    lines.append("customer: %s   customer_id: %s   account_created: %s   email: %s" % (o["cust"], o["cust_id"], o["acct_created"], o["email"]))
    lines.append("bill_to: %s" % o["bill"])
    lines.append("ship_to: %s" % o["ship"])
    lines.append("-- payment --")
    lines.append("  processor: Northbeam   charge: %s   amount: USD %.2f" % (o["charge"], o["total"]))
    lines.append("  card: %s **** %s (%s)   auth_code: %s   avs: %s   cvc: %s   3ds: %s" % (
        o["brand"], o["last4"], o["funding"], o["auth"], o["avs"], o["cvc"], o["tds"]))
    lines.append("  risk_score: %d/100   device_fp: %s   ip: %s (%s)" % (o["risk"], o["device"], o["ip"], o["ip_geo"]))
    lines.append("-- items --")
    for sku, name, qty, price in o["items"]:
        lines.append("  %-14s %-34s x%d  USD %8.2f" % (sku, name, qty, price))
    lines.append("  subtotal USD %.2f | shipping USD %.2f | tax USD %.2f | total USD %.2f" % (
        o["subtotal"], o["shipping"], o["tax"], o["total"]))
    lines.append("-- fulfillment --")
    lines.append("  warehouse: %s   label_created: %s   carrier: %s   service: %s" % (o["wh"], o["label"], o["carrier"], o["service"]))
    lines.append("  tracking: %s   signature_required: %s" % (o["tracking"], o["sig_req"]))
    lines.append("  events:")
    lines.append(fmt_events(o["events"]))
    lines.append("-- customer history (same customer_id) --")
    for h in o["history"]:
        lines.append("  %s  %s  USD %7.2f  %s" % h)
    lines.append("-- support contacts --")
    if not o["support"]:
        lines.append("  (none)")
    for s in o["support"]:
        lines.append("  %s" % s)
    lines.append("-- internal notes --")
    for n in o.get("notes", []) or ["  (none)"]:
        lines.append("  %s" % n)
    return "\n".join(lines)


def mk_history(n, start_year=2022, exclude_amount=None):
    out = []
    for i in range(n):
        y = start_year + i // 2
        m = rng.randrange(1, 12)
        dd = rng.randrange(1, 28)
        amt = round(rng.uniform(30, 320), 2)
        out.append(("LO-%d" % rng.randrange(60000, 112000), "%d-%02d-%02d" % (y, m, dd), amt, "delivered, no dispute"))
    return sorted(out, key=lambda h: h[1])


def order(oid, **kw):
    o = {"id": oid, "status": "shipped", "funding": "credit", "cvc": "M", "wh": "Reno DC (RNO-1)",
         "service": "Ground", "sig_req": "no", "support": [], "notes": []}
    o.update(kw)
    sub = sum(q * p for _s, _n, q, p in o["items"])
    o["subtotal"] = sub
    o.setdefault("shipping", 0.0)
    o["tax"] = round(o["total"] - sub - o["shipping"], 2)
    return o


def orders_first_batch():
    o1 = order(
        "LO-118372", placed="2024-09-08 19:14 PT", cust="J. Morales", cust_id="C-554102", acct_created="2021-04-11",
        email="j.m****@gmail.com", bill="J. Morales, 1840 Wexford Ln, Boise ID 83706 (AVS street+zip match)",
        ship="J. Morales, 1840 Wexford Ln, Boise ID 83706 (same as billing)", charge=CHARGES["DSP-88412"],
        total=486.00, brand="Visa", last4="4417", auth="061532", avs="Y (street+zip)", tds="authenticated (frictionless, ECI 05)",
        risk=12, device="dfp_9b21c7e0", ip="174.52.18.x", ip_geo="Boise, ID",
        items=[("LK-TNT-2P-UL", "Ridgeline UL 2P Tent", 1, 389.00), ("LK-SOCK-3P", "Merino Hiker Sock 3-pack", 1, 38.00),
               ("LK-BTL-1L", "Trailhead 1L Bottle", 1, 24.99)], shipping=0.0, wh="Reno DC (RNO-1)",
        label="2024-09-09 08:02 PT", carrier="FedEx", service="Home Delivery", tracking="7781 4402 9163",
        sig_req="yes (indirect, adult not required)",
        events=[("2024-09-09 15:40", "Picked up", "RENO, NV"), ("2024-09-10 03:12", "Departed FedEx hub", "SALT LAKE CITY, UT"),
                ("2024-09-11 06:55", "At local FedEx facility", "BOISE, ID"), ("2024-09-11 08:31", "On FedEx vehicle for delivery", "BOISE, ID"),
                ("2024-09-11 14:07", "Delivered - signed for by J.MORALES", "BOISE, ID 83706")],
        history=mk_history(3, 2022),
        support=["2024-09-14 10:22 email (from account address): 'Tent arrived fine, the socks run big - can I swap to M?' -> CS ticket CS-71209, exchange label sent, customer did not use it",
                 "2024-09-24 chat: customer asked 'where is my order' -> agent linked FedEx tracking; customer ended chat. Transcript includes account-verification answers (DOB) - do not export unredacted"],
        notes=["2024-09-24 dispute DSP-88412 opened (Visa 13.1)"])
    o2 = order(
        "LO-118433", placed="2024-09-16 12:48 PT", cust="R. Castellanos", cust_id="C-601877", acct_created="2020-11-02",
        email="r.c*******@outlook.com", bill="R. Castellanos, 77 Orchard Rd, Medford OR 97504 (AVS match)",
        ship="R. Castellanos, 77 Orchard Rd, Medford OR 97504 (same as billing)", charge=CHARGES["DSP-88429"],
        total=219.00, brand="Visa", last4="7741", auth="288104", avs="Y (street+zip)", tds="authenticated (challenge passed, ECI 05)",
        risk=9, device="dfp_41aa0e93", ip="73.240.66.x", ip_geo="Medford, OR",
        items=[("LK-SLP-15F", "Alder 15F Down Sleeping Bag", 1, 199.00)], shipping=0.0,
        label="2024-09-17 09:15 PT", carrier="UPS", service="Ground", tracking="1Z8R4W270391846602", sig_req="no",
        events=[("2024-09-17 18:20", "Origin scan", "RENO, NV"), ("2024-09-18 22:04", "Departed facility", "SACRAMENTO, CA"),
                ("2024-09-19 07:48", "Out for delivery", "MEDFORD, OR"), ("2024-09-19 13:36", "Delivered - left at front door", "MEDFORD, OR 97504")],
        history=mk_history(4, 2021),
        support=["2024-09-23 email: 'Never got my sleeping bag, tracking says delivered' -> CS replied with carrier claim steps, no reply from customer"],
        notes=["Sale price USD 199.00 (list 279.00, promo FALL20), tax USD 20.00", "2024-09-25 dispute DSP-88429 opened (Visa 13.1)"])
    o3 = order(
        "LO-118460", placed="2024-09-16 21:03 PT", cust="T. Nakamura", cust_id="C-612390", acct_created="2023-06-19",
        email="t.n******@yahoo.com", bill="T. Nakamura, 2217 Alder Ct, Eugene OR 97405 (AVS match)",
        ship="T. Nakamura, 4410 Willamette St Apt 3, Eugene OR 97405", charge=CHARGES["DSP-88437"],
        total=212.40, brand="Visa", last4="2583", auth="540977", avs="Y (street+zip)", tds="authenticated (frictionless, ECI 05)",
        risk=18, device="dfp_c7d3e511", ip="67.170.4.x", ip_geo="Eugene, OR",
        items=[("LK-BOOT-10", "Scree Mid Hiking Boot 10", 1, 182.00), ("LK-SOCK-3P", "Merino Hiker Sock 3-pack", 1, 15.00)],
        shipping=0.0, label="2024-09-17 07:41 PT", carrier="UPS", service="Ground", tracking="1Z8R4W270391851174", sig_req="no",
        events=[("2024-09-17 17:55", "Origin scan", "RENO, NV"), ("2024-09-18 20:31", "Departed facility", "SACRAMENTO, CA"),
                ("2024-09-19 09:10", "Out for delivery", "EUGENE, OR"), ("2024-09-19 15:22", "Delivered - left at front door", "EUGENE, OR 97405")],
        history=mk_history(1, 2023),
        support=["2024-09-18 11:06 chat CS-71388: customer: 'I moved - please ship to 2217 Alder Ct instead of Willamette St'. Agent (M. Lee): 'Updated your address!' (profile address updated; order LO-118460 ship_to NOT changed - label already printed 09-17)",
                 "2024-09-21 email: 'Boots never came, new tenants at my old place say nothing was left' -> no CS follow-up logged"],
        notes=["socks line discounted to USD 15.00 (bundle)", "2024-09-25 dispute DSP-88437 opened (Visa 13.1)"])
    return "\n\n".join(order_record(o) for o in (o1, o2, o3))


def dispute_get_88412():
    return json.dumps({
        "id": "DSP-88412", "charge": CHARGES["DSP-88412"], "arn": ARNS["DSP-88412"], "network": "Visa",
        "reason_code": "13.1", "reason": "Merchandise/Services Not Received", "amount": "486.00", "currency": "USD",
        "status": "needs_response", "metadata": {"order_ref": "LO-118372"},
        "respond_by": "2024-10-11T23:59:00-07:00",
        "respond_by_change": {"was": "2024-10-14T23:59:00-07:00", "now": "2024-10-11T23:59:00-07:00",
                              "changed_at": "2024-10-05T02:13:44Z", "source": "network",
                              "reason": "Issuer invoked shortened response window (Visa Dispute Resolution - issuer-set timeframe); acquirer deadline recalculated"},
        "issuer_message": "Cardholder states merchandise was never received. Cardholder contacted merchant on 24 SEP 2024 without resolution. Expected delivery 11 SEP 2024.",
        "timeline": [
            {"at": "2024-09-24T16:02:11Z", "event": "dispute.created", "detail": "Visa 13.1 via VROL"},
            {"at": "2024-09-24T16:02:12Z", "event": "fee.charged", "detail": "dispute_fee 15.00 USD"},
            {"at": "2024-09-24T16:02:12Z", "event": "funds.withdrawn", "detail": "486.00 USD"},
            {"at": "2024-09-25T09:30:00Z", "event": "notification.sent", "detail": "to " + KEVIN},
            {"at": "2024-10-05T02:13:44Z", "event": "dispute.updated", "detail": "respond_by 2024-10-14 -> 2024-10-11"},
            {"at": "2024-10-05T02:13:45Z", "event": "notification.sent", "detail": "to " + KEVIN + " (bounced: auto-reply 'on marketplace launch, slow to respond')"},
        ],
        "evidence_requirements": ["proof_of_delivery", "shipping_address_match", "customer_communication (optional)",
                                  "no full PAN / CVC / DOB in any document (Northbeam policy EV-4)"],
        "evidence_submitted": False, "assigned_to": KEVIN,
    }, indent=2)


def orders_waived_batch():
    recs = []
    recs.append(order_record(order(
        "LO-118311", placed="2024-09-24 10:41 PT", cust="K. Brandt", cust_id="C-488215", acct_created="2019-08-30",
        email="k.b*****@gmail.com", bill="K. Brandt, 908 Larch St, Spokane WA 99203 (AVS U - outage, replayed 09-25: Y)",
        ship="K. Brandt, 908 Larch St, Spokane WA 99203 (same as billing)", charge=CHARGES["DSP-88402"],
        total=58.90, brand="Visa", last4="8830", auth="771420", avs="U at auth / Y on 09-25 replay (INC-0924)", tds="not attempted (3DS server timeout during INC-0924)",
        cvc="P", risk=21, device="dfp_12fe88b4 (seen on 3 prior orders)", ip="24.113.80.x", ip_geo="Spokane, WA",
        items=[("LK-GLV-L", "Summit Glove L", 1, 54.00)], shipping=0.0, label="2024-09-24 16:02 PT", carrier="USPS",
        service="Ground Advantage", tracking="9400 1118 9922 3371 4460 18", sig_req="no",
        events=[("2024-09-24 19:40", "Accepted at USPS origin", "RENO, NV"), ("2024-09-26 04:18", "In transit", "SPOKANE, WA"),
                ("2024-09-27 12:51", "Delivered, in/at mailbox", "SPOKANE, WA 99203")],
        history=mk_history(3, 2020), support=["2024-09-29 review posted on larkspuroutfitters.com by verified buyer C-488215: 'Warm, true to size' (4 stars)"],
        notes=["2024-09-28 dispute DSP-88402 opened (Visa 10.4)"])))
    recs.append(order_record(order(
        "LO-118390", placed="2024-09-24 13:27 PT", cust="M. Oduya", cust_id="C-530761", acct_created="2021-01-14",
        email="m.o****@icloud.com", bill="M. Oduya, 15 Cedar Hollow, Bend OR 97701 (AVS U - outage, replayed 09-25: Y)",
        ship="M. Oduya, 15 Cedar Hollow, Bend OR 97701 (same as billing)", charge=CHARGES["DSP-88418"],
        total=96.40, brand="Visa", last4="6652", auth="305518", avs="U at auth / Y on 09-25 replay (INC-0924)", tds="not attempted (3DS server timeout during INC-0924)",
        cvc="P", risk=17, device="dfp_77c0a1d2 (seen on 2 prior orders, logged-in session)", ip="50.46.129.x", ip_geo="Bend, OR",
        items=[("LK-FLC-W-S", "Pinecrest Fleece W S", 1, 89.00)], shipping=0.0, label="2024-09-25 08:44 PT", carrier="UPS",
        service="Ground", tracking="1Z8R4W270391877025", sig_req="no",
        events=[("2024-09-25 17:30", "Origin scan", "RENO, NV"), ("2024-09-26 21:02", "Departed facility", "HERMISTON, OR"),
                ("2024-09-27 11:47", "Delivered - front porch, photo on file", "BEND, OR 97701")],
        history=mk_history(2, 2022), support=["2024-09-24 checkout: 1,200 loyalty points redeemed on account C-530761 (redemption requires a logged-in session)"],
        notes=["2024-09-30 dispute DSP-88418 opened (Visa 10.4)"])))
    recs.append(order_record(order(
        "LO-118448", placed="2024-09-24 11:58 PT", cust="D. Alvarez", cust_id="C-699012", acct_created="2024-09-24",
        email="da****9931@proton.me", bill="D. Alvarez, 3120 Coral Way, Miami FL 33145 (AVS U - outage, replayed 09-25: N)",
        ship="SkyBox MIA-44817 / D. Alvarez, 2000 NW 84th Ave, Doral FL 33122 (freight forwarder)", charge=CHARGES["DSP-88433"],
        total=133.60, brand="Visa", last4="0419", auth="119852", avs="U at auth / N on 09-25 replay (INC-0924)", tds="not attempted (3DS server timeout during INC-0924)",
        cvc="P", risk=81, device="dfp_e40b9c67 (new)", ip="190.205.33.x", ip_geo="Caracas, VE (proxy suspected)",
        items=[("LK-HDL-400", "Lumen 400 Headlamp", 2, 44.99), ("LK-STV-CAN", "Kettle Canister Stove", 1, 35.00)],
        shipping=0.0, label="2024-09-25 09:10 PT", carrier="UPS", service="Ground", tracking="1Z8R4W270391879143", sig_req="no",
        events=[("2024-09-25 17:31", "Origin scan", "RENO, NV"), ("2024-09-28 10:05", "Delivered - receiving dock", "DORAL, FL 33122")],
        history=[], support=[],
        notes=["account created same session as order", "2024-09-30 dispute DSP-88433 opened (Visa 10.4)"])))
    recs.append(order_record(order(
        "LO-118495", placed="2024-09-24 15:12 PT", cust="S. Whitcomb", cust_id="C-571440", acct_created="2022-03-08",
        email="s.w*******@gmail.com", bill="S. Whitcomb, 640 Bluff Rd, Missoula MT 59801 (AVS U - outage, replayed 09-25: Y)",
        ship="S. Whitcomb, 640 Bluff Rd, Missoula MT 59801 (same as billing)", charge=CHARGES["DSP-88446"],
        total=82.15, brand="Visa", last4="9904", auth="662371", avs="U at auth / Y on 09-25 replay (INC-0924)", tds="not attempted (3DS server timeout during INC-0924)",
        cvc="P", risk=24, device="dfp_3a9d7f10 (seen on 1 prior order)", ip="216.228.40.x", ip_geo="Missoula, MT",
        items=[("LK-SOCK-3P", "Merino Hiker Sock 3-pack", 2, 38.00)], shipping=0.0, label="2024-09-25 10:02 PT (VOIDED 2024-09-25 10:40, reprinted - new label not linked)",
        carrier="USPS", service="Ground Advantage", tracking="9400 1118 9922 3371 5528 44 (voided label)", sig_req="no",
        events=[("2024-09-25 10:02", "Label created", "RENO, NV"), ("2024-09-25 10:40", "Label voided", "RENO, NV")],
        history=mk_history(1, 2023), support=["2024-10-02 email: 'I don't recognise this charge' (sent from account address)"],
        notes=["reprinted label not captured in OMS - Reno DC cannot find outbound scan", "2024-10-01 dispute DSP-88446 opened (Visa 10.4)"])))
    return "\n\n".join(recs)


def mailbox_marcus():
    return """mailbox: dana.whitfield@larkspuroutfitters.com | query: from:marcus.oyelaran@northbeampay.com newer_than:14d | 4 results

[1] msg_id: <CAN7f2-ops-20241004-1618@northbeampay.com>
From: Marcus Oyelaran <marcus.oyelaran@northbeampay.com>
To: Dana Whitfield <dana.whitfield@larkspuroutfitters.com>
Cc: Kevin Ashby <kevin.ashby@larkspuroutfitters.com>
Date: Fri, 4 Oct 2024 16:18:05 -0700
Subject: RE: Fee relief - Sept 24 AVS/3DS outage (INC-0924)

Hi Dana,

Good news - I got this through our disputes ops lead this afternoon. Approved as follows:

  Waiver reference: FW-2024-1031
  Root cause: Northbeam INC-0924 (AVS + 3DS server degradation, 2024-09-24 09:52-14:31 PT)
  Disputes covered (6):
    DSP-88391   DSP-88402   DSP-88418
    DSP-88433   DSP-88446   DSP-88451
  Waived: the 15.00 USD dispute fee on each (90.00 USD total) AND the 25.00 USD counter fee
          on any of these six you choose to represent.

I've put a waiver flag on the six dispute records, so if you submit evidence on any of them the
counter fee will show as 0.00 at submission - no need to claim it back afterwards. The 90.00 USD
in dispute fees already charged will be refunded as a credit line on your Nov 1 statement
(look for "FW-2024-1031 fee adj").

To be clear, this does not change liability on the disputes themselves - the issuer still
decides on the evidence, and without 3DS there's no liability shift on those six.

Best,
Marcus

Marcus Oyelaran | Senior Account Manager, Merchant Success
Northbeam Payments | +1 (415) 555-0148

> On Tue, 1 Oct 2024, Dana Whitfield wrote:
> Marcus - six of our open Visa fraud disputes trace back to your Sept 24 outage: AVS came back
> U and the 3DS server timed out, so the transactions went through without authentication. We
> would not have taken them otherwise. Can Northbeam waive the dispute and counter fees on
> those? List attached (the INC-0924 rows from our tracker). Thanks - Dana

[2] msg_id: <CAN7f2-ops-20241005-0944@northbeampay.com>
From: Marcus Oyelaran <marcus.oyelaran@northbeampay.com>
To: Dana Whitfield <dana.whitfield@larkspuroutfitters.com>
Date: Sat, 5 Oct 2024 09:44:51 -0700
Subject: Heads-up: DSP-88412 response date moved

Dana - you'll have had the system notice, but flagging personally because Kevin's auto-reply
came back. The issuer on DSP-88412 (BIN 414720, a mid-size credit union) invoked a shortened
response window, so the acquirer date moved from Oct 14 to Oct 11. That is legit under the
rules and I can't get it pushed back.

I'm checking with our network team whether other open disputes from issuer BIN 414720 on
your account are going to get the same treatment - they don't always apply it across the board.
Will come back to you early next week.

Marcus

[3] msg_id: <nb-news-2024-10-02@mail.northbeampay.com>
From: Marcus Oyelaran via Northbeam Merchant Success <news@mail.northbeampay.com>
To: dana.whitfield@larkspuroutfitters.com
Date: Wed, 2 Oct 2024 08:00:00 -0700
Subject: October product notes: batch evidence API, Amex portal sync, webinar

Hi there, a few updates from Northbeam this month:
 - dispute_submit_batch is now GA: submit up to 25 representments in one call, each with its
   own evidence packet. Counter fees are billed per dispute.
 - Amex disputes: evidence uploaded through Northbeam now mirrors to the Amex merchant portal
   within 2 hours; no separate upload needed.
 - Webinar Oct 17: "Compelling Evidence 3.0 in practice" - register in the dashboard.
Unsubscribe | Preferences

[4] msg_id: <CAN7f2-ops-20240926-1102@northbeampay.com>
From: Marcus Oyelaran <marcus.oyelaran@northbeampay.com>
To: Kevin Ashby <kevin.ashby@larkspuroutfitters.com>
Cc: Dana Whitfield <dana.whitfield@larkspuroutfitters.com>
Date: Thu, 26 Sep 2024 11:02:37 -0700
Subject: RE: DSP-88399 representment

Kevin - confirming REP-55187702 (DSP-88399) went to the issuer 9/26. I'll watch it.
Marcus
"""


def mailbox_tomas():
    return """mailbox: dana.whitfield@larkspuroutfitters.com | query: from:tomas.ibarra@larkspuroutfitters.com LO-118433 newer_than:7d | 2 results

[1] msg_id: <20241007-0912-rno1@larkspuroutfitters.com>
From: Tomas Ibarra <tomas.ibarra@larkspuroutfitters.com>
To: Dana Whitfield <dana.whitfield@larkspuroutfitters.com>
Cc: Kevin Ashby <kevin.ashby@larkspuroutfitters.com>
Date: Mon, 7 Oct 2024 09:12:40 -0700
Subject: RE: LO-118433 signed POD for chargeback

Dana,

Not yet, sorry. I called UPS this morning. The package was a no-signature Ground delivery, so
what they can give us is the driver's DIAD record with the GPS coordinates of the drop and the
delivery photo. They opened request UPS-POD-77120 and said the record comes from their
archive team in 2 business days, so realistically Wednesday, Oct 9, end of day. They will email
it to me as a PDF and I'll forward the minute it lands.

FYI the GPS on the DIAD scan summary I can see in WorldShip puts the drop within 15 m of
77 Orchard Rd, which matches the billing/shipping address.

Tomas
Reno DC (RNO-1) | Outbound lead

[2] msg_id: <20241003-1530-rno1@larkspuroutfitters.com>
From: Tomas Ibarra <tomas.ibarra@larkspuroutfitters.com>
To: Kevin Ashby <kevin.ashby@larkspuroutfitters.com>
Date: Thu, 3 Oct 2024 15:30:02 -0700
Subject: RE: LO-118433 signed POD for chargeback

Kevin - will chase UPS Monday, they're slammed this week. T.
"""


def dispute_get_88440():
    return json.dumps({
        "id": "DSP-88440", "charge": CHARGES["DSP-88440"], "network": "Mastercard", "reason_code": "4853",
        "reason": "Cardholder Dispute - Not as Described", "amount": "305.10", "currency": "USD",
        "status": "needs_response", "metadata": {"order_ref": "LO-118474"},
        "respond_by": "2024-10-30T23:59:00-07:00",
        "respond_by_change": {"was": "2024-10-16T23:59:00-07:00", "now": "2024-10-30T23:59:00-07:00",
                              "changed_at": "2024-10-06T18:20:09Z", "source": "acquirer",
                              "reason": "Extension granted on merchant request (support case NB-CASE-552170, requested by kevin.ashby@larkspuroutfitters.com 2024-10-02): cardholder's return still in transit to merchant"},
        "issuer_message": "Cardholder states tent poles arrived cracked; item returned 2024-10-01 via USPS 9205 5901 4402 8812 7730 61.",
        "return_tracking": {"carrier": "USPS", "status": "In transit - arriving late", "last_scan": "2024-10-06 SPARKS, NV"},
        "evidence_submitted": False, "assigned_to": PRIYA,
        "fees": {"dispute_fee": "15.00", "counter_fee_on_submit": "25.00"},
    }, indent=2)


# ---- Q3 closed-dispute report: aggregates fixed, rows generated to match ----------------
Q3_GROUPS = [
    # network, code, 3ds bucket, decided, won, accepted(not fought)
    ("Visa", "13.1", "any", 40, 26, 6),
    ("Visa", "10.4", "authenticated", 19, 18, 0),
    ("Visa", "10.4", "not_authenticated", 31, 7, 11),
    ("Mastercard", "4853", "any", 22, 9, 4),
    ("Mastercard", "4837", "authenticated", 8, 7, 1),
    ("Amex", "F29", "any", 6, 2, 2),
    ("Visa", "13.3", "any", 9, 3, 5),
    ("Visa", "13.2", "any", 5, 1, 7),
]


def q3_report():
    raw = []
    for net, code, tds, decided, won, acc in Q3_GROUPS:
        outcomes = ["won"] * won + ["lost"] * (decided - won) + ["accepted"] * acc
        for oc in outcomes:
            amt = round(rng.choice([rng.uniform(20, 140), rng.uniform(160, 720)]), 2)
            month = rng.choice([7, 8, 9])
            day = rng.randrange(1, 29)
            t = tds if tds != "any" else rng.choice(["authenticated", "authenticated", "not_authenticated", "n/a"])
            if net == "Amex":
                t = "n/a"
            raw.append(("2024-%02d-%02d" % (month, day), rng.random(), net, code, t, amt, oc))
    raw.sort()
    rows = []
    n = 85100
    for closed, _r, net, code, t, amt, oc in raw:
        n += rng.randrange(3, 19)
        rows.append((n, net, code, t, amt, oc, closed))
    out = ["report: disputes_closed | merchant acct_LKSP_0192 | period 2024-07-01..2024-09-30 | rows %d" % len(rows),
           "dispute_id | network | code | 3ds | amount_usd | outcome | closed_at"]
    for r in rows:
        out.append("DSP-%d | %s | %s | %s | %.2f | %s | %s" % r)
    out.append("")
    out.append("-- summary (outcome=accepted excluded from win rate) --")
    out.append("group                         | decided | won | lost | win_rate | accepted_unfought")
    for net, code, tds, decided, won, acc in Q3_GROUPS:
        g = "%s %s%s" % (net, code, "" if tds == "any" else " 3ds=" + tds)
        out.append("%-29s | %7d | %3d | %4d | %7.1f%% | %d" % (g, decided, won, decided - won, 100.0 * won / decided, acc))
    tot_d = sum(g[3] for g in Q3_GROUPS)
    tot_w = sum(g[4] for g in Q3_GROUPS)
    out.append("%-29s | %7d | %3d | %4d | %7.1f%% | %d" % ("ALL", tot_d, tot_w, tot_d - tot_w, 100.0 * tot_w / tot_d, sum(g[5] for g in Q3_GROUPS)))
    return "\n".join(out)


def build():
    c = Conv("blind-retail-chargeback-disputes", "Chargeback backlog triage and representments (Northbeam)")
    c.system(
        "You are Ledger, the payments-operations assistant for Larkspur Outfitters, a US outdoor-gear "
        "e-commerce merchant. You act through tools: the Northbeam Payments dispute API (dispute_list, "
        "dispute_get, dispute_submit, dispute_submit_batch, dispute_accept, dispute_assign), the order "
        "management system (order_get, order_note), the evidence uploader (evidence_upload), e-mail "
        "(email_search, email_send), the shared tracking spreadsheet (sheet_read, sheet_update, sheet_append), "
        "the team task tracker (task_create) and the reporting warehouse (report_query).\n"
        "Rules: never put a full card number, CVC or date of birth in any uploaded document or e-mail; "
        "refer to cards by brand and last 4. Do not contact cardholders. Accepting a dispute and submitting a "
        "representment are irreversible: confirm with the user unless they have already told you to go ahead. "
        "Today is Monday 7 October 2024; times are US Pacific unless stated.")

    # 1
    c.user(
        "Morning. I need to get the chargeback backlog under control this week - it's been sitting since Kevin got "
        "pulled onto the marketplace launch. Goal: every dispute we decide to fight gets its representment in before "
        "the Northbeam respond-by date, no exceptions, and we keep counter fees under $300 for October (Northbeam "
        "charges $25 per representment on top of the $15 dispute fee, which is already sunk). Nothing goes into an "
        "evidence upload with a full PAN, CVV or customer DOB - Northbeam bounced a pack last month for exactly that "
        "and we lost the case by default.\n\n"
        "Rule for now: fight anything over $75, accept the rest. Pull the open queue from Northbeam and the tracking "
        "sheet (sh_cb_q4_2024) and tell me where we stand.")
    # 2
    c.model("Pulling the open Northbeam queue and the tracking sheet.", [
        ("dispute_list", {"merchant_id": "acct_LKSP_0192", "status": "needs_response", "sort": "respond_by", "limit": 50}),
        ("sheet_read", {"sheet_id": "sh_cb_q4_2024", "tab": "Queue", "range": "A1:L26"}),
    ])
    # 3
    c.tool(dispute_list_output(), sheet_read_output())
    # 4
    c.model(
        "## Where we stand\n\n"
        "**19 disputes need a response in Northbeam**, $3,536.49 in total. Respond-by dates run from **Oct 14** to **Oct 25**. "
        "The sheet has 20 open rows: one is already resolved (see below).\n\n"
        "### Queue by deadline, with your current rule (fight > $75)\n\n"
        "| Respond by | Dispute | Order | Network / code | Amount | 3DS | Rule says |\n"
        "|---|---|---|---|---|---|---|\n"
        "| Oct 14 | DSP-88412 | LO-118372 | Visa 13.1 (not received) | $486.00 | auth | Fight |\n"
        "| Oct 15 | DSP-88429 | LO-118433 | Visa 13.1 | $219.00 | auth | Fight |\n"
        "| Oct 15 | DSP-88437 | LO-118460 | Visa 13.1 | $212.40 | auth | Fight |\n"
        "| Oct 16 | DSP-88440 | LO-118474 | MC 4853 (not as described) | $305.10 | auth | Fight |\n"
        "| Oct 17 | DSP-88391 | LO-118204 | Visa 10.4 (fraud) | $684.20 | none (INC-0924) | Fight |\n"
        "| Oct 17 | DSP-88402 | LO-118311 | Visa 10.4 | $58.90 | none (INC-0924) | Accept |\n"
        "| Oct 17 | DSP-88452 | LO-118541 | Visa 13.1 | $258.00 | auth | Fight |\n"
        "| Oct 18 | DSP-88418 | LO-118390 | Visa 10.4 | $96.40 | none (INC-0924) | Fight |\n"
        "| Oct 18 | DSP-88433 | LO-118448 | Visa 10.4 | $133.60 | none (INC-0924) | Fight |\n"
        "| Oct 18 | DSP-88455 | LO-118556 | Visa 10.4 | $118.00 | attempted | Fight |\n"
        "| Oct 19 | DSP-88409 | LO-118355 | Amex F29 | $342.75 | n/a | Fight |\n"
        "| Oct 19 | DSP-88446 | LO-118495 | Visa 10.4 | $82.15 | none (INC-0924) | Fight |\n"
        "| Oct 19 | DSP-88451 | LO-118530 | Visa 10.4 | $164.30 | none (INC-0924) | Fight |\n"
        "| Oct 20 | DSP-88421 | LO-118402 | Visa 13.3 | $44.99 | auth | Accept |\n"
        "| Oct 21 | DSP-88405 | LO-118329 | MC 4853 | $129.00 | auth | Fight |\n"
        "| Oct 22 | DSP-88424 | LO-118417 | MC 4837 (no auth) | $71.50 | auth | Accept |\n"
        "| Oct 23 | DSP-88443 | LO-118489 | Visa 13.2 (recurring) | $39.00 | n/a | Accept |\n"
        "| Oct 24 | DSP-88449 | LO-118512 | Discover UA02 | $27.80 | attempted | Accept |\n"
        "| Oct 25 | DSP-88458 | LO-118570 | MC 4837 | $63.40 | auth | Accept |\n\n"
        "### Fees\n"
        "- Your rule gives **13 to fight, 6 to accept**.\n"
        "- 13 representments x $25 = **$325 in counter fees - $25 over the $300 October cap.** Something has to give: either "
        "drop one fight or change the threshold.\n"
        "- The 19 x $15 dispute fees ($285) are already charged, as you said.\n\n"
        "### Things that need your attention\n"
        "1. **DSP-88399 is stale on the sheet.** The sheet shows it as an open row (rep sent 9/26, REP-55187702), but it is no longer "
        "in Northbeam's needs-response queue. I'll mark it closed on the sheet next time I write to it.\n"
        "2. **Six disputes are tagged INC-0924** (Northbeam's Sept 24 AVS/3DS outage): 88391, 88402, 88418, 88433, 88446, "
        "88451. 3DS never ran on them, so there's **no liability shift** - as fraud cases they're weak on paper. The sheet "
        "notes say Kevin asked Northbeam about fees; I don't see an answer in the sheet.\n"
        "3. **Two are unassigned in Northbeam** (DSP-88449, DSP-88458) - nobody gets deadline notifications for them.\n"
        "4. **DSP-88409 is Amex** - the sheet says upload goes through Northbeam and mirrors to the Amex portal.\n\n"
        "### Suggested order\n"
        "The three Visa 13.1s due Oct 14-15 come first (88412, 88429, 88437). Shall I pull their order records and the "
        "full dispute detail on 88412 so we can decide what evidence goes in?")
    # 5
    c.user("Yes, start with those three. Don't accept anything yet though - I want to look at the small ones again before "
           "we eat them. And close out 88399 on the sheet whenever you next touch it.")
    # 6
    c.model("Pulling the three order records and the 88412 dispute detail.", [
        ("order_get", {"order_ids": ["LO-118372", "LO-118433", "LO-118460"],
                       "include": ["payment", "items", "fulfillment", "tracking_events", "customer_history", "support_contacts", "internal_notes"]}),
        ("dispute_get", {"dispute_id": "DSP-88412", "include": ["timeline", "issuer_message", "evidence_requirements"]}),
    ])
    # 7
    c.tool(orders_first_batch(), dispute_get_88412())
    # 8
    c.model(
        "## The three Visa 13.1s\n\n"
        "### DSP-88412 - $486.00 - deadline moved\n"
        "**The respond-by date is now Oct 11, not Oct 14.** The issuer shortened its window; Northbeam recalculated it on "
        "Oct 5 and the notice went to Kevin (it bounced off his auto-reply). That gives us **4 days**.\n\n"
        "The case itself is strong:\n"
        "- FedEx Home Delivery, **signed for by J.MORALES** on Sept 11 in Boise, at the AVS-matched billing address.\n"
        "- On **Sept 14 the customer emailed from the account address** about swapping the socks for a smaller size "
        "(CS-71209) - they had the parcel in hand three days after delivery.\n"
        "- 3 prior orders, no disputes; 3DS authenticated (that does not matter much for a 13.1).\n\n"
        "Evidence pack options:\n\n"
        "| | A - minimal | B - recommended | C - everything |\n"
        "|---|---|---|---|\n"
        "| FedEx tracking + delivery scan | yes | yes | yes |\n"
        "| FedEx signature proof | - | yes | yes |\n"
        "| AVS match: delivery = billing address | - | yes | yes |\n"
        "| Customer's Sept 14 post-delivery e-mail (CS-71209) | - | yes | yes |\n"
        "| Sept 24 chat transcript | - | - | yes (contains DOB answers - must be redacted by hand) |\n"
        "| Strength | medium | strong | strong, but slower, and a DOB slip voids the pack |\n\n"
        "### DSP-88429 - $219.00 - due Oct 15\n"
        "- UPS Ground, **left at front door** on Sept 19, no signature. The address matches billing (AVS Y), 3DS challenge passed, "
        "4 prior orders.\n"
        "- Without a signature, an issuer will often side with the cardholder. The sheet says \"ask Reno DC\": a UPS "
        "driver-record / GPS proof would make this a decent case. **I'd hold it until Tomas gets that from UPS.**\n\n"
        "### DSP-88437 - $212.40 - due Oct 15 - likely a loser\n"
        "- On **Sept 18 the customer told CS in chat (CS-71388)** they had moved and asked for the order to go to 2217 Alder Ct. "
        "The agent updated the *profile* address, but the label had been printed on Sept 17 and the parcel went to the **old** "
        "Willamette St address.\n"
        "- The Sept 21 e-mail says the new tenants never saw it. The issuer will see a delivery to an address the cardholder "
        "had already told us was wrong.\n"
        "- I'd check with CS before we spend $25 on this one.\n\n"
        "**Which pack for 88412 - A, B or C?**")
    # 9
    c.user("B.")
    # 10
    c.model("Building the Option B pack for DSP-88412 (no chat transcript) and submitting.", [
        ("evidence_upload", {
            "dispute_id": "DSP-88412",
            "files": [
                {"name": "fedex_tracking_7781440291 63.pdf".replace(" ", ""), "type": "shipping_documentation", "source": "oms://LO-118372/tracking"},
                {"name": "fedex_signature_pod_LO-118372.pdf", "type": "proof_of_delivery", "source": "fedex://spod/778144029163"},
                {"name": "avs_address_match_LO-118372.pdf", "type": "shipping_address_match", "source": "oms://LO-118372/payment"},
                {"name": "customer_email_2024-09-14_CS-71209.pdf", "type": "customer_communication", "source": "helpdesk://CS-71209",
                 "redaction": "email address masked; no payment data present"},
            ],
            "pii_scan": True,
            "save_as_template": {"template_id": "TPL-131-POD", "description": "Visa 13.1 standard: carrier tracking + signed/GPS POD + AVS address match + post-delivery customer contact (no chat transcripts)"},
        }),
        ("dispute_submit", {
            "dispute_id": "DSP-88412",
            "evidence_packet": "from_upload",
            "product_type": "physical",
            "narrative": "The cardholder claims non-receipt of order LO-118372. FedEx delivered the order on 11 SEP 2024 to 1840 Wexford Ln, "
                         "Boise ID 83706 - the billing address verified by AVS - and the delivery was signed for by J.MORALES (signature "
                         "proof attached). On 14 SEP 2024 the cardholder e-mailed us from the account address about exchanging one item from "
                         "this order for a different size, which confirms receipt. We request reversal of the dispute.",
        }),
    ])
    # 11
    c.tool(
        "evidence_upload: OK\n"
        "packet_id: EVP-30418   dispute: DSP-88412   files: 4   total_size: 1.9 MB\n"
        "  fedex_tracking_778144029163.pdf         shipping_documentation   212 KB  pii_scan: clean\n"
        "  fedex_signature_pod_LO-118372.pdf       proof_of_delivery        640 KB  pii_scan: clean\n"
        "  avs_address_match_LO-118372.pdf         shipping_address_match    98 KB  pii_scan: clean (card shown as VISA ****4417)\n"
        "  customer_email_2024-09-14_CS-71209.pdf  customer_communication  1010 KB  pii_scan: clean (1 e-mail address masked)\n"
        "template: TPL-131-POD saved (4 slots, owner dana.whitfield@larkspuroutfitters.com)",
        "dispute_submit: OK\n"
        "dispute: DSP-88412   submission: REP-55309174   packet: EVP-30418\n"
        "status: needs_response -> under_review   submitted_at: 2024-10-07T16:41:08Z\n"
        "counter_fee: 25.00 USD charged (balance txn txn_1Q7m9cLKSP0192x)\n"
        "network: forwarded to Visa VROL 2024-10-07T16:41:31Z   issuer decision due by: 2024-11-06\n"
        "warnings: none")
    # 12
    c.model(
        "Done.\n\n"
        "- **DSP-88412 submitted** - REP-55309174, packet EVP-30418 (4 files, PII scan clean). Status *under review*; "
        "issuer decision due by **Nov 6**. $25 counter fee charged.\n"
        "- I saved the structure as template **TPL-131-POD** (tracking + signed/GPS POD + AVS address match + post-delivery "
        "contact, never chat transcripts). I'll use it for the other Visa 13.1s (88429, 88452) so each pack is just "
        "filling slots.\n\n"
        "Still open from the first three: 88429 is waiting on UPS proof from Reno DC, 88437 is waiting on CS.")
    # 13
    c.user(
        "Change of plan on the rule. Finance ran the numbers: with the $25 counter fee plus ~40 minutes of someone's time per "
        "pack, anything under $150 loses money on average - unless it's fraud-coded and 3DS authenticated, because those are "
        "basically free wins on the liability shift. New rule: fight if the amount is $150 or more, OR it's a fraud code "
        "(Visa 10.4 / MC 4837) with 3DS authenticated. Everything else we accept. Rework the list.")
    # 14
    c.model(
        "## Reworked under the new rule\n"
        "*Fight if amount is $150 or more, or fraud code (Visa 10.4 / MC 4837) with 3DS authenticated; otherwise accept.*\n\n"
        "| Fight (10) | Why | Accept (9) | Why |\n"
        "|---|---|---|---|\n"
        "| DSP-88391 $684.20 | amount | DSP-88402 $58.90 | 10.4 but no 3DS (INC-0924), under threshold |\n"
        "| DSP-88409 $342.75 | amount | DSP-88405 $129.00 | MC 4853, under threshold |\n"
        "| DSP-88412 $486.00 | amount (already submitted) | DSP-88418 $96.40 | 10.4, no 3DS (INC-0924) |\n"
        "| DSP-88429 $219.00 | amount | DSP-88421 $44.99 | 13.3, under threshold |\n"
        "| DSP-88437 $212.40 | amount (but see CS question) | DSP-88433 $133.60 | 10.4, no 3DS (INC-0924) |\n"
        "| DSP-88440 $305.10 | amount | DSP-88443 $39.00 | 13.2 recurring, under threshold |\n"
        "| DSP-88451 $164.30 | amount | DSP-88446 $82.15 | 10.4, no 3DS (INC-0924) |\n"
        "| DSP-88452 $258.00 | amount | DSP-88449 $27.80 | Discover, 3DS only attempted |\n"
        "| DSP-88424 $71.50 | MC 4837 + 3DS auth | DSP-88455 $118.00 | 10.4, 3DS attempted, not authenticated |\n"
        "| DSP-88458 $63.40 | MC 4837 + 3DS auth | | |\n\n"
        "**Changes from the old rule:**\n"
        "- Moved to accept: 88405, 88418, 88433, 88446, 88455.\n"
        "- Moved to fight: 88424, 88458 (liability shift).\n\n"
        "**Fees:** 10 x $25 = **$250** (including the $25 already charged on 88412). That leaves $50 of headroom under the $300 cap.\n\n"
        "Note: the five INC-0924 disputes under $150 now all land in accept, because 3DS never ran on them. If Northbeam ends up "
        "waiving fees on the outage disputes, those numbers change.\n\n"
        "Want me to **bulk-accept the 9** now and update the sheet?")
    # 15
    c.user("Hold the bulk accept until I've slept on it. Update the sheet though - new rule in the header note, the "
           "Fight/Accept column for every row, and close 88399.")
    # 16
    dec_rows = {"DSP-88391": "Fight", "DSP-88409": "Fight", "DSP-88412": "Fight - submitted REP-55309174", "DSP-88429": "Fight (await UPS POD)",
                "DSP-88437": "Fight? (CS check)", "DSP-88440": "Fight", "DSP-88451": "Fight", "DSP-88452": "Fight",
                "DSP-88424": "Fight (4837+3DS)", "DSP-88458": "Fight (4837+3DS)", "DSP-88402": "Accept (pending OK)",
                "DSP-88405": "Accept (pending OK)", "DSP-88418": "Accept (pending OK)", "DSP-88421": "Accept (pending OK)",
                "DSP-88433": "Accept (pending OK)", "DSP-88443": "Accept (pending OK)", "DSP-88446": "Accept (pending OK)",
                "DSP-88449": "Accept (pending OK)", "DSP-88455": "Accept (pending OK)"}
    c.model("Updating the sheet.", [
        ("sheet_update", {
            "sheet_id": "sh_cb_q4_2024", "tab": "Queue",
            "header_note": "Rule from 2024-10-07 (Dana/Finance): FIGHT if amount >= $150, OR fraud code (Visa 10.4 / MC 4837) with 3DS authenticated. Otherwise ACCEPT. Counter fee $25/rep, Oct cap $300.",
            "updates": [{"match": {"Dispute ID": k}, "set": {"Decision": v}} for k, v in dec_rows.items()]
                       + [{"match": {"Dispute ID": "DSP-88399"}, "set": {"Status": "Closed - not in Northbeam queue", "Decision": "n/a"}}],
        }),
    ])
    # 17
    upd_lines = ["sheet_update: OK   sheet: sh_cb_q4_2024   tab: Queue   rev 46 -> 47   cells changed: 22",
                 "A1 header_note: was \"Working rule: fight > $75 unless obviously lost. Counter fee $25/rep. Owner = Kevin Ashby unless noted.\"",
                 "               now \"Rule from 2024-10-07 (Dana/Finance): FIGHT if amount >= $150, OR fraud code (Visa 10.4 / MC 4837) with 3DS authenticated. Otherwise ACCEPT. Counter fee $25/rep, Oct cap $300.\""]
    old_dec = {d[0]: ("Fight" if d[5] > 75 else "Accept?") for d in DISPUTES}
    old_dec["DSP-88449"] = "TBD"
    old_dec["DSP-88458"] = "TBD"
    rowno = {d[0]: i for i, d in enumerate(DISPUTES)}
    for k, v in dec_rows.items():
        r = 4 + rowno[k] + (1 if rowno[k] >= 3 else 0)
        upd_lines.append("J%d (%s) Decision: was \"%s\" now \"%s\"" % (r, k, old_dec[k], v))
    upd_lines.append("J7 (DSP-88399) Decision: was \"Fight\" now \"n/a\"")
    upd_lines.append("K7 (DSP-88399) Status: was \"Rep sent\" now \"Closed - not in Northbeam queue\"")
    upd_lines.append("row 25 summary recalculated: open rows 19 | Fight 10 | Accept 9 | projected counter fees $250")
    c.tool("\n".join(upd_lines))
    # 18
    c.model("Done - sheet at **rev 47**: the new rule is in the A1 header note, all 19 rows carry Fight/Accept (the accepts are marked "
            "\"pending OK\" so nobody acts on them early), and DSP-88399 is closed. Nothing has been closed in Northbeam yet.")
    # 19
    c.user("Talked to CS about 88437. Yeah - the customer changed the address in chat on the 18th, we'd already printed the label, "
           "and the package went to the old address. That one's on us. Accept it. No refund needed since the chargeback already "
           "pulled the $212.40. Put a note on the order so CS doesn't refund it a second time if the customer writes in.")
    # 20
    c.model("Accepting DSP-88437 and noting the order.", [
        ("dispute_accept", {"dispute_id": "DSP-88437", "reason": "merchant_error",
                            "internal_note": "Customer changed address via chat CS-71388 on 2024-09-18 after label printed 2024-09-17; shipped to old address. Merchant error - do not contest. Per Dana Whitfield 2024-10-07."}),
        ("order_note", {"order_id": "LO-118460", "visibility": "cs_and_finance", "pin": True,
                        "note": "CHARGEBACK DSP-88437 ACCEPTED 2024-10-07 - cardholder already refunded 212.40 USD via the chargeback. DO NOT issue a refund or reship at no charge without checking with Payments (Dana Whitfield or the chargeback queue owner). Root cause: address change in chat CS-71388 after label printed."}),
    ])
    # 21
    c.tool(
        "dispute_accept: OK\n"
        "DSP-88437 accepted - status: needs_response -> lost (merchant_accepted)\n"
        "liability: merchant   amount: 212.40 USD (already withdrawn 2024-09-25, no further debit)\n"
        "dispute_fee: 15.00 USD (charged 2024-09-25, non-refundable)   counter_fee: none\n"
        "network: acceptance sent to Visa VROL 2024-10-07T17:12:50Z",
        "order_note: OK\n"
        "order: LO-118460   note_id: NOTE-902144   visibility: cs_and_finance   pinned: true\n"
        "author: ledger-assistant on behalf of dana.whitfield@larkspuroutfitters.com   created: 2024-10-07 10:12 PT")
    # 22
    c.model("Done.\n\n"
            "- **DSP-88437 accepted** (merchant error). $212.40 was already withdrawn, so there's no further debit and no counter fee.\n"
            "- **LO-118460** has a pinned note (NOTE-902144) telling CS not to refund or reship without checking with Payments.\n"
            "- Fight list is now **9**, projected counter fees **$225** against the $300 cap.")
    # 23
    c.user("Kevin's officially moving to the marketplace team on Friday. Priya Raman takes over the chargeback queue from today. "
           "Reassign all of Kevin's disputes in Northbeam and the owner column in the sheet to her, and the two unassigned ones "
           "too. Then send her a handoff email with where things stand - cc me.")
    open_ids = [d[0] for d in DISPUTES if d[0] != "DSP-88437"]
    # 24
    c.model("Reassigning in Northbeam and on the sheet, then sending Priya the handoff.", [
        ("dispute_assign", {"dispute_ids": open_ids, "assignee": PRIYA, "notify_assignee": True,
                            "note": "Queue owner change: Kevin Ashby -> Priya Raman (effective 2024-10-07)"}),
        ("sheet_update", {"sheet_id": "sh_cb_q4_2024", "tab": "Queue",
                          "updates": [{"match": {"Dispute ID": i}, "set": {"Owner": "Priya Raman"}} for i in open_ids],
                          "header_note_append": " Queue owner: Priya Raman from 2024-10-07."}),
        ("email_send", {
            "from": DANA, "to": [PRIYA], "cc": [DANA],
            "subject": "Chargeback queue handoff - state as of Mon Oct 7",
            "body": (
                "Hi Priya,\n\nYou now own the Northbeam chargeback queue (all open disputes are reassigned to you in Northbeam and on "
                "the tracker sh_cb_q4_2024, tab Queue). Summary:\n\n"
                "RULE (from today): fight if amount >= $150, or fraud code (Visa 10.4 / MC 4837) with 3DS authenticated; "
                "otherwise accept. Counter fee $25 per representment, October cap $300 - projected $225 so far.\n\n"
                "DONE\n- DSP-88412 (Visa 13.1, $486.00) submitted: REP-55309174. Its respond-by date had moved to Oct 11.\n"
                "- DSP-88437 accepted (our error - shipped to old address). Order LO-118460 has a pinned note.\n\n"
                "TO FIGHT (8 left)\n- DSP-88429 $219.00, due Oct 15 - waiting for UPS driver/GPS proof via Tomas (Reno DC).\n"
                "- DSP-88440 $305.10 (MC 4853), due Oct 16\n- DSP-88391 $684.20 (Visa 10.4, INC-0924), due Oct 17\n"
                "- DSP-88452 $258.00 (Visa 13.1), due Oct 17 - use template TPL-131-POD\n"
                "- DSP-88409 $342.75 (Amex F29), due Oct 19 - upload via Northbeam, mirrors to the Amex portal\n"
                "- DSP-88451 $164.30 (Visa 10.4, INC-0924), due Oct 19\n"
                "- DSP-88424 $71.50 (MC 4837, 3DS), due Oct 22\n- DSP-88458 $63.40 (MC 4837, 3DS), due Oct 25\n\n"
                "TO ACCEPT (9) - on hold until Dana confirms: 88402, 88405, 88418, 88421, 88433, 88443, 88446, 88449, 88455.\n\n"
                "Pack rules: never include a full PAN, CVV or DOB; no chat transcripts (they contain DOB answers).\n\n"
                "Thanks,\nDana (sent by Ledger)"),
        }),
    ])
    # 25
    assign_lines = ["dispute_assign: OK   updated: %d   assignee: %s   notifications: queued" % (len(open_ids), PRIYA)]
    for d in DISPUTES:
        if d[0] == "DSP-88437":
            continue
        assign_lines.append("  %s  assigned_to: was %s  now %s" % (d[0], d[12] or "null", PRIYA))
    owner_lines = ["sheet_update: OK   sheet: sh_cb_q4_2024   tab: Queue   rev 47 -> 48   cells changed: 19"]
    for d in DISPUTES:
        if d[0] == "DSP-88437":
            continue
        owner_lines.append("  %s Owner: was \"%s\" now \"Priya Raman\"" % (d[0], "Kevin Ashby" if d[12] == KEVIN else "(unassigned)"))
    owner_lines.append("  A1 header_note: appended \" Queue owner: Priya Raman from 2024-10-07.\"")
    c.tool("\n".join(assign_lines), "\n".join(owner_lines),
           "email_send: OK   message_id: <ledger-20241007-1721-3f9a@larkspuroutfitters.com>\n"
           "from: dana.whitfield@larkspuroutfitters.com   to: priya.raman@larkspuroutfitters.com   cc: dana.whitfield@larkspuroutfitters.com\n"
           "subject: Chargeback queue handoff - state as of Mon Oct 7   size: 2.4 KB   sent: 2024-10-07 10:21 PT")
    # 26
    c.model("Done.\n\n"
            "- **Northbeam:** 18 open disputes now assigned to Priya (16 from Kevin, plus the 2 that were unassigned). She gets the deadline notifications from now on.\n"
            "- **Sheet:** owner column is Priya on every open row (rev 48).\n"
            "- **Handoff e-mail** sent to priya.raman@larkspuroutfitters.com, cc you. It has the rule, what's done, the 8 left to fight with their "
            "deadlines, and the 9 accepts on hold.")
    # 27
    c.user("Did Marcus at Northbeam ever come back on the fee waiver? I asked him last week to waive fees on the disputes from the Sept 24 "
           "AVS outage - their outage, our 3DS never fired.")
    # 28
    c.model("Checking your mailbox for Marcus.", [
        ("email_search", {"mailbox": DANA, "query": "from:marcus.oyelaran@northbeampay.com newer_than:14d", "max_results": 10, "include_body": True}),
    ])
    # 29
    c.tool(mailbox_marcus())
    # 30
    c.model(
        "## Yes - Marcus approved it on Friday\n\n"
        "**Waiver FW-2024-1031** covers all six INC-0924 disputes: DSP-88391, 88402, 88418, 88433, 88446, 88451.\n"
        "- The $15 dispute fee on each ($90 total) comes back as a credit on the **Nov 1 statement**, on a line marked "
        "\"FW-2024-1031 fee adj\".\n"
        "- The **$25 counter fee is waived** on any of the six that we represent. Northbeam has flagged the records, so they'll "
        "show $0.00 at submission.\n"
        "- Liability doesn't change: no 3DS means no liability shift, so the issuer still decides on the evidence.\n\n"
        "### What this changes\n"
        "Four of the six are in the accept column under the $150 rule: **88402 ($58.90), 88418 ($96.40), 88433 ($133.60), "
        "88446 ($82.15)**. With the counter fee waived, fighting them costs only our time. 88391 and 88451 were already fights, and "
        "now they're free too - projected counter fees drop to **$175** if we fight no extra ones.\n\n"
        "### Separate thing in the same mailbox\n"
        "Marcus's Oct 5 note: the issuer on 88412 is **BIN 414720**. He is checking whether that issuer will shorten the window on "
        "**other** open disputes of ours too, and hasn't answered yet. Our records only have last 4, so I can't tell which of our open "
        "disputes are from that issuer. The exposed ones would be the near-term fights, **88429 (Oct 15) and 88452 (Oct 17)**.\n\n"
        "Want me to look at the evidence on the four under-threshold waived disputes and fight the ones that are decent?")
    # 31
    c.user("Makes sense - fight the waived ones regardless of amount, but only if the evidence is actually decent. I don't want Priya "
           "wasting time on hopeless ones.")
    # 32
    c.model("Pulling the four order records.", [
        ("order_get", {"order_ids": ["LO-118311", "LO-118390", "LO-118448", "LO-118495"],
                       "include": ["payment", "items", "fulfillment", "tracking_events", "customer_history", "support_contacts", "internal_notes"]}),
    ])
    # 33
    c.tool(orders_waived_batch())
    # 34
    c.model(
        "## The four waived disputes under $150\n\n"
        "| Dispute | Amount | Evidence | Verdict |\n"
        "|---|---|---|---|\n"
        "| DSP-88402 / LO-118311 | $58.90 | AVS replay **Y**, same device as 3 prior undisputed orders, USPS delivered to billing address, the customer posted a verified review of the gloves on Sept 29 | **Decent - fight** |\n"
        "| DSP-88418 / LO-118390 | $96.40 | AVS replay **Y**, logged-in session on a device from 2 prior orders, loyalty points redeemed (needs the login), UPS photo delivery at billing address | **Decent - fight** |\n"
        "| DSP-88433 / LO-118448 | $133.60 | Account created in the same session, shipped to a **freight forwarder** (SkyBox MIA-44817, Doral FL), IP in Caracas behind a proxy, AVS replay **N**, risk 81 | **Hopeless - probably real fraud** |\n"
        "| DSP-88446 / LO-118495 | $82.15 | Label voided and reprinted, the new label was never linked, **no carrier scan at all** | **Hopeless - we can't prove shipment** |\n\n"
        "### Proposal\n"
        "- **Submit now as one batch (counter fee $0 under FW-2024-1031):** 88402, 88418, plus the two waived fights that were "
        "already on the list, **88391 ($684.20)** and **88451 ($164.30)**. Their records are in the same shape: AVS replayed Y "
        "after the outage, delivered to the billing address.\n"
        "- **Accept:** 88433 and 88446.\n"
        "- Fee position after that: $25 spent on 88412, plus $150 projected for the 6 remaining paid fights "
        "(88429, 88440, 88452, 88409, 88424, 88458) = **$175 of the $300 cap**.\n\n"
        "Shall I submit the four and accept the two?")
    # 35
    c.user("yes, do it")
    # 36
    c.model("Uploading the four packets, submitting as one batch, and accepting 88433 and 88446.", [
        ("evidence_upload", {"packets": [
            {"dispute_id": "DSP-88391", "files": ["avs_replay_2024-09-25_LO-118204.pdf", "usps_delivery_LO-118204.pdf", "prior_orders_same_device_LO-118204.csv", "inc0924_northbeam_notice.pdf"]},
            {"dispute_id": "DSP-88402", "files": ["avs_replay_2024-09-25_LO-118311.pdf", "usps_delivery_LO-118311.pdf", "prior_orders_same_device_LO-118311.csv", "verified_review_2024-09-29_C-488215.pdf"]},
            {"dispute_id": "DSP-88418", "files": ["avs_replay_2024-09-25_LO-118390.pdf", "ups_photo_pod_LO-118390.pdf", "login_session_loyalty_redeem_LO-118390.pdf", "inc0924_northbeam_notice.pdf"]},
            {"dispute_id": "DSP-88451", "files": ["avs_replay_2024-09-25_LO-118530.pdf", "ups_signature_pod_LO-118530.pdf", "prior_orders_same_device_LO-118530.csv", "inc0924_northbeam_notice.pdf"]},
        ], "pii_scan": True}),
        ("dispute_submit_batch", {"submissions": [
            {"dispute_id": "DSP-88391", "evidence_packet": "from_upload", "narrative": "Transaction made during processor outage INC-0924 (AVS/3DS unavailable). AVS replay on 25 SEP returned Y; goods delivered to the verified billing address; device matches prior undisputed orders."},
            {"dispute_id": "DSP-88402", "evidence_packet": "from_upload", "narrative": "AVS replay Y; delivered to billing address; device seen on 3 prior undisputed orders; cardholder posted a verified-buyer review of the item on 29 SEP."},
            {"dispute_id": "DSP-88418", "evidence_packet": "from_upload", "narrative": "AVS replay Y; order placed in an authenticated account session that redeemed loyalty points; photo proof of delivery at billing address."},
            {"dispute_id": "DSP-88451", "evidence_packet": "from_upload", "narrative": "AVS replay Y; signed delivery at billing address; device matches prior undisputed orders."},
        ]}),
        ("dispute_accept", {"dispute_ids": ["DSP-88433", "DSP-88446"], "reason": "insufficient_evidence",
                            "internal_note": "Fee-waived (FW-2024-1031) but evidence too weak: 88433 freight forwarder + new account; 88446 no carrier scan. Per Dana 2024-10-07."}),
    ])
    # 37
    c.tool(
        "evidence_upload: OK   packets: 4\n"
        "  EVP-30427  DSP-88391  4 files  pii_scan: clean\n"
        "  EVP-30428  DSP-88402  4 files  pii_scan: clean\n"
        "  EVP-30429  DSP-88418  4 files  pii_scan: clean (1 e-mail masked)\n"
        "  EVP-30430  DSP-88451  4 files  pii_scan: clean",
        "dispute_submit_batch: OK   batch: BTCH-60215   submitted: 4   failed: 0\n"
        "  DSP-88391  REP-55309388  packet EVP-30427  counter_fee 0.00 USD (waiver FW-2024-1031)  status: under_review  issuer decision due by 2024-11-16\n"
        "  DSP-88402  REP-55309389  packet EVP-30428  counter_fee 0.00 USD (waiver FW-2024-1031)  status: under_review  issuer decision due by 2024-11-16\n"
        "  DSP-88418  REP-55309390  packet EVP-30429  counter_fee 0.00 USD (waiver FW-2024-1031)  status: under_review  issuer decision due by 2024-11-17\n"
        "  DSP-88451  REP-55309391  packet EVP-30430  counter_fee 0.00 USD (waiver FW-2024-1031)  status: under_review  issuer decision due by 2024-11-18\n"
        "batch counter fees: 0.00 USD",
        "dispute_accept: OK   accepted: 2\n"
        "  DSP-88433  status: needs_response -> lost (merchant_accepted)  133.60 USD already withdrawn  dispute_fee 15.00 USD (waiver FW-2024-1031: credit pending)\n"
        "  DSP-88446  status: needs_response -> lost (merchant_accepted)   82.15 USD already withdrawn  dispute_fee 15.00 USD (waiver FW-2024-1031: credit pending)")
    # 38
    c.model(
        "Done.\n\n"
        "- **Batch BTCH-60215 submitted**: 88391, 88402, 88418, 88451 (REP-55309388 to REP-55309391). Counter fee **$0.00** on each under FW-2024-1031. "
        "Issuer decisions are due Nov 16-18.\n"
        "- **Accepted:** 88433 and 88446. Their $15 dispute fees still come back on the Nov 1 credit.\n\n"
        "### Fee position (October counter fees)\n"
        "| | Count | Fees |\n|---|---|---|\n"
        "| Submitted, paid (88412) | 1 | $25 |\n"
        "| Submitted, waived (batch) | 4 | $0 |\n"
        "| Still to submit, paid: 88429, 88440, 88452, 88409, 88424, 88458 | 6 | $150 |\n"
        "| **Total committed + projected** | | **$175 of $300** |\n\n"
        "Still on hold for your OK: the remaining under-threshold accepts, 88405, 88421, 88443, 88449, 88455.")
    # 39
    c.user("Side question - Finance wants our Q3 win rates for 13.1 vs 10.4 for the threshold memo. Can you pull that?")
    # 40
    c.model("Querying Q3 closed disputes.", [
        ("report_query", {"dataset": "disputes_closed", "merchant_id": "acct_LKSP_0192", "period": {"from": "2024-07-01", "to": "2024-09-30"},
                          "columns": ["dispute_id", "network", "reason_code", "three_d_secure", "amount", "outcome", "closed_at"],
                          "summary": {"group_by": ["network", "reason_code", "3ds_bucket"], "exclude_from_rate": ["accepted"]}}),
    ])
    # 41
    c.tool(q3_report())
    # 42
    c.model(
        "## Q3 2024 win rates (fought disputes only)\n\n"
        "| Group | Fought | Won | Win rate |\n|---|---|---|---|\n"
        "| **Visa 13.1** (not received) | 40 | 26 | **65.0%** |\n"
        "| **Visa 10.4 with 3DS authenticated** | 19 | 18 | **94.7%** |\n"
        "| Visa 10.4 without 3DS | 31 | 7 | 22.6% |\n"
        "| MC 4837 with 3DS | 8 | 7 | 87.5% |\n"
        "| MC 4853 | 22 | 9 | 40.9% |\n"
        "| Amex F29 | 6 | 2 | 33.3% |\n"
        "| Visa 13.3 | 9 | 3 | 33.3% |\n"
        "| Visa 13.2 | 5 | 1 | 20.0% |\n"
        "| **All fought** | 140 | 73 | 52.1% |\n\n"
        "**For the memo:**\n"
        "- Fraud disputes with 3DS authenticated are near-certain wins (94.7% Visa, 87.5% MC), so fighting them at any amount is right. The liability-shift carve-out holds up.\n"
        "- Fraud disputes **without** 3DS win about 1 in 5 (22.6%). At $25 counter fee plus ~40 min of staff time, a sub-$150 one is negative on expectation. This is the strongest support for the threshold.\n"
        "- 13.1 at 65.0% is profitable above roughly $100-120 once staff time is included. $150 is a conservative cut.\n"
        "- A further 36 disputes were accepted without a fight in Q3 and are excluded from the rates.\n\n"
        "Want me to drop this table into a doc for Finance?")
    # 43
    c.user("No, I'll paste it myself. OK - go ahead with the bulk accept on the under-threshold ones now. Except 88455. The customer has "
           "three prior orders with us, no complaints, and now claims the card was stolen - smells like friendly fraud. Leave it open, "
           "I'll decide before it's due.")
    # 44
    c.model("Accepting 88405, 88421, 88443, 88449 and putting 88455 on hold on the sheet.", [
        ("dispute_accept", {"dispute_ids": ["DSP-88405", "DSP-88421", "DSP-88443", "DSP-88449"], "reason": "below_threshold",
                            "internal_note": "Below fight threshold (>= $150 or fraud+3DS), per Dana Whitfield 2024-10-07."}),
        ("sheet_update", {"sheet_id": "sh_cb_q4_2024", "tab": "Queue", "updates": [
            {"match": {"Dispute ID": "DSP-88437"}, "set": {"Status": "Closed - lost (accepted, merchant error)"}},
            {"match": {"Dispute ID": "DSP-88433"}, "set": {"Status": "Closed - lost (accepted)", "Decision": "Accept (waived, weak evidence)"}},
            {"match": {"Dispute ID": "DSP-88446"}, "set": {"Status": "Closed - lost (accepted)", "Decision": "Accept (waived, no scan)"}},
            {"match": {"Dispute ID": "DSP-88405"}, "set": {"Status": "Closed - lost (accepted)", "Decision": "Accept"}},
            {"match": {"Dispute ID": "DSP-88421"}, "set": {"Status": "Closed - lost (accepted)", "Decision": "Accept"}},
            {"match": {"Dispute ID": "DSP-88443"}, "set": {"Status": "Closed - lost (accepted)", "Decision": "Accept"}},
            {"match": {"Dispute ID": "DSP-88449"}, "set": {"Status": "Closed - lost (accepted)", "Decision": "Accept"}},
            {"match": {"Dispute ID": "DSP-88455"}, "set": {"Decision": "HOLD - Dana to decide (suspected friendly fraud)", "Notes": "3 prior orders, no complaints; decide before 2024-10-18"}},
            {"match": {"Dispute ID": "DSP-88402"}, "set": {"Status": "Rep sent REP-55309389 (BTCH-60215)", "Decision": "Fight (waived)"}},
            {"match": {"Dispute ID": "DSP-88418"}, "set": {"Status": "Rep sent REP-55309390 (BTCH-60215)", "Decision": "Fight (waived)"}},
            {"match": {"Dispute ID": "DSP-88391"}, "set": {"Status": "Rep sent REP-55309388 (BTCH-60215)"}},
            {"match": {"Dispute ID": "DSP-88451"}, "set": {"Status": "Rep sent REP-55309391 (BTCH-60215)"}},
            {"match": {"Dispute ID": "DSP-88412"}, "set": {"Status": "Rep sent REP-55309174"}},
        ]}),
    ])
    # 45
    c.tool(
        "dispute_accept: OK   accepted: 4\n"
        "  DSP-88405  needs_response -> lost (merchant_accepted)  129.00 USD already withdrawn\n"
        "  DSP-88421  needs_response -> lost (merchant_accepted)   44.99 USD already withdrawn\n"
        "  DSP-88443  needs_response -> lost (merchant_accepted)   39.00 USD already withdrawn\n"
        "  DSP-88449  needs_response -> lost (merchant_accepted)   27.80 USD already withdrawn",
        "sheet_update: OK   sheet: sh_cb_q4_2024   tab: Queue   rev 48 -> 49   cells changed: 23\n"
        "  DSP-88455 Decision: was \"Accept (pending OK)\" now \"HOLD - Dana to decide (suspected friendly fraud)\"\n"
        "  DSP-88402 Decision: was \"Accept (pending OK)\" now \"Fight (waived)\"\n"
        "  DSP-88418 Decision: was \"Accept (pending OK)\" now \"Fight (waived)\"\n"
        "  (20 further cells: Status / Decision on 88391, 88405, 88412, 88421, 88433, 88437, 88443, 88446, 88449, 88451)\n"
        "row 25 summary recalculated: open rows 8 | rep sent 5 | to fight 6 | hold 1 | closed 9")
    # 46
    c.model(
        "Done.\n\n"
        "- **Accepted:** 88405, 88421, 88443, 88449 ($240.79 already withdrawn, no further debit).\n"
        "- **DSP-88455 left open** and marked HOLD for you on the sheet. Due **Oct 18**, $118.00.\n\n"
        "### Queue now\n"
        "| Status | Disputes |\n|---|---|\n"
        "| Submitted (5) | 88412, 88391, 88402, 88418, 88451 |\n"
        "| To fight (6) | 88429 (Oct 15), 88440 (Oct 16), 88452 (Oct 17), 88409 (Oct 19), 88424 (Oct 22), 88458 (Oct 25) |\n"
        "| Your call (1) | 88455 (Oct 18) |\n"
        "| Closed (7 accepted) | 88437, 88433, 88446, 88405, 88421, 88443, 88449 |")
    # 47
    c.user("Tomas said the UPS proof for 88429 might have come in - check? And I heard Mastercard gave us more time on 88440, can you confirm?")
    # 48
    c.model("Checking Tomas's mail and the 88440 record.", [
        ("email_search", {"mailbox": DANA, "query": "from:tomas.ibarra@larkspuroutfitters.com LO-118433 newer_than:7d", "max_results": 5, "include_body": True}),
        ("dispute_get", {"dispute_id": "DSP-88440", "include": ["issuer_message", "return_tracking", "fees"]}),
    ])
    # 49
    c.tool(mailbox_tomas(), dispute_get_88440())
    # 50
    c.model(
        "## 88429 - not yet\n"
        "Tomas called UPS this morning. It was a no-signature delivery, so what UPS can give is the **driver DIAD record with GPS "
        "coordinates and the delivery photo**. Request **UPS-POD-77120**, expected **Wednesday Oct 9, end of day**. Tomas can already "
        "see that the GPS puts the drop within 15 m of 77 Orchard Rd, which is the billing/shipping address.\n\n"
        "## 88440 - confirmed, more time\n"
        "**Respond-by is now Oct 30** (was Oct 16). Kevin asked Northbeam for an extension on Oct 2 (NB-CASE-552170) because the "
        "cardholder's return was still in transit. The USPS return last scanned in Sparks NV on Oct 6, so it should reach Reno "
        "this week. Once it arrives we can inspect the poles and decide whether the \"cracked\" claim holds up.\n\n"
        "88440 is already assigned to Priya in Northbeam.")
    # 51
    c.user("Fine. 88429 goes the moment the UPS proof lands, and no later than Oct 10 regardless - if that issuer is on the short window I'm "
           "not risking it. Nudge Marcus on the BIN 414720 question, specifically 88429 and 88452. And put tasks in Priya's queue for the rest "
           "of the fight list with the deadlines.")
    # 52
    c.model("Sending the nudge to Marcus and creating Priya's tasks.", [
        ("email_send", {
            "from": DANA, "to": [MARCUS], "cc": [PRIYA],
            "subject": "RE: Heads-up: DSP-88412 response date moved - BIN 414720 on other disputes?",
            "in_reply_to": "<CAN7f2-ops-20241005-0944@northbeampay.com>",
            "body": ("Hi Marcus,\n\nThanks for approving FW-2024-1031 - we've used the waiver on four representments today (batch BTCH-60215).\n\n"
                     "Following up on your Oct 5 note: can you confirm whether issuer BIN 414720 will shorten the response window on any of "
                     "our other open disputes? The two we care about most are DSP-88429 (due Oct 15) and DSP-88452 (due Oct 17). "
                     "We're planning to submit 88429 by Oct 10 regardless, but need to know for 88452 by Wednesday.\n\n"
                     "Also, Priya Raman (cc'd) now owns our chargeback queue; please copy her on dispute matters going forward.\n\n"
                     "Thanks,\nDana"),
        }),
        ("task_create", {"project": "Payments / Chargebacks", "assignee": PRIYA, "watchers": [DANA], "tasks": [
            {"title": "DSP-88429: submit with TPL-131-POD once UPS-POD-77120 arrives", "due": "2024-10-10", "priority": "urgent",
             "description": "Hard internal deadline Oct 10 (possible BIN 414720 short window). UPS DIAD/GPS + photo expected Wed Oct 9 from Tomas."},
            {"title": "DSP-88452: build + submit pack (TPL-131-POD)", "due": "2024-10-16", "priority": "high",
             "description": "Network due 2024-10-17; submit a day early in case of BIN 414720 short window."},
            {"title": "DSP-88409 (Amex F29): build + submit via Northbeam", "due": "2024-10-18", "priority": "high",
             "description": "Network due 2024-10-19. Upload through Northbeam; mirrors to Amex portal within 2h."},
            {"title": "DSP-88424 (MC 4837, 3DS auth): submit 3DS liability-shift pack", "due": "2024-10-21", "priority": "normal",
             "description": "Network due 2024-10-22."},
            {"title": "DSP-88458 (MC 4837, 3DS auth): submit 3DS liability-shift pack", "due": "2024-10-24", "priority": "normal",
             "description": "Network due 2024-10-25."},
            {"title": "DSP-88440 (MC 4853): inspect returned tent poles, then submit or accept", "due": "2024-10-28", "priority": "normal",
             "description": "Network due 2024-10-30 (extended, NB-CASE-552170). Return in transit, last scan Sparks NV Oct 6."},
        ]}),
    ])
    # 53
    c.tool(
        "email_send: OK   message_id: <ledger-20241007-1503-8c21@larkspuroutfitters.com>\n"
        "to: marcus.oyelaran@northbeampay.com   cc: priya.raman@larkspuroutfitters.com   thread: <CAN7f2-ops-20241005-0944@northbeampay.com>\n"
        "sent: 2024-10-07 15:03 PT",
        "task_create: OK   project: Payments / Chargebacks   created: 6   assignee: priya.raman@larkspuroutfitters.com\n"
        "  TASK-4468  DSP-88429: submit with TPL-131-POD once UPS-POD-77120 arrives          due 2024-10-10  urgent\n"
        "  TASK-4469  DSP-88452: build + submit pack (TPL-131-POD)                           due 2024-10-16  high\n"
        "  TASK-4470  DSP-88409 (Amex F29): build + submit via Northbeam                     due 2024-10-18  high\n"
        "  TASK-4471  DSP-88424 (MC 4837, 3DS auth): submit 3DS liability-shift pack         due 2024-10-21  normal\n"
        "  TASK-4472  DSP-88458 (MC 4837, 3DS auth): submit 3DS liability-shift pack         due 2024-10-24  normal\n"
        "  TASK-4473  DSP-88440 (MC 4853): inspect returned tent poles, then submit or accept due 2024-10-28  normal\n"
        "watchers: dana.whitfield@larkspuroutfitters.com   notifications: sent")
    # 54
    c.model(
        "Done.\n\n"
        "- **Marcus nudged** (same thread, Priya cc'd). Asked specifically about **88429 and 88452**, and told him we need an answer on 88452 by Wednesday.\n"
        "- **6 tasks for Priya.** Internal due dates are a day or two ahead of the network dates:\n\n"
        "| Task | Dispute | Internal due | Network due |\n|---|---|---|---|\n"
        "| TASK-4468 | 88429 (wait for UPS-POD-77120) | Oct 10 | Oct 15 |\n"
        "| TASK-4469 | 88452 | Oct 16 | Oct 17 |\n"
        "| TASK-4470 | 88409 Amex | Oct 18 | Oct 19 |\n"
        "| TASK-4471 | 88424 | Oct 21 | Oct 22 |\n"
        "| TASK-4472 | 88458 | Oct 24 | Oct 25 |\n"
        "| TASK-4473 | 88440 | Oct 28 | Oct 30 |\n\n"
        "There's no task for 88455, since that decision is yours (due Oct 18).")
    # 55
    c.user("Last thing - put a handover note in the sheet's Notes tab so Priya has the whole picture tomorrow, then we're done for today. "
           "I'm out Thursday and Friday, so she owns it end to end, including 88455 if I haven't decided by Wednesday night.")
    # 56
    note = ("HANDOVER 2024-10-07 (Dana -> Priya). Owner: Priya Raman end to end from Thu Oct 10 (Dana out Thu-Fri).\n"
            "RULE: fight if >= $150 OR fraud code (Visa 10.4 / MC 4837) with 3DS authenticated; else accept. Counter fee $25; Oct cap $300; committed+projected $175.\n"
            "SUBMITTED: DSP-88412 REP-55309174 (due date had moved to Oct 11); BTCH-60215 = 88391/88402/88418/88451 at $0 counter fee (FW-2024-1031).\n"
            "ACCEPTED: 88437 (our error, LO-118460 note NOTE-902144), 88433, 88446, 88405, 88421, 88443, 88449.\n"
            "TO FIGHT: TASK-4468..TASK-4473 (88429 by Oct 10 hard; 88452; 88409 Amex; 88424; 88458; 88440 now due Oct 30).\n"
            "HOLD: DSP-88455 $118.00 suspected friendly fraud - Dana decides by Wed night, else Priya decides; network due Oct 18.\n"
            "OPEN: Marcus to confirm whether BIN 414720 short window hits 88429/88452 (nudged Oct 7). Check Nov 1 statement for 'FW-2024-1031 fee adj' credit ($90).\n"
            "TEMPLATE: TPL-131-POD for Visa 13.1. Never include full PAN / CVV / DOB or chat transcripts.")
    c.model("Writing the handover note.", [
        ("sheet_append", {"sheet_id": "sh_cb_q4_2024", "tab": "Notes", "rows": [["2024-10-07", "Dana Whitfield (via Ledger)", note]]}),
    ])
    # 57
    c.tool("sheet_append: OK   sheet: sh_cb_q4_2024   tab: Notes   rev 49 -> 50   appended: row 14 (A14:C14)   chars: %d" % len(note))
    # 58
    c.model(
        "Done. The handover note is in **Notes row 14** (rev 50).\n\n"
        "## End-of-day state\n"
        "**Goal:** every fought dispute in before its respond-by date; October counter fees under $300 (at **$175** committed + projected); no PAN/CVV/DOB in any pack.\n\n"
        "**Decisions today**\n"
        "- Threshold: fight if **$150 or more**, or fraud code + 3DS authenticated (replaces the \"over $75\" rule).\n"
        "- 88412 fought with Option B (signed POD + AVS match + post-delivery e-mail), REP-55309174. Standard 13.1 template **TPL-131-POD**.\n"
        "- 88437 accepted (our address error).\n"
        "- Fee-waived outage disputes fought when the evidence was decent: batch **BTCH-60215** (88391, 88402, 88418, 88451). 88433 and 88446 accepted.\n"
        "- Queue owner is **Priya Raman** (replaces Kevin Ashby).\n\n"
        "**Pending**\n"
        "- 88429: submit when UPS-POD-77120 arrives (expected Oct 9), **no later than Oct 10** (TASK-4468).\n"
        "- TASK-4469 to TASK-4473 for 88452, 88409, 88424, 88458, 88440 (88440 now due **Oct 30**).\n"
        "- Check the **Nov 1 statement** for the $90 FW-2024-1031 credit.\n\n"
        "**Open**\n"
        "- **DSP-88455**: your call (suspected friendly fraud), due Oct 18. Priya decides if you haven't by Wednesday night.\n"
        "- Marcus still has to say whether **BIN 414720** shortens the windows on 88429/88452.\n\n"
        "Have a good couple of days off.")

    # ------------------------------------------------------------------ labels
    L = c.label
    L("user_goal", "Clear the Northbeam chargeback backlog: every fought dispute submitted before its respond-by date, October counter "
      "fees under $300 ($25 per representment), and no full PAN/CVV/DOB in any evidence upload.", ["under $300", "full PAN"], 1)
    L("fact", "DSP-88412 respond-by date moved to 2024-10-11 (issuer shortened window); it was submitted before then.", ["DSP-88412", "2024-10-11"], 7)
    L("fact", "Marcus (Northbeam) approved fee waiver FW-2024-1031 for the six INC-0924 outage disputes (88391, 88402, 88418, 88433, 88446, 88451): "
      "$15 dispute fees credited, $25 counter fees waived.", ["FW-2024-1031", "INC-0924"], 29)
    L("fact", "October counter fees: $175 committed + projected, against the $300 cap.", ["$175", "$300"], 30)
    L("fact", "Q3 2024 win rates: Visa 13.1 65.0% (26/40); Visa 10.4 with 3DS authenticated 94.7% (18/19); 10.4 without 3DS 22.6%.", ["65.0%", "94.7%"], 41)
    L("fact", "UPS driver/GPS proof of delivery for LO-118433 (DSP-88429) requested as UPS-POD-77120, expected Wed Oct 9; GPS shows drop within 15 m of the address.", ["UPS-POD-77120"], 49)
    L("fact", "DSP-88440 (MC 4853, $305.10) respond-by extended to 2024-10-30 (NB-CASE-552170), return still in transit.", ["DSP-88440", "2024-10-30"], 49)
    L("decision", "Threshold rule changed: fight if amount >= $150 or fraud code (Visa 10.4 / MC 4837) with 3DS authenticated; accept everything else.", ["$150", "3DS"], 13)
    L("decision", "DSP-88412 fought with option B pack (FedEx signed POD + AVS address match + customer's Sept 14 e-mail, no chat transcript): packet EVP-30418, submission REP-55309174.", ["REP-55309174"], 11)
    L("decision", "Agent saved the standard Visa 13.1 pack as template TPL-131-POD (tracking + signed/GPS POD + AVS match + post-delivery contact, no chat transcripts), to reuse for 88429 and 88452.", ["TPL-131-POD"], 10)
    L("decision", "DSP-88437 ($212.40) accepted instead of fought: merchant error (shipped to old address after chat address change); order LO-118460 noted.", ["DSP-88437", "accepted"], 20)
    L("decision", "Fee-waived outage disputes fought regardless of amount where evidence decent: 88391, 88402, 88418, 88451 submitted as batch BTCH-60215 at $0 counter fee; 88433 and 88446 accepted.", ["BTCH-60215"], 37)
    L("decision", "Chargeback queue owner is now Priya Raman (all open disputes reassigned in Northbeam and sheet).", ["Priya Raman"], 23)
    L("pending_action", "Submit DSP-88429 as soon as the UPS proof arrives and no later than Oct 10 (TASK-4468).", ["DSP-88429", "Oct 10"], 51)
    L("pending_action", "Check the Nov 1 statement for the FW-2024-1031 fee credit ($90 in dispute fees).", ["Nov 1 statement"], 29)
    L("pending_action", "Priya: build and submit DSP-88452 with TPL-131-POD by Oct 16 (TASK-4469).", ["TASK-4469"], 53)
    L("pending_action", "Priya: submit Amex DSP-88409 via Northbeam by Oct 18 (TASK-4470).", ["TASK-4470"], 53)
    L("open_issue", "DSP-88455 ($118.00, Visa 10.4) held: Dana suspects friendly fraud (3 prior orders); undecided, network due Oct 18; Priya decides if Dana hasn't by Wednesday night.", ["DSP-88455", "friendly fraud"], 43)
    L("open_issue", "Unconfirmed whether issuer BIN 414720 will shorten response windows on other disputes (88429, 88452); Marcus checking, nudged Oct 7.", ["BIN 414720"], 29)
    L("reference", "Tracking spreadsheet sh_cb_q4_2024 (tabs Queue, Notes).", ["sh_cb_q4_2024"], 1)
    L("reference", "Northbeam account manager Marcus Oyelaran: marcus.oyelaran@northbeampay.com.", ["marcus.oyelaran@northbeampay.com"], 28)
    L("reference", "New queue owner's e-mail: priya.raman@larkspuroutfitters.com.", ["priya.raman@larkspuroutfitters.com"], 24)
    L("reference", "INC-0924: Northbeam's Sept 24 AVS/3DS outage that tags six disputes.", ["INC-0924"], 3)

    S = c.stale_item
    S("Old fight threshold 'fight anything over $75' (replaced by the $150 / fraud+3DS rule in message 13).", ["over $75"], 13)
    S("DSP-88412 respond-by 2024-10-14 (moved to 2024-10-11 in message 7).", ["DSP-88412", "2024-10-14"], 7)
    S("Projected counter fees $325 under the old rule (replaced by $250 in message 14, later $175).", ["$325"], 14)
    S("DSP-88437 was to be fought (accepted instead, decided in message 19).", ["DSP-88437", "fight"], 19)
    S("Queue owner Kevin Ashby (replaced by Priya Raman in message 23).", ["Kevin Ashby", "owner"], 23)
    S("DSP-88440 respond-by 2024-10-16 (extended to 2024-10-30 in message 49).", ["DSP-88440", "2024-10-16"], 49)
    return c


if __name__ == "__main__":
    conv = build()
    conv.dump(OUT, meta={"language": "en", "domain": "e-commerce payments / chargebacks", "author": "author-b",
                         "generator": "/work/blind23/author-b/gen_chargebacks.py"})
    print("wrote", OUT, len(conv.messages), "messages", len(conv.labels), "labels", len(conv.stale), "stale")

"""Generator: blind-data-center-rack-migration (English). Deterministic."""
import random, sys, os
sys.path.insert(0, os.path.dirname(__file__))
from convlib import Conv

R = random.Random(4471)
OUT = "/work/blind25/out/blind-data-center-rack-migration.json"

SYSTEM = ("You are an infrastructure operations assistant for Halvard Freight Ltd. You act through the "
          "tools provided: DCIM, cross-connect ordering with both colocation providers, the change "
          "management system (CAB), procurement, the vendor dispatch portal, e-mail and the runbook store. "
          "Confirm before spending money or committing dates that were not agreed. Keep reports short; use "
          "tables where options or status are compared. The current user is Dana Whitfield, Infrastructure Lead.")

c = Conv("blind-data-center-rack-migration",
         "Rack migration Telmar PR1 C-114 -> Kestrel SL3 K3-2207 (MIG-4471)", SYSTEM)

# ---------------------------------------------------------------- generated data
ROLES = {
    "A01": [("dev-esx", "Dell PowerEdge R650", 2, 420), ("dev-k8s", "Dell PowerEdge R650", 2, 390), ("ci-runner", "Supermicro SYS-1029P", 2, 310)],
    "A02": [("bk-nas", "Dell PowerEdge R740xd2", 2, 560), ("bk-media", "HPE StoreEver MSL2024", 2, 180), ("bk-proxy", "Dell PowerEdge R450", 2, 290)],
    "A03": [("core-sw", "Arista 7280R3", 2, 610), ("agg-sw", "Arista 7050X3", 2, 340), ("fw", "Palo Alto PA-3430", 2, 480), ("oob-sw", "Cisco C9200L", 1, 90)],
    "A04": [("stor-ctl", "NetApp AFF A400 ctrl", 2, 890), ("stor-shelf", "NetApp NS224 shelf", 2, 420), ("stor-mgmt", "Dell PowerEdge R350", 2, 170)],
    "A05": [("pay-app", "Dell PowerEdge R660", 2, 470), ("pay-db", "Dell PowerEdge R760", 2, 690), ("hsm", "Thales Luna 7 A790", 2, 160)],
    "A06": [("pay-app", "Dell PowerEdge R660", 2, 470), ("pay-db", "Dell PowerEdge R760", 2, 720), ("pay-batch", "Dell PowerEdge R760", 2, 650)],
}
N_DEV = {"A01": 14, "A02": 9, "A03": 8, "A04": 8, "A05": 10, "A06": 11}

def serial():
    return "".join(R.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(7))

inv_lines = ["DCIM query: site=PR1 (Telmar Park Royal) cage=C-114 include=devices,power,ports",
             "Generated 2026-03-02 09:14:07 UTC | 6 racks | owner: Halvard Freight Ltd | contract TEL-MSA-2291 (term ends 31 Mar 2026)",
             ""]
rack_power = {}
hostnames = {}
for rack, roles in ROLES.items():
    inv_lines.append(f"=== Rack {rack}  (42U, 2x PDU APC AP8941 'PDU-A'/'PDU-B', feeds TEL-PR1-PP{R.randint(10,40)}-{rack}-A/B) ===")
    inv_lines.append("U    | hostname          | model                    | serial/svc tag | PSU | nameplate W | measured avg W | uplinks")
    u = 40
    total = 0
    counters = {}
    hostnames[rack] = []
    for i in range(N_DEV[rack]):
        pref, model, psu, w = roles[i % len(roles)]
        counters[pref] = counters.get(pref, 0) + 1
        n = counters[pref]
        # pay-app / pay-db numbering runs across A05 + A06
        if rack == "A06" and pref in ("pay-app", "pay-db"):
            n += 4
        host = f"{pref}-{n:02d}"
        if rack == "A02" and pref == "bk-nas":
            host = f"bk-nas-{n:02d}"
        hostnames[rack].append(host)
        height = 2 if ("R7" in model or "shelf" in model or "A400" in model or "MSL" in model) else 1
        meas = int(w * R.uniform(0.55, 0.8))
        if rack == "A06":
            meas = int(w * R.uniform(0.75, 0.88))
        total += meas
        upl = f"{R.choice(['Eth1/','xe-0/0/','Ethernet'])}{R.randint(1,48)}, {R.choice(['Eth1/','xe-0/0/','Ethernet'])}{R.randint(1,48)}"
        tag = "7HQX2K3" if host == "bk-nas-02" else serial()
        inv_lines.append(f"U{u:02d}-{u+height-1:02d} | {host:<17} | {model:<24} | {tag:<14} | {psu}   | {w*psu//2+w//4:>11} | {meas:>14} | {upl}")
        u -= height + (1 if R.random() < 0.3 else 0)
    rack_power[rack] = total
    inv_lines.append(f"  rack {rack}: {N_DEV[rack]} devices, measured average draw {total/1000:.2f} kW, free U: {max(u-2,0)}")
    inv_lines.append("")
inv_lines.append("Totals: 60 devices, 6 racks, measured average 24.31 kW (30-day mean), 30-day peak 29.8 kW")
inv_lines.append("")
inv_lines.append("=== Port map (cage C-114, structured cabling) ===")
inv_lines.append("device/port            | peer device/port          | vlan/mode        | cable id   | length | state")
for rack in ["A03", "A04", "A05", "A06", "A01", "A02"]:
    for host in hostnames[rack][:8]:
        for k in range(R.randint(3, 5)):
            sw = R.choice(["core-sw-01", "core-sw-02", "agg-sw-01", "agg-sw-02"])
            mode = R.choice(["trunk 110,120,210", "trunk 210,220", "access 310", "trunk 110-120", "access 120", "lacp po" + str(R.randint(10, 60))])
            inv_lines.append(f"{host + ' eth' + str(k):<22} | {sw + ' Eth1/' + str(R.randint(1, 48)):<25} | {mode:<16} | C114-{R.randint(1000, 9999)} | {R.choice([1, 2, 3, 5])} m    | {R.choice(['up', 'up', 'up', 'up', 'down (spare)'])}")
INVENTORY = "\n".join(inv_lines)

XC = [
    ("TEL-XC-10442", "Colt", "10G LR SMF", "Colt MMR PR1-B", "A03 core-sw-01 Eth1/49", "Internet transit primary"),
    ("TEL-XC-10443", "Zayo", "10G LR SMF", "Zayo MMR PR1-A", "A03 core-sw-02 Eth1/49", "Internet transit secondary"),
    ("TEL-XC-10871", "Cogent", "1G LX SMF", "Cogent MMR PR1-B", "A03 agg-sw-01 Eth1/47", "Backup transit / OOB VPN"),
    ("TEL-XC-11020", "BT Openreach", "1G copper", "BT MMR PR1-A", "A03 oob-sw-01 Gi1/0/48", "OOB broadband"),
    ("TEL-XC-11294", "Worldpay", "1G LX SMF", "Worldpay meet-me PR1-C", "A05 fw (via A03 fw-01 eth1/7)", "Card acquirer private link (PCI scope)"),
    ("TEL-XC-11295", "Worldpay", "1G LX SMF", "Worldpay meet-me PR1-C", "A03 fw-02 eth1/7", "Card acquirer private link B (PCI scope)"),
    ("TEL-XC-11730", "AWS Direct Connect", "10G LR SMF", "AWS DX PR1 (LON52)", "A03 core-sw-01 Eth1/50", "DX to eu-west-2"),
]
xc_lines = ["Cross-connect register: site=PR1 cage=C-114 (Halvard Freight Ltd)",
            "circuit id    | carrier            | media       | A-end (carrier)           | Z-end (cage)                    | service                              | MRC    | status"]
for cid, car, med, a, z, svc in XC:
    xc_lines.append(f"{cid:<13} | {car:<18} | {med:<11} | {a:<25} | {z:<31} | {svc:<36} | £{R.choice([195,210,240,265])}.00 | active")
xc_lines += ["", "Note: carrier circuits terminating in Telmar MMRs must be re-ordered at the destination; cross-connects are not portable between operators.",
             "Note: LOA-CFA required from carrier for each new cross-connect at destination (Kestrel SL3 accepts LOA valid for 30 days from issue)."]
XC_REGISTER = "\n".join(xc_lines)

# ---------------------------------------------------------------- turn 1
c.user("We're moving our six racks out of Telmar Park Royal (cage C-114, racks A01–A06) into Kestrel SL3, "
       "cage K3-2207. Tracking ticket is MIG-4471. Constraints: cutovers only in the Saturday 22:00 – Sunday 06:00 "
       "windows, the payments racks (A05/A06) can't be down for more than 30 minutes in total, and the one-off "
       "cross-connect spend has to stay under £18,000. Telmar contract ends 31 March. Pull the inventory for the "
       "cage and the existing cross-connects and draft me a wave plan.")
c.model("I'll pull the cage inventory from DCIM, with power, ports and the cross-connect register.", [
    ("dcim_query", {"site": "PR1", "cage": "C-114", "include": ["devices", "power", "ports", "cross_connects"]}, INVENTORY + "\n\n" + XC_REGISTER),
])
c.model(f"""## What's in C-114

| Rack | Contents | Devices | Avg draw | Migration risk |
|---|---|---|---|---|
| A01 | dev ESXi / k8s, CI runners | 14 | {rack_power['A01']/1000:.1f} kW | low – non-prod |
| A02 | backup (bk-nas, tape library, proxies) | 9 | {rack_power['A02']/1000:.1f} kW | low – can be offline a weekend |
| A03 | core + aggregation switches, firewalls, OOB | 8 | {rack_power['A03']/1000:.1f} kW | **high** – everything routes through it |
| A04 | NetApp AFF A400 + NS224 shelves | 8 | {rack_power['A04']/1000:.1f} kW | **high** – storage for prod VMs |
| A05 | payments app/db, Luna HSM | 10 | {rack_power['A05']/1000:.1f} kW | **high** – PCI, 30-min budget |
| A06 | payments app/db, batch | 11 | {rack_power['A06']/1000:.1f} kW | **high** – PCI, 30-min budget |

Seven carrier cross-connects terminate in C-114 (Colt, Zayo, Cogent, BT, two Worldpay links, AWS DX). None of them are portable — each has to be re-ordered at Kestrel with a fresh LOA-CFA, and Kestrel only accepts LOAs that are under 30 days old, so timing matters.

## Draft wave plan

| Wave | Racks | Window (Sat 22:00 – Sun 06:00) | Why this order |
|---|---|---|---|
| 1 | A01, A02 | **Sat 14 Mar** | non-prod + backup, rehearses the move, no customer impact |
| 2 | A03, A04 | Sat 21 Mar | network + storage; needs the carrier circuits live at Kestrel first |
| 3 | A05, A06 | Sat 28 Mar | payments last, once network + storage are proven at Kestrel |

All three land before the Telmar term ends on 31 Mar, with no slack after wave 3.

## The network question — how prod keeps working while racks are split across two sites

| | **A – stretch L2 over a temporary DCI** | **B – re-IP per wave** |
|---|---|---|
| How | 10G wave between PR1 and SL3 for the migration period; VLANs extended, hosts keep their IPs | each wave moves onto new subnets at Kestrel; DNS/firewall changes per wave |
| Payments downtime | power-down / re-rack / power-up only (~20 min per rack pair with two crews) | + re-IP, firewall and Worldpay allow-list changes — hard to fit in 30 min |
| Cost | DCI install ~£2,400 + ~£1,150/month while it runs | no DCI, but far more engineering hours |
| Risk | a stretched L2 domain for 3–4 weeks | many small changes, each can fail |

I'd go with **A**: it's the only way I can see to keep A05/A06 inside 30 minutes. Which do you want, and are you happy with 14 March for wave 1?""")

# ---------------------------------------------------------------- turn 2
i_u_dci = c.user("A — but the DCI is temporary, it gets cancelled after wave 3. 14 March for wave 1 is fine. Go ahead and order the cross-connects.")
KES_ORDER = """Kestrel Colo order portal – batch order KO-2026-0311 submitted
account: HALVARD-FREIGHT (acct 880214) | site SL3 | cage K3-2207 | requested by dana.whitfield@halvard.co.uk

line | order id     | carrier / purpose            | media      | Z-end (cage K3-2207)      | NRC      | MRC     | LOA status          | target ready
1    | XC-KS-30112  | Colt – transit primary       | 10G LR SMF | 2207-03 patch panel P1/1  | £650.00  | £240.00 | LOA received (Colt)  | 09 Mar 2026
2    | XC-KS-30113  | Zayo – transit secondary     | 10G LR SMF | 2207-03 patch panel P1/2  | £650.00  | £240.00 | LOA received (Zayo)  | 11 Mar 2026
3    | XC-KS-30114  | DCI handoff (Telmar wave)    | 10G LR SMF | 2207-03 patch panel P1/3  | £650.00  | £240.00 | LOA from Telmar      | 10 Mar 2026
4    | XC-KS-30115  | Cogent – backup transit      | 1G LX SMF  | 2207-03 patch panel P1/4  | £450.00  | £195.00 | awaiting LOA         | 16 Mar 2026
5    | XC-KS-30116  | Worldpay – acquirer link A   | 1G LX SMF  | 2207-05 patch panel P2/1  | £450.00  | £210.00 | awaiting LOA         | 20 Mar 2026
6    | XC-KS-30117  | Worldpay – acquirer link B   | 1G LX SMF  | 2207-06 patch panel P2/2  | £450.00  | £210.00 | awaiting LOA         | 20 Mar 2026
7    | XC-KS-30118  | AWS Direct Connect (LON61)   | 10G LR SMF | 2207-03 patch panel P1/5  | £650.00  | £240.00 | LOA via AWS console  | 13 Mar 2026
8    | XC-KS-30119  | BT – OOB broadband           | 1G copper  | 2207-03 patch panel P3/1  | £300.00  | £95.00  | awaiting LOA         | 18 Mar 2026

batch NRC total: £4,250.00 | batch MRC total: £1,670.00
warnings:
 - W-114: LOA-CFA documents older than 30 days at install will be rejected; re-issue from carrier required.
 - W-207: Worldpay circuits are PCI in-scope; Kestrel requires the customer's named escort for the install visit."""
TEL_ORDER = """Telmar customer portal – order confirmation
order: XC-TEL-77310 | type: inter-site wavelength (DCI) 10G | A-end PR1 C-114 A03 core-sw-01 Eth1/51 | B-end Kestrel SL3 MMR-2 (LOA issued to Kestrel, ref LOA-TEL-77310)
term: monthly rolling, minimum 1 month, 30 days' notice to cease
pricing (per quote Q-TEL-8812, valid to 30 Apr 2026): NRC £2,400.00 | MRC £1,150.00
target ready: 10 Mar 2026 | status: ACCEPTED
account manager: Greg Holt <greg.holt@telmar-dc.co.uk>
note: cease requests must be raised through the portal under the order id; ceased circuits are billed to the end of the notice period."""
c.model("Ordering the DCI from Telmar and the full set of replacement cross-connects at Kestrel.", [
    ("telmar_order_create", {"account": "HALV-0093", "product": "inter-site-wavelength-10G", "a_end": "PR1/C-114/A03/core-sw-01/Eth1/51",
                              "b_end": "KESTREL-SL3/MMR-2", "quote_ref": "Q-TEL-8812", "term": "monthly-rolling",
                              "notes": "Temporary DCI for MIG-4471 rack migration. To be ceased after wave 3 (payments racks)."}, TEL_ORDER),
    ("kestrel_xconnect_order", {"account": "880214", "site": "SL3", "cage": "K3-2207", "lines": [
        {"carrier": "Colt", "media": "10G-LR-SMF", "z_end": "2207-03/P1/1"}, {"carrier": "Zayo", "media": "10G-LR-SMF", "z_end": "2207-03/P1/2"},
        {"carrier": "Telmar DCI", "media": "10G-LR-SMF", "z_end": "2207-03/P1/3", "loa": "LOA-TEL-77310"},
        {"carrier": "Cogent", "media": "1G-LX-SMF", "z_end": "2207-03/P1/4"}, {"carrier": "Worldpay", "media": "1G-LX-SMF", "z_end": "2207-05/P2/1"},
        {"carrier": "Worldpay", "media": "1G-LX-SMF", "z_end": "2207-06/P2/2"}, {"carrier": "AWS DX", "media": "10G-LR-SMF", "z_end": "2207-03/P1/5"},
        {"carrier": "BT", "media": "1G-copper", "z_end": "2207-03/P3/1"}], "reference": "MIG-4471"}, KES_ORDER),
])
c.model("""Done.

| Order | What | One-off | Monthly | Ready |
|---|---|---|---|---|
| **XC-TEL-77310** | Telmar DCI 10G (temporary, Q-TEL-8812) | £2,400 | £1,150 | 10 Mar |
| KO-2026-0311 | 8 cross-connects at Kestrel (XC-KS-30112 … 30119) | £4,250 | £1,670 | 09–20 Mar |
| **Total** | | **£6,650** | £2,820 | |

That's well inside the £18,000 one-off budget.

Things to watch:
- Zayo (XC-KS-30113) is due 11 Mar and Colt 09 Mar — both needed before wave 2, not wave 1.
- Cogent, BT and both Worldpay LOAs are still outstanding; Kestrel rejects LOAs older than 30 days, so I'll chase these rather than request them early.
- The DCI is 30 days' notice to cease — to stop paying in April we need to raise the cease the week of wave 3. I've put "cease after wave 3" in the order notes.""")

# ---------------------------------------------------------------- turn 3
c.user("Raise the change for wave 1 for the CAB. CAB sits on Tuesdays, Priya Raman chairs it. Rollback for wave 1 is simple: power back up at Telmar and re-patch through the DCI.")
CHG1 = """Change created: CHG-20931 (Normal change) | state: Assess | revision 1
title: MIG-4471 wave 1 – relocate racks A01, A02 from Telmar PR1 C-114 to Kestrel SL3 K3-2207
requested by: Dana Whitfield | change manager: Priya Raman <priya.raman@halvard.co.uk> | CAB: Tue 10 Mar 2026 14:00
planned start: Sat 14 Mar 2026 22:00 | planned end: Sun 15 Mar 2026 06:00 | outage: dev/CI and backup services for the window
CIs affected (23): dev-esx-01..05, dev-k8s-01..05, ci-runner-01..04, bk-nas-01..03, bk-media-01..03, bk-proxy-01..03
risk score: 2.4 (Low) | impact: Low | PCI scope: no
implementation plan (impl-wave1.md):
  01 20:00 CI pause (S. Okafor), backup job freeze (L. Brandt, MIG-4477)
  02 21:30 vendor on site at Telmar PR1, Halvard escort check-in
  03 22:00 graceful shutdown dev-esx-01..05 (maintenance mode, vMotion not available), dev-k8s drain
  04 22:30 shutdown bk-nas-01..03, bk-media, bk-proxy; tape library unload
  05 22:45 label check against DCIM, photograph cabling
  06 23:00 de-rack A01 and A02 into transport crates (Brightwire van, 2 crew)
  07 23:45 transit PR1 -> SL3 (approx. 40 min)
  08 00:30 rack at Kestrel 2207-01 / 2207-02 per elevation drawing EL-2207-01/02
  09 01:30 power-up on Kestrel PDUs; check dual-feed on each host
  10 02:00 network up over DCI XC-TEL-77310; VLAN 110/120 reachability
  11 02:30 service checks: vCenter, k8s API, backup catalogue
  12 03:30 resume CI and backups
  13 05:00 DCIM update (positions, power, cable ids)
  14 06:00 close window, report to CAB
rollback plan: If racks cannot be brought up at Kestrel by 04:00, return hardware to Telmar C-114 positions, power up on existing PDUs, restore patching via DCI XC-TEL-77310; backups resume from bk-nas-01.
vendor: Brightwire Networks (dispatch VD-6620, engineer: Tom Ellery)
approvers: CAB (Priya Raman), Service owner Dev Platform (S. Okafor), Service owner Backup (L. Brandt)
warnings: none"""
c.model("", [("change_request_create", {
    "type": "normal", "title": "MIG-4471 wave 1 – relocate racks A01, A02 from Telmar PR1 C-114 to Kestrel SL3 K3-2207",
    "planned_start": "2026-03-14T22:00:00Z", "planned_end": "2026-03-15T06:00:00Z", "cab_date": "2026-03-10",
    "change_manager": "priya.raman@halvard.co.uk", "risk": "low", "related": ["MIG-4471"],
    "rollback_plan": "If racks cannot be brought up at Kestrel by 04:00, return hardware to Telmar C-114 positions, power up on existing PDUs, restore patching via DCI XC-TEL-77310; backups resume from bk-nas-01.",
    "vendor_dispatch": "VD-6620"}, CHG1)])
c.model("""Raised **CHG-20931** for wave 1 — on the CAB agenda for **Tue 10 Mar**, Priya Raman as change manager.

- Window: Sat 14 Mar 22:00 → Sun 15 Mar 06:00, risk Low, not in PCI scope.
- Rollback as you described, with a trigger: if A01/A02 aren't up at Kestrel by 04:00 we go back to Telmar and re-patch over the DCI.
- Brightwire's dispatch VD-6620 (engineer Tom Ellery) is linked to the change.""")

# ---------------------------------------------------------------- turn 4: power side question
def pdu_block(rack, pdu, failed=False):
    lines = [f"--- {rack} {pdu}  model AP8941 (0U, 3ph-capable, configured 1ph 32A)  fw 7.0.6  "
             f"serial {'ZA1922004417' if failed else 'ZA19'+str(R.randint(10000000,99999999))}"]
    if failed:
        lines.append("    status: ALARM  | bank 1: OK  | bank 2: FAULT (breaker/relay board) since 2026-02-27 03:12 | input: 0.0 A on L1 bank 2")
    else:
        lines.append("    status: OK | bank 1: OK | bank 2: OK")
    lines.append("    outlet | load A | device")
    for o in range(1, 25):
        if failed and o > 12:
            amp = 0.0
        else:
            amp = round(R.uniform(0.0, 1.6) * (1.3 if rack == "A06" else 1.0), 2)
        dev = R.choice(hostnames[rack]) if amp > 0.2 else "-"
        lines.append(f"    {o:>6} | {amp:>5.2f} | {dev}")
    return lines

pdu_lines = ["PDU telemetry: site=PR1 cage=C-114 racks=A05,A06 period=last 30 days (5-min samples)", ""]
pdu_lines += pdu_block("A05", "PDU-A")
pdu_lines += pdu_block("A05", "PDU-B", failed=True)
pdu_lines += pdu_block("A06", "PDU-A")
pdu_lines += pdu_block("A06", "PDU-B")
pdu_lines += ["",
              "Summary (30 days)          | A05            | A06",
              "avg draw                   | 4.1 kW         | 5.6 kW",
              "peak draw (5-min)          | 5.2 kW         | 6.4 kW (2026-02-28 01:05, month-end batch)",
              "feeds healthy              | 1 of 2 (A only) | 2 of 2",
              "redundancy                 | NONE – all dual-PSU hosts on PDU-A | N+N",
              "",
              "Event log (A05/A06):"]
for d in range(14, 29):
    for _ in range(7):
        pdu_lines.append(f"2026-02-{d} {R.randint(0,23):02d}:{R.randint(0,59):02d}:{R.randint(10,59):02d}  A0{R.choice([5,6])}  "
                         + R.choice(["outlet load above warn threshold", "PSU redundancy lost on host", "SNMP trap: input current",
                                     "bank load rebalanced", "temperature probe 27.4C"]))
pdu_lines.append("2026-02-27 03:12:44  A05  PDU-B bank 2 FAULT – relay board self-test failed; outlets 13-24 de-energised")
pdu_lines.append("2026-02-27 03:12:51  A05  PSU redundancy lost: pay-app-01, pay-db-01, pay-db-02, hsm-01, pay-app-02")
pdu_lines.append("2026-03-01 10:40:02  A05  PDU-B still in FAULT – ticket TEL-RH-55102 closed by Telmar: 'customer-owned PDU, not serviceable by remote hands'")
PDU = "\n".join(pdu_lines)

c.user("Side question: what do A05 and A06 actually draw? Kestrel gives us 2 × 32 A single-phase per rack — will that take the payments racks?")
c.model("", [("pdu_status", {"site": "PR1", "cage": "C-114", "racks": ["A05", "A06"], "period": "30d", "include": ["outlets", "events"]}, PDU)])
c.model("""Short answer: **A05 fits, A06 doesn't — and A05 has a problem of its own.**

### Power vs Kestrel's 2 × 32 A single-phase
A 32 A single-phase feed is 7.4 kW nameplate; at Kestrel's 80 % continuous-load rule that's **5.9 kW** usable per rack (each feed has to be able to carry the whole rack if the other fails).

| Rack | avg | 30-day peak | vs 5.9 kW usable |
|---|---|---|---|
| A05 | 4.1 kW | 5.2 kW | OK, ~0.7 kW headroom |
| A06 | 5.6 kW | **6.4 kW** (month-end batch) | **over by 0.5 kW** at peak |

### A05 is running on one feed
**A05-B** (the APC AP8941 on feed B, serial ZA1922004417) has had bank 2 in FAULT since **27 Feb 03:12** — outlets 13–24 are dead, so every dual-PSU host in A05 (pay-app-01/02, pay-db-01/02, hsm-01) is on PDU-A only. Telmar closed their remote-hands ticket TEL-RH-55102 because the PDU is ours. Right now a single feed failure takes payments down.

### Options
1. **Replace the A05-B PDU** (same model, AP8941) — ideally now, or at the latest at Kestrel during wave 3.
2. **Ask Kestrel for 3-phase 16 A on 2207-05 and 2207-06** (~11 kW per feed) — solves A06's peak and leaves room to grow. Typically a quote + electrician slot, 2–4 weeks.
3. Move pay-batch-01 out of A06 to bring the peak under 5.9 kW — cheaper, but it puts batch onto A05, which is the rack with no redundancy.

I'd do 1 and 2. Want me to raise them?""")

# ---------------------------------------------------------------- turn 5
c.user("Order the replacement PDU — same model, AP8941 — and have it shipped to Kestrel, not Telmar; we'll fit it at the destination. And ask Kestrel to quote the power upgrade on 2207-05 and 2207-06.")
PO = """Procurement – purchase order created
PO-118204 | supplier: Comstor UK (vendor 40031) | status: Approved (auto, under £2,500 threshold)
line 1: APC AP8941 Rack PDU 2G, Switched, ZeroU, 32A/230V, 21 x C13 & 3 x C19 | qty 1 | £1,486.00
line 2: APC AP8941 next-day delivery surcharge | qty 1 | £35.00
total ex VAT: £1,521.00 | cost centre: CC-4410 Infrastructure | project: MIG-4471
deliver to: Kestrel Colo SL3, Goods-In, 3 Bath Road, Slough SL1 3UA — attn: Halvard Freight, cage K3-2207 (Kestrel goods-in holds up to 14 days)
expected delivery: Mon 16 Mar 2026"""
KES_T = """Kestrel service desk – ticket created
KES-558812 | type: Power change quote | priority: P3 | status: New | cage K3-2207 | account 880214
request: Upgrade racks 2207-05 and 2207-06 from 2 x 32A single-phase to 2 x 16A three-phase (A+B) feeds.
auto-reply: Power change requests are quoted within 5 working days. Installation requires a scheduled electrician visit; lead time is typically 2-3 weeks from quote acceptance."""
c.model("", [
    ("procurement_order_create", {"supplier": "Comstor UK", "items": [{"sku": "AP8941", "qty": 1}], "cost_centre": "CC-4410", "project": "MIG-4471",
                                  "ship_to": "Kestrel Colo SL3 Goods-In, attn Halvard Freight cage K3-2207", "delivery": "next-day",
                                  "justification": "Replaces failed A05-B PDU (serial ZA1922004417, bank 2 fault since 27 Feb); to be fitted at Kestrel in rack 2207-05."}, PO),
    ("kestrel_ticket_create", {"account": "880214", "cage": "K3-2207", "type": "power_change_quote",
                               "description": "Please quote upgrading racks 2207-05 and 2207-06 from 2 x 32A single-phase to 2 x 16A three-phase (A+B) feeds. Payments racks, peak 6.4 kW today. Needed before our wave 3 move (target 28 Mar).",
                               "reference": "MIG-4471"}, KES_T),
])
c.model("""Done.

- **PO-118204** — 1 × APC AP8941, £1,521 ex VAT, shipping to Kestrel SL3 goods-in for cage K3-2207, expected **Mon 16 Mar**. Goods-in holds it for 14 days, so it will still be there for wave 3.
- **KES-558812** — quote request for 3-phase 16 A on 2207-05 and 2207-06. Kestrel quote within 5 working days; install is 2–3 weeks after we accept.

Until the new PDU is in, A05 has no feed redundancy. That's worth mentioning to the CAB.""")

# ---------------------------------------------------------------- turn 6: inbox
MAIL = f"""mail_search: folder=INBOX query="Kestrel OR Brightwire OR CHG-20931" since=2026-03-05 | 5 results

[1] From: Kestrel Provisioning <provisioning@kestrelcolo.co.uk>
    Date: Mon 9 Mar 2026 16:22
    Subject: RE: KO-2026-0311 / XC-KS-30113 – LOA rejected
    Hi Dana,
    XC-KS-30112 (Colt) was completed today and passed light-level test (-3.1 dBm Rx).
    XC-KS-30113 (Zayo): the LOA-CFA supplied was issued on 3 Feb and is now more than 30 days old, so our
    install team could not accept it. Zayo have been asked for a fresh LOA. New target ready date: 18 Mar 2026
    (was 11 Mar 2026). Everything else in KO-2026-0311 is unchanged.
    Regards, Hannah Iqbal – Kestrel Provisioning

[2] From: Marta Silva <marta.silva@brightwire.net>
    Date: Tue 10 Mar 2026 08:05
    Subject: VD-6620 – engineer change for Halvard wave 1
    Hello Dana,
    Unfortunately Tom Ellery has been reassigned to an emergency at another customer and won't be available
    for your migration. Marek Nowak will replace him as lead engineer for VD-6620 for all three waves. Marek
    has done two Kestrel SL3 moves for us this year. Could you add him to the access lists at both Telmar PR1
    and Kestrel SL3? Please remove Tom — his site passes should not stay active.
    Kind regards, Marta Silva – Service Delivery, Brightwire Networks

[3] From: Priya Raman <priya.raman@halvard.co.uk>
    Date: Tue 10 Mar 2026 15:41
    Subject: CAB outcome – CHG-20931
    Dana, CHG-20931 approved at today's CAB, with two conditions:
      1) the rollback decision must be made no later than 03:00 — if A01/A02 aren't passing checks by then,
         start rolling back;
      2) the named vendor engineer must be on both sites' access lists 48h before the window.
    Priya

[4] From: Kestrel Service Desk <servicedesk@kestrelcolo.co.uk>
    Date: Tue 10 Mar 2026 17:02
    Subject: KES-558812 – acknowledged
    Your request has been assigned to our power team (engineer: R. Achebe). Quote to follow.

[5] From: Telmar Billing <billing@telmar-dc.co.uk>
    Date: Wed 11 Mar 2026 09:10
    Subject: Your February invoice INV-TEL-260233
    Please find attached invoice INV-TEL-260233 for £{R.randint(9000,9999)}.{R.randint(10,99)} (February recurring charges, cage C-114).
    Payment terms 30 days.
""" + "\n".join(
    f"""
[{6 + k}] From: {frm}
    Date: {dt}
    Subject: {subj}
    {body}""" for k, (frm, dt, subj, body) in enumerate([
        ("Kestrel Colo Events <events@kestrelcolo.co.uk>", "Thu 5 Mar 2026 10:00", "SL3 planned maintenance – chiller plant, 19 Mar",
         "Planned maintenance on chiller CH-3 at SL3, Thu 19 Mar 01:00–05:00. No impact expected; N+1 cooling maintained. Halls 2 and 3."),
        ("Jonas Mbeki <j.mbeki@halvard.co.uk>", "Thu 5 Mar 2026 14:12", "Re: core-sw config backups",
         "Backups of core-sw-01/02 and agg-sw-01/02 are in the config repo (tag pre-mig-2026-03). I'd like to see the wave 2 rollback before it goes to CAB."),
        ("Atlassian <noreply@halvard.atlassian.net>", "Fri 6 Mar 2026 09:30", "[MIG-4471] 3 updates",
         "Sam Okafor commented: dev-k8s cluster can tolerate the wave 1 outage; CI will be paused Sat 20:00.\n    Lena Brandt changed status of sub-task MIG-4477 (backup job freeze) to In Progress."),
        ("Zayo Order Desk <orders@zayo.example>", "Mon 9 Mar 2026 18:40", "LOA request ZY-LOA-558201 received",
         "We have received a request for a new LOA-CFA for circuit IDX/ZY/10G/992301 at Kestrel SL3. Typical turnaround 2–3 working days."),
        ("Alicja Lindqvist <a.lindqvist@halvard.co.uk>", "Tue 10 Mar 2026 11:05", "NetApp firmware before the move?",
         "ONTAP is on 9.13.1P6; NetApp recommends P8 before any physical relocation. I'll schedule it for 19 Mar unless you object."),
        ("Halvard IT Finance <itfinance@halvard.co.uk>", "Wed 11 Mar 2026 08:15", "Q1 capex accruals",
         "Reminder: anything not invoiced by 20 Mar lands in the next period. Please flag large migration costs to Finance in advance."),
    ]))
c.user("Check my inbox — I think Kestrel and Brightwire came back to us.")
i_mail = c.model("", [("mail_search", {"folder": "INBOX", "query": "Kestrel OR Brightwire OR CHG-20931", "since": "2026-03-05"}, MAIL)])
i_mail_tool = i_mail + 1
c.model("""Four things came in:

| From | What | Impact |
|---|---|---|
| Kestrel provisioning | Colt **XC-KS-30112 done** (‑3.1 dBm). Zayo **XC-KS-30113 slipped to 18 Mar** — the LOA was over 30 days old | Not needed for wave 1; still before wave 2 |
| Brightwire (Marta Silva) | **Tom Ellery is off the job; Marek Nowak** leads VD-6620 for all three waves | Access lists at both sites need changing |
| Priya Raman | **CHG-20931 approved**, conditions: rollback decision by **03:00**, vendor engineer on both access lists **48 h before** the window | The Marek change has to be done by Thu 12 Mar 22:00 |
| Kestrel service desk | KES-558812 assigned to the power team (R. Achebe), quote to follow | — |

Plus the February Telmar invoice, nothing to do there.

The access list is the urgent one, because of Priya's 48-hour condition. Do you have Marek's mobile number for the site passes?""")

# ---------------------------------------------------------------- turn 7: Marek
c.user("Put Marek on the Kestrel and Telmar access lists and take Tom off. His mobile is 07700 900418.")
VD = """Vendor dispatch portal – VD-6620 updated (revision 4)
vendor: Brightwire Networks | customer: Halvard Freight | project: MIG-4471
lead engineer: was "Tom Ellery (+44 7700 900133)" -> now "Marek Nowak (+44 7700 900418)"
access list sync:
  Telmar PR1 (cage C-114): ADDED Marek Nowak, photo-ID on arrival, valid 12 Mar – 30 Apr 2026 | REMOVED Tom Ellery (pass TEL-P-88127 revoked)
  Kestrel SL3 (cage K3-2207): ADDED Marek Nowak, valid 12 Mar – 30 Apr 2026, escort not required (non-PCI racks) | REMOVED Tom Ellery
  warning: Kestrel requires a Halvard named escort for PCI in-scope racks (2207-05, 2207-06) regardless of vendor access
linked changes: CHG-20931 (vendor field updated)"""
c.model("", [("vendor_dispatch_update", {"dispatch_id": "VD-6620", "lead_engineer": {"name": "Marek Nowak", "mobile": "+44 7700 900418", "company": "Brightwire Networks"},
                                         "remove_engineers": ["Tom Ellery"], "sync_access_lists": ["TELMAR-PR1/C-114", "KESTREL-SL3/K3-2207"],
                                         "valid_from": "2026-03-12", "valid_to": "2026-04-30", "reason": "Brightwire reassigned Tom Ellery; Marek Nowak leads all three waves (Marta Silva e-mail 10 Mar)."}, VD)])
c.model("""Done — **VD-6620 rev 4**: Marek Nowak (07700 900418) is lead engineer and on both access lists from 12 Mar to 30 Apr; Tom Ellery's passes are revoked at both sites. CHG-20931 now shows Marek as the vendor engineer, so Priya's 48-hour condition is covered.

One thing for wave 3: Kestrel still wants **a Halvard escort** for 2207-05/06 (PCI), whoever the vendor engineer is.""")

# ---------------------------------------------------------------- turn 8: date shift
i_shift = c.user("Change of plan — finance wants wave 1 pushed a week, to 21 March, so the move costs land in the next period. Shift everything by a week.")
c.model("""Moving everything by a week gives:

| Wave | Racks | Was | Now |
|---|---|---|---|
| 1 | A01, A02 | 14 Mar | **21 Mar** |
| 2 | A03, A04 | 21 Mar | **28 Mar** |
| 3 | A05, A06 | 28 Mar | **4 Apr** |

**Problem:** wave 3 then falls after Telmar's contract ends on **31 Mar**. Two ways out:

| | Option 1 – squeeze | Option 2 – slip wave 3 |
|---|---|---|
| Plan | waves 2 and 3 together on 28 Mar | wave 3 on 4 Apr, Telmar month-to-month extension for April |
| Risk | network, storage **and** payments in one night, with the 30-min budget for payments | one more weekend, less risk |
| Cost | no extra rent | ~1 month of C-114 rent, plus another month of DCI |
| Crew | two Brightwire crews needed | same crew as now |

I'd go with option 2 — putting payments on the same night as the core switches is exactly the risk the wave plan is meant to avoid. Which one?""")
i_opt2 = c.user("The second one. Payments has to be done by 11 April at the latest though — that's the hard date from the PCI auditors.")
CHG_UPD = """Change CHG-20931 updated – revision 3 (re-approval not required: date change < 14 days, CAB delegated to change manager)
planned start: was 2026-03-14 22:00 -> now 2026-03-21 22:00
planned end:   was 2026-03-15 06:00 -> now 2026-03-22 06:00
work notes added: "Rescheduled at Finance request (period alignment). Waves 2/3 now 28 Mar / 4 Apr (separate changes to follow)."
notifications sent: priya.raman@halvard.co.uk, s.okafor@halvard.co.uk, l.brandt@halvard.co.uk, dispatch VD-6620 (Brightwire)
vendor dispatch VD-6620: visit 1 moved to 21 Mar 2026 21:30 (revision 5)"""
TEL_EXT = """Telmar customer service – request TEL-CS-20417 created
type: contract term extension | contract TEL-MSA-2291 | cage C-114
requested: extend term end from 31 Mar 2026 to 30 Apr 2026 on month-to-month basis
status: Accepted – extension effective, pro-rata billing at current MRC (£7,940.00/month cage + power); 30 days' notice not required for exit at 30 Apr
note: DCI order XC-TEL-77310 is unaffected by the cage extension."""
c.model("", [
    ("change_request_update", {"change_id": "CHG-20931", "planned_start": "2026-03-21T22:00:00Z", "planned_end": "2026-03-22T06:00:00Z",
                               "work_note": "Rescheduled at Finance request (period alignment). Waves 2/3 now 28 Mar / 4 Apr (separate changes to follow).",
                               "notify": ["change_manager", "approvers", "vendor_dispatch"]}, CHG_UPD),
    ("telmar_request_create", {"account": "HALV-0093", "type": "term_extension", "contract": "TEL-MSA-2291", "new_end": "2026-04-30",
                               "notes": "Rack migration MIG-4471 wave 3 (payments) now 4 Apr 2026; need C-114 until exit. PCI hard date 11 Apr."}, TEL_EXT),
])
c.model("""Done.

- **CHG-20931** rev 3: wave 1 is now **Sat 21 Mar 22:00 → Sun 22 Mar 06:00**. No re-approval needed, as the change manager holds delegated authority for date moves. Brightwire's visit moved with it.
- **TEL-CS-20417**: Telmar accepted a month-to-month extension of C-114 to **30 Apr** (£7,940/month pro-rata).
- Wave 2 → **28 Mar**, wave 3 → **4 Apr**. That leaves one spare weekend before the PCI hard date of **11 April**, and only one. If wave 3 slips, there's nothing after it.

Waves 2 and 3 will need their own change records. I'll raise them once the wave 2 rollback plan is written.""")

# ---------------------------------------------------------------- turn 9: rollback plan
c.user("Write the rollback plan for wave 2 properly — the core switches in A03 and the NetApp in A04 are the risky part.")
RB1 = """# MIG-4471 – Wave 2 rollback plan (A03 core network, A04 storage)

Window: Sat 28 Mar 2026 22:00 – Sun 29 Mar 06:00 | Change: (to be raised) | Vendor: Brightwire VD-6620 (Marek Nowak)

## Preconditions (checked at 21:30, abort if any fail)
- Colt XC-KS-30112 and Zayo XC-KS-30113 up at Kestrel with BGP sessions established on the temporary peering
- DCI XC-TEL-77310 carrying the stretched VLANs (VLAN 110, 120, 210, 220, 310) with < 2 ms RTT
- Last NetApp SnapMirror to the DR copy < 30 min old; config backups of core-sw-01/02, agg-sw-01/02, fw-01/02 taken
- Both Worldpay links remain at Telmar for this wave (payments racks still at PR1)

## Sequence
1. 22:00 – drain transit to Telmar Colt/Zayo only; freeze firewall config
2. 22:20 – shut down storage in order (SVMs, then HA pair, then shelves)
3. 22:45 – de-rack A04, then A03 secondary switches (core-sw-02, agg-sw-02, fw-02); primaries stay at Telmar and carry traffic
4. 00:15 – A04 and A03-secondary racked and powered at Kestrel 2207-03/04; shelves cabled per cabling sheet CS-2207-04
5. 01:00 – storage HA pair boot, takeover/giveback test, SnapMirror resync check
6. **Go/no-go: 02:30** – storage serving NFS/iSCSI to the ESXi hosts over the DCI, and core-sw-02 forwarding
7. 02:30 – 04:30 – move A03 primaries, fail over the firewall pair, move transit to Kestrel Colt/Zayo
8. 05:30 – checks complete, hand back to service owners

## Rollback triggers (any one)
- storage HA pair not serving data by go/no-go
- SnapMirror relationship broken or more than one disk failed in transit
- DCI packet loss > 0.1 % sustained 10 min, or stretched-VLAN MAC flapping
- core-sw-02 or fw-02 not forwarding at Kestrel by go/no-go

## Rollback procedure
R1. Stop the move: primaries (core-sw-01, agg-sw-01, fw-01) are still at Telmar, so keep traffic there
R2. Power down storage at Kestrel; re-rack A04 at Telmar C-114 (positions unchanged, labels kept on rails)
R3. Boot storage at Telmar; verify SVMs; if data is unreadable → invoke DR: break SnapMirror, promote the DR copy (RPO ≤ 30 min)
R4. Return core-sw-02/agg-sw-02/fw-02 to A03 at Telmar, restore saved configs, re-establish the HA pairs
R5. Must be back in service by 06:00; incident bridge opened by the change manager; comms to #ops-status every 30 min

## Contacts
Change manager: Priya Raman | Vendor lead: Marek Nowak 07700 900418 | Kestrel NOC: +44 1753 000 411 | Telmar NOC: +44 20 0000 7720
NetApp support case pre-opened: (open on the Friday before)"""
RB_OUT1 = """Runbook store – saved
path: runbooks/MIG-4471/wave2-rollback.md | revision 1 | 4,912 bytes | author: ops-assistant on behalf of dana.whitfield
linked: MIG-4471 | reviewers requested: none
lint: OK (8 headings, 1 table-free document)"""
c.model("""Here's the plan. I've saved it to the runbook store so it can be attached to the wave 2 change. The two design choices that matter:

1. **Split A03.** The secondaries (core-sw-02, agg-sw-02, fw-02) move first and the primaries stay at Telmar carrying traffic, so a rollback up to the go/no-go point never touches a live path.
2. **Storage moves before the go/no-go**, because it is the part most likely to fail and also the part that takes longest to put back.""",
        [("runbook_update", {"path": "runbooks/MIG-4471/wave2-rollback.md", "content": RB1, "message": "Wave 2 rollback plan, first draft"}, RB_OUT1)])
c.model("""Saved as `runbooks/MIG-4471/wave2-rollback.md` rev 1. Key points:

- **Go/no-go at 02:30**: storage has to be serving over the DCI and core-sw-02 has to be forwarding at Kestrel, otherwise we roll back.
- Rollback has to be complete by **06:00**. If the NetApp data turns out unreadable, the fallback is the DR copy (RPO ≤ 30 min).
- Worldpay stays at Telmar in wave 2, so payments are not touched.

Want any changes before it goes into the change record?""")

# ---------------------------------------------------------------- turn 10: correction
i_gng = c.user("Go/no-go at 01:30, not 02:30 — re-racking the NetApp back at Telmar takes longer than you've allowed, Marek reckons 3 hours for the shelves alone.")
RB_OUT2 = """Runbook store – saved
path: runbooks/MIG-4471/wave2-rollback.md | revision 2 (was revision 1)
diff:
- 6. **Go/no-go: 02:30** – storage serving NFS/iSCSI to the ESXi hosts over the DCI, and core-sw-02 forwarding
+ 6. **Go/no-go: 01:30** – storage serving NFS/iSCSI to the ESXi hosts over the DCI, and core-sw-02 forwarding
- 7. 02:30 – 04:30 – move A03 primaries, fail over the firewall pair, move transit to Kestrel Colt/Zayo
+ 7. 01:30 – 04:00 – move A03 primaries, fail over the firewall pair, move transit to Kestrel Colt/Zayo
- 5. 01:00 – storage HA pair boot, takeover/giveback test, SnapMirror resync check
+ 5. 00:45 – storage HA pair boot, takeover/giveback test (SnapMirror resync check moved after go/no-go)
+ R2a. Allow 3 h for shelf re-rack and re-cabling at Telmar (Brightwire estimate, M. Nowak)
lint: OK"""
c.model("", [("runbook_update", {"path": "runbooks/MIG-4471/wave2-rollback.md", "base_revision": 1,
                                 "edits": [{"step": "6", "set": "Go/no-go: 01:30"}, {"step": "7", "set": "01:30 – 04:00"},
                                           {"step": "5", "set": "00:45 – storage HA pair boot, takeover/giveback test (SnapMirror resync check moved after go/no-go)"},
                                           {"insert_after": "R2", "text": "R2a. Allow 3 h for shelf re-rack and re-cabling at Telmar (Brightwire estimate, M. Nowak)"}],
                                 "message": "Go/no-go moved to 01:30 per Dana/Marek: shelf re-rack takes ~3h"}, RB_OUT2)])
c.model("""Done — rev 2. **Go/no-go is now 01:30.** That leaves 4.5 h until 06:00 for a full rollback, including Marek's 3 h for the shelves. To make room, storage boots at 00:45 and the SnapMirror resync check moves to after the decision. It isn't a rollback trigger anyway.""")

# ---------------------------------------------------------------- turn 11: Priya's comment
c.user("Priya left a comment on the change, can you have a look?")
CHG_GET = """CHG-20931 | state: Scheduled | revision 4 | planned 2026-03-21 22:00 – 2026-03-22 06:00
approvals: CAB 10 Mar (conditional) ✔ | S. Okafor ✔ | L. Brandt ✔
conditions: (1) rollback decision no later than 03:00 (2) vendor engineer on both access lists 48h before ✔ satisfied 12 Mar
comments:
  [2026-03-12 09:20] Priya Raman: Date move to 21 Mar noted and accepted under delegation.
  [2026-03-13 11:02] Priya Raman: Two things for the remaining waves. (a) Wave 2 must be raised as its own
      Normal change, not as a variation of this one — network and storage have different service owners and
      the CAB wants to see the rollback plan attached. Next CAB with space is Tue 24 Mar. (b) For wave 3:
      the failed PDU in A05 must be replaced and tested before wave 3 will be approved — I'm not approving a
      payments move onto a rack with no feed redundancy.
  [2026-03-13 11:05] Priya Raman: Dana – please add Kestrel's escort arrangements for the PCI racks to the wave 3 change."""
c.model("", [("change_request_get", {"change_id": "CHG-20931", "include": ["comments", "approvals", "conditions"]}, CHG_GET)])
CHG2 = """Change created: CHG-20958 (Normal change) | state: Assess | revision 1
title: MIG-4471 wave 2 – relocate A03 (core network) and A04 (NetApp storage) to Kestrel SL3 K3-2207
planned start: Sat 28 Mar 2026 22:00 | planned end: Sun 29 Mar 2026 06:00 | CAB: Tue 24 Mar 2026 14:00
change manager: Priya Raman | approvers: CAB, Network service owner (J. Mbeki), Storage service owner (A. Lindqvist)
risk score: 4.1 (High) | PCI scope: connected (firewalls) | attachments: runbooks/MIG-4471/wave2-rollback.md@rev2
go/no-go: 01:30 | vendor: VD-6620 (Marek Nowak)
warnings: W-31 High-risk change requires service owners' approval before CAB; W-44 DR test evidence older than 90 days (last DR test 2025-11-18)"""
c.model("""Priya's comment has two asks:

1. **Wave 2 as its own change**: next CAB slot is **Tue 24 Mar**, and she wants the rollback plan attached.
2. **Wave 3 is blocked until the A05 PDU is replaced *and tested*.** That means fitting the new AP8941 at Kestrel as part of wave 3 is no longer acceptable. It has to be in 2207-05 and tested before the wave 3 CAB.

She also wants Kestrel's PCI escort arrangements in the wave 3 change. I'm raising wave 2 now with rollback rev 2 attached.""",
        [("change_request_create", {"type": "normal", "title": "MIG-4471 wave 2 – relocate A03 (core network) and A04 (NetApp storage) to Kestrel SL3 K3-2207",
                                    "planned_start": "2026-03-28T22:00:00Z", "planned_end": "2026-03-29T06:00:00Z", "cab_date": "2026-03-24",
                                    "change_manager": "priya.raman@halvard.co.uk", "risk": "high", "related": ["MIG-4471", "CHG-20931"],
                                    "attachments": ["runbooks/MIG-4471/wave2-rollback.md@rev2"], "go_no_go": "01:30", "vendor_dispatch": "VD-6620"}, CHG2)])
c.model("""Raised **CHG-20958** for wave 2: Sat 28 Mar 22:00–06:00, on the **24 Mar CAB**, risk High, rollback rev 2 attached, go/no-go 01:30.

Two warnings to clear before the CAB:
- **W-31**: J. Mbeki (network) and A. Lindqvist (storage) have to approve before the CAB.
- **W-44**: the last DR test was 18 Nov 2025, over 90 days ago. Our rollback relies on the DR copy as a last resort, so the CAB may ask about it.

On the PDU: the new one should be at Kestrel goods-in on Mon 16 Mar. Someone can fit and test it in the empty 2207-05 then, well before wave 3.""")

# ---------------------------------------------------------------- turn 12: status check
c.user("Where are we with the Zayo cross-connect and the power quote? And did the PDU turn up?")
def xc_status():
    rows = [("XC-KS-30112", "Colt", "Completed 09 Mar", "-3.1 dBm", "handed over"),
            ("XC-KS-30113", "Zayo", "Completed 17 Mar", "-2.8 dBm", "installed and tested 17 Mar (LOA re-issued 12 Mar)"),
            ("XC-KS-30114", "Telmar DCI", "Completed 10 Mar", "-4.0 dBm", "carrying VLANs 110/120/210/220/310"),
            ("XC-KS-30115", "Cogent", "Completed 16 Mar", "-9.6 dBm", "handed over"),
            ("XC-KS-30116", "Worldpay A", "Scheduled 20 Mar", "n/a", "escort required (PCI)"),
            ("XC-KS-30117", "Worldpay B", "Scheduled 20 Mar", "n/a", "escort required (PCI)"),
            ("XC-KS-30118", "AWS DX", "Completed 13 Mar", "-3.5 dBm", "LOA via console; BGP not yet configured"),
            ("XC-KS-30119", "BT OOB", "Awaiting LOA", "n/a", "BT LOA requested 12 Mar")]
    out = ["Kestrel order KO-2026-0311 – line status (as of 2026-03-18 08:00)",
           "order id     | carrier     | state              | Rx light | notes"]
    for r in rows:
        out.append(f"{r[0]:<12} | {r[1]:<11} | {r[2]:<18} | {r[3]:<8} | {r[4]}")
    out.append("")
    out.append("Kestrel goods-in log (cage K3-2207):")
    out.append("2026-03-16 10:41  consignment DPD 1550 2231 8841 (1 box, 9.2 kg) from Comstor UK, ref PO-118204 – received, stored bay GI-07, customer notified")
    for _ in range(5):
        out.append(f"2026-03-1{R.randint(0,7)} {R.randint(8,17):02d}:{R.randint(0,59):02d}  cage access: {R.choice(['Marek Nowak (Brightwire)', 'Kestrel RH tech J. Pike', 'Kestrel RH tech S. Dunn'])} – {R.choice(['cable survey', 'patch panel P1 install', 'light-level test', 'rack 2207-03 blanking plates'])}")
    return "\n".join(out)
KES_GET = """KES-558812 | Power change quote | status: Quoted (awaiting customer acceptance) | engineer: R. Achebe
quote QK-30391 (valid 30 days):
  scope: racks 2207-05, 2207-06 – replace 2 x 32A 1ph feeds with 2 x 16A 3ph (A+B) per rack; new IEC 60309 5-pin commando sockets
  one-off install: £1,240.00 (both racks)
  recurring power uplift: £310.00 per rack per month (from 11 kW committed per rack)
  earliest install slot: Thu 2 Apr 2026 (electrician visit, 09:00-13:00, racks must be empty or powered off)
  note: customer PDUs must be 3-phase capable (AP8941 supports 3ph when re-corded with the 5-pin input lead)"""
OPEN_T = "Open tickets on account 880214:\n" + "\n".join(
    f"KES-55{R.randint(7000, 8999)} | {t} | {st}" for t, st in [
        ("Remote hands – cable survey 2207-03", "Closed 11 Mar"), ("Access – add Marek Nowak", "Closed 12 Mar"),
        ("Goods-in notification – PO-118204", "Closed 16 Mar"), ("Escort booking – Worldpay install 20 Mar", "Scheduled"),
        ("Rack 2207-04 blanking and brush strips", "In progress"), ("Cage K3-2207 CCTV review request (routine)", "Closed 06 Mar")])
TEL_BILL = """Telmar customer portal – order XC-TEL-77310 (inter-site wavelength 10G)
status: Active since 10 Mar 2026
billing revision 2026-03-17 (pricing review – inter-site wavelength products):
  MRC: was £1,150.00 -> now £1,420.00, effective from 1 Apr 2026
  NRC: £2,400.00 (unchanged, billed)
reason: "annual price review of inter-site wavelength products"
quote reference on order: Q-TEL-8812"""
c.model("", [
    ("kestrel_account_overview", {"account": "880214", "cage": "K3-2207", "include": ["orders:KO-2026-0311", "tickets:KES-558812", "goods_in", "tickets:open"]},
     xc_status() + "\n\n" + KES_GET + "\n\n" + OPEN_T),
    ("telmar_order_get", {"order_id": "XC-TEL-77310", "include": ["billing"]}, TEL_BILL),
])
i_status = c.last()
c.model("""## Status

| Item | State |
|---|---|
| Zayo **XC-KS-30113** | **Installed and tested 17 Mar** (‑2.8 dBm), a day ahead of the revised 18 Mar date |
| Colt / Cogent / AWS DX / DCI | done (AWS BGP not configured yet; it's in the wave 2 plan) |
| Worldpay A/B | scheduled **20 Mar**, Kestrel wants our escort (PCI) |
| BT OOB (XC-KS-30119) | still waiting for BT's LOA, requested 12 Mar |
| **PDU PO-118204** | delivered to Kestrel goods-in **16 Mar**, bay GI-07 |
| Power quote **QK-30391** | £1,240 one-off for both racks + **£310 per rack per month**; earliest install **Thu 2 Apr** |

### One thing you didn't ask about
Telmar changed the DCI price: **XC-TEL-77310 goes from £1,150 to £1,420 a month from 1 Apr** ("annual price review"). The order was placed against Q-TEL-8812, which quoted £1,150 and is valid to 30 Apr. Now that wave 3 has moved to 4 Apr, we'll be paying for the DCI into April, so this affects us.

### Budget (one-off)
£4,250 cross-connects + £2,400 DCI + £1,521 PDU + £1,240 power = **£9,411** of £18,000.

The power install on 2 Apr is two days before wave 3 — tight, but workable. Shall I accept QK-30391?""")

# ---------------------------------------------------------------- turn 13
c.user("Approve the power quote. And push back on the DCI increase — email Greg Holt, Telmar's account manager, and point him at Q-TEL-8812.")
KES_ACC = """KES-558812 updated – status: Accepted -> Scheduled
quote QK-30391 accepted by dana.whitfield@halvard.co.uk | customer PO: PO-118377 raised against QK-30391 (£1,240.00 one-off; £620.00/month recurring)
install booked: Thu 2 Apr 2026 09:00-13:00, electrician R. Achebe, racks 2207-05/2207-06 (currently empty – OK)
reminder: provide two 5-pin 16A 3ph input leads for AP8941 PDUs (not included in quote)"""
MAIL_OUT = """E-mail sent
message-id: <20260318.101522.77310@halvard.co.uk>
to: greg.holt@telmar-dc.co.uk | cc: dana.whitfield@halvard.co.uk | subject: XC-TEL-77310 – price change vs quote Q-TEL-8812
status: delivered 10:15:24"""
c.model("", [
    ("kestrel_ticket_update", {"ticket_id": "KES-558812", "action": "accept_quote", "quote_id": "QK-30391", "raise_po": True, "cost_centre": "CC-4410",
                               "install_slot": "2026-04-02T09:00:00Z", "note": "Accepted. Install must complete before our wave 3 move on Sat 4 Apr."}, KES_ACC),
    ("email_send", {"to": ["greg.holt@telmar-dc.co.uk"], "cc": ["dana.whitfield@halvard.co.uk"], "subject": "XC-TEL-77310 – price change vs quote Q-TEL-8812",
                    "body": "Hi Greg,\n\nWe've had a billing revision on XC-TEL-77310 raising the MRC from £1,150 to £1,420 from 1 April. The order was placed on 2 March against your quote Q-TEL-8812, which quotes £1,150/month and is valid to 30 April 2026. The circuit is a temporary migration link that we expect to cease in April.\n\nCould you confirm the order will be billed at the quoted £1,150 for its remaining life? Happy to jump on a call.\n\nThanks,\nDana Whitfield\nInfrastructure Lead, Halvard Freight"}, MAIL_OUT),
])
c.model("""Done.

- **QK-30391 accepted**, PO-118377 raised (£1,240 one-off + £620/month for both racks). Electrician booked **Thu 2 Apr 09:00–13:00**. Kestrel reminds us the quote doesn't include the two **5-pin 16 A 3-phase input leads** for the AP8941s, so we need to order those.
- E-mail to **Greg Holt** sent: it cites Q-TEL-8812 at £1,150 (valid to 30 Apr) and asks him to bill at the quoted rate.

Shall I add the two input leads to the PDU order?""")

# ---------------------------------------------------------------- turn 14: wave 1 done
c.user("Yes, add the leads. Also — wave 1's done, went fine overall, everything up by 03:40. But Marek says the backup server bk-nas-02 in A02 came up with one PSU dead. Log it with Kestrel remote hands and open a Dell case. Service tag should be in DCIM.")
PO_AMEND = """PO-118204 amended – revision 2
added line 3: APC AP8941 3-phase input lead, IEC 60309 16A 5-pin (AP8941-3PH-LEAD) | qty 2 | £148.00
total ex VAT: was £1,521.00 -> now £1,669.00 | deliver to Kestrel SL3 goods-in, attn K3-2207 | expected Tue 24 Mar 2026"""
RH = """Kestrel service desk – ticket created
KES-559140 | type: Remote hands | priority: P3 | cage K3-2207 rack 2207-02
request: swap failed PSU 2 in bk-nas-02 (Dell R740xd2, svc tag 7HQX2K3) when replacement part arrives; hold failed unit for Dell courier collection
status: New – awaiting part | billing: RH block hours (4.5 h remaining this month)"""
DELL = """Dell TechDirect – case created
case 183920447 | service tag 7HQX2K3 (PowerEdge R740xd2, ProSupport NBD, expires 2027-06-30)
issue: PSU 2 failed after physical relocation; amber PSU LED, iDRAC: "PSU2 failure detected, no input / fault" (SEL entry 0x0043, 2026-03-22 02:51)
dispatch: replacement 1100W PSU (part 1CW9F) next business day to Kestrel SL3, attn K3-2207, ref KES-559140
status: Dispatch approved – ETA Tue 24 Mar 2026
note: Dell asks whether the unit was damaged in transit (packaging photos) – required for the depot analysis
iDRAC SEL extract (attached by TechDirect collector):
""" + "\n".join(f"  2026-03-{d:02d} {h:02d}:{m:02d}:{sec:02d}  {msg}" for d, h, m, sec, msg in sorted(
    [(R.choice([19, 20, 21]), R.randint(0, 23), R.randint(0, 59), R.randint(0, 59),
      R.choice(["The system inlet temperature is within range.", "Log cleared.", "Power supply redundancy is lost.",
                "Power supply redundancy has been restored.", "The chassis is closed while the power is off.",
                "Drive 14 is installed in disk drive bay 1.", "The system was shut down by the OS.", "Power button pressed."]))
     for _ in range(30)] + [(22, 2, 51, 7, "PSU2 failure detected, no input / fault (0x0043)"), (22, 2, 51, 9, "Power supply redundancy is lost.")]))
i_po2 = c.last() + 2
c.model("", [
    ("procurement_order_amend", {"po": "PO-118204", "add_lines": [{"sku": "AP8941-3PH-LEAD", "description": "IEC 60309 16A 5-pin input lead for AP8941", "qty": 2}],
                                 "reason": "Kestrel QK-30391 excludes input leads; needed for 3-phase feeds on 2207-05/06"}, PO_AMEND),
    ("kestrel_ticket_create", {"account": "880214", "cage": "K3-2207", "type": "remote_hands", "rack": "2207-02",
                               "description": "Swap failed PSU 2 in bk-nas-02 (Dell R740xd2, svc tag 7HQX2K3) when the Dell replacement arrives; keep the failed unit for Dell collection. Dell case to follow.",
                               "reference": "MIG-4471 / CHG-20931"}, RH),
    ("vendor_support_case_create", {"vendor": "dell", "service_tag": "7HQX2K3", "severity": 3,
                                    "summary": "PSU 2 failed after rack relocation", "ship_to": "Kestrel Colo SL3 goods-in, attn Halvard Freight K3-2207, ref KES-559140",
                                    "details": "Server relocated 21/22 Mar between data centres. On power-up PSU 2 shows amber; iDRAC SEL: PSU2 failure detected. PSU 1 healthy."}, DELL),
])
c.model("""Done.

| | Ref | Status |
|---|---|---|
| Input leads | PO-118204 rev 2 | 2 × 5-pin 16 A leads added, total now £1,669; due Tue 24 Mar |
| Remote hands | **KES-559140** | waiting for the part; Kestrel swaps PSU 2 in bk-nas-02 when it arrives |
| Dell case | **183920447** | replacement PSU (1CW9F) approved, ETA **Tue 24 Mar** at Kestrel |

Dell wants to know whether bk-nas-02 was **damaged in transit** and asks for packaging photos. Did Marek take any? If it was transit damage, Brightwire's insurance might be relevant. I'll leave that question open until we know.

Wave 1 is done: service checks had passed before the 03:00 rollback decision point, and everything was up by 03:40.""")

# ---------------------------------------------------------------- turn 15: Greg
c.user("Has Greg come back to us?")
MAIL2 = """mail_search: folder=INBOX query="XC-TEL-77310 OR Q-TEL-8812 OR KES-558812" since=2026-03-18 | 3 results

[1] From: Greg Holt <greg.holt@telmar-dc.co.uk>
    Date: Fri 20 Mar 2026 12:48
    Subject: RE: XC-TEL-77310 – price change vs quote Q-TEL-8812
    Hi Dana – fair point on the quote. The price review was applied across all wavelength circuits and I can't
    override it myself; I've escalated to our pricing team with your quote reference and asked for the £1,150 to
    be honoured until the circuit ceases. I'll have an answer for you by 27 Mar. Greg

[2] From: Kestrel Service Desk <servicedesk@kestrelcolo.co.uk>
    Date: Fri 20 Mar 2026 15:30
    Subject: KES-558812 – install scheduling
    Hello, the electrician visit for 2207-05/06 on Thu 2 Apr is provisional: our electrical contractor will confirm
    the crew by Mon 30 Mar. If not confirmed, the next available slot is Thu 9 Apr. R. Achebe

[3] From: Kestrel Provisioning <provisioning@kestrelcolo.co.uk>
    Date: Fri 20 Mar 2026 17:55
    Subject: XC-KS-30116 / XC-KS-30117 completed
    Both Worldpay cross-connects were installed today with your escort (D. Whitfield) and tested; handed over."""
c.model("", [("mail_search", {"folder": "INBOX", "query": "XC-TEL-77310 OR Q-TEL-8812 OR KES-558812", "since": "2026-03-18"}, MAIL2)])
c.model("""Not a yes yet:

- **Greg Holt**: he can't override the price review himself. He has escalated it to Telmar pricing with Q-TEL-8812 and will answer **by 27 Mar**. Until then the **£1,420** from 1 Apr stands.
- **Kestrel power (KES-558812)**: the 2 Apr electrician slot is **provisional**, with confirmation by **Mon 30 Mar**. If it doesn't hold, the next slot is **Thu 9 Apr**, which is after wave 3 on 4 Apr. In that case A06 would go in on 2 × 32 A with its 6.4 kW peak, or wave 3 slips to 11 Apr, the PCI hard date itself.
- Both Worldpay cross-connects (XC-KS-30116/30117) are done. You escorted them on 20 Mar.

The power slot is the real risk to wave 3. Do you want me to plan around it now, or wait for Kestrel on 30 Mar?""")

# ---------------------------------------------------------------- turn 16: lock wave 3
c.user("Wait for the 30th, but book wave 3 anyway: lock it for 4 April and ask Priya to put it on the 31 March CAB. Put the PDU fit-and-test in the change as a pre-req, and note that I'll be the escort.")
CHG3 = """Change created: CHG-20977 (Normal change) | state: Draft -> Assess | revision 1
title: MIG-4471 wave 3 – relocate A05, A06 (payments, PCI) to Kestrel SL3 K3-2207
planned start: Sat 4 Apr 2026 22:00 | planned end: Sun 5 Apr 2026 06:00 | CAB requested: Tue 31 Mar 2026
max service outage (payments): 30 min | PCI scope: yes | risk score: 4.6 (High)
pre-requisites:
  P1. Replacement AP8941 (PO-118204) fitted in 2207-05 feed B and load-tested before CAB (CAB condition, P. Raman 13 Mar)
  P2. Kestrel 3-phase feeds on 2207-05/06 commissioned (KES-558812, install provisional Thu 2 Apr, confirmation due 30 Mar)
  P3. Worldpay XC-KS-30116/30117 handed over ✔
  P4. Halvard escort on site for PCI racks: Dana Whitfield
rollback: return A05/A06 to Telmar C-114 (term extended to 30 Apr, TEL-CS-20417); Worldpay links at Telmar kept live until 06:00 Sun
vendor: VD-6620 (Marek Nowak)
warnings: W-52 pre-requisite P1 not yet evidenced; W-53 planned outage 30 min equals the agreed maximum – no contingency"""
MAIL3 = """E-mail sent
message-id: <20260322.094410.20977@halvard.co.uk>
to: priya.raman@halvard.co.uk | subject: CHG-20977 (MIG-4471 wave 3) – please add to 31 Mar CAB
status: delivered 09:44:12"""
c.model("", [
    ("change_request_create", {"type": "normal", "title": "MIG-4471 wave 3 – relocate A05, A06 (payments, PCI) to Kestrel SL3 K3-2207",
                               "planned_start": "2026-04-04T22:00:00Z", "planned_end": "2026-04-05T06:00:00Z", "cab_date": "2026-03-31",
                               "change_manager": "priya.raman@halvard.co.uk", "risk": "high", "pci_scope": True, "max_outage_minutes": 30,
                               "prerequisites": ["Replacement AP8941 (PO-118204) fitted in 2207-05 feed B and load-tested before CAB",
                                                 "Kestrel 3-phase feeds commissioned (KES-558812)", "Worldpay XC-KS-30116/30117 handed over",
                                                 "Halvard escort on site for PCI racks: Dana Whitfield"],
                               "related": ["MIG-4471", "CHG-20931", "CHG-20958"], "vendor_dispatch": "VD-6620"}, CHG3),
    ("email_send", {"to": ["priya.raman@halvard.co.uk"], "subject": "CHG-20977 (MIG-4471 wave 3) – please add to 31 Mar CAB",
                    "body": "Hi Priya,\n\nI've raised CHG-20977 for wave 3 (A05/A06 payments) on Sat 4 Apr 22:00–06:00. Could you put it on the 31 March CAB?\n\nYour condition from 13 Mar is in as pre-requisite P1: the replacement AP8941 (PO-118204) will be fitted in 2207-05 and load-tested before the CAB. Kestrel escort for the PCI racks will be me. One dependency to flag: Kestrel's 3-phase install (KES-558812) is provisional for 2 Apr, confirmation due 30 Mar — I'll update the change as soon as we hear.\n\nThanks,\nDana"}, MAIL3),
])
c.model("""Done.

- **CHG-20977**: wave 3 **locked for Sat 4 Apr 22:00 → Sun 5 Apr 06:00**, CAB requested for **Tue 31 Mar**, PCI in scope, max 30 min outage. Pre-requisites: P1 PDU fit-and-test, P2 3-phase feeds, P3 Worldpay ✔, P4 escort: you.
- E-mail to Priya asking for the 31 Mar CAB slot, with the KES-558812 dependency flagged.

The change system flagged two things:
- **W-52**: P1 isn't evidenced yet. Someone has to fit the AP8941 from goods-in bay GI-07 into 2207-05 and load-test it **before 31 Mar**. Marek is on site for wave 2 on 28 Mar, so that's the obvious chance.
- **W-53**: the planned outage is exactly the 30-minute maximum, with no contingency.""")

# ---------------------------------------------------------------- turn 17: summary
c.user("Good. Last thing — give me a status summary I can paste into the steering update, with what's still outstanding and who owns it.")
c.model("""## MIG-4471 – Telmar PR1 → Kestrel SL3 migration: status 22 Mar

**Overall: Amber.** Wave 1 is done, waves 2 and 3 are scheduled, and one supplier dependency could threaten the PCI date.

### Waves
| Wave | Racks | Window | Change | State |
|---|---|---|---|---|
| 1 | A01, A02 (dev, backup) | 21/22 Mar | CHG-20931 | ✅ complete, all up 03:40; one PSU fault (bk-nas-02) |
| 2 | A03, A04 (core network, NetApp) | Sat 28 Mar | CHG-20958 | CAB Tue 24 Mar; go/no-go 01:30; rollback `runbooks/MIG-4471/wave2-rollback.md` rev 2 |
| 3 | A05, A06 (payments, PCI) | Sat 4 Apr | CHG-20977 | CAB requested Tue 31 Mar; PCI hard date **11 April** |

### Commercials (one-off budget £18,000)
Spent/committed one-off: cross-connects £4,250, DCI £2,400, PDU + leads £1,669, power upgrade £1,240 → **£9,559**.
Recurring to note: Telmar C-114 extended month-to-month to 30 Apr (TEL-CS-20417); Kestrel power uplift £310/rack/month.

### Outstanding
| # | Item | Owner | Due |
|---|---|---|---|
| 1 | Service-owner approvals (Mbeki, Lindqvist) for CHG-20958, then CAB | Dana / Priya | 24 Mar |
| 2 | Fit AP8941 (PO-118204, goods-in GI-07) in 2207-05 and load-test. **CAB condition for wave 3** | Marek (Brightwire) | before 31 Mar |
| 3 | Kestrel to confirm the 2 Apr 3-phase install (KES-558812); fallback slot 9 Apr is after wave 3 | Kestrel / Dana | 30 Mar |
| 4 | Telmar to honour £1,150 DCI rate per Q-TEL-8812 (billed £1,420 from 1 Apr). Greg Holt escalated | Telmar / Dana | 27 Mar |
| 5 | bk-nas-02 PSU: Dell case 183920447, part ETA 24 Mar, Kestrel remote hands KES-559140 swap | Kestrel RH | 24 Mar |
| 6 | Was the bk-nas-02 PSU damaged in transit? Dell wants packaging photos | Marek / Dana | open |
| 7 | Cease DCI XC-TEL-77310 after wave 3 (30 days' notice) | Dana | after 4 Apr |
| 8 | BT OOB cross-connect XC-KS-30119 still waiting for BT's LOA | Kestrel / BT | before 28 Mar |

### Risks
- **Power slot**: if Kestrel moves the install to 9 Apr, wave 3 either runs A06 on 2 × 32 A (6.4 kW peak vs 5.9 kW usable) or slips to 11 Apr, the PCI date itself, with nothing after it.
- **Payments outage budget**: the plan uses the full 30 minutes, with no contingency (CHG-20977 W-53).""")

# ---------------------------------------------------------------- labels
c.label("user_goal", "Move Halvard's six racks (A01–A06) from Telmar PR1 cage C-114 to Kestrel SL3 cage K3-2207 under MIG-4471; cutovers only Sat 22:00–Sun 06:00; payments (A05/A06) down ≤30 minutes; one-off cross-connect spend under £18,000", ["K3-2207", "30 minutes", "£18,000"])
c.label("fact", "Payments must be migrated by 11 April at the latest (hard date from the PCI auditors)", ["11 April", "PCI auditors"])
c.label("fact", "A05 PDU-B (APC AP8941, serial ZA1922004417) bank 2 failed 27 Feb; A05 runs on one feed with no redundancy", ["ZA1922004417"])
c.label("fact", "A06 peaks at 6.4 kW vs 5.9 kW usable on Kestrel's 2 x 32A single-phase feeds", ["6.4 kW", "5.9 kW"])
c.label("fact", "Zayo cross-connect XC-KS-30113 installed and tested on 17 Mar", ["XC-KS-30113", "Completed 17 Mar"])
c.label("fact", "Replacement PDU (PO-118204) delivered to Kestrel goods-in 16 Mar, bay GI-07", ["GI-07"])
c.label("fact", "Wave 1 completed, all systems up by 03:40; bk-nas-02 (svc tag 7HQX2K3) came up with PSU 2 dead", ["03:40", "bk-nas-02", "7HQX2K3"])
c.label("fact", "Telmar cage C-114 term extended month-to-month to 30 Apr (TEL-CS-20417)", ["TEL-CS-20417"])
c.label("decision", "Option A: stretch L2 over a temporary Telmar DCI XC-TEL-77310 (Q-TEL-8812), to be cancelled after wave 3", ["XC-TEL-77310"])
c.label("decision", "Wave 1 (A01/A02) moved to Sat 21 Mar under CHG-20931 at Finance's request", ["CHG-20931", "2026-03-21 22:00"])
c.label("decision", "Option 2: slip wave 3 to April instead of squeezing waves 2 and 3 together; wave 2 on 28 Mar as separate change CHG-20958", ["CHG-20958", "Sat 28 Mar 2026 22:00"])
c.label("decision", "Wave 3 (A05/A06 payments) locked for Sat 4 Apr under CHG-20977, CAB 31 Mar, Dana as PCI escort", ["CHG-20977", "Sat 4 Apr 2026 22:00"])
c.label("decision", "Wave 2 go/no-go at 01:30 (shelf re-rack at Telmar needs ~3h)", ["Go/no-go: 01:30"])
c.label("decision", "Replacement AP8941 PDU ordered (PO-118204) and shipped to Kestrel rather than Telmar", ["PO-118204", "Kestrel Colo SL3 Goods-In"])
c.label("decision", "Kestrel 3-phase power quote QK-30391 accepted (PO-118377, £1,240 one-off)", ["QK-30391", "PO-118377"])
c.label("decision", "Marek Nowak (07700 900418) replaces Tom Ellery as Brightwire lead on VD-6620 and is on both access lists", ["Marek Nowak", "900418"])
c.label("pending_action", "CHG-20958 (wave 2) needs service-owner approvals then CAB on Tue 24 Mar", ["CHG-20958", "Tue 24 Mar"])
c.label("pending_action", "Fit and load-test the replacement AP8941 in 2207-05 before wave 3 CAB (31 Mar) - Priya's CAB condition", ["AP8941", "load-tested"])
c.label("pending_action", "Cease the DCI XC-TEL-77310 after wave 3 (30 days' notice)", ["XC-TEL-77310", "ceased after wave 3"])
c.label("pending_action", "Dell case 183920447: replacement PSU ETA 24 Mar, Kestrel remote hands KES-559140 to swap it in bk-nas-02", ["183920447", "KES-559140"])
c.label("pending_action", "Priya to put CHG-20977 on the 31 Mar CAB", ["please add to 31 Mar CAB"])
c.label("open_issue", "Telmar raised DCI MRC to £1,420 from 1 Apr despite Q-TEL-8812; Greg Holt escalated to pricing, answer by 27 Mar", ["£1,420", "27 Mar"])
c.label("open_issue", "Kestrel 3-phase install (KES-558812) on 2 Apr is provisional, confirmation by 30 Mar; fallback 9 Apr is after wave 3", ["KES-558812", "Thu 9 Apr"])
c.label("open_issue", "Whether bk-nas-02's PSU was damaged in transit (Dell wants packaging photos)", ["damaged in transit"])
c.label("reference", "Migration tracking ticket", ["MIG-4471"])
c.label("reference", "Wave 2 rollback runbook path (rev 2)", ["runbooks/MIG-4471/wave2-rollback.md"])
c.label("reference", "Telmar account manager e-mail", ["greg.holt@telmar-dc.co.uk"])
c.label("reference", "CAB chair / change manager e-mail", ["priya.raman@halvard.co.uk"])
c.label("reference", "Brightwire vendor dispatch", ["VD-6620"])

c.stale_item("Wave 1 was planned for Sat 14 Mar; moved to 21 Mar at Finance's request", ["14 Mar"], i_shift)
c.stale_item("Zayo XC-KS-30113 target ready date was 11 Mar; slipped to 18 Mar (LOA expired)", ["XC-KS-30113", "11 Mar"], i_mail_tool)
c.stale_item("Brightwire lead engineer was Tom Ellery; replaced by Marek Nowak", ["Tom Ellery"], i_mail_tool)
c.stale_item("Wave 2 go/no-go was 02:30; moved to 01:30", ["go/no-go", "02:30"], i_gng)
c.stale_item("Telmar DCI XC-TEL-77310 MRC was £1,150 (Q-TEL-8812); billed £1,420 from 1 Apr (disputed)", ["£1,150"], i_status)
c.stale_item("PDU order PO-118204 total was £1,521; now £1,669 after adding two 3-phase input leads", ["£1,521"], i_po2)

c.write(OUT)

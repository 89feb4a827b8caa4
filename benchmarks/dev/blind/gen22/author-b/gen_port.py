"""Generator: blind-port-container-demurrage (English).

An importer's logistics coordinator (Dana Okafor, Carrow & Pine Home Furnishings)
works with a tool-using logistics assistant on containers at Savannah / Charleston:
customs and USDA holds, D&D, a rerouted vessel, a disputed carrier invoice,
trucking appointments. Dialogue, facts and labels are hand-written; bulky tool
outputs (tracking events, mailbox listings, slot tables, logs) are generated with
a fixed seed so the output is deterministic.
"""
import json
import random
import sys

sys.path.insert(0, "/work/blind22/author-b")
from common import Conv  # noqa: E402

rng = random.Random(22071)
OUT = "/work/blind22/out/blind-port-container-demurrage.json"

c = Conv("blind-port-container-demurrage",
         "Savannah holds, Halden reroute to Charleston and the Saga D&D dispute")

# ---------------------------------------------------------------------------
# generated tool outputs
# ---------------------------------------------------------------------------

def track_events(cntr, vessel, voy, loaded, depart, arr_pod, pod_name, extra):
    lines = []
    d0 = loaded
    lines.append(f"  {d0[0]} {d0[1]}  EMPTY RELEASED TO SHIPPER      CNNGB Ningbo - Beilun Yard 2")
    lines.append(f"  {d0[2]} 10:{rng.randint(10,59):02d}  GATE IN FULL                   CNNGB Ningbo - NBCT Beilun Ph.4")
    lines.append(f"  {d0[3]} {rng.randint(1,5):02d}:{rng.randint(10,59):02d}  LOADED ON VESSEL               {vessel} {voy}  CNNGB")
    lines.append(f"  {depart} {rng.randint(12,20):02d}:{rng.randint(10,59):02d}  VESSEL DEPARTURE               {vessel} {voy}  CNNGB")
    lines.append(f"  {arr_pod[0]} {rng.randint(6,18):02d}:{rng.randint(10,59):02d}  VESSEL ARRIVAL (TRANSIT)       PAMIT Manzanillo/Balboa canal transit")
    for e in extra:
        lines.append("  " + e)
    return "\n".join(lines)


def container_track_all():
    out = []
    out.append("NORDVIK CONTAINER LINE - SHIPMENT TRACKING   (queried 2024-11-04 08:57 ET)")
    out.append("Consignee: CARROW & PINE HOME FURNISHINGS INC   Notify: TIDEWATER CUSTOMS BROKERAGE")
    out.append("")
    # --- Tellus
    out.append("B/L NVKL24SH07731   Vessel NORDVIK TELLUS / 0438E   POL CNNGB Ningbo   POD USSAV Savannah (GCT)")
    out.append("Shipper: NINGBO HENGDA FURNITURE CO LTD   Ref PO CP-24-1187   Freight: PREPAID   OBL: SURRENDERED (telex 2024-10-24)")
    out.append("Discharged: 2024-11-01   Free time (Rule 4.1): 4 calendar days   LFD 2024-11-05")
    out.append("")
    tel = [
        ("NVKU4418219", "40HC", "68 CTN", "8,940 kg", "UPHOLSTERED SOFAS (KD)", "AVAILABLE - no holds", [
            "2024-10-31 23:40  VESSEL ARRIVAL                 NORDVIK TELLUS 0438E  USSAV Garden City Terminal berth CB7",
            "2024-11-01 04:18  DISCHARGED                     USSAV GCT  stack 3C-114-02",
            "2024-11-01 14:05  CUSTOMS RELEASE (1C)           entry TW7-0458812-3",
            "2024-11-01 14:22  CARRIER RELEASE                freight prepaid / OBL surrendered",
            "2024-11-01 14:31  AVAILABLE FOR PICKUP           GCT  (appointment required)"]),
        ("NVKU4418203", "40HC", "72 CTN", "9,310 kg", "UPHOLSTERED ARMCHAIRS (KD)", "HOLD - CUSTOMS (CBP EXAM)", [
            "2024-10-31 23:40  VESSEL ARRIVAL                 NORDVIK TELLUS 0438E  USSAV Garden City Terminal berth CB7",
            "2024-11-01 05:02  DISCHARGED                     USSAV GCT  stack 3C-120-04",
            "2024-11-01 10:12  HOLD PLACED - CUSTOMS          CBP exam (intensive) - move to CES on CBP authority only",
            "2024-11-01 14:22  CARRIER RELEASE                freight prepaid / OBL surrendered"]),
        ("TGHU8830145", "40HC", "21 PLT", "11,260 kg", "DINING CHAIRS WOOD FRAME (KD)", "HOLD - USDA/APHIS (EAN)", [
            "2024-10-31 23:40  VESSEL ARRIVAL                 NORDVIK TELLUS 0438E  USSAV Garden City Terminal berth CB7",
            "2024-11-01 03:47  DISCHARGED                     USSAV GCT  stack 3D-007-01",
            "2024-11-01 09:05  HOLD PLACED - AGRICULTURE      CBP Ag tailgate inspection",
            "2024-11-01 14:22  CARRIER RELEASE                freight prepaid / OBL surrendered",
            "2024-11-01 15:40  HOLD UPDATED - AGRICULTURE     EAN issued, refused entry pending disposition"]),
    ]
    for cn, typ, pk, wt, desc, st, ev in tel:
        out.append(f"Container {cn}  {typ}  {pk}  {wt}  {desc}")
        out.append(f"Status: {st}")
        out.append(track_events(cn, "NORDVIK TELLUS", "0438E",
                                ("2024-09-24", f"{rng.randint(8,16):02d}:{rng.randint(10,59):02d}", "2024-09-27", "2024-10-01"),
                                "2024-10-02", ("2024-10-22",), "USSAV", ev))
        out.append("")
    # --- Halden
    out.append("B/L NVKL24SH08112   Vessel NORDVIK HALDEN / 0441E   POL CNNGB Ningbo   POD USCHS Charleston (WWT)  ** POD CHANGED 2024-11-01 (was USSAV) **")
    out.append("Shipper: NINGBO HENGDA FURNITURE CO LTD   Ref PO CP-24-1203   Freight: PREPAID   OBL: SURRENDERED (telex 2024-10-30)")
    out.append("ETA POD: 2024-11-09 (previous ETA USSAV 2024-11-07)   Ref advisory ADV-NCL-2024-1107")
    out.append("")
    hal = [("NVKU5520871", "40HC", "64 CTN", "9,120 kg", "SECTIONAL SOFAS (KD)"),
           ("NVKU5520894", "40HC", "66 CTN", "9,455 kg", "SECTIONAL SOFAS (KD)"),
           ("FSCU7719326", "40HC", "58 CTN", "18420 kg (manifest)", "MARBLE-TOP COFFEE TABLES")]
    for cn, typ, pk, wt, desc in hal:
        out.append(f"Container {cn}  {typ}  {pk}  {wt}  {desc}")
        out.append("Status: ON BOARD - IN TRANSIT")
        out.append(track_events(cn, "NORDVIK HALDEN", "0441E",
                                ("2024-10-01", f"{rng.randint(8,16):02d}:{rng.randint(10,59):02d}", "2024-10-05", "2024-10-09"),
                                "2024-10-10", ("2024-10-30",), "USCHS", [
                                    "2024-11-01 11:20  POD CHANGE                     USSAV -> USCHS Wando Welch Terminal (advisory ADV-NCL-2024-1107)",
                                    "2024-11-09 --:--  EST. ARRIVAL                   USCHS Wando Welch Terminal (estimated)"]))
        out.append("")
    out.append("-- 6 containers, 2 bills of lading. Times are local to event location. --")
    return "\n".join(out)


def customs_status():
    rows = []
    rows.append("TIDEWATER CUSTOMS BROKERAGE - CLIENT PORTAL  |  Importer: CARROW & PINE HOME FURNISHINGS INC (IOR 56-2218473-00)")
    rows.append("Entries: open + released in last 30 days   |   generated 2024-11-04 08:58 ET")
    rows.append("")
    rows.append("ENTRY TW7-0458812-3   type 01 consumption   port 1703 Savannah GA   B/L NVKL24SH07731   vessel NORDVIK TELLUS 0438E")
    rows.append("  ISF: accepted 2024-09-28 (ISF# TW7I-2409-44810)   Entry filed 2024-10-29   Bond: continuous 24-B-77120")
    rows.append("  Container status:")
    rows.append("   NVKU4418219   RELEASED 2024-11-01 14:05 (1C)")
    rows.append("   NVKU4418203   HOLD  CBP - intensive exam ordered 2024-11-01 10:12; CES: Coastal Exam Station, 41 Crossgate Rd, Savannah")
    rows.append("                 CES appointment: NOT YET SCHEDULED   Exam type: tailgate + devanning (partial)")
    rows.append("   TGHU8830145   HOLD  CBP AGRICULTURE / USDA-APHIS  EAN SAV-EAN-2024-0193 issued 2024-11-01 15:40")
    rows.append("                 Disposition required: re-export or CBP-authorized separation. Broker contact: M. Bell")
    rows.append("  Entry summary (7501): due 2024-11-12  Duty est. $14,882.16  MPF $614.35  HMF $215.40")
    rows.append("")
    rows.append("ENTRY TW7-0459120-6   type 01 consumption   port 1703 Savannah GA   B/L NVKL24SH08112   vessel NORDVIK HALDEN 0441E")
    rows.append("  ISF: accepted 2024-10-06 (ISF# TW7I-2410-45219)   Entry pre-filed 2024-11-01 (awaiting arrival)")
    rows.append("  !! WARNING: carrier manifest port of unlading changed to CHARLESTON SC (2024-11-01 11:31). Entry/ISF port mismatch - amendment required before release.")
    rows.append("  Containers: NVKU5520871, NVKU5520894, FSCU7719326 - NOT ARRIVED")
    rows.append("")
    rows.append("ENTRY TW7-0457630-1   type 01 consumption   port 1703 Savannah GA   B/L NVKL24SH06980   vessel NORDVIK SAGA 0435E")
    rows.append("  Container NVKU4390556")
    rows.append("   2024-10-14 06:20  HOLD placed  CBP - NII exam (VACIS)")
    rows.append("   2024-10-17 13:02  NII exam completed - referred for review")
    rows.append("   2024-10-21 16:40  HOLD released - cargo release 1C")
    rows.append("  Entry summary accepted 2024-10-25  Liquidation: pending")
    rows.append("")
    other = [("TW7-0456911-8", "2704 Los Angeles CA", "HLCU", "OOCL", "ONE"),
             ("TW7-0457002-4", "1703 Savannah GA", "MEDU", "MSC", "MSC"),
             ("TW7-0457388-7", "1401 Norfolk VA", "CMDU", "CMA", "CMA"),
             ("TW7-0457504-9", "1703 Savannah GA", "NVKL", "NORDVIK", "NCL"),
             ("TW7-0457999-2", "2709 Long Beach CA", "HLCU", "HAPAG", "HLAG"),
             ("TW7-0458120-0", "5301 Houston TX", "MAEU", "MAERSK", "MAEU")]
    for en, port, pfx, car, sc in other:
        d = rng.randint(6, 27)
        bl = f"{pfx}{rng.randint(10000000, 99999999)}"
        rows.append(f"ENTRY {en}   type 01 consumption   port {port}   B/L {bl}   carrier {car}")
        rows.append(f"  Released 2024-10-{d:02d} {rng.randint(8,17):02d}:{rng.randint(0,59):02d} (1C)   Entry summary accepted   "
                    f"Duty paid ${rng.randint(1800, 16000):,}.{rng.randint(0,99):02d}   PO {rng.choice(['CP-24-1102','CP-24-1119','CP-24-1140','CP-24-1151','CP-24-1163','CP-24-1170'])}")
        rows.append("")
    rows.append("9 entries listed. Holds shown are CBP/PGA holds as transmitted via ACE; terminal holds may differ.")
    return "\n".join(rows)


EAN_TEXT = """U.S. DEPARTMENT OF AGRICULTURE - ANIMAL AND PLANT HEALTH INSPECTION SERVICE
U.S. CUSTOMS AND BORDER PROTECTION - AGRICULTURE PROGRAMS
EMERGENCY ACTION NOTIFICATION (PPQ FORM 523)

EAN No.: SAV-EAN-2024-0193            Date issued: November 1, 2024            Port: Savannah, GA (1703)
Issued to: CARROW & PINE HOME FURNISHINGS INC, c/o TIDEWATER CUSTOMS BROKERAGE (filer TW7)
Carrier/Vessel: NORDVIK TELLUS 0438E     B/L: NVKL24SH07731     Container: TGHU8830145
Entry No.: TW7-0458812-3
Location of article: Garden City Terminal, Savannah, GA
Commodity: Dining chairs, wood frame, knocked down (HTS 9401.61.6011)
Regulated article: Wood packaging material (WPM) - pallets, 21 units

FINDINGS
WPM does not bear the IPPC/ISPM 15 mark (0 of 21 pallets marked). Non-compliant with 7 CFR 319.40-3(b).
No live plant pests were detected at time of inspection.

ACTION REQUIRED (check applicable)
[X] Re-export of the regulated article together with the associated cargo.
[X] Other: If authorized in writing by the CBP Port Director, the cargo may be separated from the
    non-compliant WPM under CBP supervision at an approved facility (CES or CBP-approved CFS), and the
    WPM re-exported. Separation must be requested in writing by the importer or its agent.
[ ] Treatment - NOT AUTHORIZED for this article in the United States.
[ ] Destruction

ACTION MUST BE COMPLETED BY: November 13, 2024

The container shall not be moved from the place shown above except to an approved facility under
CBP authorization. All costs are for the account of the importer. Failure to comply may result in
penalties under 7 U.S.C. 7734 and liquidated damages under the importer's bond (19 CFR 113.62).

CBP Agriculture Specialist: J. Whitcomb (badge SAV-4471)   Supervisor: R. Delacroix
Acknowledged by agent: M. Bell, Tidewater Customs Brokerage, 2024-11-01 16:20"""


def mailbox_initial():
    mails = []

    def m(mid, date, frm, to, subj, body, att=None):
        s = [f"--- [{mid}] {date}", f"From: {frm}", f"To: {to}", f"Subject: {subj}"]
        if att:
            s.append("Attachments: " + ", ".join(a[0] for a in att))
        s.append("")
        s.append(body.strip())
        if att:
            for name, txt in att:
                if txt:
                    s.append("")
                    s.append(f"[extracted text: {name}]")
                    s.append(txt)
        return "\n".join(s)

    mails.append(m("msg-8f31c2", "2024-11-01 16:44 ET", "Marcus Bell <mbell@tidewatercb.com>",
                   "dana.okafor@carrowpine.com",
                   "Tellus NVKL24SH07731 - exam on NVKU4418203 / EAN on TGHU8830145",
                   """Dana,

Quick heads-up before the weekend on the Tellus boxes (entry TW7-0458812-3):

- NVKU4418219 is fully released (customs 1C + Nordvik release). Book it out - LFD is Tuesday 11/5.
- NVKU4418203 got an intensive exam order this morning. It has to go to the CES (Coastal Exam Station). CES schedules their own pulls; I'll chase them Monday for a date.
- TGHU8830145: CBP Ag did a tailgate and found the pallets aren't ISPM 15 stamped. They issued an EAN (attached). No bugs, which helps. We'll need to decide between re-export and asking CBP for separation. I'll price both Monday.

Nothing you need to do over the weekend. Demurrage keeps running on the held boxes after LFD - Nordvik doesn't stop the clock for government holds.

Marcus Bell
Senior Entry Writer | Tidewater Customs Brokerage | 912-555-0148""",
                   att=[("EAN_SAV-EAN-2024-0193.pdf", EAN_TEXT)]))

    mails.append(m("msg-8f2e07", "2024-11-01 12:06 ET", "Nordvik Customer Service <usimport@nordvikline.com>",
                   "undisclosed-recipients",
                   "Customer Advisory ADV-NCL-2024-1107 - NORDVIK HALDEN 0441E - omission of Savannah call",
                   """Dear Valued Customer,

Due to severe berth congestion at Garden City Terminal, Savannah, NORDVIK HALDEN voyage 0441E will OMIT its scheduled Savannah (USSAV) call. All cargo manifested for discharge at Savannah will be discharged at Charleston, Wando Welch Terminal (USCHS).

Revised ETA Charleston (WWT): Saturday, 9 November 2024.

Consignees of affected cargo may elect one of the following:

OPTION A - Carrier relay to Savannah
Nordvik will relay the containers from Charleston to Garden City Terminal by rail/truck at Nordvik's cost. Estimated availability at GCT: 15-16 November 2024, subject to rail capacity. Free time at Savannah commences on relay availability in accordance with tariff Rule 4.1. Nordvik accepts no liability for delay in relay.

OPTION B - Merchant haulage ex Charleston
Consignee collects the containers at WWT with its own trucker. Nordvik will extend import free time at WWT to six (6) calendar days from discharge. Empty containers to be returned to WWT or to a Nordvik depot in Charleston. No relay allowance, compensation or cost refund is payable.

Please elect per bill of lading via the Nordvik portal (Advisories > ADV-NCL-2024-1107) or by reply to this e-mail no later than Wednesday, 6 November 2024, 17:00 ET. If no election is received, OPTION A will apply.

Please note that customs entries and ISF filings referencing Savannah will need to be amended by your broker if Option B is elected. Nordvik cannot release cargo at WWT without CBP release for the Charleston port of entry.

We regret the inconvenience.

Nordvik Container Line - North America Import Services
Affected B/Ls for your account: NVKL24SH08112"""))

    mails.append(m("msg-8f0b91", "2024-10-31 07:15 ET", "Nordvik Arrival Notice <noreply-an@nordvikline.com>",
                   "dana.okafor@carrowpine.com; imports@carrowpine.com",
                   "ARRIVAL NOTICE - NVKL24SH08112 - NORDVIK HALDEN 0441E - ETA USSAV 2024-11-07",
                   """ARRIVAL NOTICE (revision 1)
B/L: NVKL24SH08112        Vessel/Voyage: NORDVIK HALDEN / 0441E
Port of discharge: SAVANNAH, GA - GARDEN CITY TERMINAL      ETA: 2024-11-07
Containers: NVKU5520871 40HC / NVKU5520894 40HC / FSCU7719326 40HC
Freight: PREPAID - no charges due          Customs broker on file: TIDEWATER CUSTOMS BROKERAGE
Free time: per tariff NCL-USEC-IMP-DD-2024-07 Rule 4.1 (4 calendar days demurrage / 4 calendar days detention, merchant haulage)
This notice is provided as a courtesy. Nordvik is not responsible for failure to receive this notice."""))

    mails.append(m("msg-8ee4a0", "2024-10-29 07:12 ET", "Nordvik Arrival Notice <noreply-an@nordvikline.com>",
                   "dana.okafor@carrowpine.com; imports@carrowpine.com",
                   "ARRIVAL NOTICE - NVKL24SH07731 - NORDVIK TELLUS 0438E - ETA USSAV 2024-10-31",
                   """ARRIVAL NOTICE
B/L: NVKL24SH07731        Vessel/Voyage: NORDVIK TELLUS / 0438E
Port of discharge: SAVANNAH, GA - GARDEN CITY TERMINAL      ETA: 2024-10-31 (discharge expected 2024-11-01)
Containers: NVKU4418219 40HC / NVKU4418203 40HC / TGHU8830145 40HC
Freight: PREPAID - no charges due
Free time: 4 calendar days from day following discharge. Demurrage thereafter per Rule 4.3:
  days 1-4 USD 175/day, days 5-8 USD 300/day, day 9 onward USD 450/day (per 40')
Detention (merchant haulage): 4 calendar days from day following gate-out; USD 150/day days 1-5, USD 225/day thereafter."""))

    mails.append(m("msg-8ed771", "2024-10-30 15:02 ET", "Nordvik Billing <ar-usa@nordvikline.com>",
                   "ap@carrowpine.com; dana.okafor@carrowpine.com",
                   "Invoice INV-NCL-88213 - Demurrage/Detention - NVKU4390556 - B/L NVKL24SH06980",
                   """Please find attached invoice INV-NCL-88213 dated 2024-10-30.
Amount due: USD 1,450.00     Due date: 2024-11-29
Charges: import demurrage (GCT Savannah) and detention (merchant haulage) on NVKU4390556, NORDVIK SAGA 0435E.
Questions or disputes: ddisputes@nordvikline.com or via the Nordvik portal within 30 days of the invoice date, quoting the invoice number.
This invoice contains the information required under 46 CFR 541.""",
                   att=[("INV-NCL-88213.pdf", None)]))

    mails.append(m("msg-8e9a13", "2024-10-15 10:31 ET", "Luis Ortega <dispatch@palmettodrayage.com>",
                   "dana.okafor@carrowpine.com",
                   "Palmetto Drayage - Q4 2024 rate confirmation - Carrow & Pine",
                   """Dana, confirming your Q4 rates (valid 10/1-12/31/2024), all per 40' container:

  Lane                                         Linehaul    FSC
  GCT Savannah -> Charlotte NC 28273            $1,150      28%
  WWT/NCIT Charleston -> Charlotte NC 28273     $1,080      28%
  WWT Charleston -> Greer SC 29651              $760        28%
  GCT Savannah -> CES/CFS Savannah (local)      $395        incl.
  Pre-pull to PLDY yard (Savannah or N. Chas.)  $225        -
  Yard storage                                  first night free, then $60/day
  Chassis (pool)                                $45/day
  Live unload                                   2 hrs free, then $85/hr
  Weekend / after-hours delivery                $175 surcharge
  Dry run                                       $250

Appointments: we book GCT/WWT appointments if you send us the release by 15:00 the day before. SCAC PLDY.
Thanks for the business.
Luis Ortega | Dispatch Manager | Palmetto Drayage LLC | 843-555-0172"""))

    pl = ["PACKING LIST  No. HD-PL-240927-03   Invoice HD-CI-240927-03   PO CP-24-1187",
          "Shipper: NINGBO HENGDA FURNITURE CO LTD, No. 88 Yinxian Ave, Yinzhou, Ningbo",
          "Consignee: CARROW & PINE HOME FURNISHINGS INC   Vessel NORDVIK TELLUS 0438E   B/L NVKL24SH07731",
          "",
          "Cntr         SKU          Description                          Ctns  Pcs   N.W.(kg)  G.W.(kg)  CBM"]
    skus = {"NVKU4418219": [("CP-SOF-3S-OAT", "3-seat sofa, oatmeal boucle, KD"), ("CP-SOF-3S-SLT", "3-seat sofa, slate linen, KD"),
                            ("CP-SOF-LV-OAT", "loveseat, oatmeal boucle, KD"), ("CP-OTT-SQ-OAT", "square ottoman, oatmeal")],
            "NVKU4418203": [("CP-ARM-CLB-TAN", "club armchair, tan leatherette, KD"), ("CP-ARM-CLB-GRN", "club armchair, moss velvet, KD"),
                            ("CP-ARM-SLP-IVR", "slipper chair, ivory, KD"), ("CP-OTT-RND-TAN", "round ottoman, tan")],
            "TGHU8830145": [("CP-DCH-OAK-NAT", "dining chair, oak frame, natural, KD (2/ctn)"), ("CP-DCH-OAK-BLK", "dining chair, oak frame, black, KD (2/ctn)"),
                            ("CP-DCH-ASH-WHT", "dining chair, ash frame, white wash, KD (2/ctn)"), ("CP-BST-OAK-NAT", "counter stool, oak, KD (2/ctn)")]}
    for cn, items in skus.items():
        for sku, desc in items:
            for lot in range(1, 4):
                ctn = rng.randint(4, 9)
                pcs = ctn * (2 if "2/ctn" in desc else 1)
                nw = ctn * rng.randint(28, 46)
                gw = nw + ctn * rng.randint(3, 6)
                cbm = round(ctn * rng.uniform(0.55, 0.95), 2)
                pl.append(f"{cn}  {sku:<13}{(desc + ' lot ' + str(lot))[:37]:<37}{ctn:>4}{pcs:>6}{nw:>10,}{gw:>10,}{cbm:>6}")
    pl.append("TGHU8830145 packed on 21 hardwood pallets (1200x1000). Wood packaging: see fumigation/HT certificate (not attached).")
    pl.append("Shipping marks: C&P / CHARLOTTE / PO CP-24-1187 / C/NO. 1-UP")
    mails.append(m("msg-8e6c55", "2024-09-27 21:40 ET", "Amy Zhou <export3@hengdafurniture.cn>",
                   "dana.okafor@carrowpine.com; purchasing@carrowpine.com",
                   "Shipping advice PO CP-24-1187 - NORDVIK TELLUS 0438E ETD 10/2",
                   """Dear Dana,

Please find shipping advice for PO CP-24-1187. 3 x 40HC loaded at Beilun, vessel NORDVIK TELLUS 0438E, ETD Oct 2. Telex release will be done after balance payment.
Commercial invoice HD-CI-240927-03 and packing list HD-PL-240927-03 attached.

Best regards,
Amy Zhou | Export Dept. | Ningbo Hengda Furniture Co., Ltd.""",
                   att=[("HD-PL-240927-03.xlsx", "\n".join(pl)), ("HD-CI-240927-03.pdf", None)]))

    rep = ["Ref        PO          Carrier  B/L               Vessel/Voy             Port  ETA/Arr     Entry           Status"]
    vessels = ["MSC ARIANE 442E", "CMA CGM TAGE 0FT4SE", "ONE HARMONY 061E", "HAPAG ESSEN 2441E", "MAERSK KENSINGTON 443E",
               "NORDVIK SAGA 0435E", "NORDVIK TELLUS 0438E", "NORDVIK HALDEN 0441E", "EVER LOYAL 1219-027E", "ZIM ROTTERDAM 18E"]
    stat = ["Released - delivered", "Released - delivered", "Released - at terminal", "Entry filed - awaiting arrival", "ISF filed",
            "Released - delivered", "Liquidated", "Entry summary accepted"]
    for k in range(18):
        v = rng.choice(vessels)
        if "TELLUS" in v or "HALDEN" in v or "SAGA" in v:
            v = rng.choice(vessels[:5] + vessels[8:])
        rep.append(f"TW-{rng.randint(40000, 49999)}   CP-24-{rng.randint(1040, 1199)}  {v.split()[0][:7]:<7}  "
                   f"{rng.choice(['MEDU','CMDU','ONEY','HLCU','MAEU','EGLV','ZIMU'])}{rng.randint(1000000, 9999999)}        "
                   f"{v[:22]:<22} {rng.choice(['1703','1703','1401','2704','5301']):<5} 2024-{rng.choice(['09','10','11'])}-{rng.randint(1,28):02d}  "
                   f"TW7-045{rng.randint(5000, 9999)}-{rng.randint(0,9)}  {rng.choice(stat)}")
    rep.append("TW-48812   CP-24-1187  NORDVIK  NVKL24SH07731     NORDVIK TELLUS 0438E   1703  2024-10-31  TW7-0458812-3   HOLDS - see exceptions")
    rep.append("TW-49120   CP-24-1203  NORDVIK  NVKL24SH08112     NORDVIK HALDEN 0441E   1703  2024-11-07  TW7-0459120-6   Entry pre-filed")
    mails.append(m("msg-8f0011", "2024-11-01 17:30 ET", "Tidewater Reports <reports@tidewatercb.com>", "dana.okafor@carrowpine.com",
                   "Weekly open shipments report - Carrow & Pine - week ending 11/01",
                   "Automated weekly report. Exceptions are listed first in the client portal.\n\n" + "\n".join(rep)))

    noise = [
        ("Nordvik Commercial <sales-usec@nordvikline.com>", "Peak Season Surcharge update - Asia to USEC, effective Nov 15",
         "Dear Customer,\n\nNordvik will apply a Peak Season Surcharge of USD {a}/FEU on Asia - US East Coast cargo loaded on or after 15 November 2024. Contracted accounts: please refer to your service contract Appendix C.\n\nRegards,\nNordvik Commercial"),
        ("Tidewater Billing <billing@tidewatercb.com>", "Statement of account - October 2024 - Carrow & Pine",
         "Attached is your October statement. Open balance USD {b:,}.00 across {n} invoices. Entry fees, ISF, duty advances. Please remit by Nov 20.\n\nTidewater Customs Brokerage - Accounts Receivable"),
        ("Nordvik Customer Service <usimport@nordvikline.com>", "Reminder: new Nordvik portal login (MFA) from Nov 18",
         "From 18 November, portal access requires multi-factor authentication. Users who have not enrolled will be prompted at next login. No action needed for API users."),
        ("Luis Ortega <dispatch@palmettodrayage.com>", "POD - NVKU4390556 delivered Charlotte 10/23",
         "Delivered NVKU4390556 to your Charlotte DC 10/23 at 13:05, live unload 1h40m. Empty returned GCT 10/30 (your team released the empty late on 10/29). Signed POD attached.\n\nLuis"),
        ("Marcus Bell <mbell@tidewatercb.com>", "Saga NVKL24SH06980 - released",
         "Dana, NVKU4390556 released by CBP this afternoon (10/21 16:40) after the VACIS review. You can book it out.\n\nMarcus"),
        ("Palmetto Drayage <billing@palmettodrayage.com>", "Invoice PLD-24-10488 - NVKU4390556",
         "Invoice PLD-24-10488: linehaul $1,150.00, FSC $322.00, chassis 8 days $360.00, total $1,832.00. Net 30."),
        ("Nordvik Customer Service <usimport@nordvikline.com>", "Service notice - GCT gate hours week of Nov 4",
         "Garden City Terminal gate hours week of 4 Nov: Mon-Fri 05:00-19:00, Sat 07:00-15:00 (import pickups by appointment only). Empty returns accepted at GCT and at Nordvik Savannah depot (Grange Rd)."),
        ("Tidewater Customs Brokerage <news@tidewatercb.com>", "Client bulletin: FMC D&D billing rule now in force",
         "The FMC's final rule on demurrage and detention billing (46 CFR 541) applies to invoices issued on or after May 28, 2024. Key points for importers: invoices must be issued within 30 days of the last charge; billed parties have at least 30 days to request mitigation, refund or waiver; carriers must resolve disputes within 30 days. Keep your terminal appointment screenshots - they are your evidence."),
    ]
    for i, (frm, subj, body) in enumerate(noise):
        mails.append(m(f"msg-8d{rng.randint(1000,9999):04x}", f"2024-10-{rng.randint(16,31):02d} {rng.randint(7,18):02d}:{rng.randint(0,59):02d} ET",
                       frm, "dana.okafor@carrowpine.com", subj,
                       body.format(a=rng.choice([600, 800, 1000]), b=rng.randint(3000, 9000), n=rng.randint(4, 11))))
    head = f"mailbox_search: {len(mails)} results (relevance order; include_body=true, attachments extracted where text)\n"
    return head + "\n\n".join(mails)


def gct_slots():
    lines = ["GPA PORT APPOINTMENT SYSTEM - Garden City Terminal - availability",
             "Date: 2024-11-05 (Tue)  Move: IMPORT PICKUP  Container: NVKU4418219  SCAC: PLDY",
             "Container check: AVAILABLE | customs RELEASED | line RELEASED | LFD 2024-11-05 | location 3C-114-02 (wheeled: N)",
             "",
             "Window      Capacity  Booked  Open   Notes"]
    caps = {"0500-0600": (40, 40), "0600-0700": (60, 59), "0700-0800": (60, 57), "0800-0900": (60, 60),
            "0900-1000": (60, 60), "1000-1100": (55, 55), "1100-1200": (50, 50), "1200-1300": (45, 45),
            "1300-1400": (45, 40), "1400-1500": (45, 44), "1500-1600": (45, 45), "1600-1700": (40, 38),
            "1700-1800": (30, 30), "1800-1900": (20, 20)}
    for w, (cap, bk) in caps.items():
        note = ""
        if w == "0500-0600":
            note = "early gate"
        if w in ("1600-1700", "1700-1800", "1800-1900"):
            note = "late gate - no reefer"
        lines.append(f"{w}   {cap:>6}  {bk:>6}  {cap-bk:>4}   {note}")
    lines.append("")
    lines.append("Other move types, same date (terminal-wide, informational):")
    lines.append("Window      EXPORT DROP   EMPTY RETURN   DUAL (drop+pick)   CHASSIS POOL (GCCP) on-terminal")
    for w in caps:
        lines.append(f"{w}   {rng.randint(0,25):>5} open   {rng.randint(0,30):>6} open   {rng.randint(0,6):>8} open      "
                     f"{rng.choice(['40ft: ' + str(rng.randint(0, 40)) + ' / 20ft: ' + str(rng.randint(0, 25)), '40ft: 0 / 20ft: ' + str(rng.randint(0, 12))])}")
    lines.append("")
    lines.append("Open windows for this container: 0600-0700 (1), 0700-0800 (3), 1300-1400 (5), 1400-1500 (1), 1600-1700 (2)")
    lines.append("Missed appointment fee: $50 (trucker account). Grace: 30 min after window end.")
    lines.append("Also shown: same-day dual (empty drop + load out) available in 0700-0800 and 1300-1400 windows.")
    return "\n".join(lines)


def dd_calc():
    tariff = """TARIFF NCL-USEC-IMP-DD-2024-07 (effective 2024-07-01) - extract
Rule 4.1  Import demurrage free time: 4 calendar days commencing 00:01 the day following discharge. Saturdays, Sundays and holidays are included.
Rule 4.2  Free time for cargo discharged at a port other than the manifested port under a carrier advisory: as stated in the advisory.
Rule 4.3  Demurrage (20'/40'/45'): days 1-4 USD 175, days 5-8 USD 300, day 9 onward USD 450 per container per day.
Rule 4.5  Free time is not extended by customs or other governmental holds. Relief may be granted by the carrier upon timely request (46 CFR 541.8).
Rule 5.1  Detention (merchant haulage): 4 calendar days commencing the day following gate-out full. Day of empty return counts.
Rule 5.2  Detention: days 1-5 USD 150, day 6 onward USD 225 per container per day.
Rule 22   Terminal appointment availability, trucker capacity and chassis supply are the responsibility of the merchant."""
    from datetime import date, timedelta

    def dem_rate(n):
        return 175 if n <= 4 else (300 if n <= 8 else 450)

    def det_rate(n):
        return 150 if n <= 5 else 225

    def dem(first, last, boxes=1):
        rows, tot, n = [], 0, 0
        d = first
        while d <= last:
            n += 1
            r = dem_rate(n) * boxes
            tot += r
            rows.append(f"    {d.isoformat()} ({d.strftime('%a')})  demurrage day {n:<2}  {boxes} x {dem_rate(n)} = {r:>6,}")
            d += timedelta(days=1)
        return rows, tot

    def det(first, last, boxes=1):
        rows, tot, n = [], 0, 0
        d = first
        while d <= last:
            n += 1
            r = det_rate(n) * boxes
            tot += r
            rows.append(f"    {d.isoformat()} ({d.strftime('%a')})  detention day {n:<2}  {boxes} x {det_rate(n)} = {r:>6,}")
            d += timedelta(days=1)
        return rows, tot

    D = date
    sc = []

    def add(sid, title, assumptions, dem_rng=None, det_rng=None, boxes=1):
        out = [f"[{sid}] {title}", f"  assumptions: {assumptions}"]
        total = 0
        if dem_rng:
            r, t = dem(*dem_rng, boxes=boxes)
            out += r
            total += t
        else:
            out.append("    demurrage: none (gate-out within free time)")
        if det_rng:
            r, t = det(*det_rng, boxes=boxes)
            out += r
            total += t
        else:
            out.append("    detention: none (empty returned within free time)")
        out.append(f"  TOTAL {sid}: USD {total:,}")
        sc.append("\n".join(out))
        return total

    t1 = add("S1", "NVKU4418219 - plan", "gate-out 2024-11-05; empty return 2024-11-08; detention free 11-06..11-09")
    t2 = add("S2", "NVKU4418219 - slip", "gate-out 2024-11-12", dem_rng=(D(2024, 11, 6), D(2024, 11, 12)))
    t3 = add("S3", "NVKU4418203 - plan", "CES pull 2024-11-05 (assumed); exam/release by 11-07; delivered Charlotte 11-08; empty return 11-09")
    t4 = add("S4", "NVKU4418203 - slip", "CES pull 2024-11-08; release 11-12; empty return 11-14",
             dem_rng=(D(2024, 11, 6), D(2024, 11, 8)), det_rng=(D(2024, 11, 13), D(2024, 11, 14)))
    t5 = add("S5", "TGHU8830145 - separation at CES", "CES pull 2024-11-07 after CBP authorization; strip + re-palletize; empty return 11-09",
             dem_rng=(D(2024, 11, 6), D(2024, 11, 7)))
    t6 = add("S6", "TGHU8830145 - re-export full container", "remains at GCT until export loading 2024-11-14",
             dem_rng=(D(2024, 11, 6), D(2024, 11, 14)))
    t7 = add("S7", "Halden x3 - Option B plan (WWT)", "discharge 2024-11-09; free time 6 days per ADV-NCL-2024-1107 (LFD 2024-11-15); gate-out 11-12/11-13; empties returned 11-14/11-15", boxes=3)
    t8 = add("S8", "Halden x3 - Option B slip", "gate-out 2024-11-18 (all three)", dem_rng=(D(2024, 11, 16), D(2024, 11, 18)), boxes=3)
    assert (t1, t2, t3, t4, t5, t6, t7, t8) == (0, 1600, 0, 825, 350, 2350, 0, 1575), (t1, t2, t3, t4, t5, t6, t7, t8)
    summary = f"""SUMMARY (USD)
  plan  : S1 {t1:,} + S3 {t3:,} + S5 {t5:,} + S7 {t7:,} = {t1+t3+t5+t7:,}
  slip  : S2 {t2:,} + S4 {t4:,} + S6 {t6:,} + S8 {t8:,} = {t2+t4+t6+t8:,}
Charges exclude CES exam fees, separation labor, drayage and chassis (non-carrier costs)."""
    return "dd_calculate v2.3 - tariff NCL-USEC-IMP-DD-2024-07\n\n" + tariff + "\n\n" + "\n\n".join(sc) + "\n\n" + summary


def invoice_88213():
    return """NORDVIK CONTAINER LINE (USA) INC. - INVOICE
Invoice no.: INV-NCL-88213        Invoice date: 2024-10-30        Due date: 2024-11-29        Revision: 1
Billed party: CARROW & PINE HOME FURNISHINGS INC, 4410 Westinghouse Blvd, Charlotte NC 28273 (account NCL-C-30418)
Person for whose account: consignee
B/L: NVKL24SH06980     Vessel/Voyage: NORDVIK SAGA / 0435E     Port: Savannah GA - Garden City Terminal
Container: NVKU4390556 (40HC)
Tariff: NCL-USEC-IMP-DD-2024-07 Rules 4.1/4.3 (demurrage), 5.1/5.2 (detention)

Event basis
  Discharged ................ 2024-10-14 03:55
  Free time (demurrage) ..... 2024-10-15 through 2024-10-18 (4 days)
  Available for pickup ...... per terminal record (see note 1)
  Gate-out full ............. 2024-10-23 09:12
  Free time (detention) ..... 2024-10-24 through 2024-10-27 (4 days)
  Empty returned ............ 2024-10-30 14:05 (GCT)

Line  Date        Charge               Day  Rate     Amount
 1    2024-10-19  Import demurrage      1   175.00   175.00
 2    2024-10-20  Import demurrage      2   175.00   175.00
 3    2024-10-21  Import demurrage      3   175.00   175.00
 4    2024-10-22  Import demurrage      4   175.00   175.00
 5    2024-10-23  Import demurrage      5   300.00   300.00
 6    2024-10-28  Detention             1   150.00   150.00
 7    2024-10-29  Detention             2   150.00   150.00
 8    2024-10-30  Detention             3   150.00   150.00
                                              ----------------
      Demurrage subtotal                              1,000.00
      Detention subtotal                                450.00
      TOTAL DUE (USD)                                 1,450.00

Note 1: Nordvik's free time is not extended by customs or other governmental holds (Rule 4.5).
Statement under 46 CFR 541.6: the billed party may request mitigation, refund or waiver within 30 days of the invoice date
(on or before 2024-11-29) at ddisputes@nordvikline.com or via the portal. Nordvik will resolve requests within 30 days.
Contact for questions: Nordvik D&D Desk, +1 757-555-0190.
Payment: ACH to Nordvik Container Line (USA) Inc., ref INV-NCL-88213. Vendor id in your AP: V-10442."""


def halden_track():
    out = ["NORDVIK CONTAINER LINE - SHIPMENT TRACKING   (queried 2024-11-04 15:12 ET)",
           "B/L NVKL24SH08112   Vessel NORDVIK HALDEN / 0441E   POD USCHS Charleston - Wando Welch Terminal",
           "ETA POD: 2024-11-11 06:00   (was 2024-11-09)   ETA changed 2024-11-04 13:48 - reason: berth window reassigned by terminal",
           "Berth window: WWT berth 2, 2024-11-11 06:00 - 2024-11-12 02:00  status TENTATIVE (pending SCPA berth confirmation)",
           "Free time: 6 calendar days from day following discharge per ADV-NCL-2024-1107 / election ELC-NCL-558201",
           ""]
    for cn in ["NVKU5520871", "NVKU5520894", "FSCU7719326"]:
        out.append(f"Container {cn}  40HC  status: ON BOARD - IN TRANSIT")
        out.append("  2024-10-09 02:{:02d}  LOADED ON VESSEL               NORDVIK HALDEN 0441E  CNNGB".format(rng.randint(10, 59)))
        out.append("  2024-10-10 16:{:02d}  VESSEL DEPARTURE               NORDVIK HALDEN 0441E  CNNGB".format(rng.randint(10, 59)))
        out.append("  2024-10-30 09:{:02d}  CANAL TRANSIT                  PAMIT/PABLB".format(rng.randint(10, 59)))
        out.append("  2024-11-01 11:20  POD CHANGE                     USSAV -> USCHS (ADV-NCL-2024-1107)")
        out.append("  2024-11-04 13:48  ETA CHANGE                     USCHS 2024-11-09 -> 2024-11-11 06:00")
        out.append("  2024-11-11 06:00  EST. ARRIVAL                   USCHS Wando Welch Terminal")
        out.append("")
    out.append("Vessel schedule NORDVIK HALDEN 0441E (port rotation):")
    rot = [("CNNGB Ningbo", "2024-10-08", "2024-10-10", "completed"), ("CNSHA Shanghai", "2024-10-11", "2024-10-12", "completed"),
           ("PAMIT Manzanillo (canal)", "2024-10-29", "2024-10-30", "completed"), ("USSAV Savannah", "--", "--", "OMITTED (ADV-NCL-2024-1107)"),
           ("USCHS Charleston WWT", "2024-11-11", "2024-11-12", "scheduled (tentative berth)"), ("USORF Norfolk", "2024-11-14", "2024-11-15", "scheduled"),
           ("USNYC New York/NJ", "2024-11-17", "2024-11-19", "scheduled")]
    for p, a, d, s in rot:
        out.append(f"  {p:<28} arr {a:<11} dep {d:<11} {s}")
    out.append("")
    out.append("AIS position history (UTC, 6-hourly):")
    lat, lon = 17.9, -78.9
    from datetime import datetime, timedelta
    t = datetime(2024, 10, 31, 0, 0)
    while t <= datetime(2024, 11, 4, 12, 0):
        lat += rng.uniform(0.3, 0.5)
        lon += rng.uniform(-0.05, 0.12)
        sp = round(rng.uniform(10.8, 14.6), 1)
        hd = rng.randint(350, 359) if lat < 22 else rng.randint(0, 25)
        ns = "drifting/slow steaming" if sp < 11.5 else "under way using engine"
        out.append(f"  {t.strftime('%Y-%m-%d %H:%M')}  {abs(lat):5.2f}N {abs(lon):6.2f}W  SOG {sp:>4} kn  COG {hd:03d}  {ns}")
        t += timedelta(hours=6)
    out.append("Position report 2024-11-04 12:00 UTC: 24 55.3N 77 41.0W, speed 11.8 kn (slow steaming instructed).")
    return "\n".join(out)


def mailbox_nov4_pm():
    return """mailbox_search: 3 results (from:tidewatercb.com after:2024/11/04)

--- [msg-9a1077] 2024-11-04 09:41 ET
From: Marcus Bell <mbell@tidewatercb.com>
To: dana.okafor@carrowpine.com
Subject: Automatic reply: Halden NVKL24SH08112 - discharge moved to Charleston (1601) / Tellus holds

I am out of the office from Nov 4 through Nov 22 with limited access to e-mail. Renee Castillo (rcastillo@tidewatercb.com, 912-555-0163) is handling my accounts during this time. For urgent entry matters call our main line 912-555-0100.

--- [msg-9a10d4] 2024-11-04 11:58 ET
From: Renee Castillo <rcastillo@tidewatercb.com>
To: dana.okafor@carrowpine.com
Cc: ops@tidewatercb.com
Subject: RE: Halden NVKL24SH08112 - discharge moved to Charleston (1601) / Tellus holds

Hi Dana,

I'm covering Carrow & Pine while Marcus is out (through the 22nd) - please send everything to me from here on.

1) HALDEN - NVKL24SH08112. Got it on the Charleston election. I'll amend entry TW7-0459120-6 to port of entry 1601 and update the ISF as soon as Nordvik's manifest amendment shows Charleston in ACE (usually 24-48h after the advisory). Nothing needed from you for now.

2) NVKU4418203 - CES exam. Coastal Exam Station has us for Wednesday, Nov 6 09:00. CES will pull the box from GCT on Tuesday 11/5 with their own trucker (billed through us: drayage $395, exam fee est. $640 plus devanning labor at cost). Once CBP releases, you'll need your trucker to collect from CES.

3) TGHU8830145 - EAN SAV-EAN-2024-0193. Two realistic options:

   Option 1 - Re-export the full container to Ningbo.
     Nordvik quote: $3,950 ocean + $310 docs/handling = $4,260. Next Nordvik export with space is Nov 14, so the box sits at GCT until then (demurrage for your account). Your chairs go back to China; credit from supplier would be your issue.

   Option 2 - Separation at CES.
     We file a written request to the CBP Port Director. Once authorized, CES pulls the box, strips it under CBP supervision, re-palletizes the chairs onto heat-treated ISPM 15 pallets (CES stocks them) and the 21 bad pallets go out under CES's consolidated WPM re-export program.
     Quote: $2,380 all-in (drayage GCT-CES $395, strip/re-palletize labor $1,310, WPM re-export share $675). CBP usually authorizes in 2-4 business days; CES can pull the day after approval.

   I'd recommend option 2 - it's cheaper and the cargo stays here. I need your go-ahead by Wednesday 11/6 to stay comfortably inside the Nov 13 EAN deadline.

Talk soon,
Renee Castillo
Entry Supervisor | Tidewater Customs Brokerage | 912-555-0163

--- [msg-9a0f5e] 2024-11-04 08:02 ET
From: Tidewater Billing <billing@tidewatercb.com>
To: dana.okafor@carrowpine.com
Subject: Duty advance request - entry TW7-0458812-3

Please fund duty/fees of $15,711.91 for entry TW7-0458812-3 (NORDVIK TELLUS) by 2024-11-11 so we can file the entry summary by 11/12 via ACH statement."""


def mailbox_nov5():
    return """mailbox_search: 4 results (from:(tidewatercb.com OR nordvikline.com) after:2024/11/05)

--- [msg-9b4410] 2024-11-05 16:27 ET
From: Renee Castillo <rcastillo@tidewatercb.com>
To: dana.okafor@carrowpine.com
Subject: Tellus / Halden update - CES exam moved, separation request filed, FSCU weight

Dana,

A few updates:

1) TGHU8830145 - separation request filed with the CBP Port Director this morning, request no. SAV-WPM-24-0871, cost cap noted as $2,500 per your instruction. Status: pending CBP review. I'll let you know the minute it's authorized; CES will pull the day after.

2) NVKU4418203 - CES called: they're backed up and have moved our exam to Friday, Nov 8 08:00. They will now pull the box from GCT on Thursday 11/7 instead of today. Sorry - nothing I can do on their queue. That means two demurrage days on this box (11/6, 11/7).

3) HALDEN - Nordvik's manifest now shows Charleston in ACE. Before I amend TW7-0459120-6 I need one thing fixed: FSCU7719326 is manifested at 18,420 kg gross but the commercial invoice / packing list you sent says 17,960 kg. A 460 kg difference on a box of marble-top tables will get questioned. Can you get the supplier to confirm which is right and send a corrected packing list if needed? I can't file the amendment with the mismatch.

Renee

--- [msg-9b43c8] 2024-11-05 14:10 ET
From: Nordvik D&D Desk <ddisputes@nordvikline.com>
To: dana.okafor@carrowpine.com
Subject: Dispute DSP-NCL-24-04417 - INV-NCL-88213 - decision

Dear Customer,

We have reviewed dispute DSP-NCL-24-04417 regarding invoice INV-NCL-88213 (NVKU4390556, NORDVIK SAGA 0435E).

Decision: PARTIALLY APPROVED.
- Lines 1-3 (2024-10-19 to 2024-10-21, USD 525.00): WAIVED. Container was under CBP hold and not available for pickup; relief granted under Rule 4.5.
- Line 4 (2024-10-22, USD 175.00): DECLINED. The container was released at 16:40 on 2024-10-21 and available on 2024-10-22. Terminal appointment availability is the responsibility of the merchant (Rule 22).

A revised invoice, INV-NCL-88213 revision 2, has been issued: total USD 925.00 (was USD 1,450.00). Taking into account your scheduled payment of USD 750.00, the remaining balance is USD 175.00.

You may request reconsideration of the declined line within 10 days of this notice with supporting evidence.

Nordvik D&D Desk

--- [msg-9b3d02] 2024-11-05 13:01 ET
From: Nordvik Billing <ar-usa@nordvikline.com>
To: ap@carrowpine.com; dana.okafor@carrowpine.com
Subject: Revised invoice INV-NCL-88213 rev 2

Revised invoice attached. Amount USD 925.00. Due date unchanged 2024-11-29.

--- [msg-9b2a90] 2024-11-05 09:14 ET
From: Nordvik Customer Service <usimport@nordvikline.com>
Subject: Portal maintenance Nov 9 01:00-05:00 ET

The Nordvik portal and API will be unavailable on Saturday 9 November from 01:00 to 05:00 ET for maintenance."""


def gct_history():
    lines = ["GPA PORT APPOINTMENT SYSTEM - availability audit log (export)",
             "Terminal: GCT   Date: 2024-10-22 (Tue)   Move: IMPORT PICKUP   Line: NVKL   Requesting SCAC: PLDY",
             "Container queried: NVKU4390556   Container status at 06:00: AVAILABLE (customs 1C 2024-10-21 16:40, line release 2024-10-21 17:05)",
             "Snapshots every 30 min, 05:00-19:00. 'open' = unbooked capacity for import pickups in the window shown.",
             "",
             "snapshot  window      capacity  booked  open  queried_by"]
    windows = ["0500-0600", "0600-0700", "0700-0800", "0800-0900", "0900-1000", "1000-1100", "1100-1200", "1200-1300",
               "1300-1400", "1400-1500", "1500-1600", "1600-1700", "1700-1800", "1800-1900"]
    caps = [40, 60, 60, 60, 60, 55, 50, 45, 45, 45, 45, 40, 30, 20]
    for h in range(5, 19):
        for mm in (0, 30):
            snap = f"{h:02d}:{mm:02d}"
            for w, cp in zip(windows, caps):
                if int(w[:2]) < h:
                    continue
                if int(w[:2]) > h + 6:
                    continue
                q = rng.choice(["PLDY", "PLDY", "-", "-", "-"])
                lines.append(f"{snap}     {w}   {cp:>6}  {cp:>6}  {0:>4}  {q}")
    lines.append("")
    lines.append("Summary 2024-10-22: import pickup windows 05:00-19:00 - open capacity 0 at every snapshot.")
    lines.append("Queries by PLDY for NVKU4390556: 11 (06:00-16:30), no appointment granted.")
    lines.append("First open capacity for PLDY after release: 2024-10-23 0900-1000 (booked 2024-10-22 19:44, appt GCT-APT-5487711).")
    lines.append("Terminal notices 2024-10-22: 'High import volume - appointment capacity fully allocated' (posted 05:12).")
    return "\n".join(lines)


def ap_ledger():
    rows = ["AP VENDOR LEDGER - V-10442 Nordvik Container Line (USA) Inc. - 2024-01-01 to 2024-11-04 - GL 5120 (D&D)",
            "Date        Invoice          B/L             Container     Type      Amount     Status        Paid/credited",]
    tot_paid = 0
    tot_cred = 0
    n = 0
    cnt_dem = cnt_det = 0
    body = []
    months = [1, 2, 2, 3, 4, 4, 5, 5, 6, 6, 7, 7, 7, 8, 8, 8, 9, 9, 9, 10, 10]
    for mo in months:
        n += 1
        inv = f"INV-NCL-{rng.randint(60000, 87000)}"
        bl = f"NVKL24SH0{rng.randint(1000, 6900)}"
        cn = f"NVKU{rng.randint(3000000, 4399999)}"
        typ = rng.choice(["DEM", "DEM", "DET", "DEM+DET"])
        dem_sums = [175, 350, 525, 700, 1000, 1300, 1600, 1900, 2350]
        det_sums = [150, 300, 450, 600, 750, 975]
        if typ == "DEM":
            amt = rng.choice(dem_sums)
        elif typ == "DET":
            amt = rng.choice(det_sums)
        else:
            amt = rng.choice(dem_sums[:6]) + rng.choice(det_sums[:4])
        st = "PAID"
        cred = 0
        if mo == 8 and "credit" not in " ".join(body):
            typ, amt = "DEM", 700
            st = "PAID - partial credit"
            cred = 175
            tot_cred += cred
        paid = amt - cred
        tot_paid += paid
        cnt_dem += "DEM" in typ
        cnt_det += "DET" in typ
        body.append(f"2024-{mo:02d}-{rng.randint(1, 28):02d}  {inv:<16} {bl:<15} {cn:<13} {typ:<8} {amt:>8,.2f}   {st:<21} {paid:>9,.2f}")
    rows.extend(sorted(body))
    rows.append("2024-10-30  INV-NCL-88213    NVKL24SH06980   NVKU4390556   DEM+DET  1,450.00   OPEN - DISPUTED       (750.00 sched. 11-08)")
    rows.append("")
    rows.append(f"Invoices 2024 (excl. open): {n}   Gross billed: {tot_paid + tot_cred:,.2f}   Credits obtained: {tot_cred:,.2f}   Net paid: {tot_paid:,.2f}")
    return "\n".join(rows), n, tot_paid, tot_cred


LEDGER, LEDGER_N, LEDGER_PAID, LEDGER_CRED = ap_ledger()


def dd_calc2():
    from datetime import date, timedelta

    def rate_dem(n):
        return 175 if n <= 4 else (300 if n <= 8 else 450)

    def rate_det(n):
        return 150 if n <= 5 else 225

    def run(kind, first, last, boxes=1):
        rows, tot, n, d = [], 0, 0, first
        while d <= last:
            n += 1
            r = (rate_dem(n) if kind == "demurrage" else rate_det(n)) * boxes
            tot += r
            rows.append(f"    {d.isoformat()} ({d.strftime('%a')})  {kind} day {n:<2}  {boxes} x {r // boxes} = {r:>6,}")
            d += timedelta(days=1)
        return rows, tot

    D = date
    blocks, totals = [], {}
    spec = [
        ("U1", "NVKU4418219 - actual/plan", "gate-out 2024-11-05 13:xx (GCT-APT-5531907 rev 2); empty return by 2024-11-09", None, None, 1),
        ("U2", "NVKU4418203 - revised", "CES pull 2024-11-07; exam 2024-11-08 08:00; release est. 2024-11-11; empty return est. 2024-11-13",
         (D(2024, 11, 6), D(2024, 11, 7)), (D(2024, 11, 12), D(2024, 11, 13)), 1),
        ("U3", "TGHU8830145 - separation, CBP approval by 11-08", "CES pull 2024-11-11 (first working day after approval); empty return 2024-11-13",
         (D(2024, 11, 6), D(2024, 11, 11)), None, 1),
        ("U3b", "TGHU8830145 - separation, late CBP approval", "CES pull 2024-11-13 (EAN deadline day)",
         (D(2024, 11, 6), D(2024, 11, 13)), None, 1),
        ("U4", "Halden x3 - WWT, discharge 2024-11-11", "free time 2024-11-12..2024-11-17 (LFD 2024-11-17); gate-out 11-12 / 11-13; empties back within 4 days", None, None, 3),
        ("U4b", "Halden x3 - release blocked until 2024-11-20", "gate-out 2024-11-20 (all three)", (D(2024, 11, 18), D(2024, 11, 20)), None, 3),
    ]
    for sid, title, asm, dem_r, det_r, boxes in spec:
        out = [f"[{sid}] {title}", f"  assumptions: {asm}"]
        tot = 0
        if dem_r:
            r, t = run("demurrage", *dem_r, boxes=boxes)
            out += r
            tot += t
        else:
            out.append("    demurrage: none")
        if det_r:
            r, t = run("detention", *det_r, boxes=boxes)
            out += r
            tot += t
        else:
            out.append("    detention: none")
        out.append(f"  TOTAL {sid}: USD {tot:,}")
        totals[sid] = tot
        blocks.append("\n".join(out))
    assert totals == {"U1": 0, "U2": 650, "U3": 1300, "U3b": 1900, "U4": 0, "U4b": 1575}, totals
    base = totals["U1"] + totals["U2"] + totals["U3"] + totals["U4"]
    summ = (f"SUMMARY (USD)\n  base case : U1 0 + U2 650 + U3 1,300 + U4 0 = {base:,}\n"
            f"  late CBP  : replace U3 with U3b -> {base - 1300 + 1900:,}\n"
            f"  Halden blocked to 11-20: add U4b -> +1,575\n"
            "Excludes: CES exam/labor, separation quote, drayage accessorials, Saga INV-NCL-88213 (other B/L).")
    return "dd_calculate v2.3 - tariff NCL-USEC-IMP-DD-2024-07 (rates as Rule 4.3 / 5.2)\n\n" + "\n\n".join(blocks) + "\n\n" + summ


# ---------------------------------------------------------------------------
# conversation
# ---------------------------------------------------------------------------

c.system("""You are Harbor, the import logistics assistant for Carrow & Pine Home Furnishings, Inc. You work with the logistics team on ocean containers, customs clearance, drayage and demurrage & detention (D&D). You act through tools: container_track, customs_entry_status, mailbox_search, email_send, carrier_advisory_elect, terminal_appointment_search, terminal_appointment_book, terminal_appointment_amend, terminal_appointment_history, drayage_order_create, dd_calculate, carrier_invoice_get, carrier_dispute_file, carrier_dispute_reconsider, ap_payment_schedule, ap_vendor_ledger, dc_dock_appointment_book, reminder_create.

Rules: confirm with the user before committing money or making elections that cannot be undone; quote record ids in your reports; port times are US Eastern. Today is Monday, November 4, 2024.""")

U1 = c.user("""Morning. Savannah is a mess and I need help untangling it before it gets expensive.

What I know:
- The Tellus boxes (B/L NVKL24SH07731, 3 x 40HC, PO CP-24-1187) discharged at Garden City on Friday. One is on a CBP exam, one has some kind of USDA problem, and the third should be clear.
- Halden (B/L NVKL24SH08112, PO CP-24-1203, also 3 boxes) is due into Savannah Thursday Nov 7.
- Nordvik also billed us for the Saga box from last month and I think it's wrong, but that can wait an hour.

Tom wants total D&D on the Tellus and Halden B/Ls kept under $4,000, and he'd rather we eat some extra trucking cost than hand it to the carrier. Can you pull status on everything and tell me what's on fire?""")

c.model("I'll pull carrier tracking for both B/Ls, the customs entries at Tidewater, and anything recent from Nordvik, Tidewater and Palmetto in the inbox.", calls=[
    ("container_track", {"bl_numbers": ["NVKL24SH07731", "NVKL24SH08112"], "include_events": True, "include_holds": True}),
    ("customs_entry_status", {"broker": "Tidewater Customs Brokerage", "filer_code": "TW7", "importer_number": "56-2218473-00", "scope": "open_and_recent", "days": 30}),
    ("mailbox_search", {"mailbox": "dana.okafor@carrowpine.com", "query": "from:(nordvikline.com OR tidewatercb.com OR palmettodrayage.com) after:2024/10/15", "max_results": 20, "include_body": True, "extract_attachments": True}),
])
T1 = c.tool([container_track_all(), customs_status(), mailbox_initial()])

c.model("""## Status — Monday Nov 4

### Tellus — B/L NVKL24SH07731 (discharged GCT Fri Nov 1 · **LFD Tue Nov 5**)
| Container | Customs | Line release | Where it stands |
|---|---|---|---|
| **NVKU4418219** | Released Nov 1 14:05 (1C) | Released | **Ready to pull** — needs a GCT appointment for tomorrow |
| **NVKU4418203** | **CBP hold — intensive exam** (Nov 1 10:12) | Released | Must go to the CES (Coastal Exam Station). No exam date yet |
| **TGHU8830145** | **USDA/APHIS hold — EAN SAV-EAN-2024-0193** | Released | 21 pallets with no ISPM 15 stamp. Refused entry until re-export or CBP-authorized separation |

### Halden — B/L NVKL24SH08112 — **rerouted, not coming to Savannah**
Nordvik advisory **ADV-NCL-2024-1107** (Fri 12:06): Halden is **omitting Savannah**. Discharge moves to **Charleston, Wando Welch Terminal (WWT)**, ETA **Sat Nov 9**. Tracking already shows POD USCHS for all three boxes (NVKU5520871, NVKU5520894, FSCU7719326).
- We have to **elect by Wed Nov 6, 17:00 ET**: **A** = Nordvik relays the boxes to Savannah, or **B** = we collect at Charleston. No election = A.
- Tidewater's entry **TW7-0459120-6** is still filed for Savannah; the customs portal is already flagging the port mismatch.

### Saga invoice
**INV-NCL-88213**, NVKU4390556: **$1,450.00** (demurrage $1,000 + detention $450), due Nov 29. Tidewater's records show that box was on a CBP hold until **Oct 21 16:40**, and the invoice starts charging demurrage on Oct 19. So at least part of it looks disputable. More on that when you're ready.

### What's on fire, in order
1. **NVKU4418219**: the LFD is tomorrow. After Tuesday it's $175/day and climbing.
2. **Halden election**: due Wednesday 17:00, and it changes the customs filing.
3. **TGHU8830145**: the EAN deadline is **Nov 13**, and every day it sits at GCT after Nov 5 is demurrage.
4. **NVKU4418203**: waiting on CES to schedule (Marcus said he'd chase today).
5. **Saga invoice**: not urgent, there's a 30-day dispute window to Nov 29.

One thing to know: Marcus's Friday email says Nordvik does **not** stop the free-time clock for government holds (tariff Rule 4.5). So the two held boxes start accruing after Tuesday whatever CBP does.

Shall I start with GCT slots for 4418219 tomorrow?""")

U2 = c.user("Ugh, I completely missed the Halden notice. What are the options there, really? But first things first: 4418219 has to be out before LFD. What slots are there tomorrow?")

c.model("Checking GCT import-pickup availability for tomorrow under Palmetto's SCAC.", calls=[
    ("terminal_appointment_search", {"terminal": "GCT", "date": "2024-11-05", "move_type": "IMPORT_PICKUP", "container": "NVKU4418219", "trucking_scac": "PLDY"}),
])
c.tool([gct_slots()])

c.model("""### NVKU4418219: GCT tomorrow (Tue Nov 5)
The box is available, released on both sides, LFD Nov 5. Open windows for it:

| Window | Open slots |
|---|---|
| 06:00–07:00 | 1 |
| **07:00–08:00** | **3** |
| 13:00–14:00 | 5 |
| 14:00–15:00 | 1 |
| 16:00–17:00 | 2 |

I'd take **07:00–08:00** with Palmetto. Savannah to Charlotte is about 4½ hours, so the box would hit the DC around noon, and if anything goes wrong in the morning the 13:00 window is still a fallback before LFD. Palmetto's rate sheet (Oct 15) is **$1,150 + 28% FSC** for GCT → Charlotte.

### Halden: A vs B
| | **A: Nordvik relays to Savannah** | **B: we collect at Charleston (WWT)** |
|---|---|---|
| Boxes available | est. **Nov 15–16** at GCT, rail-dependent | on discharge, **Sat Nov 9** |
| Free time | 4 days from relay availability | **6 days** from discharge |
| Drayage to Charlotte (Palmetto Q4) | $1,150 + 28% FSC = **$1,472.00**/box | $1,080 + 28% FSC = **$1,382.40**/box |
| Customs | entry stays on Savannah | Tidewater amends entry + ISF to Charleston |
| Risk | relay slips → boxes even later; Nordvik accepts no liability | WWT will be busy with everyone's diverted boxes |
| Cost to us | nothing from Nordvik, but a week of lost time | no relay allowance, but cheaper trucking |

**My recommendation: B.** The boxes are in hand about a week sooner, trucking is ~$90/box cheaper, free time is longer, and nothing depends on Nordvik finding rail capacity. The extra work is the entry amendment, and that's Tidewater's job.

Shall I elect **B** and book the **07:00** slot with Palmetto?""")

U3 = c.user("B. And yes, book the 7am with Palmetto.")

c.model(calls=[
    ("carrier_advisory_elect", {"carrier": "NCL", "advisory_id": "ADV-NCL-2024-1107", "bl_number": "NVKL24SH08112", "option": "B", "containers": ["NVKU5520871", "NVKU5520894", "FSCU7719326"], "trucker": "Palmetto Drayage (PLDY)", "contact": "dana.okafor@carrowpine.com", "notes": "Consignee elects merchant haulage ex Wando Welch. Broker Tidewater (TW7) will amend entry/ISF to Charleston."}),
    ("terminal_appointment_book", {"terminal": "GCT", "date": "2024-11-05", "window": "0700-0800", "move_type": "IMPORT_PICKUP", "container": "NVKU4418219", "bl_number": "NVKL24SH07731", "trucking_scac": "PLDY", "reference": "CP-24-1187"}),
    ("drayage_order_create", {"carrier": "Palmetto Drayage", "scac": "PLDY", "reference": "CP-24-1187", "container": "NVKU4418219", "size_type": "40HC",
                              "pickup": {"terminal": "GCT Savannah", "date": "2024-11-05", "window": "0700-0800"},
                              "deliver_to": {"site": "Carrow & Pine Charlotte DC", "address": "4410 Westinghouse Blvd, Charlotte NC 28273", "service": "live unload", "receiving_hours": "Mon-Fri"},
                              "empty_return": {"to": "GCT or Nordvik Savannah depot", "return_by": "2024-11-09"},
                              "rate": {"linehaul": 1150.00, "fsc_pct": 28}, "notes": "LFD 2024-11-05 - must pull tomorrow. Detention free time ends 2024-11-09."}),
])
c.tool([
    """ELECTION RECORDED
Election id: ELC-NCL-558201
Advisory: ADV-NCL-2024-1107   B/L NVKL24SH08112   Option B - MERCHANT HAULAGE EX USCHS (Wando Welch Terminal)
Containers: NVKU5520871, NVKU5520894, FSCU7719326
Free time at WWT: 6 calendar days from the day following discharge (Rule 4.2)
Empty return: WWT or Nordvik Charleston depot (Clements Ferry Rd)
WARNING: Nordvik will not release at WWT until CBP release for port of entry 1601 (Charleston) is on file. Entries filed for port 1703 must be amended by the broker.
Recorded 2024-11-04 09:36 ET by dana.okafor@carrowpine.com (API)""",
    """{"status":"CONFIRMED","appointment_id":"GCT-APT-5531907","revision":1,"terminal":"GCT","date":"2024-11-05","window":"0700-0800","move_type":"IMPORT_PICKUP","container":"NVKU4418219","trucking_scac":"PLDY","gate_pin":"4471-2290","notes":["Missed appointment fee $50 charged to trucker account","Container LFD 2024-11-05"]}""",
    """{"order_id":"PD-24-11873","status":"ACCEPTED","carrier":"Palmetto Drayage LLC","dispatcher":"Luis Ortega","container":"NVKU4418219","pickup":"GCT 2024-11-05 0700-0800 (appt to be linked)","delivery":"Charlotte DC, live unload, ETA 2024-11-05 ~12:00","empty_return_by":"2024-11-09","rate":{"linehaul":1150.00,"fsc":322.00,"total":1472.00},"accessorials_possible":["chassis $45/day","detention at customer >2h $85/hr"],"created":"2024-11-04T09:37:02-05:00"}""",
])

c.model("""Done.

- **Halden: Option B elected**, election **ELC-NCL-558201**. We collect all three boxes at Wando Welch; free time is 6 days from discharge. Nordvik's confirmation warns it **won't release at WWT until there's a CBP release on port 1601 (Charleston)**.
- **NVKU4418219: GCT appointment GCT-APT-5531907**, Tue Nov 5, 07:00–08:00, Palmetto (gate PIN 4471-2290).
- **Palmetto order PD-24-11873**: GCT → Charlotte DC, live unload, ETA ~noon tomorrow; empty back by **Nov 9**. $1,472.00 all-in.

Next is the customs side. Tidewater needs to amend entry **TW7-0459120-6** and the ISF to Charleston (1601). Want me to email Marcus?""")

U4 = c.user("Yes, email Marcus about the port change, and ask him where we are on the USDA box. Also, what does the EAN actually say? I've never dealt with one of those.")

c.model("Sending to Marcus now; I'll go through the EAN once it's out.", calls=[
    ("email_send", {"from": "dana.okafor@carrowpine.com", "to": ["mbell@tidewatercb.com"], "cc": ["dana.okafor@carrowpine.com"],
                    "subject": "Halden NVKL24SH08112 - discharge moved to Charleston (1601) / Tellus holds",
                    "body": "Hi Marcus,\n\nTwo things on Carrow & Pine:\n\n1) NORDVIK HALDEN 0441E, B/L NVKL24SH08112 (NVKU5520871, NVKU5520894, FSCU7719326): Nordvik is omitting Savannah (advisory ADV-NCL-2024-1107). We have elected merchant haulage from Wando Welch (election ELC-NCL-558201), ETA Nov 9. Please amend entry TW7-0459120-6 and the ISF to port of entry Charleston (1601) - Nordvik will not release at WWT without a CBP release on 1601.\n\n2) Tellus, B/L NVKL24SH07731: where are we on TGHU8830145 (EAN SAV-EAN-2024-0193)? Please send our realistic options with costs, including whether CBP would authorize separation at a CES. Also, is there a date yet for the CES exam on NVKU4418203?\n\nLFD on the Tellus boxes is tomorrow, Nov 5, so anything that keeps the held boxes moving helps.\n\nThanks,\nDana Okafor\nCarrow & Pine Home Furnishings (sent via Harbor)"}),
])
c.tool(["""{"status":"SENT","message_id":"<CAP-20241104-094102-7731@carrowpine.com>","to":["mbell@tidewatercb.com"],"cc":["dana.okafor@carrowpine.com"],"sent_at":"2024-11-04T09:41:02-05:00"}"""])

c.model("""Sent to Marcus (09:41).

## The EAN, in plain English
An **Emergency Action Notification** (PPQ Form 523) is USDA's order, issued at the port by CBP agriculture specialists, telling the importer what must happen to a regulated article before anything else can. Ours is for the **wood pallets**. The chairs themselves aren't the problem.

**What SAV-EAN-2024-0193 (issued Nov 1) says:**
- **Container TGHU8830145**, entry TW7-0458812-3: **0 of 21 pallets** carry the IPPC/ISPM 15 heat-treatment mark. That's a violation of 7 CFR 319.40-3(b).
- **No live pests** were found. That matters: it's a marking/compliance failure, not an infestation, which is why separation is even on the table.
- **Allowed actions:**
  1. **Re-export** the pallets *with* the cargo, which in practice means sending the whole container back, or
  2. **Separation**, if the CBP Port Director authorizes it in writing: the box goes to an approved facility (a CES), the chairs are taken off the bad pallets under CBP supervision, and only the wood is re-exported. The request has to come from us or Tidewater, in writing.
- **Treatment in the US is not authorized**, so we can't fumigate or heat-treat here.
- **Deadline: November 13, 2024.**
- The box **can't leave GCT** except to an approved facility under CBP authorization, and all costs are ours. Ignoring it risks penalties and a claim on the bond.

## What it means for us
- Demurrage on TGHU8830145 starts **Nov 6** at $175/day and steps up to $300 from day 5. Whichever option we choose, speed matters more than anything else.
- Separation is almost always cheaper than re-export, because the cargo stays here and only the pallets travel back. CBP's approval time is the risk.
- The supplier shipped on unstamped pallets. Ningbo Hengda should carry the cost, so it's worth keeping every invoice for a chargeback.

I've asked Marcus for priced options and the CES date for 4418203.""")

U5 = c.user("OK. What is all this going to cost us if things slip? Give me a table per container, our plan vs. doing nothing. And FYI the Charlotte DC doesn't take deliveries after 2pm and nothing on weekends, so plan around that.")

c.model("Running the D&D numbers against Nordvik's tariff for each box, plan vs. slip.", calls=[
    ("dd_calculate", {"tariff": "NCL-USEC-IMP-DD-2024-07", "currency": "USD", "scenarios": [
        {"id": "S1", "container": "NVKU4418219", "discharge": "2024-11-01", "gate_out": "2024-11-05", "empty_return": "2024-11-08"},
        {"id": "S2", "container": "NVKU4418219", "discharge": "2024-11-01", "gate_out": "2024-11-12"},
        {"id": "S3", "container": "NVKU4418203", "discharge": "2024-11-01", "gate_out": "2024-11-05", "empty_return": "2024-11-09", "note": "CES pull date assumed"},
        {"id": "S4", "container": "NVKU4418203", "discharge": "2024-11-01", "gate_out": "2024-11-08", "empty_return": "2024-11-14"},
        {"id": "S5", "container": "TGHU8830145", "discharge": "2024-11-01", "gate_out": "2024-11-07", "empty_return": "2024-11-09", "note": "separation at CES"},
        {"id": "S6", "container": "TGHU8830145", "discharge": "2024-11-01", "gate_out": None, "export_load": "2024-11-14", "note": "full re-export"},
        {"id": "S7", "containers": ["NVKU5520871", "NVKU5520894", "FSCU7719326"], "discharge": "2024-11-09", "free_days": 6, "gate_out": "2024-11-12/13", "empty_return": "2024-11-14/15"},
        {"id": "S8", "containers": ["NVKU5520871", "NVKU5520894", "FSCU7719326"], "discharge": "2024-11-09", "free_days": 6, "gate_out": "2024-11-18"}]}),
])
c.tool([dd_calc()])

c.model("""## D&D exposure: plan vs. slip (carrier charges only)

| Container | Our plan | D&D on plan | If it slips | D&D if it slips |
|---|---|---|---|---|
| **NVKU4418219** | out Tue Nov 5, empty back Nov 8 | **$0** | out Nov 12 | **$1,600** (7 days demurrage) |
| **NVKU4418203** | CES pulls Nov 5*, back empty Nov 9 | **$0** | CES pulls Nov 8, release Nov 12 | **$825** ($525 demurrage + $300 detention) |
| **TGHU8830145** | separation: CES pulls Nov 7 | **$350** (2 days) | full re-export, sits until Nov 14 | **$2,350** (9 days, hits $450/day) |
| **Halden ×3** (WWT) | discharge Nov 9, out Nov 12–13 | **$0** | all out Nov 18 | **$1,575** (3 days × 3 boxes) |
| **Total** | | **$350** | | **$6,350** |

\\*CES date not confirmed yet; I assumed they pull the day after LFD at the latest.

**Read-out against Tom's $4,000:** the plan leaves plenty of room. The slip column blows through it, and nearly all of that comes from two things: **TGHU8830145 going the re-export route** ($2,350 in demurrage alone, before the $450/day tier) and **NVKU4418219 missing tomorrow**. Those are the two to protect.

Not in these numbers: CES exam fees, separation labor, Palmetto's chassis/yard charges. Those are real costs, but they're not D&D and they're the kind Tom said he'd rather pay.

**Charlotte DC constraints noted:** deliveries only Mon–Fri and nothing after 2pm. Tomorrow's 07:00 pull lands around noon, so it's fine. For the Halden boxes, an ETA of Saturday Nov 9 means nothing can be delivered before Monday. I'll plan those pickups for weekdays with morning delivery windows.""")

U6 = c.user("Good. Now the Saga invoice. I'm pretty sure they charged us demurrage for days the box was sitting on a CBP hold. Pull it.")

c.model(calls=[("carrier_invoice_get", {"carrier": "NCL", "invoice_number": "INV-NCL-88213", "include_event_basis": True})])
c.tool([invoice_88213()])

c.model("""## INV-NCL-88213: NVKU4390556 (Saga), $1,450.00

You're right. Lining the invoice up against the CBP record from Tidewater's portal:

| Date | Billed | Status of the box that day | Verdict |
|---|---|---|---|
| Oct 19 | $175 demurrage (day 1) | **CBP hold** (NII exam, since Oct 14) | dispute |
| Oct 20 | $175 (day 2) | **CBP hold** | dispute |
| Oct 21 | $175 (day 3) | **CBP hold until 16:40** | dispute |
| Oct 22 | $175 (day 4) | released the evening before (16:40), not picked up until Oct 23 09:12 | arguable only if there were no GCT slots that day |
| Oct 23 | $300 (day 5) | picked up 09:12 | pay |
| Oct 28–30 | $450 detention (3 days) | empty returned Oct 30. Palmetto's POD note says our team released the empty late | pay, that's on us |

**Proposal:** dispute at least **$525** (Oct 19–21). If Palmetto really couldn't get a GCT slot on the 22nd, add that day too, making it **$700**, and pay the undisputed **$750** (Oct 23 + detention).

- Oct 19–21 is strong. The box physically could not leave, and Nordvik's own Rule 4.5 says relief may be granted on a timely request. The FMC's billing rule (46 CFR 541) gives us until **Nov 29** (30 days from the Oct 30 invoice date).
- Oct 22 is arguable. Nordvik's Rule 22 puts appointment availability on the merchant, so expect pushback. GCT keeps an availability audit log if we need evidence later.
- Paying the undisputed part now keeps us clean on the rest and stops the account from going past due.

Shall I file the dispute and schedule the $750?""")

U7 = c.user("Include the 22nd. Luis told me at the time GCT had nothing open all day. So dispute the $700 and pay the undisputed part on the normal Friday run, not a rush.")

c.model(calls=[
    ("carrier_dispute_file", {"carrier": "NCL", "invoice_number": "INV-NCL-88213", "container": "NVKU4390556", "bl_number": "NVKL24SH06980", "disputed_lines": [1, 2, 3, 4], "disputed_amount": 700.00, "request": "waiver",
                              "reason": "Lines 1-3 (2024-10-19..21): container under CBP hold (NII exam) from 2024-10-14 06:20 until release 2024-10-21 16:40 per ACE/entry TW7-0457630-1; cargo was not available for pickup. Line 4 (2024-10-22): no GCT import pickup appointment capacity available to our trucker (PLDY) on 2024-10-22; first available appointment 2024-10-23. Request waiver under tariff Rule 4.5 and 46 CFR 541. Undisputed lines 5-8 (USD 750.00) are being paid.",
                              "attachments": ["ACE_hold_history_TW7-0457630-1.pdf"], "contact": "dana.okafor@carrowpine.com"}),
    ("ap_payment_schedule", {"vendor": "Nordvik Container Line (USA) Inc.", "vendor_id": "V-10442", "invoice_number": "INV-NCL-88213", "amount": 750.00, "currency": "USD", "payment_run": "standard", "pay_date": "2024-11-08", "method": "ACH", "memo": "Partial - undisputed lines 5-8 only; USD 700.00 (lines 1-4) under dispute with Nordvik"}),
])
c.tool([
    """{"dispute_id":"DSP-NCL-24-04417","status":"RECEIVED","invoice":"INV-NCL-88213","disputed_amount":700.00,"undisputed_amount":750.00,"collection_hold":"disputed lines suspended from dunning","response_due_by":"2024-12-04","filed_at":"2024-11-04T10:12:44-05:00","acknowledgement":"Your request has been received by the Nordvik D&D Desk. Requests are resolved within 30 days per 46 CFR 541."}""",
    """{"payment_id":"PAY-2024-110842","status":"SCHEDULED","vendor_id":"V-10442","invoice":"INV-NCL-88213","amount":750.00,"run":"standard weekly (Fri)","pay_date":"2024-11-08","approval":"auto-approved (< USD 1,500 threshold)","remaining_open_on_invoice":700.00}""",
])

c.model("""Done.

- **Dispute DSP-NCL-24-04417** filed on INV-NCL-88213 for **$700** (lines 1–4, Oct 19–22). The disputed lines are held from dunning, and Nordvik has to answer by **Dec 4**.
- **Payment PAY-2024-110842**: **$750** on the standard Friday run, **Nov 8**, ACH. The memo notes the $700 under dispute.""")

U7b = c.user("While you're in AP: what have we actually paid Nordvik in D&D this year? Tom is going to ask when he sees the Saga thing.")

c.model(calls=[("ap_vendor_ledger", {"vendor_id": "V-10442", "gl_account": "5120", "from": "2024-01-01", "to": "2024-11-04", "include_open": True})])
c.tool([LEDGER])

c.model(f"""## Nordvik D&D, 2024 year to date

- **{LEDGER_N} invoices**, net paid **${LEDGER_PAID:,.2f}** (gross billed ${LEDGER_PAID + LEDGER_CRED:,.2f}; credits obtained only **${LEDGER_CRED:,.2f}**)
- Plus **INV-NCL-88213** still open: $750 scheduled Friday, $700 in dispute.
- Most of it is demurrage, and about 40% of it falls in Jul–Oct, the GCT congestion months.

Two things Tom may want to hear:
1. We've hardly ever disputed. Exactly one invoice this year got a credit (August, ${LEDGER_CRED:,.0f}). The Saga case is a good test of whether Nordvik gives relief for government holds under the new FMC billing rule. If it works, the same argument applies to NVKU4418203 and TGHU8830145 this month.
2. Most of the money is in the first 8 days after free time runs out, so it comes down to pulling boxes on time (appointments, chassis), which is why the Tellus pickups matter.

Want a per-month breakdown for Tom, or is the headline enough?""")

U8 = c.user("Headline's enough. Did Marcus reply? Also Palmetto just called me: they don't have a chassis for the 7am tomorrow, they can do the afternoon. And one more thing to keep in mind: anything over $1,500 needs Tom's OK before we commit.")

c.model(calls=[("mailbox_search", {"mailbox": "dana.okafor@carrowpine.com", "query": "from:tidewatercb.com after:2024/11/04", "max_results": 10, "include_body": True})])
T8 = c.tool([mailbox_nov4_pm()])

c.model("""Marcus is **out until Nov 22**. **Renée Castillo** (rcastillo@tidewatercb.com, 912-555-0163) has the account and replied at 11:58:

**Halden:** she'll amend TW7-0459120-6 to port 1601 and update the ISF once Nordvik's manifest shows Charleston in ACE (24–48h). Nothing needed from us.

**NVKU4418203:** CES exam booked for **Wed Nov 6 09:00**. CES pulls it from GCT **tomorrow (Nov 5)** with their own trucker, so there's no demurrage on that box. Costs through Tidewater: $395 drayage + ~$640 exam fee + devanning labor.

**TGHU8830145: her two options**
| | **1: Re-export full container** | **2: Separation at CES** |
|---|---|---|
| Direct cost | $3,950 ocean + $310 docs = **$4,260** | **$2,380** all-in (drayage $395, strip/re-palletize $1,310, WPM re-export $675) |
| Demurrage | sits at GCT to Nov 14 → **~$2,350** | CES pulls day after CBP OK → **~$350** if approved quickly |
| Total carrier + vendor | **~$6,610** | **~$2,730** |
| Cargo | goes back to Ningbo | stays here, on new ISPM 15 pallets |
| Dependency | Nordvik space on Nov 14 | CBP Port Director approval (2–4 business days) |

She recommends option 2 and needs a **go-ahead by Wed Nov 6**. Both options are over **$1,500**, so whichever you pick needs **Tom's OK**.

**NVKU4418219 / Palmetto:** the only afternoon window with room is **13:00–14:00** (5 open). The catch is the **2pm cutoff at Charlotte**. A 13:00 pull reaches the DC around 17:30, so it can't go straight in. What works:
- Pull **13:00–14:00** tomorrow (still inside LFD, no demurrage), **overnight at Palmetto's Savannah yard**, deliver Charlotte **first thing Wednesday**.
- Extra cost: pre-pull **$225** + chassis ~$45, so **~$270** in trucking against $175+/day of demurrage. That's the trade Tom said he prefers.
- Detention on the box starts counting the day after gate-out either way (empty still due back by Nov 9).

Shall I move the appointment to 13:00 and set up the yard overnight?""")

U9 = c.user("Move it to 1pm and do the yard overnight, deliver Wednesday morning. For the USDA box, option 2, but I'll take it to Tom myself.")

c.model(calls=[
    ("terminal_appointment_amend", {"appointment_id": "GCT-APT-5531907", "changes": {"window": {"from": "0700-0800", "to": "1300-1400"}}, "reason": "Trucker chassis shortage for AM window", "linked_order": {"order_id": "PD-24-11873", "changes": {"pickup_window": "2024-11-05 1300-1400", "yard_overnight": "PLDY Savannah yard (pre-pull)", "delivery": "2024-11-06T07:00 Charlotte DC live unload"}}}),
])
c.tool(["""APPOINTMENT AMENDED
appointment_id: GCT-APT-5531907   revision: 2
window:   was 0700-0800   now 1300-1400   (date 2024-11-05, IMPORT_PICKUP, NVKU4418219, PLDY)
gate PIN: 4471-2290 (unchanged)
linked order PD-24-11873 (Palmetto Drayage) updated - revision 2
  pickup:    was 2024-11-05 0700-0800      now 2024-11-05 1300-1400
  routing:   was direct to Charlotte DC    now pre-pull to PLDY Savannah yard, out 2024-11-06 02:30
  delivery:  was 2024-11-05 ~12:00         now 2024-11-06 07:00 Charlotte DC (live unload)
  added accessorials: pre-pull $225.00; chassis est. 2 days x $45.00
  new est. total: $1,787.00 (was $1,472.00)
WARNING: amendment inside 24h of the original window - no fee applied (terminal courtesy, first amendment)."""])

c.model("""Done: **GCT-APT-5531907 is now rev 2**.

- **NVKU4418219**: pickup **Tue Nov 5, 13:00–14:00** (same gate PIN), overnight at Palmetto's Savannah yard, delivery to Charlotte **Wed Nov 6 07:00**, live unload.
- Palmetto order **PD-24-11873** rev 2, new estimate **$1,787.00** (was $1,472.00; +$225 pre-pull, +chassis).
- Still out before LFD, so no demurrage. Empty back by **Nov 9**.

For TGHU8830145 I'll hold option 2 until you have Tom's OK. Renée needs it by Wednesday.""")

U10 = c.user("""Tom replied:

> Dana, approved: option 2 (separation) for TGHU8830145, cap $2,500 all-in, not counting D&D. Separately on Halden: Charlotte can only take two of the three boxes next week. Send FSCU7719326 to the Greer overflow (Upstate Fulfillment), the marble tables can live there for now. – Tom

Can you tell Renée to go ahead?""")

c.model(calls=[
    ("email_send", {"from": "dana.okafor@carrowpine.com", "to": ["rcastillo@tidewatercb.com"], "cc": ["dana.okafor@carrowpine.com"],
                    "subject": "RE: Halden NVKL24SH08112 / Tellus holds - GO on separation for TGHU8830145",
                    "body": "Hi Renee,\n\nThanks for picking this up.\n\nTGHU8830145 (EAN SAV-EAN-2024-0193): please go ahead with option 2, separation at CES. Approved by Tom Reyes (VP Supply Chain) with a cap of $2,500 all-in excluding carrier D&D; please check with us before anything that would take it over. Please file the written request to the CBP Port Director today if you can - every day at GCT is demurrage for us.\n\nNVKU4418203: noted CES exam Wed Nov 6 09:00 with CES pulling on Nov 5. Palmetto will collect from CES once CBP releases.\n\nHalden (entry TW7-0459120-6): for your records, FSCU7719326 will deliver to our Greer overflow (Upstate Fulfillment, Greer SC 29651); NVKU5520871 and NVKU5520894 go to Charlotte. Please amend to 1601 as soon as the manifest shows Charleston.\n\nThanks,\nDana Okafor\nCarrow & Pine Home Furnishings (sent via Harbor)"}),
])
c.tool(["""{"status":"SENT","message_id":"<CAP-20241104-133520-0193@carrowpine.com>","to":["rcastillo@tidewatercb.com"],"sent_at":"2024-11-04T13:35:20-05:00"}"""])

c.model("""Sent to Renée (13:35): **go on separation for TGHU8830145, cap $2,500** excluding D&D, per Tom. I asked her to file the CBP request today and to check with us before anything goes over the cap.

Also told her about the Halden split: **FSCU7719326 → Upstate Fulfillment, Greer**; NVKU5520871 and NVKU5520894 → Charlotte. I'll put that into the Palmetto order when we book the Charleston pickups.""")

U11 = c.user("Side question: Halden lands on a Saturday. Does the Charleston free time run over the weekend, and can Palmetto even pull on a Saturday?")

c.model("""**Yes, the clock runs over the weekend.** Nordvik's tariff Rule 4.1 counts **calendar days**, Saturdays, Sundays and holidays included. Under our election the 6 days start the day *after* discharge. With a Saturday discharge:

| Day | Date | Free-time day |
|---|---|---|
| Sat | Nov 9 | discharge (not counted) |
| Sun | Nov 10 | 1 |
| Mon–Thu | 11th–14th | 2–5 |
| Fri | Nov 15 | 6 = **LFD** |

So the Sunday burns one of the six days, but we'd still have through Friday.

**Saturday pulls:** WWT runs a reduced Saturday gate, and Palmetto can pull if they have drivers. But the boxes usually aren't *available* the same day they come off the ship (discharge, customs release on 1601, Nordvik release), and the Charlotte DC can't receive on weekends anyway. A Saturday pull would only mean paying yard storage and chassis over the weekend for nothing. I'd plan the pickups **Tuesday–Wednesday** with morning deliveries, well inside the LFD.

One thing can break this: Renée can't amend the entry until Nordvik's manifest shows Charleston, and Nordvik won't release without CBP release on 1601. If that slips, the free days burn while the boxes sit. Worth watching.""")

U12 = c.user("Check Halden again, Nordvik keeps moving things.")

c.model(calls=[("container_track", {"bl_numbers": ["NVKL24SH08112"], "include_events": True, "include_vessel_schedule": True})])
T12 = c.tool([halden_track()])

c.model("""Good call, it moved again.

- **Halden ETA Charleston: Mon Nov 11 06:00** (was Sat Nov 9). Changed today 13:48; reason given is that the terminal reassigned the berth window.
- Berth window WWT berth 2, Nov 11 06:00 → Nov 12 02:00, still **TENTATIVE** (pending SCPA confirmation), so it could move again.
- Free time follows discharge: if she works on the 11th, free days run Nov 12–17 and the **LFD becomes Sun Nov 17**.

That actually helps: no weekend burn, and the boxes should be available around **Tue Nov 12**, assuming Renée gets the 1601 amendment in. Shall I pre-book Palmetto for the Charleston pickups now (two to Charlotte, FSCU7719326 to Greer), so they have the capacity held?""")

U13 = c.user("Pre-book Palmetto for the 12th for all three, two to Charlotte, FSCU7719326 to Greer. Oh wait, Charlotte is closed on the 12th for the inventory count. Make the Charlotte two the 13th, Greer can stay the 12th.")

c.model(calls=[
    ("drayage_order_create", {"carrier": "Palmetto Drayage", "scac": "PLDY", "reference": "CP-24-1203", "bl_number": "NVKL24SH08112", "legs": [
        {"container": "FSCU7719326", "pickup": {"terminal": "WWT Charleston", "date": "2024-11-12"}, "deliver_to": {"site": "Upstate Fulfillment (3PL overflow)", "address": "Greer SC 29651", "date": "2024-11-12"}, "rate": {"linehaul": 760.00, "fsc_pct": 28}},
        {"container": "NVKU5520871", "pickup": {"terminal": "WWT Charleston", "date": "2024-11-13"}, "deliver_to": {"site": "Carrow & Pine Charlotte DC", "address": "4410 Westinghouse Blvd, Charlotte NC 28273", "date": "2024-11-13", "by": "14:00"}, "rate": {"linehaul": 1080.00, "fsc_pct": 28}},
        {"container": "NVKU5520894", "pickup": {"terminal": "WWT Charleston", "date": "2024-11-13"}, "deliver_to": {"site": "Carrow & Pine Charlotte DC", "address": "4410 Westinghouse Blvd, Charlotte NC 28273", "date": "2024-11-13", "by": "14:00"}, "rate": {"linehaul": 1080.00, "fsc_pct": 28}}],
        "empty_return": {"to": "WWT or Nordvik Charleston depot", "within_free_days": 4},
        "notes": "PRE-BOOK: vessel ETA WWT 2024-11-11 06:00 (tentative). Release pending CBP release on port 1601. Charlotte DC closed 11-12 (inventory count); no weekend delivery; Charlotte receiving ends 14:00."}),
    ("dc_dock_appointment_book", {"site": "Charlotte DC", "date": "2024-11-13", "slots": [{"time": "09:00", "container": "NVKU5520871", "type": "live unload"}, {"time": "11:00", "container": "NVKU5520894", "type": "live unload"}], "po": "CP-24-1203", "carrier": "Palmetto Drayage"}),
])
c.tool([
    """{"order_id":"PD-24-11990","status":"ACCEPTED - PRE-BOOK","carrier":"Palmetto Drayage LLC","legs":[{"leg":1,"container":"FSCU7719326","pickup":"WWT 2024-11-12","deliver":"Upstate Fulfillment, Greer SC 2024-11-12","est_total":972.80},{"leg":2,"container":"NVKU5520871","pickup":"WWT 2024-11-13 (early)","deliver":"Charlotte DC 2024-11-13","est_total":1382.40},{"leg":3,"container":"NVKU5520894","pickup":"WWT 2024-11-13 (early)","deliver":"Charlotte DC 2024-11-13","est_total":1382.40}],"est_order_total":3737.60,"warnings":["WWT terminal appointments NOT booked: containers not yet discharged/available. Customer or PLDY to book in SCPA appointment system once status = AVAILABLE.","FSCU7719326 declared weight near legal limit on tri-axle; PLDY will assign tri-axle chassis."],"created":"2024-11-04T15:31:10-05:00"}""",
    """{"site":"Charlotte DC","appointment_id":"CLT-DOCK-1113-04","date":"2024-11-13","slots":[{"time":"09:00","door":7,"container":"NVKU5520871"},{"time":"11:00","door":7,"container":"NVKU5520894"}],"status":"CONFIRMED","notes":"DC closed 2024-11-12 for cycle count. Receiving cutoff 14:00."}""",
])

c.model("""Done.

- **Palmetto PD-24-11990** (pre-book, est. **$3,737.60**):
  - **FSCU7719326** → **Upstate Fulfillment, Greer**, Tue **Nov 12** (tri-axle chassis, the box is heavy)
  - **NVKU5520871** and **NVKU5520894** → **Charlotte**, Wed **Nov 13**
- **Charlotte dock CLT-DOCK-1113-04**, Nov 13, door 7: 09:00 NVKU5520871, 11:00 NVKU5520894, both ahead of the 2pm cutoff.

Still to do: the **WWT terminal appointments** can't be booked until the boxes are discharged and show AVAILABLE, so earliest Monday the 11th. That's also the point where Renée's 1601 amendment has to be in, or Nordvik won't release.""")

U14 = c.user("Next morning. Anything back from Renée or from Nordvik on the dispute?")

c.model(calls=[("mailbox_search", {"mailbox": "dana.okafor@carrowpine.com", "query": "from:(tidewatercb.com OR nordvikline.com) after:2024/11/05", "max_results": 10, "include_body": True})])
T14 = c.tool([mailbox_nov5()])

c.model("""Both came back, with a mix of good and bad news.

### Nordvik: dispute DSP-NCL-24-04417, partially approved
- **Oct 19–21 waived: $525.** They accepted the CBP hold.
- **Oct 22 declined: $175.** Their argument: the box was released at 16:40 on Oct 21 and was "available" on Oct 22, and appointment availability is our problem (Rule 22).
- **Revised invoice INV-NCL-88213 rev 2: $925.00** (was $1,450). After our $750 on Friday, **$175** is left.
- We can ask for **reconsideration within 10 days**, with evidence.

### Renée: three items
1. **TGHU8830145**: separation request filed with CBP, **no. SAV-WPM-24-0871**, $2,500 cap noted. **Pending CBP review.** CES pulls the day after approval.
2. **NVKU4418203**: CES is backed up. Exam **moved to Fri Nov 8 08:00**, and CES now pulls the box on **Thu Nov 7** instead of yesterday. That's **2 days of demurrage ($350)** we didn't have in the plan.
3. **Halden / FSCU7719326: weight mismatch.** Manifest **18,420 kg** vs. **17,960 kg** on the supplier's commercial invoice/packing list (460 kg apart). **She won't file the 1601 amendment on TW7-0459120-6 until it's resolved.** That's the blocker for Nordvik releasing all three Halden boxes at WWT.

### What I'd do
- **$175 (Oct 22):** we have a decent case. Pull GCT's appointment audit log for Oct 22 and ask for reconsideration. If GCT had zero pickup capacity all day, "available" is hollow. It's $175, but the same argument will come up again.
- **Weight:** this is now the critical path for Halden. The supplier has to confirm the gross weight today or tomorrow; the vessel arrives Monday.

Want me to pull the GCT log and send the reconsideration?""")

U15 = c.user("Push back once more, grab the GCT log for Oct 22 and send it. Don't pay the $175 for now. I'll chase Hengda on the weight myself.")

c.model(calls=[("terminal_appointment_history", {"terminal": "GCT", "date": "2024-10-22", "move_type": "IMPORT_PICKUP", "line": "NVKL", "trucking_scac": "PLDY", "container": "NVKU4390556", "format": "audit_log"})])
c.tool([gct_history()])

c.model("The log is as good as it gets: zero open import-pickup capacity at every snapshot on Oct 22, and 11 Palmetto attempts for this box. Sending the reconsideration with it attached.", calls=[
    ("carrier_dispute_reconsider", {"dispute_id": "DSP-NCL-24-04417", "invoice_number": "INV-NCL-88213", "line": 4, "amount": 175.00,
                                    "argument": "On 2024-10-22 GCT had zero open import-pickup appointment capacity in every window from 05:00 to 19:00 (GPA audit log attached, snapshots every 30 min). Our trucker PLDY queried 11 times for NVKU4390556 and could not obtain an appointment; the first available capacity was 2024-10-23 09:00-10:00, used the same day. The container was therefore not practically available for pickup on 2024-10-22. Charging demurrage for a day on which retrieval was impossible does not serve the incentive purpose of demurrage (46 CFR 545.5). We request waiver of line 4.",
                                    "attachments": ["GCT_appointment_audit_2024-10-22_NVKU4390556.csv"], "payment_note": "Balance USD 175.00 withheld pending reconsideration"}),
])
c.tool(["""{"reconsideration_id":"DSP-NCL-24-04417-R1","status":"RECEIVED","line":4,"amount":175.00,"response_due":"2024-11-21","dunning":"line 4 suspended pending reconsideration","submitted_at":"2024-11-05T09:22:51-05:00"}"""])

c.model("""Done.

- **Reconsideration DSP-NCL-24-04417-R1** filed for the $175 (Oct 22), with the GCT audit log attached. Nordvik has to answer by **Nov 21**; the line is suspended from dunning until then.
- The **$175 is not scheduled** in AP. Only PAY-2024-110842 ($750, Nov 8) is on the run.
- Noted that you're taking the FSCU7719326 weight question to Hengda. Renée needs the corrected packing list (or the supplier's confirmation that 18,420 kg is right) before she files the 1601 amendment.""")

U16 = c.user("Where does that leave us against Tom's $4,000, realistically?")

c.model("Re-running the numbers with today's changes (CES slip, Halden on the 11th, CBP timing on the separation).", calls=[
    ("dd_calculate", {"tariff": "NCL-USEC-IMP-DD-2024-07", "currency": "USD", "scenarios": [
        {"id": "U1", "container": "NVKU4418219", "discharge": "2024-11-01", "gate_out": "2024-11-05", "empty_return": "2024-11-09"},
        {"id": "U2", "container": "NVKU4418203", "discharge": "2024-11-01", "gate_out": "2024-11-07", "empty_return": "2024-11-13"},
        {"id": "U3", "container": "TGHU8830145", "discharge": "2024-11-01", "gate_out": "2024-11-11", "empty_return": "2024-11-13"},
        {"id": "U3b", "container": "TGHU8830145", "discharge": "2024-11-01", "gate_out": "2024-11-13"},
        {"id": "U4", "containers": ["NVKU5520871", "NVKU5520894", "FSCU7719326"], "discharge": "2024-11-11", "free_days": 6, "gate_out": "2024-11-12/13"},
        {"id": "U4b", "containers": ["NVKU5520871", "NVKU5520894", "FSCU7719326"], "discharge": "2024-11-11", "free_days": 6, "gate_out": "2024-11-20"}]}),
])
c.tool([dd_calc2()])

c.model("""## D&D tally: Tellus + Halden, as of Tue Nov 5

| Container | What's changed | Projected D&D |
|---|---|---|
| **NVKU4418219** | out today 13:00, yard overnight, Charlotte Wed 07:00; empty back by Nov 9 | **$0** |
| **NVKU4418203** | CES pull slipped to **Nov 7**, exam **Nov 8 08:00** → demurrage Nov 6–7 ($350). Release likely ~Nov 11, empty back ~Nov 13 → ~2 detention days ($300) | **$650** |
| **TGHU8830145** | waiting on CBP for SAV-WPM-24-0871. Assuming approval by Fri/Mon and a CES pull **Nov 11** → 6 days demurrage (4×$175 + 2×$300) | **$1,300** |
| **Halden ×3** | discharge Nov 11, LFD Nov 17; out Nov 12/13, empties back within 4 days | **$0** |
| **Total (projected)** | | **$1,950** |

**Headroom vs. $4,000: about $2,050.**

What could eat it:
- **CBP slow on the separation.** Each extra day on TGHU8830145 is $300 now, and $450 from Nov 14. If CES can't pull until **Nov 13** (the EAN deadline), that box alone is $1,900 and the total goes to ~$2,550. Still under the cap, but the deadline would be at risk.
- **Halden weight issue.** If the 1601 amendment isn't filed by Nov 11, the Halden boxes sit while free time runs. Every day past Nov 17 is 3 × $175.
- **The Saga $175** sits outside Tom's number (different B/L).

Not D&D but worth telling Tom: the separation ($2,380, under his $2,500 cap), the CES exam on 4418203 (~$1,035 + labor) and Palmetto's extras (~$315 so far).""")

U17 = c.user("OK. Set me reminders: Thursday 8am to check the CBP separation approval and where the reconsideration stands, and Monday the 11th first thing to book the Wando Welch appointments once the boxes show available.")

c.model(calls=[
    ("reminder_create", {"owner": "dana.okafor@carrowpine.com", "reminders": [
        {"at": "2024-11-07T08:00:00-05:00", "title": "Check CBP separation approval SAV-WPM-24-0871 (TGHU8830145) + Nordvik reconsideration DSP-NCL-24-04417-R1", "notes": "EAN SAV-EAN-2024-0193 deadline Nov 13. Renee Castillo rcastillo@tidewatercb.com. Reconsideration response due Nov 21."},
        {"at": "2024-11-11T07:30:00-05:00", "title": "Book WWT pickup appointments - Halden NVKL24SH08112 (PD-24-11990)", "notes": "FSCU7719326 pickup Nov 12 -> Greer; NVKU5520871/NVKU5520894 Nov 13 -> Charlotte (dock CLT-DOCK-1113-04). Check 1601 amendment on TW7-0459120-6 filed first."}]}),
])
c.tool(["""{"created":[{"reminder_id":"RMD-24-3318","at":"2024-11-07 08:00 ET","title":"Check CBP separation approval SAV-WPM-24-0871 (TGHU8830145) + Nordvik reconsideration DSP-NCL-24-04417-R1"},{"reminder_id":"RMD-24-3319","at":"2024-11-11 07:30 ET","title":"Book WWT pickup appointments - Halden NVKL24SH08112 (PD-24-11990)"}],"channel":"email + calendar"}"""])

c.model("""Done. Two reminders are on your calendar:

- **RMD-24-3318**, **Thu Nov 7, 08:00**: CBP separation approval **SAV-WPM-24-0871** + reconsideration **DSP-NCL-24-04417-R1**
- **RMD-24-3319**, **Mon Nov 11, 07:30**: book the WWT appointments under **PD-24-11990**, after checking Renée has filed the 1601 amendment

The one thing not on a reminder is the FSCU7719326 weight. That's with you and Hengda, and the Monday booking depends on it.""")

# ---------------------------------------------------------------------------
# labels
# ---------------------------------------------------------------------------
L = c.label
L("user_goal", "Get the Tellus (NVKL24SH07731) and Halden (NVKL24SH08112) containers out with minimal D&D: Tom's cap is total D&D under $4,000 on those two B/Ls; he prefers paying extra trucking over carrier charges.",
  ["$4,000"], U1)
L("fact", "Tellus boxes discharged at GCT Nov 1; last free day for NVKL24SH07731 is 2024-11-05.", ["NVKL24SH07731", "2024-11-05"], T1)
L("fact", "USDA EAN SAV-EAN-2024-0193 on TGHU8830145: 21 pallets without ISPM 15 mark; re-export or CBP-authorized separation, no US treatment; must be completed by November 13, 2024.",
  ["SAV-EAN-2024-0193", "November 13, 2024"], T1)
L("fact", "Saga container NVKU4390556 was on CBP hold until release Oct 21 16:40 (entry TW7-0457630-1).", ["NVKU4390556", "16:40"], T1)
L("fact", "Charlotte DC takes no deliveries after 2pm and none on weekends.", ["2pm", "weekends"], U5)
L("fact", "Nordvik partially approved the dispute: Oct 19-21 ($525) waived, Oct 22 ($175) declined under Rule 22; INV-NCL-88213 rev 2 = $925, balance $175 after the $750 payment.",
  ["$525", "$925"], T14 + 1)
L("fact", "Halden ETA Charleston WWT moved to Nov 11 06:00 (berth tentative); LFD becomes Nov 17.", ["Halden", "Nov 11"], T12 + 1)
L("fact", "NVKU4418203 CES exam moved to Nov 8 08:00; CES pulls the box Nov 7, adding 2 days demurrage ($350).", ["Nov 8 08:00"], T14)
L("fact", "Projected D&D on Tellus + Halden is $1,950 against Tom's $4,000 cap (about $2,050 headroom).", ["$1,950"], U16 + 3)
L("decision", "Halden: Option B elected - merchant haulage, collect at Charleston Wando Welch; 6 free days from discharge (election ELC-NCL-558201).",
  ["ELC-NCL-558201"], U3 + 2)
L("decision", "Dispute $700 (lines 1-4, Oct 19-22) of INV-NCL-88213 with Nordvik: dispute DSP-NCL-24-04417.", ["DSP-NCL-24-04417", "$700"], U7 + 2)
L("decision", "Pay the undisputed $750 on the standard Friday AP run Nov 8 (PAY-2024-110842), not a rush payment.", ["PAY-2024-110842", "$750"], U7 + 2)
L("decision", "NVKU4418219 pickup moved to Nov 5 13:00-14:00 (GCT-APT-5531907 rev 2), overnight at Palmetto yard, delivered to Charlotte Nov 6 07:00.",
  ["NVKU4418219", "Nov 6 07:00"], U9 + 3)
L("decision", "TGHU8830145: option 2 separation at CES approved by Tom with a $2,500 all-in cap (excluding D&D).", ["TGHU8830145", "$2,500"], U10)
L("decision", "Per Tom, FSCU7719326 goes to the Greer overflow (Upstate Fulfillment) since Charlotte can take only two Halden boxes.",
  ["FSCU7719326", "Upstate Fulfillment"], U10)
L("decision", "Halden drayage pre-booked with Palmetto PD-24-11990: FSCU7719326 to Greer Nov 12, NVKU5520871/NVKU5520894 to Charlotte Nov 13 (Charlotte closed Nov 12); dock CLT-DOCK-1113-04.",
  ["PD-24-11990", "CLT-DOCK-1113-04"], U13 + 2)
L("decision", "Request reconsideration of the declined Oct 22 line ($175) with GCT audit log (DSP-NCL-24-04417-R1); do not pay the $175 for now.",
  ["DSP-NCL-24-04417-R1"], U15 + 4)
L("pending_action", "Tidewater (Renee) to amend Halden entry TW7-0459120-6 and ISF to Charleston port 1601; Nordvik will not release at WWT without it.",
  ["TW7-0459120-6", "1601"], U3 + 2)
L("pending_action", "Palmetto to deliver NVKU4418219 and return the empty by 2024-11-09 (order PD-24-11873) to avoid detention.",
  ["PD-24-11873", "2024-11-09"], U3 + 2)
L("pending_action", "Book WWT terminal pickup appointments for the Halden boxes once AVAILABLE (not possible before discharge); reminder Monday Nov 11 07:30 (RMD-24-3319).",
  ["WWT", "RMD-24-3319"], U17 + 2)
L("pending_action", "Thursday Nov 7 08:00: check CBP separation approval SAV-WPM-24-0871 and the reconsideration (reminder RMD-24-3318).",
  ["RMD-24-3318"], U17 + 2)
L("open_issue", "CBP has not yet authorized separation request SAV-WPM-24-0871 for TGHU8830145; EAN deadline Nov 13 at risk if slow.",
  ["SAV-WPM-24-0871"], T14)
L("open_issue", "Nordvik's answer to reconsideration of the $175 Oct 22 line is due Nov 21.", ["Nov 21", "$175"], U15 + 5)
L("open_issue", "FSCU7719326 weight mismatch: manifest 18,420 kg vs packing list 17,960 kg; Renee won't file the 1601 amendment until resolved; Dana chasing Hengda.",
  ["18,420 kg", "17,960 kg"], T14)
L("reference", "Bills of lading: Tellus NVKL24SH07731, Halden NVKL24SH08112.", ["NVKL24SH07731", "NVKL24SH08112"], U1)
L("reference", "Broker contact now Renee Castillo, rcastillo@tidewatercb.com (Marcus out until Nov 22).", ["rcastillo@tidewatercb.com"], T8)
L("reference", "Tellus customs entry TW7-0458812-3 (Tidewater, filer TW7).", ["TW7-0458812-3"], T1)

S = c.stale_item
S("Halden was due into Savannah on Nov 7; replaced by Charleston (WWT) discharge, ETA Nov 9.", ["Halden", "Nov 7"], T1)
S("Halden ETA Charleston Nov 9; moved to Nov 11 06:00.", ["Halden", "Nov 9"], T12)
S("NVKU4418219 pickup window 07:00-08:00 on Nov 5; moved to 13:00-14:00 (delivery Nov 6 07:00).", ["NVKU4418219", "07:00"], U9)
S("Broker contact Marcus Bell; replaced by Renee Castillo while Marcus is out.", ["Marcus Bell"], T8)
S("INV-NCL-88213 total $1,450; revised to $925 (rev 2).", ["88213", "$1,450"], T14)
S("CES exam for NVKU4418203 on Nov 6 09:00 (CES pull Nov 5); moved to Nov 8 08:00 with pull Nov 7.", ["Nov 6 09:00"], T14)

doc = c.dump(OUT, meta={"author": "author-b", "domain": "ocean import logistics / demurrage & detention", "language": "en",
                         "generator": "author-b/gen_port.py", "seed": 22071})
print("messages", len(doc["messages"]), "labels", len(doc["labels"]), "stale", len(doc["stale"]))

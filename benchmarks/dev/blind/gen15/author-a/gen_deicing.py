"""Generator: blind-airport-deicing-shortage (English). Deterministic (seeded)."""
import json
import random
import sys

sys.path.insert(0, "/work/blind15/author-a")
from common import Conv

rng = random.Random(4417)
C = Conv("blind-airport-deicing-shortage",
         "YWG station: de-icing fluid shortage ahead of a freezing-rain day")

# ----------------------------------------------------------------- data
FLIGHTS = [
    # flt, dest, std, type, tail, pax, seats, connections, prio
    ("BX 101", "YYZ", "05:45", "738", "C-FBXA", 162, 174, "14 -> BX 880 YYZ-LHR", "P1"),
    ("BX 211", "YXE", "05:55", "DH4", "C-GBXQ", 58, 76, "-", "P3"),
    ("BX 305", "YEG", "06:10", "738", "C-FBXC", 171, 174, "4 dom", "P2"),
    ("BX 117", "YVR", "07:05", "738", "C-FBXD", 168, 174, "22 -> BX 6 YVR-NRT", "P1"),
    ("BX 241", "YQR", "07:20", "DH4", "C-GBXR", 64, 76, "2 dom", "P3"),
    ("BX 419", "YUL", "07:45", "738", "C-FBXE", 155, 174, "9 -> BX 960 YUL-CDG", "P1"),
    ("BX 213", "YXE", "08:30", "DH4", "C-GBXS", 49, 76, "-", "P3"),
    ("BX 103", "YYZ", "09:10", "738", "C-FBXF", 174, 174, "31 -> BX 882 FRA / BX 884 LHR", "P1"),
    ("BX 251", "YTH", "09:40", "DH4", "C-GBXT", 41, 76, "12 medical travel (NPTP)", "P1"),
    ("BX 307", "YEG", "10:25", "738", "C-FBXG", 133, 174, "-", "P2"),
    ("BX 227", "YQT", "11:45", "DH4", "C-GBXU", 31, 76, "-", "P3"),
    ("BX 119", "YVR", "12:15", "738", "C-FBXH", 160, 174, "11 -> BX 8 YVR-HND", "P1"),
    ("BX 243", "YQR", "12:50", "DH4", "C-GBXV", 52, 76, "-", "P3"),
    ("BX 421", "YUL", "13:30", "738", "C-FBXJ", 149, 174, "-", "P2"),
    ("BX 105", "YYZ", "14:20", "738", "C-FBXK", 170, 174, "18 -> BX 886 YYZ-DUB", "P1"),
    ("BX 215", "YXE", "15:05", "DH4", "C-GBXW", 60, 76, "-", "P3"),
    ("BX 229", "YQT", "16:20", "DH4", "C-GBXX", 47, 76, "-", "P3"),
    ("BX 309", "YEG", "16:55", "738", "C-FBXL", 158, 174, "-", "P2"),
    ("BX 253", "YTH", "17:30", "DH4", "C-GBXY", 44, 76, "6 medical travel (NPTP)", "P1"),
    ("BX 121", "YVR", "18:40", "738", "C-FBXM", 141, 174, "-", "P2"),
    ("BX 107", "YYZ", "19:25", "738", "C-FBXN", 166, 174, "7 -> BX 890 YYZ-LHR", "P1"),
    ("BX 245", "YQR", "20:35", "DH4", "C-GBXZ", 47, 76, "-", "P3"),
]
# per-flight fluid estimate incl. re-spray contingency (L): by wave and type
EST = {
    ("FZRA", "738"): (1400, 520), ("FZRA", "DH4"): (780, 290),
    ("SN", "738"): (950, 380), ("SN", "DH4"): (520, 190),
    ("FROST", "738"): (600, 0), ("FROST", "DH4"): (350, 0),
}


def wave(std):
    h = int(std[:2])
    return "FZRA" if h < 12 else ("SN" if h < 18 else "FROST")


tot_i = sum(EST[(wave(f[2]), f[3])][0] for f in FLIGHTS)
tot_iv = sum(EST[(wave(f[2]), f[3])][1] for f in FLIGHTS)
assert (tot_i, tot_iv) == (19730, 6850), (tot_i, tot_iv)


def fmt(n):
    return f"{n:,}"


# ----------------------------------------------------------------- system
C.system(
    "You are StationOps Assistant for Borealis Air (IATA BX), working with the YWG (Winnipeg) "
    "station operations team. You act through the tools provided: fluid inventory, de-icing truck "
    "and GSE status, de-ice plans, the flight schedule and OCC flight changes, supplier orders, "
    "maintenance tickets, delay reports, crew notices, document templates, e-mail and the station "
    "ops log. Confirm with the user before cancelling a flight or committing spend above $5,000 "
    "unless they have already authorised it. Times are local CST (UTC-6) unless marked Z. "
    "Today is Tuesday 14 January 2025. Be concise; the station manager is busy.")

# ----------------------------------------------------------------- turn 1
C.user(
    "Freezing rain tomorrow from about 03:00 through late morning, and GlycoNorth's fluid delivery "
    "didn't show up today. I need to get tomorrow's departures out on what we've got plus whatever we "
    "can scrounge. Rules: I'd rather delay than cancel, nothing with an international connection gets "
    "cancelled, and I want a 1,000 L Type IV floor held back at all times for the end of the day. "
    "Start with stock, trucks and the forecast.", tag="u1")

C.model("Pulling fluid stock, truck status and the CYWG forecast.", [
    ("fluid_inventory_get", {"station": "YWG", "fluids": ["TYPE_I", "TYPE_IV"], "include_trucks": True,
                             "include_gauge_log_hours": 14, "project_to": "2025-01-15T03:00"}),
    ("deice_truck_status", {"station": "YWG", "include_telemetry": True, "include_leased": True}),
    ("weather_forecast_get", {"icao": "CYWG", "products": ["TAF", "hourly"], "hours": 36}),
])

# inventory output with generated gauge log
end = {"TK-A": 6050, "TK-B": 4700, "TK-C": 2950}
log_rows = []
levels = dict(end)
hours = [h / 2 for h in range(30, 0, -1)]
snap = {}
for h in hours:
    snap[h] = dict(levels)
    # going back in time: add back what was drawn in the previous hour
    for tk in levels:
        draw = 0
        if rng.random() < 0.45:
            draw = rng.choice([0, 150, 220, 300, 410, 560]) if tk != "TK-C" else rng.choice([0, 80, 120, 160, 240])
        levels[tk] += draw
gauge_lines = []
for h in sorted(snap):
    s = snap[h]
    gauge_lines.append(f"  2025-01-14 {int(h):02d}:{'30' if h % 1 else '00'}   {fmt(s['TK-A']):>7}   {fmt(s['TK-B']):>7}   {fmt(s['TK-C']):>7}   "
                       f"{rng.choice(['-4.1','-5.0','-5.8','-6.3','-6.9','-7.4','-8.2'])} C")
transfers = []
for i in range(16):
    hh = 1 + (i * 14) // 16 + rng.choice([0, 0, 1])
    mm = rng.choice(["05", "12", "20", "34", "41", "48", "55"])
    truck = rng.choice(["DT-01", "DT-02", "DT-03", "DT-05"])
    tk = rng.choice(["TK-A", "TK-B", "TK-C"])
    qty = rng.choice([300, 450, 600, 750, 900]) if tk != "TK-C" else rng.choice([150, 200, 250, 300])
    transfers.append(f"  2025-01-14 {hh:02d}:{mm}  {tk} -> {truck}  {fmt(qty)} L  op {rng.choice(['JLM','RKT','ANP','SDW','MBE'])}  meter {rng.randint(100000, 999999)}")
transfers.sort()

inv_out = f"""FLUID INVENTORY  station=YWG  as_of=2025-01-14 15:42 CST  source=TankMaster/Veeder-Root + truck telematics

STORAGE
Tank   Product                     Capacity L   Gauge L   Heel L   Usable L   Lot / Last QC
TK-A   Type I 55/45 (GlycoNorth GN-1)   20,000     6,050      450      5,600   24-1187 / RI 1.3884 OK 2025-01-10
TK-B   Type I 55/45 (GlycoNorth GN-1)   15,000     4,700      450      4,250   24-1191 / RI 1.3881 OK 2025-01-12
TK-C   Type IV neat (ArcticShield IV)   12,000     2,950      300      2,650   AS4-2411-06 / visc. 24,800 mPa.s OK 2025-01-09
TK-D   (empty - Type I reserve, cleaned 2024-11-28)  10,000    0    0       0   -

ON TRUCKS (usable)
Truck   Type I L   Type IV L
DT-01      1,850        420
DT-02      1,600        380
DT-03      2,100        450
DT-05      1,450        400
DT-04          0          0   (drained for MX)
DT-06          -          -   (leased unit not yet on station)
Trucks     7,000      1,650

STATION TOTAL USABLE
Type I  : 16,850 L   (storage 9,850 + trucks 7,000)
Type IV : 4,300 L    (storage 2,650 + trucks 1,650)

PROJECTION to 2025-01-15 03:00: no further draw forecast (remaining BX departures tonight forecast no-spray,
CAVOK until 02Z). Projected opening stock 2025-01-15 03:00 = Type I 16,850 L / Type IV 4,300 L.

OPEN DELIVERIES against YWG: 1 (PO-YWG-25-0113, status DELAYED) - see supplier_order_get

GAUGE LOG (L, gauge incl. heel)     TK-A      TK-B      TK-C    OAT
""" + "\n".join(gauge_lines) + """

TRANSFER LOG (tank -> truck)
""" + "\n".join(transfers) + """

CONSUMPTION last 7 days (station total, L)
""" + "\n".join(
    f"  2025-01-{d:02d}  {wxd:<22} departures {dep:>2}  sprayed {sp:>2}   Type I {fmt(ti):>6}   Type IV {fmt(tiv):>5}"
    for d, wxd, dep, sp, ti, tiv in [
        (8, "frost", 22, 9, 4110, 0), (9, "-SN", 22, 17, 11640, 4010), (10, "frost", 21, 11, 5080, 0),
        (11, "clear", 18, 2, 820, 0), (12, "frost / FZFG", 20, 14, 7350, 1180), (13, "-SN", 22, 19, 12400, 4390),
        (14, "-SN (to 14:00)", 22, 12, 8920, 2620)]) + """

ALERTS
- TK-C below reorder point (4,000 L gauge) since 2025-01-13 18:20
- TK-A below reorder point (8,000 L gauge) since 2025-01-14 09:40
"""

tele = []
for t in ["DT-01", "DT-02", "DT-03", "DT-05"]:
    for k in range(6):
        hh = 4 + k * 2 + rng.choice([0, 1])
        tele.append(f"  {t}  2025-01-14 {hh:02d}:{rng.randint(10,59):02d}  eng {rng.choice(['RUN','RUN','IDLE','OFF'])}  "
                    f"htr_out {rng.randint(78, 86)} C  pump {rng.randint(280, 340)} kPa  boom {rng.choice(['STOW','STOW','DEPLOY'])}  "
                    f"fuel {rng.randint(38, 92)}%  fault {rng.choice(['-','-','-','-','W-03 low washer fluid'])}")
tele.sort()
truck_out = """DE-ICING UNITS  station=YWG  as_of=2025-01-14 15:43 CST

Unit   Model                       Owner     Status            Type I L (cap)   Type IV L (cap)   Heater   Last daily check   Notes
DT-01  Vestergaard Elephant Beta 15  BX       IN SERVICE         1,850 (5,700)       420 (1,400)   OK       2025-01-14 04:10   -
DT-02  Vestergaard Elephant Beta 15  BX       IN SERVICE         1,600 (5,700)       380 (1,400)   OK       2025-01-14 04:18   burner service due 2025-01-20
DT-03  Vestergaard Elephant Beta 15  BX       IN SERVICE         2,100 (5,700)       450 (1,400)   OK       2025-01-14 04:25   -
DT-04  Global Ground Support HD-2500 BX       OUT OF SERVICE         0 (6,400)         0 (1,500)   -        -                  boom hydraulic leak, MX-YWG-88190, ETR 2025-01-14 18:00
DT-05  Global Ground Support HD-2500 BX       IN SERVICE         1,450 (6,400)       400 (1,500)   OK       2025-01-14 04:31   -
DT-06  Vestergaard Elephant Beta 12  PGS lease NOT ON STATION        - (4,500)         - (1,200)   -        -                  lease PGS-L-7702, on station 2025-01-15 04:00, arrives empty

Pads: Pad East (2 bays), Pad West (2 bays). Glycol recovery: GRV-2 contracted 03:00-14:00 2025-01-15.
In-service now: 4 (DT-01, DT-02, DT-03, DT-05). Available 2025-01-15 04:00: 5 (+DT-06), 6 if DT-04 returns.

MAINTENANCE HISTORY (last 60 days)
  DT-01  2024-12-02 PM-A annual (pumps, nozzles, boom)  |  2025-01-06 nozzle N3 replaced
  DT-02  2024-11-18 burner service  |  2024-12-27 heater fault H-12 (thermocouple) - repaired same day
  DT-03  2024-11-25 PM-A annual  |  2025-01-02 cab heater blower
  DT-04  2024-12-09 PM-A annual  |  2025-01-13 boom lift cylinder leak (open, MX-YWG-88190)
  DT-05  2024-12-16 PM-A annual  |  2025-01-08 Type IV pump seal
  DT-06  PGS unit - maintenance by lessor; last PGS inspection certificate 2025-01-10

TELEMETRY (last 8 h, sampled)
""" + "\n".join(tele) + "\n"

hourly = []
for h in range(16, 16 + 36):
    day = 14 + (h // 24)
    hh = h % 24
    if day == 15 and 3 <= hh < 12:
        wx, rate = ("-FZRA BR" if hh not in (6, 7, 8, 9) else "FZRA BR"), ("light" if hh not in (6, 7, 8, 9) else "moderate")
        t = rng.choice([-3, -2, -2, -1])
    elif day == 15 and 12 <= hh < 18:
        wx, rate, t = "-SN BLSN", "light", rng.choice([-6, -7, -8])
    elif day == 15 and hh >= 18:
        wx, rate, t = "nil (frost)", "-", rng.choice([-14, -15, -16, -18])
    else:
        wx, rate, t = ("nil" if day == 14 else "-SN"), "-", rng.choice([-5, -6, -8, -9])
    wind = f"{rng.choice([14, 15, 16, 33, 31])}0{rng.randint(10, 25):02d}KT"
    hourly.append(f"  {({14: 'Tue 14', 15: 'Wed 15', 16: 'Thu 16'})[day]} {hh:02d}:00   {t:>4} C   {wx:<12} {rate:<9} {wind}   vis {rng.choice(['P6SM','4SM','2SM','1SM','3SM'])}")
wx_out = """CYWG  TAF / hourly  issued 2025-01-14 21:40Z (15:40 CST)

TAF CYWG 142140Z 1421/1524 16012KT P6SM OVC040
     TEMPO 1421/1503 6SM -SN OVC025
     FM150900 14015G25KT 2SM -FZRA BR OVC008
     TEMPO 1512/1516 1SM FZRA BR OVC004
     FM151800 33018G28KT 3SM -SN BLSN OVC012
     FM160000 31015KT P6SM SCT030
     RMK NXT FCST BY 150000Z

RECENT METAR
""" + "\n".join(
    f"  METAR CYWG 14{h:02d}00Z {rng.choice(['15010KT','16012KT','17009KT','16014G20KT'])} {rng.choice(['15SM','P6SM','12SM'])} "
    f"{rng.choice(['FEW025 OVC040','SCT030 OVC045','BKN035 OVC050','OVC038'])} M{rng.randint(4, 9):02d}/M{rng.randint(9, 13):02d} A{rng.randint(2990, 3012)} "
    f"RMK SC{rng.randint(1, 3)}AC{rng.randint(4, 6)} SLP{rng.randint(120, 210)}"
    for h in range(10, 22)) + """

ECCC public: Freezing rain warning in effect for City of Winnipeg, 03:00 to noon Wednesday; ice accretion 2-4 mm.

HOURLY (local CST)  temp   precip        intensity wind        vis
""" + "\n".join(hourly) + """

HOLDOVER GUIDANCE CATEGORY (TC HOT 2024-2025, generic): light freezing rain Type IV 25-70 min (fluid-specific tables apply);
moderate freezing rain Type IV 10-40 min; Type I in freezing rain: not to be relied on for holdover.
"""
C.tool([inv_out, truck_out, wx_out], tag="t_inv")

C.model(tag="m_stock", text="""## Where we stand (projected opening stock, 03:00 tomorrow)

| Fluid | Storage | On trucks | **Usable total** |
|---|---|---|---|
| Type I 55/45 | 9,850 L (TK-A 5,600 / TK-B 4,250) | 7,000 L | **16,850 L** |
| Type IV (ArcticShield IV) | 2,650 L (TK-C) | 1,650 L | **4,300 L** |

Both TK-A and TK-C are already below reorder point. TK-D is empty and clean.

## Trucks
- **In service now:** DT-01, DT-02, DT-03, DT-05 (4 units).
- **DT-04:** out of service, boom hydraulic leak, MX-YWG-88190, ETR today 18:00.
- **DT-06:** PGS leased unit (PGS-L-7702), on station **04:00 tomorrow**, arrives empty - needs a fill from TK-A/TK-C before first wave.
- So tomorrow first wave: 5 trucks, 6 if DT-04 comes back as promised.

## Weather
- **FZRA 03:00-12:00** tomorrow (light, moderate 06:00-10:00, TEMPO 1 SM FZRA 06:00-10:00 local), ECCC freezing rain warning, 2-4 mm accretion.
- Then light snow / blowing snow 12:00-18:00, clearing to frost-only from 18:00 (-14 to -18 C).
- In freezing rain every departure will need a two-step (Type I + Type IV); Type I alone gives no usable holdover.

Type IV is going to be the binding constraint, not Type I. Next I'd pull tomorrow's departure list and estimate demand per wave against these numbers - go ahead?""")

# ----------------------------------------------------------------- turn 2
C.user("Yes. And find out where GlycoNorth actually is with the order.", tag="u2")
C.model(None, [
    ("flight_schedule_list", {"station": "YWG", "date": "2025-01-15", "direction": "DEP",
                              "include": ["aircraft", "tail", "pax", "connections", "priority"]}),
    ("supplier_order_get", {"supplier": "GlycoNorth", "station": "YWG", "status": ["OPEN", "DELAYED"],
                            "include_history": True}),
    ("deice_records_query", {"station": "YWG", "from": "2024-11-01", "to": "2025-01-13",
                             "precip": ["FZRA", "-FZRA", "-SN"], "group_by": "departure", "fields": ["type_i_l", "type_iv_l", "steps", "respray", "truck", "duration_min"]}),
])
RESERVED = {"06:30", "06:50", "07:50", "08:30", "10:00", "11:00", "19:30", "22:00", "02:00", "09:00", "18:00", "14:00"}


def sta(std):
    while True:
        t = int(std[:2]) * 60 + int(std[3:]) - rng.choice([45, 55, 65, 80])
        v = f"{t // 60:02d}:{t % 60:02d}"
        if v not in RESERVED:
            return v


rows = []
for n, f in enumerate(FLIGHTS):
    gate = (f"B{rng.randint(1, 9)}" if f[3] == "DH4" else f"A{rng.randint(1, 12)}")
    h, m = int(f[2][:2]), int(f[2][3:])
    if h < 8:
        inbound = "RON (night stop)"
    else:
        inbound = f"BX {int(f[0][3:]) + 1} ETA {sta(f[2])}"
    crew = f"{'CP' if f[3] == '738' else 'DP'}{rng.randint(1000, 9999)}"
    rows.append(f"{f[0]:<7} YWG-{f[1]}  {f[2]}  {f[3]:<4} {f[4]}  {gate:<4} {f[5]:>3}/{f[6]:<3}  {f[8]}   {inbound:<18} {crew}  {f[7]}")
sched_out = """DEPARTURES  YWG  2025-01-15 (Wed)  22 flights  source=OCC NetLine extract 15:44 CST

Flight  Route     STD    Type Tail     Gate Pax/Seats Prio  Inbound            Pairing Onward connections (pax)
""" + "\n".join(rows) + """

ARRIVALS YWG 2025-01-15 (aircraft feeding the departures above)
""" + "\n".join(
    f"  BX {int(f[0][3:]) + 1:<4} {f[1]}-YWG  STA {sta(f[2])}  {f[3]}  {f[4]}  "
    f"{rng.randint(30, f[6]):>3} pax  {rng.choice(['on time', 'on time', 'on time', 'EXP +10', 'EXP +20', 'EXP +5'])}"
    for f in FLIGHTS if int(f[2][:2]) >= 8) + """
  (first-wave departures before 08:00 operate on aircraft that night-stop at YWG: C-FBXA, C-GBXQ, C-FBXC, C-FBXD, C-GBXR, C-FBXE)

Priority key (BX Station Ops Manual 7.4.2): P1 = international onward connections or essential northern
service (medical travel); P2 = high load / network aircraft rotation; P3 = other.
Fleet note: DH4 = Dash 8-400 (Type IV permitted, ArcticShield IV approved on DH4 per EO-DH4-0311).
"""
hist = [
    "2025-01-08 10:14  PO created by d.kowalski  20,000 L GN-1 Type I 55/45 + 8,000 L ArcticShield IV  ETA 2025-01-14 14:00",
    "2025-01-08 10:52  Supplier acknowledged  (GlycoNorth order GN-SO-771204)",
    "2025-01-13 16:05  Dispatched from GN Thunder Bay terminal  carrier Keewatin Bulk Haul  unit KBH-114",
    "2025-01-14 07:31  Carrier position: Dryden ON",
    "2025-01-14 09:58  Carrier position: Kenora ON - HOLD (Hwy 17 closed W of Kenora, collision)",
    "2025-01-14 13:12  Supplier update: ETA revised to 2025-01-15 19:30 pending highway reopening",
]
order_out = """PURCHASE ORDER  PO-YWG-25-0113   status=DELAYED   supplier=GlycoNorth Ltd. (vendor 400218)
Lines:
  1  GN-1 Type I 55/45 premix        20,000 L   $1.42/L   $28,400.00
  2  ArcticShield IV (neat)            8,000 L   $4.95/L   $39,600.00
Deliver to: YWG fuel & fluid farm, gate 7, 2150 Saskatchewan Ave W
Original ETA: 2025-01-14 14:00      Revised ETA: 2025-01-15 19:30 (carrier held at Kenora)
Carrier: Keewatin Bulk Haul, unit KBH-114 (B-train, 2 compartments)
Supplier contact: Rick Dunmore, dispatch lead - rick.dunmore@glyconorth.com - +1 204 555 0147

History:
""" + "\n".join("  " + h for h in hist) + """

Contract note (MSA BX-GN-2023, Schedule C): emergency dispatch from alternate depot (GN-EDM Edmonton,
GN-SSK Saskatoon) available on request; emergency surcharge applies per litre, quoted per event.
GN-SSK stock status 2025-01-14: Type I 0 L (allocated), Type IV 0 L.
"""
rec_lines = []
agg = {}
for day, cond in [("2024-11-22", "-FZRA"), ("2024-12-19", "FZRA"), ("2025-01-03", "-FZRA"), ("2025-01-09", "-SN")]:
    for f in FLIGHTS[:13] if cond != "-SN" else FLIGHTS[8:19]:
        if rng.random() < 0.25:
            continue
        typ = f[3]
        if cond == "-SN":
            bi, biv = (814, 317) if typ == "738" else (392, 152)
        else:
            bi, biv = (1219, 442) if typ == "738" else (680, 248)
        ti = int(round(bi * rng.uniform(0.78, 1.24), -1))
        tiv = int(round(biv * rng.uniform(0.75, 1.3), -1))
        resp = "Y" if rng.random() < 0.14 else "N"
        if resp == "Y":
            ti += 300 if typ == "738" else 160
            tiv += 140 if typ == "738" else 70
        key = ("FZRA" if "FZRA" in cond else "SN", typ)
        agg.setdefault(key, []).append((ti, tiv))
        rec_lines.append(f"  {day}  {cond:<6} {f[0]:<7} {typ}  {rng.choice(['DT-01','DT-02','DT-03','DT-04','DT-05'])}  "
                         f"{rng.randint(11, 29):>2} min  2-step  I {fmt(ti):>5} L  IV {tiv:>4} L  re-spray {resp}")
agg_lines = []
for key in [("FZRA", "738"), ("FZRA", "DH4"), ("SN", "738"), ("SN", "DH4")]:
    v = agg[key]
    agg_lines.append(f"  {key[0]:<5} {key[1]}  n={len(v):>2}   mean Type I {fmt(round(sum(a for a, b in v) / len(v)))} L   mean Type IV {round(sum(b for a, b in v) / len(v))} L   "
                     f"max Type I {fmt(max(a for a, b in v))} L   max Type IV {max(b for a, b in v)} L")
records_out = ("DE-ICE RECORDS  station=YWG  2024-11-01..2025-01-13  precip in (FZRA, -FZRA, -SN)  source=pad event log\n\n"
               "Date        Precip Flight  Type Truck  Spray   Steps   Type I      Type IV    Re-spray\n"
               + "\n".join(rec_lines) + "\n\nSUMMARY by precip/type\n" + "\n".join(agg_lines) +
               "\n\nNote: frost-only events excluded. Re-spray = second application after HOT exceeded before take-off.\n")
C.tool([sched_out, order_out, records_out], tag="t_sched")

C.model(f"""## Demand vs stock - Wed 15 Jan (22 departures)

Per-flight planning figures come from the pad records of our last three freezing-rain days and the 9 Jan snow day: the means (which already include re-sprays - about 1 spray in 7 overran holdover) plus ~10% margin, rounded:

| Per departure | Type I | Type IV |
|---|---|---|
| 738 in FZRA | 1,400 L | 520 L |
| DH4 in FZRA | 780 L | 290 L |
| 738 in light snow | 950 L | 380 L |
| DH4 in light snow | 520 L | 190 L |
| Frost only (738 / DH4) | 600 / 350 L | - |

| Wave | Window | Departures | Type I | Type IV |
|---|---|---|---|---|
| 1 - FZRA | 05:45-11:45 | 11 (6x 738, 5x DH4) | 12,300 L | 4,570 L |
| 2 - light snow | 12:15-17:30 | 8 (4x 738, 4x DH4) | 5,880 L | 2,280 L |
| 3 - frost only | 18:40-20:35 | 3 | 1,550 L | 0 L |
| **Total** | | **22** | **19,730 L** | **6,850 L** |

| | Type I | Type IV |
|---|---|---|
| Opening stock | 16,850 L | 4,300 L |
| Demand (+ your 1,000 L floor on IV) | 19,730 L | 7,850 L |
| **Shortfall** | **2,880 L** | **3,550 L** |

On Type IV, without resupply we'd hit the floor at **BX 103 (09:10)** and run dry around **BX 227 (11:45)** - i.e. inside the freezing rain.

## GlycoNorth
- **PO-YWG-25-0113** (20,000 L Type I + 8,000 L Type IV) is on Keewatin Bulk Haul unit **KBH-114**, held at Kenora - Hwy 17 closed. Revised ETA **2025-01-15 19:30**, i.e. after the weather. No help for tomorrow.
- Contract Schedule C allows an emergency dispatch from GlycoNorth's **Edmonton depot (GN-EDM)**; Saskatoon is empty.

## Options

| | **A - Emergency split from Edmonton** | **B - Borrow Type IV from Maple Jet YWG** | **C - Thin the schedule** |
|---|---|---|---|
| What | GlycoNorth ships part of the PO from GN-EDM tonight | Fluid loan from Maple Jet's station (Tom Reyes) | Cancel/consolidate 2-3 P3 DH4 sectors |
| Covers | Type I and Type IV | Type IV only, probably 1,500-2,000 L | ~290 L Type IV per DH4 cancelled |
| Cost | Schedule C surcharge per litre (last winter it was quoted $0.75-1.10/L) | Return in kind + handling; needs a signed loan agreement | Pax disruption, rebooking |
| Timing | EDM-YWG ~13 h; dispatched by ~17:30 -> ~06:30 | Could be tonight or tomorrow morning | Immediate |
| Risk | Driver hours, road conditions | Likely a different Type IV brand - cannot co-mingle with ArcticShield IV | Customer impact |

**Recommendation:** A + B now, keep C as the fallback and decide it tonight before the 20:00 passenger-notification cutoff. Go with A + B?""", tag="m_demand")

# ----------------------------------------------------------------- turn 3
C.user("A and B. Nothing gets cancelled yet. Call it an emergency - I'll take the surcharge if it's under a dollar a litre.", tag="u3")
C.model(tag="m_er", text="Raising the emergency request with GlycoNorth and asking Maple Jet for a Type IV loan.", calls=[
    ("supplier_emergency_request", {
        "supplier": "GlycoNorth", "po": "PO-YWG-25-0113", "source_depot": "GN-EDM",
        "priority": "EMERGENCY",
        "items": [{"line": 1, "product": "GN-1 Type I 55/45", "qty_l": 12000},
                  {"line": 2, "product": "ArcticShield IV", "qty_l": 4000}],
        "required_by": "2025-01-15T06:00-06:00",
        "deliver_to": "YWG fluid farm gate 7, 2150 Saskatchewan Ave W",
        "max_surcharge_per_l": 1.00,
        "notes": "Freezing rain event YWG 15 Jan 03:00-12:00. Split quantity to be deducted from PO-YWG-25-0113; balance to remain on KBH-114. Surcharge authorised up to $1.00/L by D. Kowalski.",
        "contact": "dana.kowalski@borealisair.ca"}),
    ("email_send", {
        "from": "ywg.stationops@borealisair.ca", "to": ["tom.reyes@maplejet.ca"],
        "cc": ["dana.kowalski@borealisair.ca"],
        "subject": "Type IV fluid loan request - YWG, Wed 15 Jan",
        "body": "Hi Tom,\n\nWe're short on Type IV for tomorrow's freezing rain - our GlycoNorth load is stuck at Kenora behind the Hwy 17 closure. Could Maple Jet lend us up to 2,000 L of Type IV from your YWG stock, returned in kind within a week? We'd cover handling and put a fluid loan agreement in place today.\n\nPlease let me know what quantity, which product/lot, and when you could transfer it. If it's a different brand from our ArcticShield IV we'll keep it segregated.\n\nThanks,\nDana Kowalski\nStation Operations Manager, Borealis Air YWG\n+1 204 555 0190"}),
])
C.tool([
    """EMERGENCY REQUEST created  id=ER-55817  supplier=GlycoNorth Ltd.  po=PO-YWG-25-0113
status=QUOTE_PENDING  priority=EMERGENCY  source_depot=GN-EDM
requested: line 1 GN-1 Type I 55/45 12,000 L; line 2 ArcticShield IV 4,000 L; required_by 2025-01-15 06:00 CST
auth ceiling: surcharge <= $1.00/L (recorded: D. Kowalski)
routing: GlycoNorth dispatch desk notified 2025-01-14 15:58 CST (SLA: quote within 60 min by e-mail)
""",
    """{"status": "SENT", "message_id": "<20250114155903.7c1e@borealisair.ca>", "to": ["tom.reyes@maplejet.ca"], "cc": ["dana.kowalski@borealisair.ca"], "subject": "Type IV fluid loan request - YWG, Wed 15 Jan", "sent_at": "2025-01-14T15:59:03-06:00"}""",
], tag="t_er")
C.model("""Done.
- **ER-55817** raised with GlycoNorth against PO-YWG-25-0113: 12,000 L Type I + 4,000 L Type IV from Edmonton, required by 06:00, surcharge ceiling **$1.00/L**. Quote due by e-mail within the hour.
- Loan request sent to **tom.reyes@maplejet.ca** for up to 2,000 L Type IV, returned in kind within a week.

Nothing cancelled. I'll check the inbox when you want.""")

# ----------------------------------------------------------------- turn 4
C.user("Marcus Bell has the pad tonight. Draft the first-wave truck plan for him.", tag="u4")
C.model("""## First wave (05:45-08:30, 7 departures) - two ways to run it

Trucks available from 04:00: DT-01, DT-02, DT-03, DT-05 + DT-06 (after its fill). DT-04 only if it's back from MX tonight.

| | **Option 1 - Paired trucks, single pad** | **Option 2 - One truck per aircraft, both pads** |
|---|---|---|
| Set-up | 2 trucks on each 738 (Pad East), 1 truck per DH4 | one truck per aircraft, Pad East + Pad West in parallel; pair up only if the queue is empty |
| Spray time in FZRA | 738 ~14 min, DH4 ~12 min | 738 ~22 min, DH4 ~15 min |
| Throughput | ~4 aircraft/h | ~6 aircraft/h |
| Fluid use | baseline | ~6% less Type IV (less overspray, one operator per wing) |
| Weak spot | one pad = single point of failure if a bay ices up | needs all 5 trucks; losing one hurts more |
| Refills | every ~2 aircraft | staggered so only one truck is at the farm at a time |

**Recommendation: Option 2** - it's the only one that gets all 7 out on time and it saves Type IV. Marcus would start spraying BX 101 at 05:15.

Which one? I'll publish the plan and send it to Marcus.""", tag="m_opts")

# ----------------------------------------------------------------- turn 5
C.user("2. Send it to Marcus.", tag="u5")
C.model(None, [("deice_plan_create", {
    "station": "YWG", "date": "2025-01-15", "wave": "W1 05:45-08:30",
    "strategy": "ONE_TRUCK_PER_AIRCRAFT_DUAL_PAD",
    "pad_lead": "Marcus Bell",
    "allocations": [
        {"flight": "BX 101", "std": "05:45", "truck": "DT-01", "pad": "EAST-1", "spray_start": "05:15"},
        {"flight": "BX 211", "std": "05:55", "truck": "DT-05", "pad": "WEST-1", "spray_start": "05:30"},
        {"flight": "BX 305", "std": "06:10", "truck": "DT-03", "pad": "EAST-2", "spray_start": "05:40"},
        {"flight": "BX 117", "std": "07:05", "truck": "DT-02", "pad": "EAST-1", "spray_start": "06:35"},
        {"flight": "BX 241", "std": "07:20", "truck": "DT-06", "pad": "WEST-1", "spray_start": "06:55"},
        {"flight": "BX 419", "std": "07:45", "truck": "DT-01", "pad": "EAST-2", "spray_start": "07:15"},
        {"flight": "BX 213", "std": "08:30", "truck": "DT-05", "pad": "WEST-2", "spray_start": "08:05"}],
    "refills": [{"truck": "DT-06", "at": "04:15", "type_i_l": 4000, "type_iv_l": 1100},
                {"truck": "DT-01", "at": "06:00"}, {"truck": "DT-03", "at": "06:25"},
                {"truck": "DT-05", "at": "06:50"}, {"truck": "DT-02", "at": "07:30"}],
    "fluid_rules": "Two-step in FZRA. Type IV only under active precipitation. Hold 1,000 L Type IV floor in TK-C.",
    "notes": "First-wave plan, Option 2 per D. Kowalski."})])
alloc_lines = []
for fl, std, trk, pad, start in [("BX 101", "05:45", "DT-01", "EAST-1", "05:15"), ("BX 211", "05:55", "DT-05", "WEST-1", "05:30"),
                                 ("BX 305", "06:10", "DT-03", "EAST-2", "05:40"), ("BX 117", "07:05", "DT-02", "EAST-1", "06:35"),
                                 ("BX 241", "07:20", "DT-06", "WEST-1", "06:55"), ("BX 419", "07:45", "DT-01", "EAST-2", "07:15"),
                                 ("BX 213", "08:30", "DT-05", "WEST-2", "08:05")]:
    typ = [f for f in FLIGHTS if f[0] == fl][0][3]
    i_, iv_ = EST[("FZRA", typ)]
    alloc_lines.append(f"  {fl:<7} {std}  {typ}  {trk}  {pad:<7} {start}   est I {fmt(i_)} L / IV {iv_} L   proj. wait {rng.choice([0, 0, 2, 3, 4, 6])} min")
C.tool(["""DE-ICE PLAN published  plan_id=DP-YWG-0115  revision=1  station=YWG  date=2025-01-15  wave=W1
strategy: one truck per aircraft, both pads (ONE_TRUCK_PER_AIRCRAFT_DUAL_PAD)
pad lead: Marcus Bell     created_by: stationops-assistant on behalf of d.kowalski   2025-01-14 16:14 CST

Flight  STD    Type Truck Pad     Spray   Fluid estimate                 Queue
""" + "\n".join(alloc_lines) + """

Refills: DT-06 04:15 (TK-A 4,000 L / TK-C 1,100 L); DT-01 06:00; DT-03 06:25; DT-05 06:50; DT-02 07:30
W1 totals: Type I 7,940 L   Type IV 2,950 L   projected TK-C + trucks IV remaining at 08:30: 1,350 L
Warnings:
  - DT-04 not allocated (OUT OF SERVICE, MX-YWG-88190, ETR 2025-01-14 18:00). Will be offered as spare if returned.
  - Max projected queue 6 min.
Distribution: pad lead + de-ice crew group YWG-DEICE-NIGHT get the published copy automatically.
"""], tag="t_plan1")
C.model(None, [("email_send", {
    "from": "ywg.stationops@borealisair.ca", "to": ["marcus.bell@borealisair.ca"],
    "cc": ["dana.kowalski@borealisair.ca"],
    "subject": "Pad plan DP-YWG-0115 rev 1 - first wave Wed 15 Jan (FZRA)",
    "body": "Marcus,\n\nYou have the pad tonight. First-wave plan DP-YWG-0115 rev 1 is published (one truck per aircraft, Pad East + Pad West in parallel):\n\n- BX 101 05:45 DT-01 EAST-1 spray 05:15\n- BX 211 05:55 DT-05 WEST-1 spray 05:30\n- BX 305 06:10 DT-03 EAST-2 spray 05:40\n- BX 117 07:05 DT-02 EAST-1 spray 06:35\n- BX 241 07:20 DT-06 WEST-1 spray 06:55\n- BX 419 07:45 DT-01 EAST-2 spray 07:15\n- BX 213 08:30 DT-05 WEST-2 spray 08:05\n\nDT-06 (PGS lease) arrives empty at 04:00 - fill at 04:15 from TK-A 4,000 L and TK-C 1,100 L. Refills staggered per the plan so only one truck is at the farm at a time.\n\nFluid rules: two-step in FZRA, Type IV only under active precipitation, and keep the 1,000 L Type IV floor in TK-C - do not draw TK-C below 1,300 L gauge without calling me.\n\nDana"})])
C.tool(["""{"status": "SENT", "message_id": "<20250114161622.91ab@borealisair.ca>", "to": ["marcus.bell@borealisair.ca"], "subject": "Pad plan DP-YWG-0115 rev 1 - first wave Wed 15 Jan (FZRA)", "sent_at": "2025-01-14T16:16:22-06:00"}"""])
C.model("""Done.
- Plan **DP-YWG-0115 rev 1** published - first wave, one truck per aircraft across both pads, pad lead **Marcus Bell**. Max projected queue 6 min.
- Wave 1 uses 7,940 L Type I / 2,950 L Type IV; we'd have **1,350 L Type IV** left at 08:30 - above the floor, but only just.
- Marcus has the plan by e-mail with the DT-06 04:15 fill and the TK-C floor instruction.""")

# ----------------------------------------------------------------- turn 6
C.user("Anything back from GlycoNorth or Tom?", tag="u6")
C.model(None, [("email_inbox_list", {"mailbox": "ywg.stationops@borealisair.ca", "since": "2025-01-14T15:45:00-06:00",
                                      "include_body": True, "limit": 20})])
inbox1 = """INBOX ywg.stationops@borealisair.ca  5 new since 2025-01-14 15:45

[1] 2025-01-14 16:31  From: Rick Dunmore <rick.dunmore@glyconorth.com>
    Subject: RE: ER-55817 emergency dispatch - YWG
    Dana / team,
    Edmonton can do the split but not all of it. GN-EDM can release 12,000 L GN-1 Type I 55/45 and 2,000 L
    ArcticShield IV - that is every litre of IV in the depot; the rest is committed to YEG airlines tonight.
    Truck can leave GN-EDM at 17:30 MST, driver direct, ETA 06:30 CST tomorrow at your gate 7.
    Schedule C emergency surcharge for this event is $0.85/L on the 14,000 L split ($11,900.00), on top of PO
    pricing.
        Line  Product            Qty L    PO price   Surcharge   Ext. surcharge
        1     GN-1 Type I 55/45  12,000   $1.42/L    $0.85/L     $10,200.00
        2     ArcticShield IV     2,000   $4.95/L    $0.85/L      $1,700.00
    Surcharge covers dedicated tractor/tanker, driver premium and depot call-out. The split comes off PO-YWG-25-0113; the balance (8,000 L Type I / 6,000 L IV) stays on KBH-114,
    still ETA 2025-01-15 19:30 if Hwy 17 reopens.
    I need a yes by 17:00 CST to hold the driver.
    Rick Dunmore | Dispatch Lead | GlycoNorth Ltd. | +1 204 555 0147

[2] 2025-01-14 16:38  From: Tom Reyes <tom.reyes@maplejet.ca>
    Subject: RE: Type IV fluid loan request - YWG, Wed 15 Jan
    Hi Dana - we can spare 1,500 L. It's Polarix EG-IV (lot PX4-24-3318), not ArcticShield, so please keep it
    segregated - don't co-mingle in your tank. I can bring it over tomorrow 11:00 with our fluid cart in IBC totes.
    My regional director has OK'd it verbally; we'll need your signed fluid loan agreement before it moves.
    Return in kind (Polarix EG-IV or equivalent approved Type IV) within 7 days.
    Tom Reyes | Station Manager YWG | Maple Jet

[3] 2025-01-14 16:02  From: WAA Airside Operations <airside.ops@waa.ca>
    Subject: Airside advisory - freezing rain 15 Jan
    Runway condition reports every 30 min from 03:00. Taxiway C closed 04:00-06:00 for sand/chem.
    Central de-icing bays remain carrier-managed; glycol recovery vehicle GRV-2 on contract 03:00-14:00.

[4] 2025-01-14 15:51  From: Crew Scheduling YWG <crewsked.ywg@borealisair.ca>
    Subject: Reserve coverage 15 Jan
    2 x 738 reserve crews (R1 04:30-14:30, R2 10:00-20:00), 1 x DH4 reserve crew (R3 05:00-15:00) at YWG.

[5] 2025-01-14 15:47  From: Payroll <payroll@borealisair.ca>
    Subject: Timesheet cutoff reminder
    Period 02 timesheets due Thursday 16 Jan 12:00.

[6] 2025-01-14 15:46  From: Fuel Farm YWG (Skyline Fuels) <ywg.farm@skylinefuels.ca>
    Subject: Jet A-1 deliveries during freezing rain
    Hydrant system normal. Into-plane trucks will chain up from 03:00; expect +10 min on fuelling times for
    the first wave. Please advise if any BX rotation needs priority fuelling.

[7] 2025-01-14 15:45  From: BX Safety & Quality <sq.bulletins@borealisair.ca>
    Subject: SQ Bulletin 25-004 - fluid acceptance checks
    Reminder: all Type I/IV fluid received at an outstation (including inter-carrier loans) requires acceptance
    checks before use - refractometer reading for Type I, Brookfield viscosity or approved field viscosity
    check for Type IV, visual contamination check on every container. Record on form SQ-DI-07.
"""
C.tool([inbox1], tag="t_inbox1")
C.model("""## Replies

| | GlycoNorth (Rick Dunmore) | Maple Jet (Tom Reyes) |
|---|---|---|
| Quantity | 12,000 L Type I + **2,000 L Type IV** (all EDM has) | **1,500 L Type IV** |
| Product | GN-1 / ArcticShield IV - same as ours | **Polarix EG-IV** lot PX4-24-3318 - must stay segregated |
| When | ETA 06:30 tomorrow, gate 7 | tomorrow 11:00, IBC totes |
| Cost | **$0.85/L** surcharge on 14,000 L = $11,900 | return in kind within 7 days |
| Needs | **your yes by 17:00** (22 min) | our signed fluid loan agreement |

The balance of the PO (8,000 L Type I / 6,000 L IV) stays on KBH-114, still ETA 2025-01-15 19:30.

**Type IV with both:** 4,300 + 2,000 + 1,500 = 7,800 L against 7,850 L (demand + floor) - 50 L into your floor by the end of the day. Type I is covered comfortably.

$0.85/L is inside your $1.00 authority, so I can accept as is. It's also well above what we'd expect on a 14,000 L split - worth a push, but we only have until 17:00. How do you want to play it?""")

# ----------------------------------------------------------------- turn 7
C.user("Counter at 60 cents or we go to Clearwing. Take Tom's 1,500 and get the loan form to Hannah for signature.", tag="u7")
C.model(None, [
    ("email_send", {
        "from": "ywg.stationops@borealisair.ca", "to": ["rick.dunmore@glyconorth.com"],
        "cc": ["dana.kowalski@borealisair.ca"],
        "subject": "RE: ER-55817 emergency dispatch - YWG",
        "body": "Rick,\n\nWe want the split - 12,000 L GN-1 Type I and 2,000 L ArcticShield IV from GN-EDM - but not at $0.85/L. We can confirm at $0.60/L surcharge on the 14,000 L. If that doesn't work we'll source from Clearwing Fluids instead. Please hold the driver while you check; we're ready to confirm the moment you agree.\n\nDana Kowalski\nStation Operations Manager, Borealis Air YWG"}),
    ("document_generate", {
        "template": "FLUID_LOAN_AGREEMENT_v3",
        "fields": {"lender": "Maple Jet - YWG station (Tom Reyes)", "borrower": "Borealis Air - YWG station",
                   "product": "Polarix EG-IV (SAE AMS1428 Type IV)", "lot": "PX4-24-3318", "quantity_l": 1500,
                   "transfer": "2025-01-15 11:00, IBC totes, YWG fluid farm gate 7",
                   "return_terms": "in kind (Polarix EG-IV or equivalent approved Type IV) within 7 days of transfer",
                   "segregation": "Not to be co-mingled with ArcticShield IV; dedicated truck tank only",
                   "borrower_signatory": "Hannah Okafor, Director Ground Operations West",
                   "cost_centre": "YWG-OPS-4410"}}),
])
C.tool([
    """{"status": "SENT", "message_id": "<20250114164112.3d0f@borealisair.ca>", "to": ["rick.dunmore@glyconorth.com"], "subject": "RE: ER-55817 emergency dispatch - YWG", "sent_at": "2025-01-14T16:41:12-06:00"}""",
    """DOCUMENT generated  doc_id=FLA-2025-0041  template=FLUID_LOAN_AGREEMENT_v3  version=1  status=DRAFT_AWAITING_SIGNATURE
path: /docs/ywg/fla/FLA-2025-0041.pdf   pages: 3   checksum sha256:5e0c9a1f...b27
signatories: borrower Hannah Okafor (pending), lender Maple Jet YWG (pending)
quantity 1,500 L Polarix EG-IV lot PX4-24-3318; return in kind within 7 days; cost centre YWG-OPS-4410
clauses: 1 Parties | 2 Product & quantity | 3 Transfer & custody (title passes at gate 7 on signature of receipt)
         4 Acceptance checks (borrower per SQ-DI-07) | 5 Segregation - no co-mingling | 6 Return in kind / cash
         settlement at lender's replacement cost if not returned | 7 Liability & indemnity (IATA SGHA 2023 Annex B ref)
         8 Signatures
""",
])
C.model(None, [("email_send", {
    "from": "ywg.stationops@borealisair.ca", "to": ["hannah.okafor@borealisair.ca"],
    "cc": ["dana.kowalski@borealisair.ca"],
    "subject": "Signature needed today: fluid loan agreement FLA-2025-0041 (Maple Jet, Type IV)",
    "body": "Hannah,\n\nYWG is short on Type IV for tomorrow's freezing rain (GlycoNorth load held at Kenora). Maple Jet's YWG station will lend us 1,500 L of Polarix EG-IV, returned in kind within 7 days. Their director has approved; they need our signed agreement before the fluid moves. Please sign FLA-2025-0041 (attached, 3 pages, cost centre YWG-OPS-4410).\n\nIf you can approve a ceiling a little above 1,500 L it would save a second round if Maple Jet can spare more.\n\nThanks,\nDana",
    "attachments": ["/docs/ywg/fla/FLA-2025-0041.pdf"]})])
C.tool(["""{"status": "SENT", "message_id": "<20250114164430.aa12@borealisair.ca>", "to": ["hannah.okafor@borealisair.ca"], "attachments": [{"path": "/docs/ywg/fla/FLA-2025-0041.pdf", "bytes": 184220}], "sent_at": "2025-01-14T16:44:30-06:00"}"""])
C.model("""Done.
- **Counter sent to Rick:** $0.60/L on the 14,000 L split, Clearwing as the alternative, asked him to hold the driver.
- **FLA-2025-0041** drafted (1,500 L Polarix EG-IV, lot PX4-24-3318, return in kind within 7 days, cost centre YWG-OPS-4410) and sent to **Hannah Okafor** for signature. I asked her for a ceiling a bit above 1,500 L in case Maple Jet can stretch.

Rick's deadline is 17:00. If there's no answer by then, do you want me to accept at $0.85/L rather than lose the driver?""")

# ----------------------------------------------------------------- turn 8
C.user("Marcus is out sick, Priya Nandakumar has the pad tonight. And DT-02 just threw a heater fault.", tag="u8")
C.model("Logging DT-02 and checking where DT-04 is before I rework the plan.", [
    ("maintenance_ticket_create", {
        "asset": "DT-02", "station": "YWG", "category": "GSE - de-icing",
        "fault": "Type I heater: burner flame-out, fault code H-17, fluid outlet temp not reaching 60 C",
        "reported_by": "d.kowalski", "priority": "AOG-EQUIVALENT",
        "set_asset_status": "OUT_OF_SERVICE",
        "notes": "Needed for 15 Jan freezing rain first wave. Please advise ETR tonight."}),
    ("maintenance_ticket_get", {"ticket": "MX-YWG-88190"}),
])
C.tool([
    """TICKET created  MX-YWG-88214  asset=DT-02 (Vestergaard Elephant Beta 15)  priority=AOG-EQUIVALENT
asset status: was IN_SERVICE  now OUT_OF_SERVICE  (changed 2025-01-14 17:06 CST)
assigned: GSE shop YWG night shift (lead tech A. Brandt)
triage note 17:09: H-17 = flame-out; suspect igniter electrode / flame rod. Igniter kit not in stock at YWG;
  Vestergaard parts Minneapolis, earliest on station 2025-01-15 11:00 via courier. Earliest ETR 2025-01-15 14:00.
""",
    """TICKET  MX-YWG-88190  asset=DT-04 (Global Ground Support HD-2500)  status=IN_PROGRESS
fault: boom lift cylinder hydraulic leak (rod seal)
history:
  2025-01-13 21:40  opened by night pad lead
  2025-01-14 08:15  cylinder removed, seal kit ordered (GGS p/n 30-4471-K)
  2025-01-14 12:30  parts ETA 16:00 today; ETR set 2025-01-14 18:00
  2025-01-14 16:55  parts update: seal kit missed the 14:05 Air Canada Cargo connection at YYZ; rebooked AC cargo arriving 07:30
parts tracking: GGS p/n 30-4471-K seal kit, AWB 014-55821946, AC Cargo YYZ-YWG flight AC8841 arr 07:30,
  customs: domestic, no hold. Install + bleed + function test est. 75 min -> release 09:00 if on time.
labour booked: A. Brandt 07:30-09:15 (night shift extension approved)
ETR: was 2025-01-14 18:00  now 2025-01-15 09:00
""",
], tag="t_mx")
C.model(None, [
    ("deice_plan_update", {
        "plan_id": "DP-YWG-0115", "base_revision": 1,
        "changes": [
            {"field": "pad_lead", "from": "Marcus Bell", "to": "Priya Nandakumar"},
            {"field": "truck", "flight": "BX 117", "from": "DT-02", "to": "DT-03"},
            {"field": "truck", "flight": "BX 305", "from": "DT-03", "to": "DT-06"},
            {"field": "truck", "flight": "BX 241", "from": "DT-06", "to": "DT-05"},
            {"field": "refill", "truck": "DT-02", "action": "remove"}],
        "reason": "DT-02 out of service (MX-YWG-88214); DT-04 ETR now 09:00 15 Jan; pad lead change (M. Bell sick)."}),
    ("email_send", {
        "from": "ywg.stationops@borealisair.ca", "to": ["priya.nandakumar@borealisair.ca"],
        "cc": ["dana.kowalski@borealisair.ca", "marcus.bell@borealisair.ca"],
        "subject": "You're pad lead tonight - DP-YWG-0115 (first wave Wed 15 Jan, FZRA)",
        "body": "Priya,\n\nMarcus is off sick, so you have the pad tonight. Plan DP-YWG-0115 is being revised now for the loss of DT-02 (heater fault, MX-YWG-88214) - you'll get the published revision automatically as pad lead. DT-04 will not be back before 09:00 tomorrow.\n\nKey points: four trucks for the first wave (DT-01, DT-03, DT-05, DT-06). DT-06 (PGS lease) arrives empty at 04:00 - fill at 04:15. Two-step in FZRA, Type IV only under active precipitation, and keep the 1,000 L Type IV floor in TK-C (don't draw TK-C below 1,300 L gauge without calling Dana).\n\nSome first-wave times may move; I'll confirm within the hour.\n\nThanks,\nStation Ops"}),
])
C.tool([
    """DE-ICE PLAN updated  plan_id=DP-YWG-0115  revision: was 1  now 2   2025-01-14 17:12 CST
changes:
  pad lead            was Marcus Bell     now Priya Nandakumar
  BX 117 truck        was DT-02           now DT-03
  BX 305 truck        was DT-03           now DT-06
  BX 241 truck        was DT-06           now DT-05
  DT-02 refill 07:30  removed
trucks in W1: DT-01, DT-03, DT-05, DT-06 (4)
WARNINGS (queue model, FZRA spray times):
  ! BX 305 06:10  projected pad wait 38 min  (DT-06 first cycle after 04:15 fill; EAST-2 blocked by BX 101 overrun)
  ! BX 241 07:20  projected pad wait 31 min  (DT-05 refill 06:50 overlaps)
  ! BX 117 07:05  projected pad wait 9 min
  max projected queue 38 min (rev 1: 6 min)
ALLOCATION rev 2 (W1)
  BX 101  05:45  738  DT-01  EAST-1  05:15   wait  0 min
  BX 211  05:55  DH4  DT-05  WEST-1  05:30   wait  0 min
  BX 305  06:10  738  DT-06  EAST-2  05:40   wait 38 min  (DT-06 fill 04:15-04:55 incl. heat-up; EAST-2 held by BX 101 overrun)
  BX 117  07:05  738  DT-03  EAST-1  06:35   wait  9 min
  BX 241  07:20  DH4  DT-05  WEST-1  06:55   wait 31 min  (DT-05 refill 06:50-07:15)
  BX 419  07:45  738  DT-01  EAST-2  07:15   wait  4 min
  BX 213  08:30  DH4  DT-05  WEST-2  08:05   wait  0 min
refills: DT-06 04:15; DT-01 06:00; DT-03 06:25; DT-05 06:50   (DT-02 removed)
distribution: published copy sent to pad lead Priya Nandakumar and YWG-DEICE-NIGHT
""",
    """{"status": "SENT", "message_id": "<20250114171305.5b2e@borealisair.ca>", "to": ["priya.nandakumar@borealisair.ca"], "sent_at": "2025-01-14T17:13:05-06:00"}""",
])
C.model("""Done, with a problem.

- **DT-02** out of service - **MX-YWG-88214**, flame-out (H-17), igniter kit on a courier, earliest ETR **tomorrow 14:00**.
- **DT-04** slipped: seal kit missed its connection, ETR now **2025-01-15 09:00** (was 18:00 today). Not available for the first wave.
- Plan **DP-YWG-0115 rev 2**: pad lead now **Priya Nandakumar**, first wave on 4 trucks (DT-01, DT-03, DT-05, DT-06). Priya has the e-mail and the published copy; Marcus is cc'd.

**The problem:** with 4 trucks the queue model shows **BX 305 waiting ~38 min** and **BX 241 ~31 min**. BX 117 (P1, NRT connection) is only 9 min, so the P1 flights are safe.

Two ways out:
1. **Ask PGS for a second leased truck** for 04:00-12:00. Costs money; keeps the schedule.
2. **Retime BX 305 (P2) and BX 241 (P3)** by roughly 40 and 30 min so they're not sitting on a pad burning Type IV holdover. P1 flights untouched. Delay code 75.

Which way?""", tag="m_problem")

# ----------------------------------------------------------------- turn 9
C.user("Ask PGS. If they can't, retime.", tag="u9")
C.model(None, [("gse_lease_request", {
    "vendor": "Prairie Ground Services", "vendor_id": "PGS", "station": "YWG",
    "equipment": "DEICING_TRUCK", "min_type_iv_capacity_l": 1000,
    "window_start": "2025-01-15T04:00-06:00", "window_end": "2025-01-15T12:00-06:00",
    "existing_lease": "PGS-L-7702", "contact": "gse.desk@prairieground.ca",
    "notes": "Second unit needed for FZRA first wave; our DT-02 and DT-04 out of service."})])
C.tool(["""LEASE QUOTE  PGS-Q-3318  vendor=Prairie Ground Services  station=YWG
requested window: 2025-01-15 04:00-12:00
availability: NO UNIT available 04:00-10:00 (all PGS de-icers committed to WestJet/Flair/cargo first wave)
offer: DT-07 (Vestergaard Elephant Beta 12, Type I 4,500 L / Type IV 1,200 L) available from 2025-01-15 10:00
rate: $185.00/h, minimum 4 h, operator not included; fuel included
hold expires: 2025-01-14 21:00 CST
PGS YWG fleet status 2025-01-15:
  DT-06  Elephant Beta 12   leased BX (PGS-L-7702) 04:00-14:00
  PGS-03 Elephant Beta 15   WestJet 03:30-12:00
  PGS-04 Elephant Beta 15   WestJet 03:30-12:00
  PGS-05 GGS HD-2500        Flair 04:00-10:00
  PGS-08 Elephant Beta 12   cargo (Purolator/FedEx) 02:00-09:30
  DT-07  Elephant Beta 12   AVAILABLE from 10:00 (returning from cargo pool)
operator option: PGS can supply a certified operator at $95/h if BX staff unavailable
"""])
C.model(tag="m_retime", text="PGS has nothing before 10:00, so retiming BX 305 and BX 241 as agreed.", calls=[
    ("flight_retime", {"flight": "BX 305", "date": "2025-01-15", "std": "06:10", "new_etd": "06:50",
                       "reason_code": "75", "reason": "De-icing capacity: fluid shortage + DT-02 out of service; pad queue avoidance",
                       "notify_pax": True, "notify_crew": True}),
    ("flight_retime", {"flight": "BX 241", "date": "2025-01-15", "std": "07:20", "new_etd": "07:50",
                       "reason_code": "75", "reason": "De-icing capacity: fluid shortage + DT-02 out of service; pad queue avoidance",
                       "notify_pax": True, "notify_crew": True}),
])
C.tool([
    """OCC CHANGE  OCC-0115-0442  BX 305 YWG-YEG 2025-01-15  C-FBXC
ETD: was 06:10  now 06:50  (+40 min)
pax notified: 171 (SMS/e-mail/app)   crew notified: 6   onward: 4 domestic connections at YEG, MCT met (min 52 min)
slot/curfew: none   next sector BX 306 YEG-YWG ETD 10:35 (+0, 115 min turn absorbs)
connections at YEG:
  PNR KQ7MZT  2 pax  -> BX 515 YEG-YYC 09:05  conn time was 92 now 52 min  OK
  PNR HJ2WRC  1 pax  -> BX 533 YEG-YXJ 09:20  conn time was 107 now 67 min OK
  PNR TTB4XE  1 pax  -> BX 511 YEG-YMM 09:00  conn time was 87 now 47 min  OK (MCT 40)
crew legality: FDP extension not required (report 05:10, FDP end 16:55 max)
""",
    """OCC CHANGE  OCC-0115-0443  BX 241 YWG-YQR 2025-01-15  C-GBXR
ETD: was 07:20  now 07:50  (+30 min)
pax notified: 64   crew notified: 4   onward: 2 pax on BX 655 YQR-YYC, MCT met (min 41 min)
next sector BX 242 YQR-YWG ETD 10:05 (+15 min propagated)
connections at YQR:
  PNR PL9QAV  2 pax  -> BX 655 YQR-YYC 10:00  conn time was 71 now 41 min  OK (MCT 35)
crew legality: OK; DH4 crew DP pairing extends 0:15, within limits
""",
], tag="t_retime")
C.model("""Done.

| Flight | Was | Now | Change | Pax | Connections |
|---|---|---|---|---|---|
| BX 305 (P2) | 06:10 | **06:50** | +40 min, OCC-0115-0442 | 171 notified | 4 dom at YEG, MCT met |
| BX 241 (P3) | 07:20 | **07:50** | +30 min, OCC-0115-0443 | 64 notified | 2 on BX 655, MCT met; BX 242 +15 propagated |

**PGS** (quote PGS-Q-3318): no truck 04:00-10:00. They do have **DT-07** from **10:00**, $185/h, 4 h minimum, hold expires 21:00 tonight. With DT-02 out until at least 14:00, DT-07 would cover the rest of the freezing rain and the snow wave. Want it - say 10:00-18:00 (~$1,480)?

I'll update the plan once I know about DT-07.""")

# ----------------------------------------------------------------- turn 10
C.user("Take DT-07 from 10, eight hours. Anything from Rick or Hannah?", tag="u10")
C.model(None, [
    ("gse_lease_confirm", {"quote": "PGS-Q-3318", "unit": "DT-07", "start": "2025-01-15T10:00-06:00", "hours": 8,
                           "po_cost_centre": "YWG-OPS-4410", "authorised_by": "d.kowalski"}),
    ("email_inbox_list", {"mailbox": "ywg.stationops@borealisair.ca", "since": "2025-01-14T16:45:00-06:00",
                          "include_body": True, "limit": 20}),
])
C.tool([
    """LEASE CONFIRMED  PGS-L-7781  unit=DT-07 (Vestergaard Elephant Beta 12)
window: 2025-01-15 10:00-18:00 (8 h)   rate $185.00/h   est. $1,480.00 + tax   cost centre YWG-OPS-4410
delivery: PGS will drive unit to Pad West 09:45; arrives empty (fill required)
""",
    """INBOX ywg.stationops@borealisair.ca  3 new since 2025-01-14 16:45

[1] 2025-01-14 17:41  From: Rick Dunmore <rick.dunmore@glyconorth.com>
    Subject: RE: ER-55817 emergency dispatch - YWG
    Dana - ok, $0.60/L on the 14,000 L split, so $8,400.00 surcharge. Our account manager signed off given the
    volume you do with us. One change: I couldn't get a direct driver, so it's a driver swap at Regina - revised
    ETA 08:30 CST tomorrow at gate 7. Quantities as before: 12,000 L GN-1 Type I and 2,000 L ArcticShield IV.
    Good news on the rest: Hwy 17 reopens overnight, KBH-114 now ETA 2025-01-16 02:00 with the balance
    (8,000 L Type I / 6,000 L IV). I'll update the PO on our side; please amend yours.
    Rick

[2] 2025-01-14 17:36  From: Hannah Okafor <hannah.okafor@borealisair.ca>
    Subject: RE: Signature needed today: fluid loan agreement FLA-2025-0041 (Maple Jet, Type IV)
    Signed and returned to Tom directly. I've approved it for up to 3,000 L so you don't have to come back to me.
    Conditions: return in kind by 2025-01-22, and the Polarix fluid stays in a dedicated truck tank - no
    co-mingling. Charge YWG-OPS-4410.
    Hannah Okafor | Director, Ground Operations West

[3] 2025-01-14 17:20  From: Greg Lindqvist <greg.lindqvist@borealisair.ca>
    Subject: OCC duty tonight
    I'm OCC duty manager until 06:00. Send delay reports within 2 h of the change; anything you want re-coded,
    copy me.

[4] 2025-01-14 17:05  From: WAA Airside Operations <airside.ops@waa.ca>
    Subject: UPDATE - Airside advisory - freezing rain 15 Jan
    Runway 13/31 will be primary from 03:00; 18/36 closed 03:00-07:00 for chemical treatment. Expect taxi times
    from Pad East +6 min, Pad West +4 min. Apron chemical (potassium formate) applied to de-icing bays at 02:30.

[5] 2025-01-14 16:58  From: Crew Scheduling YWG <crewsked.ywg@borealisair.ca>
    Subject: RE: Reserve coverage 15 Jan
    Adding one more DH4 reserve (R4 11:00-21:00) given the forecast. No changes to 738 reserves.

[6] 2025-01-14 16:52  From: Customer Service YWG <cs.ywg@borealisair.ca>
    Subject: Retimes tomorrow
    We saw the OCC retimes come through for BX 305 / BX 241. We'll open the check-in counters at the usual
    times; kiosks will show the new ETDs. Let us know by 20:00 if anything else is changing so we can staff up.
""",
], tag="t_inbox2")
C.model(None, [("supplier_order_amend", {
    "po": "PO-YWG-25-0113", "emergency_ref": "ER-55817",
    "changes": [
        {"field": "split_1", "source": "GN-EDM", "lines": {"1": 12000, "2": 2000}, "eta": "2025-01-15T08:30-06:00",
         "surcharge_per_l": 0.60},
        {"field": "split_2", "carrier_unit": "KBH-114", "lines": {"1": 8000, "2": 6000}, "eta": "2025-01-16T02:00-06:00"}],
    "reason": "Emergency split agreed with R. Dunmore 2025-01-14 17:41 (e-mail). Surcharge countered and agreed."})])
C.tool(["""PO AMENDED  PO-YWG-25-0113  revision: was 2  now 3   2025-01-14 17:52 CST
split 1 (GN-EDM, ER-55817): 12,000 L Type I + 2,000 L Type IV
   surcharge   was $0.85/L   now $0.60/L   ($8,400.00 on 14,000 L)
   ETA         was 2025-01-15 06:30   now 2025-01-15 08:30
split 2 (KBH-114): 8,000 L Type I + 6,000 L Type IV
   ETA         was 2025-01-15 19:30   now 2025-01-16 02:00
PO value: $68,000.00 + surcharge $8,400.00 = $76,400.00 (approval on file: D. Kowalski, emergency surcharge <= $1.00/L)
receiving: gate 7, QC on receipt (RI for Type I, viscosity for Type IV) before transfer to tanks
"""], tag="t_po3")
C.model(f"""Done - **DT-07** booked (**PGS-L-7781**, 10:00-18:00, ~$1,480), arrives empty at Pad West 09:45.

## Replies
- **GlycoNorth agreed $0.60/L** - surcharge **$8,400** (was $11,900). Catch: driver swap at Regina, so the Edmonton split is now **ETA 08:30** (not 06:30). Still 12,000 L Type I + 2,000 L Type IV. Balance on KBH-114 now **2025-01-16 02:00**. PO-YWG-25-0113 amended to rev 3.
- **Hannah signed FLA-2025-0041** and sent it to Tom - approved **up to 3,000 L**, return in kind **by 2025-01-22**, Polarix kept in a dedicated truck tank.
- Greg Lindqvist is OCC duty until 06:00 - wants delay reports within 2 h and a copy if we want anything re-coded.

## Type IV picture with the 08:30 arrival
- 05:45-08:30 uses 2,950 L of our 4,300 L -> **1,350 L** left when the Edmonton truck lands. Floor holds.
- Day total available: 4,300 + 2,000 (08:30) + 1,500 (Maple Jet, 11:00) = **7,800 L** vs **7,850 L** (6,850 demand + 1,000 floor). We're still **50 L into the floor**, around BX 253 at 17:30. KBH-114 lands after the operating day.

| | Option | Type IV at end of day | Impact |
|---|---|---|---|
| 1 | **Cancel BX 227** (YQT 11:45, P3, 31 pax, no connections); rebook on BX 229 16:20 (29 seats free) | 1,240 L | 31 pax moved ~4.5 h, 2 pax may need a YQT alternative |
| 2 | Accept dipping 50 L below the floor | 950 L | breaks your floor rule |
| 3 | Cancel a YXE DH4 instead (BX 213 / BX 215) | 1,240 L | higher loads, 49-60 pax |

**Recommend 1**, entered now with the passenger notification held until the 20:00 cutoff so we can still reverse it if Maple Jet stretches to more than 1,500 L (Hannah's 3,000 L ceiling allows it). Go?""", tag="m_cxl_opts")

# ----------------------------------------------------------------- turn 11
C.user("Cancel 227, hold the pax notification till 20:00. Rebook on 229.", tag="u11")
PAX227 = []
for i in range(31):
    pnr = ''.join(rng.choice('ABCDEFGHJKLMNPQRSTUVWXYZ') for _ in range(6))
    name = rng.choice(['SMITH','TREMBLAY','NGUYEN','MOOSE','HARPER','KAUR','LAVALLEE','SINCLAIR','BEAR','CHEN','OKONKWO','McLEOD','DUMAS','FLETT','SPENCE']) + "/" + rng.choice(['J','M','A','R','S','T','K','D'])
    st = 'WAITLIST (WCHR)' if i == 29 else ('WAITLIST (UMNR)' if i == 30 else 'CONFIRMED ' + str(rng.randint(3, 19)) + rng.choice('ABCD'))
    PAX227.append((pnr, name, rng.choice(['Y','Y','Y','M','B']), st, rng.choice(['web','GDS','GDS','call centre','app']), rng.choice(['-','-','-','FQTV Gold','FQTV Silver','BAG 1','BAG 2'])))
PAX_SEATS = {p[0]: f"{rng.randint(2, 19)}{rng.choice('ABCD')}" for p in PAX227}
PAX227_TXT = [f"  {a}  {b:<12} {c}  {d:<16} {e:<11} {f}" for a, b, c, d, e, f in PAX227]
C.model(None, [("flight_cancel", {
    "flight": "BX 227", "date": "2025-01-15", "route": "YWG-YQT",
    "reason_code": "75", "reason": "De-icing fluid shortage (Type IV) - station fluid floor protection",
    "pax_notification_hold_until": "2025-01-14T20:00-06:00",
    "reaccommodate": {"to_flight": "BX 229", "date": "2025-01-15", "protect_ssr": True},
    "crew_action": "RELEASE_TO_RESERVE", "aircraft_action": "C-GBXU hold YWG as spare",
    "authorised_by": "d.kowalski"})])
C.tool(["""CANCELLATION recorded  CX-0115-227   BX 227 YWG-YQT 2025-01-15 STD 11:45  C-GBXU
flight status: was SCHEDULED  now CANCELLED (pending pax release)
pax notification: HELD until 2025-01-14 20:00 CST (revocable until release; no pax contact made)
reaccommodation on BX 229 16:20: 29 confirmed, 2 waitlisted (1 WCHR, 1 UMNR - agent review required)
crew: 3 released to reserve pool R3; aircraft C-GBXU held at YWG as spare
fluid plan impact: -290 L Type IV, -780 L Type I (wave 1)

REACCOMMODATION DETAIL (BX 227 -> BX 229 2025-01-15 16:20)
""" + "\n".join(PAX227_TXT) + """
"""], tag="t_cxl")

C.model("""Done.
- **BX 227** cancelled as **CX-0115-227**, passengers **not** contacted - notification held to **20:00** and the cancellation can be revoked until then.
- Reaccommodation on BX 229 (16:20): 29 confirmed, **2 waitlisted** (a wheelchair pax and an unaccompanied minor) - those two need an agent to look at them if the cancellation stands.
- C-GBXU stays here as a spare; crew released to reserve.
- Type IV end of day now **1,240 L** - floor protected.""")

# ----------------------------------------------------------------- turn 12
C.user("Crew notice now. And file the delays for 305 and 241.", tag="u12")
C.model(None, [
    ("crew_notice_send", {
        "station": "YWG", "date": "2025-01-15", "audience": {"flights": [f[0] for f in FLIGHTS if f[0] != "BX 227"], "include_reserves": True},
        "title": "YWG de-icing Wed 15 Jan - fluid conservation, holdover and retimes",
        "body": "1. Freezing rain 03:00-12:00 local (moderate 06:00-10:00), snow 12:00-18:00. Expect two-step de-icing for all departures until 12:00.\n2. Fluid conservation in force: Type IV applied only under active precipitation; request de-icing no earlier than 25 min before ETD; be at the pad, engines running, when called.\n3. Holdover: ArcticShield IV per TC HOT 2024-25 fluid-specific table. Start time = beginning of final (Type IV) step. Pre-takeoff contamination check required if HOT exceeded; re-spray only on PIC request to pad lead.\n4. Retimes: BX 305 ETD 06:50 (was 06:10), BX 241 ETD 07:50 (was 07:20).\n5. BX 227 cancelled (fluid).\n6. Pad lead tonight: Priya Nandakumar, pad freq 131.875.",
        "ack_required": True, "ack_by": "2025-01-15T05:00-06:00"}),
    ("delay_report_file", {"flight": "BX 305", "date": "2025-01-15", "std": "06:10", "etd": "06:50", "delay_min": 40,
                           "iata_code": "75", "subcode": "fluid/capacity",
                           "remarks": "Pre-emptive retime: de-icing capacity reduced (fluid shortage, DT-02 heater fault MX-YWG-88214). OCC-0115-0442."}),
    ("delay_report_file", {"flight": "BX 241", "date": "2025-01-15", "std": "07:20", "etd": "07:50", "delay_min": 30,
                           "iata_code": "75", "subcode": "fluid/capacity",
                           "remarks": "Pre-emptive retime: de-icing capacity reduced (fluid shortage, DT-02 heater fault MX-YWG-88214). OCC-0115-0443."}),
])
C.tool([
    """CREW NOTICE issued  CN-YWG-0115-01  station=YWG  date=2025-01-15
audience: 21 flights + reserves R1/R2/R3 -> 104 crew members   ack required by 2025-01-15 05:00
delivered: 104/104 (crew app), acknowledged so far: 7

RENDERED NOTICE (as delivered)
  BOREALIS AIR - STATION CREW NOTICE CN-YWG-0115-01 - YWG - valid 2025-01-15 00:00 to 23:59 local
  1. Freezing rain 03:00-12:00 local (moderate 06:00-10:00), snow 12:00-18:00. Expect two-step de-icing
     for all departures until 12:00.
  2. Fluid conservation in force: Type IV applied only under active precipitation; request de-icing no
     earlier than 25 min before ETD; be at the pad, engines running, when called.
  3. Holdover: ArcticShield IV per TC HOT 2024-25 fluid-specific table. Start time = beginning of final
     (Type IV) step. Pre-takeoff contamination check required if HOT exceeded; re-spray only on PIC
     request to pad lead.
  4. Retimes: BX 305 ETD 06:50 (was 06:10), BX 241 ETD 07:50 (was 07:20).
  5. BX 227 cancelled (fluid).
  6. Pad lead tonight: Priya Nandakumar, pad freq 131.875.

  ATTACHED EXTRACT - ArcticShield IV, TC HOT 2024-25 (minutes, 100/0 neat)
    OAT            Freezing fog  Snow (light)  Freezing drizzle  Light FZRA  Rain on cold-soaked wing
    -3 C and above    90-180        45-90          40-90           25-70            10-70
    below -3 to -14   60-120        35-70          30-70           20-40            n/a
    below -14 to -25  40-90         25-50          n/a             n/a              n/a
    Moderate FZRA, ice pellets and heavy snow: see allowance times table ATT-IV-2024-25.
""",
    """DELAY REPORT filed  DR-25-004417  BX 305 2025-01-15  STD 06:10 ETD 06:50  40 min  code 75 (de-icing of aircraft) sub fluid/capacity
status: SUBMITTED  review: OCC FLAG - remarks cite equipment failure (DT-02 heater). Policy OPS-DLY-3.2: delay
attributable to ground equipment unserviceability should be coded 39; OCC duty manager to confirm code 75 or code 39.
record: station YWG | reported by stationops-assistant for d.kowalski | OCC change OCC-0115-0442 | pax 171 | ATD pending
next: actual delay minutes to be reconciled automatically at ATD (difference > 10 min requires resubmission)
""",
    """DELAY REPORT filed  DR-25-004418  BX 241 2025-01-15  STD 07:20 ETD 07:50  30 min  code 75 (de-icing of aircraft) sub fluid/capacity
status: SUBMITTED  review: none
record: station YWG | reported by stationops-assistant for d.kowalski | OCC change OCC-0115-0443 | pax 64 | ATD pending
next: actual delay minutes to be reconciled automatically at ATD (difference > 10 min requires resubmission)
""",
], tag="t_dr")
C.model(None, [("email_send", {
    "from": "ywg.stationops@borealisair.ca", "to": ["greg.lindqvist@borealisair.ca"],
    "cc": ["dana.kowalski@borealisair.ca"],
    "subject": "Delay code check: DR-25-004417 (BX 305) - code 75 or code 39?",
    "body": "Greg,\n\nWe've filed DR-25-004417 (BX 305, +40) and DR-25-004418 (BX 241, +30) as code 75, pre-emptive retimes for tomorrow's de-icing capacity. The system flagged DR-25-004417 under OPS-DLY-3.2 because the remarks mention DT-02's heater fault. Our view: the root cause is fluid shortage plus weather, DT-02 only removes a spare - so 75 for both. Can you confirm, or tell us if you want 305 re-coded to 39?\n\nThanks,\nYWG Station Ops"})])
C.tool(["""{"status": "SENT", "message_id": "<20250114181904.e310@borealisair.ca>", "to": ["greg.lindqvist@borealisair.ca"], "sent_at": "2025-01-14T18:19:04-06:00"}"""])
C.model("""Done.
- **Crew notice CN-YWG-0115-01** out to 104 crew (21 flights + reserves), ack by 05:00 - conservation rules, ArcticShield IV HOT table, retimes, BX 227 cancelled, Priya as pad lead.
- **DR-25-004417** (BX 305, 40 min) and **DR-25-004418** (BX 241, 30 min) filed as **code 75**.
- DR-25-004417 was flagged by OCC review (policy says ground-equipment delays should be **code 39**, and the remarks mention DT-02). I've asked **Greg Lindqvist** to confirm 75 or re-code; no answer yet.""")

# ----------------------------------------------------------------- turn 13
C.user("What's this costing me so far?", tag="u_cost")
C.model("""## Extra spend for the 15 Jan event (committed so far)

| Item | Ref | Amount | Status |
|---|---|---|---|
| GlycoNorth emergency surcharge, 14,000 L at $0.60/L | PO-YWG-25-0113 rev 3 / ER-55817 | **$8,400** | agreed (was quoted $11,900) |
| DT-07 lease, 8 h x $185 | PGS-L-7781 | **$1,480** + tax | confirmed |
| Maple Jet loan (1,500 L Polarix) | FLA-2025-0041 | $0 cash - return in kind | signed |
| Glycol recovery GRV-2 | WAA contract | already in budget | - |
| **Total new spend** | | **~$9,880** | |

Not included:
- The fluid itself on the split - it's PO-YWG-25-0113 stock we'd have paid for anyway ($68,000 PO value unchanged).
- Crew/ground overtime from the retimes - Crew Scheduling added a DH4 reserve (R4), which sits in their budget, not the station's.
- BX 227 rebooking cost - no customer compensation since passengers haven't been contacted yet; if the cancellation is released at 20:00, expect rebooking/meal vouchers for the 2 waitlisted pax at minimum.

Everything is charged to **YWG-OPS-4410**. The $8,400 is above the $5,000 confirmation threshold, which you authorised up front (surcharge under $1.00/L).""")

C.user("Tom just called. They can do 2,500 L, not 1,500, and they'll bring it over tonight at 22:00 instead of tomorrow.", tag="u13")
C.model(None, [
    ("fluid_loan_amend", {
        "agreement": "FLA-2025-0041",
        "changes": [{"field": "quantity_l", "from": 1500, "to": 2500},
                    {"field": "transfer", "from": "2025-01-15 11:00", "to": "2025-01-14 22:00"}],
        "storage": "Maple Jet IBC totes (1,000 / 1,000 / 500 L) at fluid farm bay 3 until decant; decant to DT-06 at 04:00 and DT-07 at 10:00 only",
        "reason": "Lender increased quantity by phone (T. Reyes 18:55); within approved ceiling."}),
    ("email_send", {
        "from": "ywg.stationops@borealisair.ca", "to": ["tom.reyes@maplejet.ca"],
        "cc": ["dana.kowalski@borealisair.ca", "sam.whitfield@borealisair.ca"],
        "subject": "RE: Type IV fluid loan - 2,500 L tonight 22:00 (FLA-2025-0041)",
        "body": "Tom,\n\nThanks - confirming 2,500 L Polarix EG-IV tonight at 22:00, gate 7, in your IBC totes. Sam Whitfield is our night duty manager and will receive it. We'll take a sample from each tote on receipt and keep the totes in bay 3 until we decant into DT-06 and DT-07 only - nothing goes into our ArcticShield tank.\n\nTwo things we need before crews can use it: the certificate of analysis for lot PX4-24-3318 and the Polarix EG-IV fluid-specific holdover table you use (TC HOT 2024-25 page). Could you send both tonight?\n\nReturn in kind by 2025-01-22 per the agreement Hannah signed.\n\nDana"}),
])
C.tool([
    """LOAN AGREEMENT amended  FLA-2025-0041  revision: was 1  now 2   2025-01-14 19:02 CST
quantity_l   was 1,500   now 2,500   (approved ceiling 3,000 L - H. Okafor 2025-01-14 17:36; no re-approval required)
transfer     was 2025-01-15 11:00   now 2025-01-14 22:00
return       in kind, 2,500 L Polarix EG-IV or equivalent approved Type IV, due 2025-01-22
storage      IBC totes bay 3 -> DT-06 (04:00), DT-07 (10:00); co-mingling with ArcticShield IV prohibited
""",
    """{"status": "SENT", "message_id": "<20250114190318.c7d4@borealisair.ca>", "to": ["tom.reyes@maplejet.ca"], "cc": ["dana.kowalski@borealisair.ca", "sam.whitfield@borealisair.ca"], "sent_at": "2025-01-14T19:03:18-06:00"}""",
])
C.model("""Done - **FLA-2025-0041 rev 2**: 2,500 L Polarix EG-IV, transfer **tonight 22:00**, inside Hannah's 3,000 L ceiling so no re-approval. Return 2,500 L in kind by **2025-01-22**. Tom has the confirmation, Sam Whitfield cc'd as receiver.

## What it changes

| | Before | Now |
|---|---|---|
| Type IV available for the day | 7,800 L | **8,800 L** (4,300 + 2,000 + 2,500) |
| Demand incl. BX 227 + floor | 7,850 L | 7,850 L |
| End-of-day Type IV **with BX 227 flying** | -50 L vs floor | **+950 L above floor** |

The BX 227 cancellation is no longer needed. It's 19:04 - passengers haven't been told yet (notification held to 20:00), so we can revoke **CX-0115-227** cleanly and put the 29 + 2 back on their original flight.

One catch: the Polarix fluid sits on DT-06 and DT-07 only, and crews can't rely on it until we have the **Polarix HOT table** - I've asked Tom for it and the CoA. Until then, DT-06 would run on ArcticShield from TK-C for its 04:15 fill as planned.

Reinstate BX 227?""", tag="m_reinstate_q")

# ----------------------------------------------------------------- turn 14
PROJ = []
_bal = 6800
_order = sorted(FLIGHTS, key=lambda f: {"BX 305": "06:50", "BX 241": "07:50"}.get(f[0], f[2]))
_added = False
for f in _order:
    etd = {"BX 305": "06:50", "BX 241": "07:50"}.get(f[0], f[2])
    if not _added and etd >= "08:30" and f[0] != "BX 213":
        pass
    iv = EST[(wave(f[2]), f[3])][1]
    _bal -= iv
    line = f"  {etd}  {f[0]:<7} {f[3]}  -{iv:>3} L   balance {fmt(_bal):>6} L"
    if f[0] == "BX 213":
        _bal += 2000
        line += f"   + 2,000 L GN-EDM split at 08:30 -> {fmt(_bal)} L"
    PROJ.append(line + ("   FLOOR" if _bal < 1000 else ""))
assert _bal == 1950, _bal

C.user("Yes, reinstate 227.", tag="u14")
C.model(tag="m_revoke", text=None, calls=[
    ("flight_cancel_revoke", {"cancellation": "CX-0115-227", "flight": "BX 227", "date": "2025-01-15",
                              "reason": "Additional Type IV secured (FLA-2025-0041 rev 2, 2,500 L tonight); cancellation no longer required",
                              "restore_pax": True, "restore_crew": True, "authorised_by": "d.kowalski"}),
    ("deice_plan_update", {
        "plan_id": "DP-YWG-0115", "base_revision": 2,
        "changes": [
            {"field": "add_flight", "flight": "BX 227", "std": "11:45", "truck": "DT-07", "pad": "WEST-2", "spray_start": "11:15"},
            {"field": "add_truck", "truck": "DT-07", "from": "10:00", "fill": "Polarix EG-IV (totes bay 3) + Type I TK-B"},
            {"field": "add_truck", "truck": "DT-04", "from": "09:00", "status": "spare pending MX-YWG-88190 release"},
            {"field": "fluid_segregation", "truck": "DT-06", "type_iv": "Polarix EG-IV after first ArcticShield load is used"},
            {"field": "retime", "flight": "BX 305", "etd": "06:50"}, {"field": "retime", "flight": "BX 241", "etd": "07:50"}],
        "reason": "BX 227 reinstated; DT-07 lease PGS-L-7781; Maple Jet Polarix fluid on dedicated tanks."}),
])
C.tool([
    """CANCELLATION REVOKED  CX-0115-227   BX 227 YWG-YQT 2025-01-15 STD 11:45  C-GBXU
flight status: was CANCELLED (pending pax release)  now SCHEDULED - BX 227 reinstated
pax: held notification discarded (0 pax contacted); 29 rebooked pax returned from BX 229, 2 waitlist entries cleared
crew: original crew restored from reserve R3 (crew app updated)
WARNING: crew notice CN-YWG-0115-01 item 5 still states BX 227 cancelled - amendment required

PAX RESTORATION (BX 229 -> BX 227, original seats where still free)
""" + "\n".join(f"  {a}  {b:<12} {c}  {'RESTORED ' + PAX_SEATS[a] if 'WAITLIST' not in d else 'WAITLIST CLEARED -> BX 227 ' + PAX_SEATS[a]}  SSR {'WCHR' if 'WCHR' in d else ('UMNR' if 'UMNR' in d else '-')}" for a, b, c, d, e, f in PAX227) + """
BX 229 load after restoration: 47/76
""",
    """DE-ICE PLAN updated  plan_id=DP-YWG-0115  revision: was 2  now 3   2025-01-14 19:08 CST
scope: extended W1 05:45-08:30 -> W1+W2 05:45-12:15
  + BX 227 11:45  DT-07  WEST-2  spray 11:15   est I 780 L / IV 290 L
  + DT-07 from 10:00 (PGS-L-7781), fill Type IV Polarix EG-IV from totes bay 3, Type I from TK-B
  + DT-04 spare from 09:00 (pending MX-YWG-88190 release)
  ~ DT-06 Type IV: ArcticShield first load (04:15), then Polarix EG-IV only (no mixing in tank; drain/flush not required if run dry per Polarix TDS - verify)
  ~ BX 305 ETD 06:50, BX 241 ETD 07:50 (OCC-0115-0442/0443)
queue model: max projected wait 7 min (BX 117)
pad lead: Priya Nandakumar

ALLOCATION rev 3 (05:45-12:15)
Flight  ETD    Type Truck  Pad     Spray  Type IV source        Proj. wait
""" + "\n".join(f"  {a:<7} {b}  {c}  {d:<5}  {e:<7} {f}  {g:<20}  {h} min" for a, b, c, d, e, f, g, h in [
    ("BX 101", "05:45", "738", "DT-01", "EAST-1", "05:15", "ArcticShield (TK-C)", 0),
    ("BX 211", "05:55", "DH4", "DT-05", "WEST-1", "05:30", "ArcticShield (TK-C)", 0),
    ("BX 305", "06:50", "738", "DT-06", "EAST-2", "06:20", "ArcticShield (TK-C)", 3),
    ("BX 117", "07:05", "738", "DT-03", "EAST-1", "06:35", "ArcticShield (TK-C)", 7),
    ("BX 419", "07:45", "738", "DT-01", "EAST-2", "07:15", "ArcticShield (TK-C)", 4),
    ("BX 241", "07:50", "DH4", "DT-05", "WEST-1", "07:25", "ArcticShield (TK-C)", 2),
    ("BX 213", "08:30", "DH4", "DT-06", "WEST-2", "08:05", "Polarix (totes)", 0),
    ("BX 103", "09:10", "738", "DT-03", "EAST-1", "08:40", "ArcticShield (EDM)", 5),
    ("BX 251", "09:40", "DH4", "DT-05", "WEST-1", "09:15", "ArcticShield (EDM)", 0),
    ("BX 307", "10:25", "738", "DT-01", "EAST-2", "09:55", "ArcticShield (EDM)", 3),
    ("BX 227", "11:45", "DH4", "DT-07", "WEST-2", "11:15", "Polarix (totes)", 0),
    ("BX 119", "12:15", "738", "DT-06", "EAST-1", "11:45", "Polarix (totes)", 2)]) + """

TYPE IV PROJECTION (full day, station total; floor 1,000 L)
  03:00 opening ArcticShield 4,300 L + Polarix 2,500 L (received 22:00 14 Jan)  = 6,800 L
""" + "\n".join(PROJ) + """
  end of day: 1,950 L  (floor margin +950 L)   KBH-114 balance 6,000 L due 2025-01-16 02:00 not included
""",
], tag="t_revoke")
C.model("""Done.
- **BX 227 reinstated** - CX-0115-227 revoked before any passenger was contacted; the 29 are back on it, waitlist cleared, crew restored.
- **DP-YWG-0115 rev 3**: now covers 05:45-12:15; BX 227 on **DT-07** at 11:15; DT-04 as spare from 09:00; Polarix only on DT-06 (after its first ArcticShield load) and DT-07. Max projected queue 7 min.

Two loose ends from this:
- **Crew notice CN-YWG-0115-01** still says BX 227 is cancelled - it needs an amendment. I'd hold it until Tom sends the Polarix HOT table so crews get one amendment covering both.
- Rev 3 flags that running DT-06 from ArcticShield to Polarix without a flush needs checking against the Polarix TDS.""")

# ----------------------------------------------------------------- turn 15
C.user("Send the handover to Sam for tonight. Then tell me what's still open.", tag="u15")
handover = """Sam,

Handover for tonight / tomorrow's freezing rain (YWG, Wed 15 Jan, FZRA 03:00-12:00).

FLUID
- Opening stock 03:00: Type I 16,850 L, Type IV 4,300 L (ArcticShield IV). Keep a 1,000 L Type IV floor at all times.
- 22:00 TONIGHT: Maple Jet (Tom Reyes) delivers 2,500 L Polarix EG-IV, lot PX4-24-3318, in 3 IBC totes at gate 7 (loan FLA-2025-0041 rev 2). On receipt: sample each tote - refractive index and viscosity check, log results - then store in bay 3. Do NOT put it in TK-C or mix it with ArcticShield. Decant to DT-06 (after its first ArcticShield load) and DT-07 only.
- 08:30 tomorrow: GlycoNorth Edmonton split (ER-55817) - 12,000 L Type I + 2,000 L ArcticShield IV at gate 7, QC on receipt (RI / viscosity) before transfer to TK-A/TK-C. Chase Rick Dunmore (+1 204 555 0147) if it isn't past Regina by 04:00.
- 2025-01-16 02:00: KBH-114 with the PO balance (8,000 L Type I / 6,000 L IV), PO-YWG-25-0113 rev 3.

TRUCKS / PAD
- Pad lead Priya Nandakumar. Plan DP-YWG-0115 rev 3.
- DT-02 out (MX-YWG-88214, igniter, earliest ETR 14:00). DT-04 back ~09:00 (MX-YWG-88190) as spare.
- DT-06 (PGS lease) on station 04:00, fill 04:15. DT-07 (PGS-L-7781) at Pad West 09:45, 10:00-18:00.

FLIGHTS
- BX 305 ETD 06:50, BX 241 ETD 07:50 (retimed, code 75, DR-25-004417 / DR-25-004418).
- BX 227 reinstated (cancellation revoked) - runs 11:45 on DT-07.

OPEN
- Greg Lindqvist (OCC) to confirm DR-25-004417 stays code 75 or goes to code 39.
- Polarix HOT table + CoA from Tom - crews must not be dispatched on Polarix until the amended crew notice is out.
- Crew notice CN-YWG-0115-01 amendment (BX 227 reinstated + Polarix HOT table) - Dana/Station Ops to issue.

Call Dana on +1 204 555 0190 if Type IV (TK-C + trucks) looks like dropping below 1,000 L.

Dana"""
C.model(tag="m_handover", text=None, calls=[
    ("email_send", {"from": "ywg.stationops@borealisair.ca", "to": ["sam.whitfield@borealisair.ca"],
                    "cc": ["dana.kowalski@borealisair.ca", "priya.nandakumar@borealisair.ca"],
                    "subject": "Night handover - YWG de-icing, FZRA Wed 15 Jan", "body": handover}),
    ("ops_log_append", {"station": "YWG", "log": "STATION_OPS", "category": "DEICING",
                        "entry": "Fluid shortage plan for 15 Jan FZRA: GN-EDM split ER-55817 ETA 08:30 ($0.60/L); Maple Jet loan FLA-2025-0041 rev 2 2,500 L Polarix EG-IV 22:00 tonight; DP-YWG-0115 rev 3 (pad lead P. Nandakumar); DT-07 PGS-L-7781 10:00-18:00; BX 305/241 retimed (DR-25-004417/004418, code 75); BX 227 reinstated (CX-0115-227 revoked). Handover sent to S. Whitfield."}),
])
C.tool([
    """{"status": "SENT", "message_id": "<20250114192211.0b7a@borealisair.ca>", "to": ["sam.whitfield@borealisair.ca"], "cc": ["dana.kowalski@borealisair.ca", "priya.nandakumar@borealisair.ca"], "sent_at": "2025-01-14T19:22:11-06:00"}""",
    """OPS LOG entry #YWG-SOL-2025-0114-031 appended 19:22 CST by stationops-assistant (on behalf of d.kowalski)

STATION OPS LOG YWG 2025-01-14 (last 12 entries)
  -020  15:58  DEICING   ER-55817 raised with GlycoNorth (GN-EDM split), surcharge ceiling $1.00/L
  -021  16:14  DEICING   DP-YWG-0115 rev 1 published (W1), pad lead M. Bell
  -022  16:44  DEICING   FLA-2025-0041 drafted, sent to H. Okafor for signature
  -023  17:06  GSE       DT-02 OOS heater fault H-17, MX-YWG-88214
  -024  17:12  DEICING   DP-YWG-0115 rev 2 - pad lead P. Nandakumar; 4 trucks W1
  -025  17:31  OCC       BX 305 ETD 06:50 (OCC-0115-0442); BX 241 ETD 07:50 (OCC-0115-0443)
  -026  17:48  GSE       DT-07 leased PGS-L-7781 2025-01-15 10:00-18:00
  -027  17:52  SUPPLY    PO-YWG-25-0113 rev 3 - split 1 ETA 08:30, surcharge agreed; split 2 ETA 2025-01-16 02:00
  -028  18:02  OCC       BX 227 CX-0115-227 entered, pax notification held to 20:00
  -029  18:17  CREW      CN-YWG-0115-01 issued (104 crew); DR-25-004417 / DR-25-004418 filed
  -030  19:08  OCC       CX-0115-227 revoked; DP-YWG-0115 rev 3
  -031  19:22  DEICING   (this entry)""",
])
C.model("""Handover sent to **Sam Whitfield** (cc Priya), and logged as YWG-SOL-2025-0114-031.

## Still open

**Waiting on others**
| Item | Who | Note |
|---|---|---|
| Code 75 vs code 39 on **DR-25-004417** (BX 305) | Greg Lindqvist, OCC | no reply yet |
| **Polarix HOT table** + CoA for lot PX4-24-3318 | Tom Reyes | crews can't use Polarix until we have it |
| DT-06 ArcticShield -> Polarix changeover without flush | Polarix TDS / Tom | flagged by plan rev 3, unverified |
| DT-02 igniter (**MX-YWG-88214**) | GSE shop | earliest 14:00 tomorrow |

**To do**
1. **22:00 tonight** - Sam receives 2,500 L Polarix, samples each tote (refractive index + viscosity), stores in bay 3.
2. **Amend crew notice CN-YWG-0115-01** - BX 227 reinstated + Polarix HOT table - once Tom's table arrives.
3. **08:30 tomorrow** - receive and QC the GlycoNorth Edmonton split (12,000 L Type I / 2,000 L Type IV).
4. **Return 2,500 L Type IV** to Maple Jet by **2025-01-22** (FLA-2025-0041).

**Settled:** $0.60/L surcharge ($8,400), DT-07 10:00-18:00, BX 305 06:50 / BX 241 07:50, BX 227 flying, Type IV end of day ~950 L above the floor.""", tag="m_final")

# ----------------------------------------------------------------- labels
L = C.label
L("user_goal", "Get all 22 YWG departures on 15 Jan out through the freezing rain on limited de-icing fluid: delay rather than cancel, never cancel flights with international connections, hold a 1,000 L Type IV floor at all times.",
  ["1,000 L Type IV floor", "rather delay than cancel"], "u1")
L("fact", "Projected opening stock 03:00 15 Jan: Type I 16,850 L, Type IV 4,300 L (ArcticShield IV).",
  ["16,850 L", "4,300 L"], "t_inv")
L("fact", "Forecast: freezing rain 03:00-12:00 on 15 Jan, then light snow to 18:00, frost only after.",
  ["FZRA 03:00-12:00"], "m_stock")
L("fact", "Estimated 15 Jan demand incl. re-spray contingency: 19,730 L Type I and 6,850 L Type IV (22 departures).",
  ["19,730 L", "6,850 L"], "m_demand")
L("fact", "DT-04 (MX-YWG-88190) ETR slipped to 2025-01-15 09:00 - seal kit on AC cargo 07:30.",
  ["MX-YWG-88190", "2025-01-15 09:00"], "t_mx")
L("fact", "Pad lead tonight is Priya Nandakumar (Marcus Bell off sick).",
  ["Priya Nandakumar"], "u8")
L("fact", "Maple Jet's loaned fluid is Polarix EG-IV lot PX4-24-3318 - must be kept segregated from our ArcticShield IV.",
  ["Polarix EG-IV", "PX4-24-3318"], "t_inbox1")
L("fact", "Hannah Okafor signed FLA-2025-0041 with an approved ceiling of up to 3,000 L; Polarix in a dedicated truck tank.",
  ["FLA-2025-0041", "up to 3,000 L"], "t_inbox2")
L("fact", "GlycoNorth Edmonton split: 12,000 L Type I + 2,000 L Type IV, revised ETA 08:30 15 Jan (driver swap at Regina).",
  ["ETA 08:30", "2,000 L ArcticShield IV"], "t_inbox2")
L("fact", "Balance of PO (8,000 L Type I / 6,000 L Type IV) on KBH-114 now ETA 2025-01-16 02:00.",
  ["KBH-114", "2025-01-16 02:00"], "t_inbox2")
L("decision", "Chose options A+B: GlycoNorth emergency split from Edmonton (ER-55817) plus a Maple Jet Type IV loan; surcharge authorised up to $1.00/L; nothing cancelled then.",
  ["ER-55817"], "t_er")
L("decision", "Truck plan Option 2: one truck per aircraft on both pads - plan DP-YWG-0115.",
  ["DP-YWG-0115", "one truck per aircraft"], "t_plan1")
L("decision", "Countered GlycoNorth's surcharge; agreed at $0.60/L = $8,400 on the 14,000 L split.",
  ["$0.60/L", "$8,400"], "t_inbox2")
L("decision", "Retimed BX 305 to 06:50 and BX 241 to 07:50 (P2/P3 flights) instead of touching P1 flights, after PGS had no truck before 10:00.",
  ["BX 305", "06:50", "07:50"], "m_retime")
L("decision", "Leased PGS truck DT-07 from 10:00 for 8 h (lease PGS-L-7781, $185/h).",
  ["PGS-L-7781"], "t_inbox2")
L("decision", "Delays for BX 305 and BX 241 filed under IATA code 75 (DR-25-004417, DR-25-004418).",
  ["DR-25-004418", "code 75"], "t_dr")
L("decision", "Maple Jet loan increased to 2,500 L Polarix EG-IV, delivered tonight 22:00 (FLA-2025-0041 rev 2).",
  ["2,500 L", "22:00"], "u13")
L("decision", "BX 227 reinstated (cancellation CX-0115-227 revoked before pax were notified) because the larger loan covers the floor.",
  ["BX 227", "reinstated"], "m_revoke")
L("pending_action", "Sam Whitfield to receive the 2,500 L Polarix delivery at 22:00 tonight, sample each tote (refractive index + viscosity) and store in bay 3.",
  ["Sam Whitfield", "refractive index"], "m_handover")
L("pending_action", "Amend crew notice CN-YWG-0115-01 (BX 227 reinstated, Polarix HOT table) once Tom's table arrives.",
  ["CN-YWG-0115-01", "amendment required"], "t_revoke")
L("pending_action", "Return 2,500 L Type IV in kind to Maple Jet by 2025-01-22.",
  ["2025-01-22", "2,500 L"], "u13")
L("pending_action", "Receive and QC the GlycoNorth Edmonton split at 08:30 15 Jan at gate 7.",
  ["ETA 08:30", "gate 7"], "t_inbox2")
L("open_issue", "OCC (Greg Lindqvist) has not confirmed whether DR-25-004417 (BX 305) stays code 75 or is re-coded to code 39.",
  ["DR-25-004417", "code 39"], "t_dr")
L("open_issue", "Polarix HOT table and CoA not yet received from Maple Jet; crews cannot rely on Polarix fluid until issued.",
  ["Polarix HOT table"], "m_reinstate_q")
L("open_issue", "Unverified whether DT-06 can switch from ArcticShield to Polarix without a flush (Polarix TDS).",
  ["Polarix TDS"], "t_revoke")
L("reference", "GlycoNorth purchase order PO-YWG-25-0113 (rev 3).", ["PO-YWG-25-0113"], "t_inv")
L("reference", "GlycoNorth dispatch lead Rick Dunmore, rick.dunmore@glyconorth.com.", ["rick.dunmore@glyconorth.com"], "t_sched")
L("reference", "Maple Jet station manager Tom Reyes, tom.reyes@maplejet.ca.", ["tom.reyes@maplejet.ca"], "m_er")
L("reference", "DT-02 heater fault ticket MX-YWG-88214.", ["MX-YWG-88214"], "t_mx")

S = C.stale_item
S("Pad lead was Marcus Bell (replaced by Priya Nandakumar)", ["Marcus Bell", "pad lead"], "u8")
S("DT-04 ETR was 2025-01-14 18:00 (now 2025-01-15 09:00)", ["DT-04", "2025-01-14 18:00"], "t_mx")
S("GlycoNorth emergency surcharge was $0.85/L (agreed $0.60/L)", ["$0.85/L"], "t_inbox2")
S("Edmonton split ETA was 06:30 (now 08:30)", ["ETA 06:30"], "t_inbox2")
S("KBH-114 balance ETA was 2025-01-15 19:30 (now 2025-01-16 02:00)", ["2025-01-15 19:30"], "t_inbox2")
S("BX 305 STD 06:10 (retimed to 06:50)", ["BX 305", "06:10"], "m_retime")
S("Maple Jet loan was 1,500 L (now 2,500 L)", ["1,500 L"], "u13")
S("Maple Jet transfer was tomorrow 11:00 (now tonight 22:00)", ["Maple Jet", "11:00"], "u13")
S("BX 227 cancelled (CX-0115-227) - reversed, flight reinstated", ["BX 227", "cancelled"], "m_revoke")

C.build("/work/blind15/out/blind-airport-deicing-shortage.json")

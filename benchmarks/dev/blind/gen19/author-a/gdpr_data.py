"""Seeded data for the DSAR backlog conversation (tables, logs, reports)."""
import datetime as dt
import random

TODAY = dt.date(2025, 3, 3)
rng = random.Random(19031)

FIRST = ["Aoibhinn", "Ciarán", "Sinéad", "Lukas", "Marta", "Eoin", "Niamh", "Tomasz", "Grace",
         "Rory", "Ana", "Jakub", "Orla", "Fionn", "Chloe", "Matteo", "Saoirse", "Darragh",
         "Julia", "Oisín", "Emma", "Piotr", "Róisín", "Cian", "Laura", "Kevin", "Aisling",
         "Andrei", "Méabh", "Sean", "Elena", "Conor", "Zofia", "Declan", "Ines", "Padraig",
         "Hanna", "Ruairí", "Clara", "Mihai", "Ailbhe", "Nuala", "Viktor", "Sorcha", "Luca"]
LAST = ["Byrne", "O'Sullivan", "Walsh", "Nowak", "Kowalczyk", "Murphy", "Doyle", "Fitzgerald",
        "Schmidt", "Kavanagh", "Moreau", "Ryan", "Lynch", "Ionescu", "McCarthy", "Brennan",
        "Rossi", "Quinn", "Dunne", "Horvat", "Keane", "Gallagher", "Popescu", "Nolan",
        "Farrell", "Costa", "Hughes", "Lewandowski", "Power", "Duffy", "Garcia", "Healy",
        "Novak", "Burke", "Moran", "Silva", "Tierney", "Kelleher", "Fischer", "Carroll"]


STAFF = ["Siobhán McGrath", "David O'Connell", "Ruth Kinsella", "Marcus Feeney", "Aine Tobin", "Pavel Horak",
         "Gemma Lawlor", "Shane Mulcahy", "Yvonne Daly", "Tadhg Corcoran"]


def add_month(d):
    y, m = (d.year + (d.month // 12), d.month % 12 + 1)
    for day in (d.day, 30, 29, 28):
        try:
            return dt.date(y, m, day)
        except ValueError:
            continue


def received(cid):
    year, num = cid.split("-")[1:]
    num = int(num)
    if cid == "DSAR-2025-0212":
        return dt.date(2025, 2, 20)
    if year == "2024":
        return dt.date(2024, 11, 29) if num == 1187 else dt.date(2024, 12, 2) + dt.timedelta(days=round((num - 1200) * 28 / 56))
    if num <= 150:
        return dt.date(2025, 1, 2) + dt.timedelta(days=round(num * 30 / 150))
    if num <= 250:
        return dt.date(2025, 2, 7) + dt.timedelta(days=round((num - 151) * 22 / 99))
    return dt.date(2025, 3, 3) + dt.timedelta(days=(num - 252) // 2 + (1 if num >= 256 else 0))


WAVE1 = ["DSAR-2024-1187", "DSAR-2024-1203", "DSAR-2024-1206", "DSAR-2024-1211", "DSAR-2024-1219",
         "DSAR-2024-1224", "DSAR-2024-1230", "DSAR-2024-1236", "DSAR-2024-1241", "DSAR-2024-1248",
         "DSAR-2024-1255", "DSAR-2025-0008"]
WAVE2 = ["DSAR-2025-%04d" % n for n in (13, 19, 26, 33, 41, 48, 57, 64, 72, 79, 88, 95, 103, 111,
                                        119, 127, 134, 140)]
DUPES = {"DSAR-2025-0141": "DSAR-2025-0140", "DSAR-2025-0177": "DSAR-2025-0163",
         "DSAR-2025-0190": "DSAR-2025-0186"}
INWIN = ["DSAR-2025-%04d" % n for n in (152, 158, 163, 169, 177, 181, 186, 190, 198, 204, 212, 219,
                                        224, 231, 238, 245)]
NEW6 = ["DSAR-2025-%04d" % n for n in range(252, 258)]
AWAIT_ID = {"DSAR-2025-0198", "DSAR-2025-0231"}
EXT11 = [c for c in INWIN if c not in DUPES and c not in AWAIT_ID and c != "DSAR-2025-0212"]
assert len(EXT11) == 11 and len(WAVE2) == 18

# system footprints -------------------------------------------------------------
VD = set(["DSAR-2024-1187", "DSAR-2024-1206", "DSAR-2024-1219", "DSAR-2024-1230", "DSAR-2024-1241",
          "DSAR-2024-1255", "DSAR-2025-0008"] +
         ["DSAR-2025-%04d" % n for n in (13, 26, 33, 48, 64, 79, 95, 111, 119, 127, 140)])
assert len(VD) == 18
SN = {"DSAR-2024-1187", "DSAR-2024-1211", "DSAR-2024-1236", "DSAR-2024-1255", "DSAR-2025-0041",
      "DSAR-2025-0088", "DSAR-2025-0119", "DSAR-2025-0212", "DSAR-2025-0224"}
AC = {"DSAR-2024-1187", "DSAR-2024-1203", "DSAR-2024-1211", "DSAR-2024-1219", "DSAR-2024-1224",
      "DSAR-2024-1236", "DSAR-2024-1248", "DSAR-2024-1255", "DSAR-2025-0008"}
NO_CW = {"DSAR-2024-1224", "DSAR-2025-0057", "DSAR-2025-0103"}
CW_OLD = ["DSAR-2024-1187", "DSAR-2024-1203", "DSAR-2024-1219", "DSAR-2024-1241", "DSAR-2025-0013",
          "DSAR-2025-0033", "DSAR-2025-0072", "DSAR-2025-0095", "DSAR-2025-0127"]
ZD_MISSING = {"DSAR-2024-1187": 61, "DSAR-2024-1206": 18, "DSAR-2024-1211": 27, "DSAR-2024-1230": 44,
              "DSAR-2024-1241": 9, "DSAR-2024-1248": 35, "DSAR-2025-0008": 18}
assert sum(ZD_MISSING.values()) == 212

ALL = WAVE1 + WAVE2[:-1] + ["DSAR-2025-0140", "DSAR-2025-0141"] + INWIN
assert len(ALL) == 47

NAMES = {"DSAR-2024-1187": "Daniel Kerr"}
CUST = {}
for c in ALL + NEW6:
    if c not in NAMES:
        NAMES[c] = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
    CUST[c] = "KM-%07d" % rng.randint(100000, 4999999)
NAMES["DSAR-2025-0141"] = NAMES["DSAR-2025-0140"]
NAMES["DSAR-2025-0177"] = NAMES["DSAR-2025-0163"]
NAMES["DSAR-2025-0190"] = NAMES["DSAR-2025-0186"]
CUST["DSAR-2025-0141"] = CUST["DSAR-2025-0140"]
CUST["DSAR-2025-0177"] = CUST["DSAR-2025-0163"]
CUST["DSAR-2025-0190"] = CUST["DSAR-2025-0186"]


def systems(c):
    s = ["LL", "SF"]
    if c not in ("DSAR-2025-0057", "DSAR-2025-0158", "DSAR-2025-0204"):
        s.append("ZD")
    if c in AC or (c in INWIN and rng.random() < 0.3):
        s.append("AC")
    if c not in NO_CW:
        s.append("CW")
    if c in VD or (c in INWIN and c in ("DSAR-2025-0163", "DSAR-2025-0177", "DSAR-2025-0212",
                                          "DSAR-2025-0219", "DSAR-2025-0238", "DSAR-2025-0186")):
        s.append("VD")
    if c in SN:
        s.append("SN")
    return ",".join(s)


SYS = {c: systems(c) for c in ALL + NEW6}


def due(c):
    return add_month(received(c))


def overdue(c, today=TODAY):
    d = (today - due(c)).days
    return max(d, 0)


def fmt(d):
    return d.strftime("%Y-%m-%d")


def dlong(d):
    return f"{d.day} {d.strftime('%B')}"


def last_activity(c):
    r = received(c)
    ack = r + dt.timedelta(days=rng.randint(0, 3))
    bits = [f"ack {ack:%d %b}"]
    if overdue(c) > 20 and rng.random() < 0.6:
        bits.append(f"requester chased {(due(c) + dt.timedelta(days=rng.randint(2, 15))):%d %b}")
    if c == "DSAR-2024-1187":
        bits = ["ack 02 Dec", "requester chased 06 Jan, 27 Jan", "complaint to DPC 04 Feb"]
    if c in ("DSAR-2025-0198", "DSAR-2025-0231"):
        bits.append(f"ID requested {(r + dt.timedelta(days=2)):%d %b}, no reply")
    if overdue(c) > 0 and rng.random() < 0.3:
        bits.append(rng.choice(["SF export pulled Jan (stale)", "partial search ZD only", "notes: 'wants call recordings'", "notes: 'asks for marketing data'"]))
    return "; ".join(bits)


OWNERS = ["h.okafor", "s.mcgrath", "s.mcgrath", "d.oconnell", "unassigned"]


def queue_listing():
    rows = []
    hdr = f"{'case_id':<16}{'received':<12}{'stat_due':<12}{'overdue_d':>9}  {'channel':<8}{'requester':<24}{'cust_ref':<12}{'systems':<22}{'id_check':<10}{'owner':<12}status"
    hdr += "         last_activity"
    rows.append(hdr)
    rows.append("-" * len(hdr))
    for c in ALL:
        ch = rng.choice(["email", "app", "web_form", "email", "app", "post"]) if c != "DSAR-2024-1187" else "email"
        idc = "pending" if c in AWAIT_ID else "passed"
        st = "awaiting_id" if c in AWAIT_ID else ("in_progress" if c in WAVE1[:3] or c == "DSAR-2025-0212" else "open")
        own = "h.okafor" if c == "DSAR-2024-1187" else rng.choice(OWNERS)
        rows.append(f"{c:<16}{fmt(received(c)):<12}{fmt(due(c)):<12}{overdue(c):>9}  {ch:<8}{NAMES[c]:<24}{CUST[c]:<12}{SYS[c]:<22}{idc:<10}{own:<12}{st:<13}{last_activity(c)}")
    n_over = sum(1 for c in ALL if overdue(c) > 0)
    foot = (f"\nTotals: 47 open | overdue {n_over} | within statutory period {47 - n_over} | awaiting_id 2\n"
            "Duplicate matcher (requester identity + scope similarity):\n"
            "  DSAR-2025-0141 ~ DSAR-2025-0140  score 0.98  (same cust_ref, app + email submissions 41 min apart)\n"
            "  DSAR-2025-0177 ~ DSAR-2025-0163  score 0.97  (same cust_ref, follow-up sent as new request)\n"
            "  DSAR-2025-0190 ~ DSAR-2025-0186  score 0.99  (same cust_ref, web_form resubmitted)\n"
            "System codes: LL=Ledgerline core banking, SF=Salesforce CRM, ZD=Zendesk, AC=Aircall recordings, "
            "CW=Cardwise (card processor), VD=Veridoc (KYC vendor), SN=Sentinel fraud engine\n"
            "Query time 412 ms. Source: dsar-tracker v3.8 (prod).")
    return (f"DSAR tracker — status IN (open, in_progress, awaiting_id) ORDER BY received ASC\n"
            f"Returned 47 rows (page 1/1), generated 2025-03-03T09:14:22Z\n\n" + "\n".join(rows) + foot)


def sf_counts():
    lines = [f"{'case_id':<16}{'cust_ref':<12}{'contact':>8}{'cases':>7}{'tasks':>7}{'emails':>8}{'consents':>10}{'mkt_events':>12}  file"]
    for c in WAVE1:
        lines.append(f"{c:<16}{CUST[c]:<12}{1:>8}{rng.randint(1, 9):>7}{rng.randint(0, 14):>7}{rng.randint(3, 60):>8}{rng.randint(2, 7):>10}{rng.randint(10, 240):>12}  s3://km-dsar-exports/2025-03-03/SF/{c}.jsonl")
    return "\n".join(lines)


def zd_manifest():
    lines = [f"{'case_id':<16}{'tickets':>8}{'comments':>10}{'internal_notes':>16}{'attachments_ok':>16}{'attachments_missing':>21}"]
    for c in WAVE1:
        t = rng.randint(2, 31)
        miss = ZD_MISSING.get(c, 0)
        lines.append(f"{c:<16}{t:>8}{t * rng.randint(3, 7):>10}{rng.randint(0, t * 2):>16}{rng.randint(0, 40):>16}{miss:>21}")
    return "\n".join(lines)


def ac_manifest():
    lines = []
    counts = [7, 3, 6, 4, 2, 5, 8, 3, 3]
    assert sum(counts) == 41
    for c, n in zip(sorted(AC), counts):
        recs = []
        for _ in range(n):
            day = dt.datetime(2021, 1, 1, 9) + dt.timedelta(days=rng.randint(0, 1500), minutes=rng.randint(0, 480))
            recs.append((day, rng.randint(90, 1400), rng.choice(["inbound", "inbound", "outbound"]), rng.choice(STAFF).split()[0]))
        recs.sort()
        dur = sum(r[1] for r in recs)
        lines.append(f"  {c}: {n} recordings, {dur // 60} min {dur % 60:02d} s")
        for day, sec, dirn, agent in recs:
            lines.append(f"      AC-{rng.randint(1000000, 9999999)}  {day:%Y-%m-%d %H:%M}  {dirn:<8} {sec // 60:>2}:{sec % 60:02d}  agent {agent:<9} queue {rng.choice(['cards', 'payments', 'onboarding', 'disputes'])}")
    return "\n".join(lines)


def zd_missing_list(limit=45):
    out = []
    n = 0
    for c, k in ZD_MISSING.items():
        for _ in range(k):
            n += 1
            if n > limit:
                continue
            day = dt.date(2019, 3, 1) + dt.timedelta(days=rng.randint(0, 1180))
            name = rng.choice(["IMG_", "scan_", "statement_", "screenshot_", "letter_"]) + str(rng.randint(1000, 9999)) + rng.choice([".jpg", ".pdf", ".png", ".pdf"])
            out.append(f"    {c}  ticket #{rng.randint(20000, 99999)}  {fmt(day)}  {name:<22} blob zl22/{rng.randint(10**9, 10**10 - 1)}  404")
    out.append(f"    ... {n - limit} more (full list: s3://km-dsar-exports/2025-03-03/ZD/missing_attachments.csv)")
    return "\n".join(out)


def ledgerline_log_fail():
    t = dt.datetime(2025, 3, 3, 19, 0, 4)
    out = []
    out.append(f"{t:%Y-%m-%dT%H:%M:%S} INFO  job EXP-LL-3391 start; subjects=12; window=batch(19:00-07:00); read-replica=ll-ro-02")
    for i, c in enumerate(WAVE1[:8], 1):
        for step in ("customer_profile", "accounts", "statement_history", "standing_orders", "audit_trail"):
            t += dt.timedelta(seconds=rng.randint(20, 400))
            rows = rng.randint(3, 40) if step != "statement_history" else rng.randint(800, 14000)
            out.append(f"{t:%Y-%m-%dT%H:%M:%S} INFO  [{i:02d}/12] {c} {step:<17} rows={rows}")
        out.append(f"{t:%Y-%m-%dT%H:%M:%S} INFO  [{i:02d}/12] {c} staged ok")
    c = WAVE1[8]
    t += dt.timedelta(seconds=31)
    out.append(f"{t:%Y-%m-%dT%H:%M:%S} INFO  [09/12] {c} customer_profile  rows=6")
    t += dt.timedelta(seconds=40)
    out.append(f"{t:%Y-%m-%dT%H:%M:%S} INFO  [09/12] {c} accounts          rows=4 (oldest opened 2016-05-11)")
    t2 = t + dt.timedelta(seconds=3600)
    out.append(f"{t2:%Y-%m-%dT%H:%M:%S} ERROR [09/12] {c} statement_history query_timeout after 3600 s (ll-ro-02, est. rows 212k)")
    out.append(f"{t2:%Y-%m-%dT%H:%M:%S} ERROR job EXP-LL-3391 aborted: atomic job, staged output for 8 subjects discarded")
    out.append(f"{t2:%Y-%m-%dT%H:%M:%S} INFO  notification sent to tomas.reyes@kestrelmoney.ie, privacy-ops@kestrelmoney.ie")
    return "\n".join(out)


def cardwise_table():
    lines = [f"{'case_id':<16}{'card_accounts':>14}{'auths':>8}{'clearing':>10}{'chargebacks':>13}{'tokens':>8}{'declines_served':>17}  note"]
    for c in WAVE1 + WAVE2:
        if c in NO_CW:
            lines.append(f"{c:<16}{0:>14}{'-':>8}{'-':>10}{'-':>13}{'-':>8}{'-':>17}  no Cardwise footprint")
            continue
        note = "declines >13m not served (archive tier)" if c in CW_OLD else ""
        lines.append(f"{c:<16}{rng.randint(1, 3):>14}{rng.randint(200, 6000):>8}{rng.randint(150, 5800):>10}{rng.randint(0, 3):>13}{rng.randint(1, 5):>8}{rng.randint(0, 40):>17}  {note}")
    return "\n".join(lines)


def batch_schedule():
    jobs = []
    w1 = [WAVE1[i:i + 4] for i in range(0, 12, 4)]
    w2 = [WAVE2[0:4], WAVE2[4:8], WAVE2[8:12], WAVE2[12:15], WAVE2[15:18]]
    n = 3401
    for k, b in enumerate(w1):
        jobs.append((f"EXP-LL-{n}", "2025-03-04", f"{19 + (k * 30) // 60:02d}:{(k * 30) % 60:02d}", b))
        n += 1
    for k, b in enumerate(w2):
        jobs.append((f"EXP-LL-{n}", "2025-03-05", f"{19 + (k * 30) // 60:02d}:{(k * 30) % 60:02d}", b))
        n += 1
    return jobs


JOBS = batch_schedule()




def _example(kind, c):
    day = dt.date(2021, 6, 1) + dt.timedelta(days=rng.randint(0, 1300))
    if kind == "staff_name":
        src = rng.choice(["ZD internal note", "ZD public reply signature", "SF Task.Description", "SF Case.Comment"])
        return f"staff_name        {src} #{rng.randint(10000, 99999)} ({fmt(day)}): '{rng.choice(STAFF)}'"
    if kind == "third_party_name":
        src = rng.choice(["ZD comment by requester", "ZD internal note", "SF EmailMessage body"])
        return f"third_party_name  {src} #{rng.randint(10000, 99999)} ({fmt(day)}): '{rng.choice(FIRST)} {rng.choice(LAST)}' ({rng.choice(['added by staff', 'written by requester'])})"
    if kind == "sentinel_score":
        return f"sentinel_score    SN alert SN-{day.year}-{rng.randint(10000, 99999)} ({fmt(day)}): score {rng.randint(12, 93) / 100:.2f}, model fraud-v{rng.randint(7, 9)}"
    return f"third_party_voice AC call {rng.randint(100000, 999999)} ({fmt(day)}, {rng.randint(2, 19)} min): speaker 2 = joint account holder"


def redaction_report(rev):
    out = []
    tot = {"third_party_name": 0, "third_party_account": 0, "staff_name": 0, "sentinel_score": 0,
           "sentinel_rule_id": 0, "third_party_voice": 0, "privilege_candidate": 0}
    for c in WAVE1:
        items = {
            "third_party_name": rng.randint(0, 12),
            "third_party_account": rng.randint(4, 90),
            "staff_name": rng.randint(3, 40),
            "sentinel_score": rng.randint(2, 16) if c in SN else 0,
            "sentinel_rule_id": rng.randint(1, 9) if c in SN else 0,
            "third_party_voice": {"DSAR-2024-1211": 2, "DSAR-2024-1224": 1, "DSAR-2024-1248": 3}.get(c, 0),
            "privilege_candidate": 1 if c == "DSAR-2024-1187" else 0,
        }
        for k, v in items.items():
            tot[k] += v
        pages = rng.randint(60, 420)
        out.append(f"{c}  ({NAMES[c]}, {CUST[c]})  pages={pages}")
        out.append(f"  auto-applied : third_party_account={items['third_party_account']} (mask last4)")
        pend = [f"{k}={v}" for k, v in items.items() if v and k != "third_party_account"]
        out.append(f"  needs review : {', '.join(pend) if pend else 'none'}")
        for k in ("staff_name", "third_party_name", "sentinel_score", "third_party_voice"):
            for _ in range(min(items[k], 2 if k != "staff_name" else 3)):
                out.append("    - " + _example(k, c))
        if c == "DSAR-2024-1187":
            out.append("    - ZD internal attachment 'complaint-review-memo.pdf' p.14: header 'Legal advice - Arthur Cox' -> privilege_candidate")
            out.append("    - SN case SN-2024-08812: score 0.81, rule ids R-117, R-204 present in 'sentinel_case_notes'")
        if items["third_party_voice"]:
            out.append(f"    - AC: {items['third_party_voice']} recording(s) with second speaker identified as joint account holder")
    head = (f"Redaction run RR-0305-W1 | profile RP-FIN rev {rev} | cases 12 | sources LL,SF,ZD,AC,CW\n"
            f"Status: completed_with_review_items | started 2025-03-05T16:02:11 | finished 2025-03-05T16:47:39\n\n")
    totl = "\nTotals needing review: " + ", ".join(f"{k}={v}" for k, v in tot.items() if k != "third_party_account")
    totl += f"\nAuto-applied masks: third_party_account={tot['third_party_account']}"
    return head + "\n".join(out) + totl, tot


def inbox_noise(n, start):
    senders = [("noreply@atlassian.net", "[JIRA] PRIV-{} updated"), ("it-servicedesk@kestrelmoney.ie", "Planned maintenance: {}"),
               ("newsletter@iapp.org", "IAPP Daily Dashboard — {}"), ("finance-ap@kestrelmoney.ie", "PO approvals pending ({})"),
               ("calendar@kestrelmoney.ie", "Updated invitation: Risk committee {}")]
    out = []
    t = start
    for i in range(n):
        s, subj = rng.choice(senders)
        t += dt.timedelta(minutes=rng.randint(7, 90))
        out.append(f"  {t:%Y-%m-%d %H:%M}  {s:<34} {subj.format(rng.randint(300, 460))}")
    return "\n".join(out)


def w2_readiness():
    lines = [f"  {'case_id':<16}{'LL':<10}{'SF':<6}{'ZD':<14}{'AC':<6}{'CW':<16}{'VD':<12}{'SN':<8}ready_for_redaction"]
    for c in WAVE2:
        ll = "ARCHIVED" if c == "DSAR-2025-0033" else "ok"
        zd = ("ok" if "ZD" in SYS[c] else "-")
        if c in ("DSAR-2025-0013", "DSAR-2025-0041", "DSAR-2025-0079"):
            zd = "ok (404 att)"
        cw = "-" if c in NO_CW else ("ok + SR pending" if c in CW_OLD else "ok")
        vd = "sftp 07 Mar" if c in VD else "-"
        sn = "bands" if c in SN else "-"
        ready = "no (LL restore)" if c == "DSAR-2025-0033" else "yes"
        lines.append(f"  {c:<16}{ll:<10}{'ok':<6}{zd:<14}{'-':<6}{cw:<16}{vd:<12}{sn:<8}{ready}")
    return "\n".join(lines)


def pack_manifest(c):
    parts = []
    for code, label in (("LL", "ledgerline"), ("SF", "crm"), ("ZD", "support"), ("AC", "calls"), ("CW", "cards")):
        if code in SYS[c]:
            parts.append(f"{label} {rng.randint(4, 160)}p")
    return "      contents: " + ", ".join(parts) + f"; cover letter 2p; withheld-items schedule 1p; index.html; sha256 manifest"


def inbox_bodies():
    return """  ---
  2025-03-06 12:31  noreply@atlassian.net  [JIRA] PRIV-455 updated
    Siobhán McGrath changed Status: In Progress -> Done on PRIV-455 'ROPA refresh — card issuing'.
  ---
  2025-03-06 13:05  it-servicedesk@kestrelmoney.ie  Planned maintenance: SFTP gateway
    The SFTP gateway (sftp.kestrelmoney.ie) will be unavailable Sun 9 Mar 02:00-04:00 for patching. Inbound drops queued by partners will be delivered after the window.
  ---
  2025-03-06 14:40  finance-ap@kestrelmoney.ie  PO approvals pending (3)
    You have 3 purchase orders awaiting approval in Coupa: PO-77812 (IAPP membership renewal, EUR 690), PO-77830 (OneTrust add-on, EUR 8,400), PO-77841 (training vouchers, EUR 1,200).
  ---
  2025-03-06 16:15  calendar@kestrelmoney.ie  Updated invitation: Risk committee 13 Mar
    Risk committee moved to Thu 13 Mar 14:00-16:00, Boardroom 2. Agenda item 4: DPC inquiry update (H. Okafor, 10 min).
  ---
  2025-03-07 07:58  newsletter@iapp.org  IAPP Daily Dashboard
    EDPB adopts statement on ...; CNIL fines retailer over access requests; UK ICO consultation on DSAR guidance closes 31 Mar.
  ---
  2025-03-06 12:48  noreply@atlassian.net  [JIRA] PRIV-482 comment
    Priya Nair commented on PRIV-482: 'W2 Ledgerline batches 3404-3408 ran last night, files in s3://km-dsar-exports/2025-03-05/LL/. 3404 finished with a warning on one case, I'll look at it properly Monday.'"""

#!/usr/bin/env python3
"""Generator for four labelled agent conversations (blind set, batch c).

Stdlib only.  Dialogue, facts, value changes and labels are written by hand below;
bulky tool output (tables, logs, JSON, documents) comes from small seeded generators.
Run:  python3 build_blind11.py   -> writes blind-*.json next to this script.

Every label is anchored to a named message; on build the script recomputes the
message where the label's evidence is first complete and refuses to write a file
whose anchors disagree, or whose stale terms are not present by their index.
"""

import datetime as dt
import json
import os
import random
import re

OUT_DIR = os.path.dirname(os.path.abspath(__file__))


# ----------------------------------------------------------------------------
# conversation builder
# ----------------------------------------------------------------------------


def _norm(s):
    return re.sub(r"\s+", " ", s.lower()).strip()


class Conv:
    def __init__(self, cid, title, system, ref_style="call", seed=0):
        self.cid = cid
        self.title = title
        self.messages = [{"role": "system", "content": [{"text": system}]}]
        self.anchors = {}
        self.labels = []
        self.stale = []
        self.ref_style = ref_style
        self._rnd = random.Random(seed)
        self._n = 0

    # -- messages ---------------------------------------------------------
    def _mark(self, anchor):
        if anchor:
            assert anchor not in self.anchors, anchor
            self.anchors[anchor] = len(self.messages) - 1

    def _ref(self):
        self._n += 1
        if self.ref_style == "toolu":
            tail = "".join(
                self._rnd.choice("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789")
                for _ in range(20)
            )
            return "toolu_01" + tail
        if self.ref_style == "hex":
            return "call_" + "%012x" % self._rnd.getrandbits(48)
        return "call-%d" % self._n

    def user(self, text, a=None):
        self.messages.append({"role": "user", "content": [{"text": text.strip("\n")}]})
        self._mark(a)

    def say(self, text, a=None):
        self.messages.append({"role": "model", "content": [{"text": text.strip("\n")}]})
        self._mark(a)

    def act(self, text, calls, a=None, ta=None):
        """One model message with tool requests, then one tool message answering them.

        calls: list of (tool_name, input_dict, output_string)."""
        parts = []
        if text:
            parts.append({"text": text.strip("\n")})
        responses = []
        for name, inp, out in calls:
            ref = self._ref()
            parts.append({"toolRequest": {"name": name, "ref": ref, "input": inp}})
            responses.append({"toolResponse": {"name": name, "ref": ref, "output": out}})
        self.messages.append({"role": "model", "content": parts})
        self._mark(a)
        self.messages.append({"role": "tool", "content": responses})
        self._mark(ta)

    # -- labels -----------------------------------------------------------
    def label(self, kind, text, evidence, at):
        self.labels.append({"kind": kind, "text": text, "evidence": list(evidence), "at": at})

    def stale_value(self, text, terms, at):
        self.stale.append({"text": text, "terms": list(terms), "at": at})

    # -- checks + output --------------------------------------------------
    def _texts(self):
        out = []
        for m in self.messages:
            if m["role"] == "system":
                out.append("")
                continue
            chunks = []
            for p in m["content"]:
                if "text" in p:
                    chunks.append(p["text"])
                if "toolRequest" in p:
                    chunks.append(
                        json.dumps(
                            p["toolRequest"]["input"], ensure_ascii=False, separators=(",", ":")
                        )
                    )
                if "toolResponse" in p:
                    o = p["toolResponse"]["output"]
                    chunks.append(
                        o
                        if isinstance(o, str)
                        else json.dumps(o, ensure_ascii=False, separators=(",", ":"))
                    )
            out.append(_norm("\n".join(chunks)))
        return out

    def build(self):
        texts = self._texts()

        def first(needle):
            n = _norm(needle)
            for i, t in enumerate(texts):
                if n in t:
                    return i
            return None

        problems = []
        labels = []
        for k, lab in enumerate(self.labels, 1):
            want = self.anchors[lab["at"]] if isinstance(lab["at"], str) else lab["at"]
            firsts = [first(e) for e in lab["evidence"]]
            if None in firsts:
                problems.append(
                    "label %d %r: evidence missing %r" % (k, lab["text"][:40], lab["evidence"])
                )
                continue
            got = max(firsts)
            if got != want:
                problems.append(
                    "label %d %r: evidence complete at %d, anchored at %d (%r)"
                    % (k, lab["text"][:50], got, want, list(zip(lab["evidence"], firsts)))
                )
            labels.append(
                {
                    "id": "l%d" % k,
                    "kind": lab["kind"],
                    "text": lab["text"],
                    "evidence": lab["evidence"],
                    "message_index": want,
                }
            )
        stale = []
        for k, st in enumerate(self.stale, 1):
            want = self.anchors[st["at"]] if isinstance(st["at"], str) else st["at"]
            for t in st["terms"]:
                f = first(t)
                if f is None or f > want:
                    problems.append("stale %d: term %r first at %s > %d" % (k, t, f, want))
                elif f == want:
                    problems.append(
                        "stale %d: term %r only appears at the replacing message %d" % (k, t, want)
                    )
            for lab in self.labels:
                for e in lab["evidence"]:
                    for t in st["terms"]:
                        if _norm(t) in _norm(e):
                            problems.append("label evidence %r contains stale term %r" % (e, t))
            stale.append(
                {"id": "s%d" % k, "text": st["text"], "terms": st["terms"], "message_index": want}
            )
        if problems:
            raise SystemExit("%s:\n  " % self.cid + "\n  ".join(problems))
        return {
            "id": self.cid,
            "title": self.title,
            "source": "authored",
            "messages": self.messages,
            "labels": labels,
            "stale": stale,
            "meta": {"language": self.lang, "generator": "build_blind11.py"},
        }

    def write(self, lang):
        self.lang = lang
        doc = self.build()
        path = os.path.join(OUT_DIR, self.cid + ".json")
        with open(path, "w", encoding="utf-8") as fh:
            json.dump(doc, fh, ensure_ascii=False, indent=1)
        users = sum(1 for m in self.messages if m["role"] == "user")
        calls = sum(1 for m in self.messages for p in m["content"] if "toolRequest" in p)
        print(
            "%s: %d messages, %d user turns, %d tool calls, %d labels, %d stale"
            % (path, len(self.messages), users, calls, len(doc["labels"]), len(doc["stale"]))
        )


def alloc(total, weights, caps=None):
    """Split an integer total in proportion to weights (largest remainder), respecting optional caps."""
    w = sum(weights)
    raw = [total * x / w for x in weights]
    out = [int(r) for r in raw]
    if caps:
        out = [min(o, c) for o, c in zip(out, caps)]
    order = sorted(range(len(raw)), key=lambda i: raw[i] - int(raw[i]), reverse=True)
    i = 0
    while sum(out) < total:
        k = order[i % len(order)]
        if not caps or out[k] < caps[k]:
            out[k] += 1
        i += 1
    return out


def days(start, end):
    d = dt.date.fromisoformat(start)
    e = dt.date.fromisoformat(end)
    while d <= e:
        yield d
        d += dt.timedelta(days=1)


def table(headers, rows, sep=" | "):
    """Plain fixed-width text table."""
    cols = [str(h) for h in headers]
    rows = [[str(c) for c in r] for r in rows]
    w = [
        max(len(cols[i]), *(len(r[i]) for r in rows)) if rows else len(cols[i])
        for i in range(len(cols))
    ]
    line = sep.join(cols[i].ljust(w[i]) for i in range(len(cols)))
    out = [line, "-" * len(line)]
    for r in rows:
        out.append(sep.join(r[i].ljust(w[i]) for i in range(len(cols))))
    return "\n".join(out)


def md_table(headers, rows):
    out = [
        "| " + " | ".join(str(h) for h in headers) + " |",
        "|" + "|".join("---" for _ in headers) + "|",
    ]
    for r in rows:
        out.append("| " + " | ".join(str(c) for c in r) + " |")
    return "\n".join(out)


# ============================================================================
# 1. Feature store backfill (English)
# ============================================================================

FS_SYSTEM = (
    "You are an engineering assistant embedded with the ML Platform team at Corvid Pay. "
    "Tools: tessera (feature store CLI), trino (warehouse SQL, read-only), shell (checkout of "
    "feature-repo), gh, jira, slack, cluster_calendar, cost_estimator. Be precise with numbers, "
    "say when something is a hypothesis, and never write to production serving systems."
)

FS_FEATURES = [
    "txn_7d_count",
    "txn_7d_sum",
    "txn_30d_count",
    "txn_30d_sum",
    "txn_30d_max",
    "distinct_merchants_30d",
]


def fs_job_describe(rnd):
    parts = []
    for d in days("2024-01-01", "2024-06-30"):
        rows = rnd.randint(1_178_000, 1_309_000) + (d - dt.date(2024, 1, 1)).days * 310
        dur = rnd.randint(402, 571)
        tries = 1 if rnd.random() > 0.04 else 2
        parts.append(
            '    {"date": "%s", "rows_written": %d, "duration_s": %d, "attempts": %d, "state": "SUCCEEDED"}'
            % (d.isoformat(), rows, dur, tries)
        )
    body = ",\n".join(parts)
    return (
        """{
  "job_id": "bf-20240715-0931",
  "type": "offline_backfill",
  "feature_view": "payments.txn_agg_v3",
  "feature_view_version": 3,
  "entity": "account_id",
  "features": ["txn_7d_count", "txn_7d_sum", "txn_30d_count", "txn_30d_sum", "txn_30d_max", "distinct_merchants_30d"],
  "config": "feature-repo/backfills/txn_agg_2024h1.yaml",
  "config_commit": "e04b7d2",
  "submitted_by": "priya.raman",
  "range": {"start": "2024-01-01", "end": "2024-06-30", "granularity": "daily", "partitions": 182},
  "source": {"table": "raw.payments_events", "resolved_from": "backfill_override", "filter": "event_type IN ('AUTH','CAPTURE')"},
  "engine": {"type": "spark", "version": "3.5.1", "image": "tessera-backfill:2.14.0"},
  "cluster": {"pool": "fs-ondemand-r6i", "instance_type": "r6i.4xlarge", "workers": 64, "driver": "r6i.2xlarge"},
  "status": "SUCCEEDED",
  "started_at": "2024-07-15T09:31:04Z",
  "finished_at": "2024-07-16T09:16:40Z",
  "wall_clock": "23h45m36s",
  "node_hours": 1520.4,
  "cost_usd": 11403.0,
  "rate_usd_per_node_hour": 7.50,
  "output": {"table": "offline.payments__txn_agg_v3", "format": "iceberg", "write_mode": "overwrite_partitions", "snapshot_id": 7719023345120984411},
  "warnings": [
    "source override in effect: feature view default source ignored",
    "2 partitions retried after executor loss (spot-free pool, node health check)"
  ],
  "partitions": [
%s
  ]
}"""
        % body
    )


def fs_compare(rnd):
    rows = []
    inflated = set(rnd.sample(range(40), 17))
    for i in range(40):
        acct = "acc_%08d" % rnd.randint(10_000_000, 99_999_999)
        cnt = rnd.randint(6, 140)
        avg = rnd.uniform(18, 260)
        on_sum = round(cnt * avg, 2)
        on_max = round(avg * rnd.uniform(1.6, 3.9), 2)
        if i in inflated:
            extra = max(1, round(cnt * rnd.uniform(0.021, 0.094)))
            off_cnt = cnt + extra
            off_sum = round(on_sum * off_cnt / cnt, 2)
        else:
            off_cnt, off_sum = cnt, on_sum
        ratio = off_sum / on_sum
        rows.append(
            [
                acct,
                "2024-06-28T23:59:59Z",
                "%.2f" % off_sum,
                "%.2f" % on_sum,
                "%.4f" % ratio,
                off_cnt,
                cnt,
                "%.2f" % on_max,
                "%.2f" % on_max,
            ]
        )
    t = table(
        [
            "account_id",
            "as_of",
            "off_txn_30d_sum",
            "srv_txn_30d_sum",
            "ratio",
            "off_txn_30d_count",
            "srv_txn_30d_count",
            "off_txn_30d_max",
            "srv_txn_30d_max",
        ],
        rows,
    )
    return (
        "Query 20240716_141207_00412_kx9tq FINISHED, 40 rows, 3.1s, 1.42GB scanned\n\n"
        + t
        + "\n\nsummary: exact_match=23  inflated=17  min_ratio=1.0000  max_ratio=1.0941  "
        "max_feature_mismatch_rows=0"
    )


def fs_dup_daily(rnd):
    rows = []
    for d in days("2024-01-01", "2024-06-30"):
        dedup = rnd.randint(3_210_000, 3_640_000) + (d - dt.date(2024, 1, 1)).days * 900
        if d < dt.date(2024, 2, 12):
            raw = dedup
            note = ""
        else:
            rate = rnd.uniform(0.038, 0.071)
            if d.weekday() >= 5:
                rate += rnd.uniform(0.008, 0.02)
            raw = int(dedup * (1 + rate))
            note = ""
        if d == dt.date(2024, 2, 12):
            note = "payments-gateway v5.2.0 (producer enable.idempotence=false, retries=10)"
        elif d == dt.date(2024, 1, 23):
            note = "payments-gateway v5.1.3 (log level change)"
        elif d == dt.date(2024, 4, 2):
            note = "payments-gateway v5.2.1 (timeouts tuned; idempotence unchanged)"
        elif d == dt.date(2024, 5, 20):
            note = "events-dedup-stream 1.8.0 (state TTL 72h -> 96h)"
        rate_s = "%.4f" % ((raw - dedup) / dedup)
        rows.append([d.isoformat(), raw, dedup, raw - dedup, rate_s, note])
    t = table(
        [
            "event_date",
            "raw_rows",
            "dedup_rows",
            "dup_rows",
            "dup_rate",
            "deploys (ops.deploy_events)",
        ],
        rows,
    )
    return "Query 20240716_142533_00431_kx9tq FINISHED, 182 rows, 48.7s, 211.6GB scanned\n\n" + t


def fs_lineage():
    return """$ tessera lineage consumers payments.txn_agg_v3 --with-owners --format table

CONSUMER            KIND    ENV       OWNER          FEATURES USED                                             REGISTERED   LAST_READ (offline)
fraud-gbm-v14       model   prod      Marco Bianchi  txn_7d_sum, txn_30d_count, txn_30d_sum, distinct_merchants_30d  2023-11-02   2024-07-16T11:02:51Z
cli-xgb-v7          model   prod      Sana Okafor    txn_30d_sum, txn_30d_max                                  2024-02-28   2024-07-16T10:40:09Z
churn-lr-v3         model   staging   Tom Reyes      txn_30d_count                                             2024-01-22   never
ltv-nn-v2           model   archived  -              txn_30d_sum                                               2023-09-14   2024-02-01T06:00:12Z

ONLINE SERVING (tessera-online, cluster online-use1):
  materialization: stream  source=clean.payments_events_dedup  job=mat-txn-agg-v3-stream  lag_p50=4.1s
  consumers: fraud-gbm-v14 (scoring-svc), cli-xgb-v7 (limits-svc)

4 consumers (2 prod, 1 staging, 1 archived)"""


def fs_datasets():
    return """Query 20240716_151844_00502_kx9tq FINISHED, 6 rows, 0.9s

dataset_id                     | built_at             | built_by          | source_snapshot       | rows        | used_by
-------------------------------+----------------------+-------------------+-----------------------+-------------+---------------------------------------------
ds-fraud-h2-train              | 2024-07-16 11:02:51  | svc-fraud-train   | 7719023345120984411   | 48,902,117  | training run tr-88213 -> fraud-gbm-v15-rc1 (candidate, not deployed)
ds-cli-monthly-eval-2024-07    | 2024-07-16 10:40:09  | svc-credit-mon    | 7719023345120984411   |  6,114,530  | cli-xgb-v7 monthly eval + drift monitor
ds-fraud-h1-holdout            | 2024-07-02 08:14:37  | hugo.lindqvist    | 7702218870019345521   |  9,877,044  | notebook analysis (pre-backfill snapshot)
ds-cli-monthly-eval-2024-06    | 2024-06-03 10:40:02  | svc-credit-mon    | 7664105522873310987   |  5,998,201  | cli-xgb-v7 monthly eval (pre-backfill)
ds-fraud-daily-shadow          | 2024-07-16 06:00:04  | svc-fraud-train   | 7702218870019345521   |    412,553  | shadow scoring (pre-backfill snapshot)
ds-churn-q3-train              | 2024-07-01 02:11:45  | tom.reyes         | n/a (txn source: other view) | 3,204,776 | churn-lr-v3

filter: datasets whose lineage includes offline.payments__txn_agg_v3 OR built after 2024-07-15"""


def fs_cost(scenarios):
    lines = [
        "cost_estimator v0.9 (rates as of 2024-07-01: on-demand $7.50/node-h, spot $5.20/node-h incl. 15% preemption rework)",
        "",
    ]
    hdr = [
        "scenario",
        "partitions",
        "pool",
        "workers",
        "node_hours",
        "est_runtime",
        "est_cost_usd",
        "p90_cost_usd",
    ]
    lines.append(table(hdr, scenarios))
    return "\n".join(lines)


def fs_diff():
    return r"""$ git checkout -b fix/txn-agg-backfill-source
Switched to a new branch 'fix/txn-agg-backfill-source'
$ python tools/edit_backfill.py --remove-key source_table backfills/txn_agg_2024h1.yaml
removed key 'source_table' (line 9)
$ $EDITOR tessera_backfill/runner.py tests/test_runner_source_guard.py   # applied patch below
$ git diff --stat
 backfills/txn_agg_2024h1.yaml          |  3 +-
 tessera_backfill/runner.py             | 31 +++++++++++++++++++++++++++++--
 tests/test_runner_source_guard.py      | 58 ++++++++++++++++++++++++++++++++++++++++++++++++++++++++++
 3 files changed, 88 insertions(+), 4 deletions(-)
$ git diff
diff --git a/backfills/txn_agg_2024h1.yaml b/backfills/txn_agg_2024h1.yaml
index 3b1f0aa..9c2d417 100644
--- a/backfills/txn_agg_2024h1.yaml
+++ b/backfills/txn_agg_2024h1.yaml
@@ -5,9 +5,8 @@ feature_view: payments.txn_agg_v3
 range:
   start: 2024-01-01
   end: 2024-06-30
-# temp: reprocess after gateway incident, revert after (jwu)
-source_table: raw.payments_events
+# source comes from the feature view definition (clean.payments_events_dedup)
 cluster:
   pool: fs-ondemand-r6i
   workers: 64
diff --git a/tessera_backfill/runner.py b/tessera_backfill/runner.py
index 71c09ab..e25f3c8 100644
--- a/tessera_backfill/runner.py
+++ b/tessera_backfill/runner.py
@@ -14,6 +14,13 @@ from tessera_backfill.planning import plan_partitions
 from tessera_backfill.registry import resolve_feature_view
 
 log = logging.getLogger(__name__)
+
+# Sources that are not deduplicated / validated. Backfills must not read them
+# unless the config opts in explicitly.
+UNSAFE_SOURCE_PREFIXES = ("raw.",)
+
+
+class UnsafeSourceError(ValueError):
+    pass
 
 
 @dataclass
@@ -88,12 +95,36 @@ class BackfillRunner:
     def resolve_source(self, cfg: BackfillConfig, fv: FeatureView) -> str:
-        if cfg.source_table:
-            log.info("using source override %s", cfg.source_table)
-            return cfg.source_table
-        return fv.source
+        source = cfg.source_table or fv.source
+        if cfg.source_table and cfg.source_table != fv.source:
+            log.warning("backfill %s overrides source %s -> %s", cfg.name, fv.source, cfg.source_table)
+        if source.startswith(UNSAFE_SOURCE_PREFIXES) and not cfg.allow_raw_source:
+            raise UnsafeSourceError(
+                f"backfill {cfg.name} would read {source}; set allow_raw_source: true "
+                "in the backfill config if this is really intended"
+            )
+        return source
diff --git a/tests/test_runner_source_guard.py b/tests/test_runner_source_guard.py
new file mode 100644
index 0000000..4d0be91
--- /dev/null
+++ b/tests/test_runner_source_guard.py
@@ -0,0 +1,58 @@
+import pytest
+
+from tessera_backfill.runner import BackfillRunner, UnsafeSourceError
+from tests.factories import backfill_config, feature_view
+
+
+def test_default_source_is_feature_view_source():
+    fv = feature_view(source="clean.payments_events_dedup")
+    assert BackfillRunner().resolve_source(backfill_config(), fv) == "clean.payments_events_dedup"
+
+
+def test_raw_override_is_refused_without_flag():
+    fv = feature_view(source="clean.payments_events_dedup")
+    cfg = backfill_config(source_table="raw.payments_events")
+    with pytest.raises(UnsafeSourceError):
+        BackfillRunner().resolve_source(cfg, fv)
+
+
+def test_raw_override_allowed_with_flag(caplog):
+    fv = feature_view(source="clean.payments_events_dedup")
+    cfg = backfill_config(source_table="raw.payments_events", allow_raw_source=True)
+    assert BackfillRunner().resolve_source(cfg, fv) == "raw.payments_events"
+    assert "overrides source" in caplog.text
+ ... (44 more lines: config schema default, clean.* override allowed, fv with raw source refused)
$ python -m pytest tests/ -q -x
........................................................................ [ 38%]
........................................................................ [ 77%]
..........................................                               [100%]
186 passed in 21.44s
$ python -m tessera_backfill.validate backfills/
backfills/card_risk_2023.yaml ........ ok
backfills/merchant_profile_v2.yaml ... ok
backfills/txn_agg_2024h1.yaml ........ ok (source: clean.payments_events_dedup)
backfills/txn_agg_2023h2.yaml ........ ok (source: clean.payments_events_dedup)
backfills/device_graph_q2.yaml ....... ok
5 configs valid"""


def fs_online_check(rnd):
    rows = []
    for i in range(60):
        acct = "acc_%08d" % rnd.randint(10_000_000, 99_999_999)
        cnt = rnd.randint(4, 150)
        s = round(cnt * rnd.uniform(15, 280), 2)
        d = "2024-07-%02d" % rnd.randint(10, 15)
        rows.append([acct, d, "%.2f" % s, "%.2f" % s, cnt, cnt, "0.000000"])
    t = table(
        [
            "account_id",
            "as_of_date",
            "online_txn_30d_sum",
            "recomputed_from_dedup",
            "online_count",
            "recomputed_count",
            "abs_rel_diff",
        ],
        rows,
    )
    return (
        "Query 20240716_183010_00688_kx9tq FINISHED, 200 rows (showing first 60), 22.4s, 96.0GB scanned\n"
        "-- online values from online_log.tessera_served_features (serving log, read-only);\n"
        "-- recomputed from clean.payments_events_dedup with the v3 window definition\n\n"
        + t
        + "\n... 140 more rows\n\nsummary: matched 200/200 within 1e-6 relative; max_abs_rel_diff=0.000000"
    )


def fs_sanity(rnd):
    rows = []
    for d in days("2024-01-01", "2024-06-30"):
        if (
            d.day not in (1, 8, 15, 22, 29)
            and d != dt.date(2024, 3, 10)
            and d != dt.date(2024, 3, 11)
        ):
            continue
        n = rnd.randint(1_190_000, 1_360_000)
        nul_max = 37 if d == dt.date(2024, 3, 10) else 0
        nul_dm = 37 if d == dt.date(2024, 3, 10) else 0
        neg = 0
        p999 = round(rnd.uniform(41_000, 58_000), 2)
        rows.append([d.isoformat(), n, 0, 0, nul_max, nul_dm, neg, "%.2f" % p999])
    t = table(
        [
            "ds",
            "rows",
            "null_txn_30d_sum",
            "null_txn_30d_count",
            "null_txn_30d_max",
            "null_distinct_merchants_30d",
            "neg_values",
            "p99.9_txn_30d_sum",
        ],
        rows,
    )
    detail = table(
        [
            "account_id",
            "ds",
            "txn_30d_count",
            "txn_30d_sum",
            "txn_30d_max",
            "distinct_merchants_30d",
            "merchant_tz_sample",
        ],
        [
            [
                "acc_%08d" % rnd.randint(10_000_000, 99_999_999),
                "2024-03-10",
                rnd.randint(1, 9),
                "%.2f" % rnd.uniform(20, 900),
                "NULL",
                "NULL",
                tz,
            ]
            for tz in [
                "America/New_York",
                "America/Chicago",
                "America/New_York",
                "America/Denver",
                "America/Los_Angeles",
                "America/New_York",
                "America/Phoenix",
                "America/Chicago",
            ]
        ],
    )
    return (
        "Query 20240716_183544_00702_kx9tq FINISHED, 40 rows (sampled partitions + all partitions with nulls), 61.9s\n\n"
        + t
        + "\n\nfull scan result: partitions with any NULL feature value: 1 of 182 (2024-03-10)\n"
        "2024-03-10: 37 accounts with NULL txn_30d_max AND NULL distinct_merchants_30d (txn_30d_sum, txn_30d_count populated)\n\n"
        "sample of affected rows:\n"
        + detail
        + "\n\nnote: previous snapshot of offline.payments__txn_agg_v3 for ds=2024-03-10 expired (retention 7d), cannot diff against pre-backfill values"
    )


def build_feature_store():
    rnd = random.Random(11_01)
    c = Conv(
        "blind-feature-store-backfill",
        "Feature store backfill of txn aggregates produced inflated values",
        FS_SYSTEM,
        ref_style="toolu",
        seed=1101,
    )

    c.user(
        """hey — the txn_agg backfill (job bf-20240715-0931, feature view payments.txn_agg_v3) finished this morning but Hugo from fraud DS says txn_30d_sum in the offline store is like 5-8% higher than what online served for the same account + timestamp. not all accounts, some match exactly. can you dig in?

what I need out of this: root cause, a re-run plan, which models are affected, and what the compute costs. budget cap is $12,000 per Dana (finance). do NOT touch the prod online store, read only there.""",
        a="u1",
    )

    c.act(
        "Starting with the job record to see what it actually read and how it ran.",
        [
            (
                "tessera",
                {"args": "jobs describe bf-20240715-0931 --format json"},
                fs_job_describe(rnd),
            )
        ],
    )

    c.act(
        """Job ran all 182 daily partitions on 64 workers (on-demand r6i pool), 1,520 node-hours, $11,403. One thing stands out straight away: `source.table` is `raw.payments_events` and it says `resolved_from: backfill_override`, i.e. the backfill config overrode the feature view's own source.

Before chasing that, let me confirm the shape of the discrepancy. I'll compare the offline table against the serving log (what online actually returned) for a sample of accounts — that's a read of the log table, nothing touches the online store itself.""",
        [
            (
                "trino",
                {
                    "catalog": "lake",
                    "sql": "WITH s AS (SELECT account_id FROM online_log.tessera_served_features WHERE feature_view='payments.txn_agg_v3' AND ds='2024-06-28' ORDER BY rand() LIMIT 40) SELECT o.account_id, o.event_ts AS as_of, o.txn_30d_sum AS off_txn_30d_sum, l.txn_30d_sum AS srv_txn_30d_sum, o.txn_30d_sum/l.txn_30d_sum AS ratio, o.txn_30d_count, l.txn_30d_count, o.txn_30d_max, l.txn_30d_max FROM offline.payments__txn_agg_v3 o JOIN online_log.tessera_served_features l ON o.account_id=l.account_id AND l.ds='2024-06-28' AND o.ds='2024-06-28' WHERE o.account_id IN (SELECT account_id FROM s)",
                },
                fs_compare(rnd),
            )
        ],
    )

    c.say("""**What the sample says (40 accounts, as of 2024-06-28):**

- 23/40 match exactly, 17/40 are inflated, ratio 1.021–1.094 — so Hugo's 5–8% is the middle of the spread.
- Where the sum is inflated, `txn_30d_count` is inflated **by the same proportion**. The amounts aren't wrong, there are extra rows.
- `txn_30d_max` matches in all 40. Duplicated rows can't change a max; a wrong window boundary usually would.

That pattern points at **duplicate events in the source**, not a window/timezone bug (a boundary bug would move counts both up and down and wouldn't leave half the accounts bit-identical). The override to `raw.payments_events` is the obvious suspect.

Two things that would help: does Hugo see the problem across the whole range or only recent months? And do you know what the online materialization reads from?""")

    c.user(
        "hugo says january looks fine, he spot checked a few accounts. online materialization reads clean.payments_events_dedup afaik. config is in feature-repo/backfills/ — check who set that override",
        a="u2",
    )

    c.act(
        None,
        [
            (
                "shell",
                {
                    "cmd": "cd ~/src/feature-repo && git log --format='%h %ad %an  %s' --date=short -n 8 -- backfills/txn_agg_2024h1.yaml && echo ---- && cat backfills/txn_agg_2024h1.yaml && echo ---- && grep -n 'source' feature_views/payments/txn_agg_v3.py"
                },
                """e04b7d2 2024-07-12 Priya Raman  backfill: extend txn_agg range to 2024-06-30
a91c3e7 2024-03-04 Ji-woo Park  temp: point txn_agg backfill at raw for gateway reprocess (revert after)
6f3e219 2024-02-20 Priya Raman  backfill: txn_agg_2024h1 for v3 view
----
# backfill config: payments.txn_agg_v3, H1 2024
name: txn_agg_2024h1
feature_view: payments.txn_agg_v3
range:
  start: 2024-01-01
  end: 2024-06-30
# temp: reprocess after gateway incident, revert after (jwu)
source_table: raw.payments_events
cluster:
  pool: fs-ondemand-r6i
  workers: 64
  instance_type: r6i.4xlarge
write:
  mode: overwrite_partitions
  target: offline.payments__txn_agg_v3
checks:
  min_rows_per_partition: 900000
  max_null_fraction: 0.001
notify:
  slack: "#ml-platform-alerts"
----
12:    source=BatchSource(
13:        table="clean.payments_events_dedup",
14:        timestamp_field="event_ts",
41:    # windows are computed in UTC on event_ts; merchant-local fields use merchant_local_ts
""",
            )
        ],
        a="m_gitlog",
        ta="t_gitlog",
    )

    c.act(
        """Found it: **a91c3e7**, Ji-woo Park, 2024-03-04 — "temp: point txn_agg backfill at raw for gateway reprocess (revert after)". It was never reverted, and your range extension on 07-12 (e04b7d2) ran on top of it. The feature view itself sources `clean.payments_events_dedup`, same as online.

Now checking whether raw actually carries duplicates, and since when — per day for the whole range, with deploy events joined in.""",
        [
            (
                "trino",
                {
                    "catalog": "lake",
                    "sql": "SELECT r.event_date, r.n AS raw_rows, d.n AS dedup_rows, r.n-d.n AS dup_rows, (r.n-d.n)*1.0/d.n AS dup_rate, array_join(array_agg(x.summary),'; ') AS deploys FROM (SELECT event_date, count(*) n FROM raw.payments_events WHERE event_type IN ('AUTH','CAPTURE') AND event_date BETWEEN DATE '2024-01-01' AND DATE '2024-06-30' GROUP BY 1) r JOIN (SELECT event_date, count(*) n FROM clean.payments_events_dedup WHERE event_type IN ('AUTH','CAPTURE') AND event_date BETWEEN DATE '2024-01-01' AND DATE '2024-06-30' GROUP BY 1) d USING (event_date) LEFT JOIN ops.deploy_events x ON x.deploy_date=r.event_date AND x.service IN ('payments-gateway','events-dedup-stream') GROUP BY 1,2,3 ORDER BY 1",
                },
                fs_dup_daily(rnd),
            )
        ],
        a="m_dup",
        ta="t_dup",
    )

    c.act(
        """Clean break: raw and dedup are row-for-row identical up to 2024-02-11, and duplicates start on **2024-02-12**, the day payments-gateway v5.2.0 shipped with `enable.idempotence=false` on its Kafka producer. Since then 3.8–9% of raw rows per day are retries (higher on weekends). That's why January looks fine to Hugo.

Pricing the re-run before I write this up.""",
        [
            (
                "cost_estimator",
                {
                    "job_template": "bf-20240715-0931",
                    "scenarios": [
                        {
                            "name": "A-full",
                            "range": "2024-01-01..2024-06-30",
                            "pool": "fs-ondemand-r6i",
                            "workers": 64,
                        },
                        {
                            "name": "B-affected",
                            "range": "2024-02-12..2024-06-30",
                            "pool": "fs-ondemand-r6i",
                            "workers": 64,
                        },
                    ],
                },
                fs_cost(
                    [
                        [
                            "A-full",
                            182,
                            "fs-ondemand-r6i",
                            64,
                            "1,520",
                            "23.8 h",
                            "$11,400",
                            "$12,150",
                        ],
                        [
                            "B-affected",
                            140,
                            "fs-ondemand-r6i",
                            64,
                            "1,169",
                            "18.3 h",
                            "$8,770",
                            "$9,340",
                        ],
                    ]
                ),
            )
        ],
    )

    c.say(
        """## Root cause

1. `backfills/txn_agg_2024h1.yaml` carries `source_table: raw.payments_events`, added in **a91c3e7** (Ji-woo Park, 2024-03-04) for a one-off gateway reprocess and never reverted.
2. The feature view's real source is `clean.payments_events_dedup` (the streaming dedup keyed on `event_id`), which is also what online materializes from.
3. Since **2024-02-12** (payments-gateway v5.2.0, producer `enable.idempotence=false`) raw contains retried duplicates, 3.8–9% of rows per day.
4. So every partition from 2024-02-12 on counts duplicate transactions. Counts and sums inflate in step, max is untouched, and accounts with no retried events come out exact. That matches all 40 sampled rows.

Jan 1 – Feb 11 partitions were computed from raw too, but raw == dedup on those days, so their values are correct.

## Re-run options

| | **A: full range** | **B: affected partitions only** |
|---|---|---|
| partitions | 2024-01-01..2024-06-30 (182) | 2024-02-12..2024-06-30 (140) |
| node-hours | 1,520 | 1,169 |
| est. cost (on-demand, p50 / p90) | $11,400 / $12,150 | $8,770 / $9,340 |
| runtime @ 64 workers | ~23.8 h | ~18.3 h |

Both are under the $12,000 cap at p50; A's p90 isn't.

**My recommendation is B.** Recomputing Jan 1 – Feb 11 costs ~$2,600 and would write back the same numbers. If you want proof that they're clean, a checksum comparison is cheap.

Whichever we pick, the config has to be fixed first, or the re-run will read raw again. I'd also add a guard in the runner so a backfill can't silently read `raw.*` again.""",
        a="m_plans",
    )

    c.user(
        "go with A. full range, I don't want a half-fixed table floating around and we're under 12k anyway. which models read these features?",
        a="u3",
    )

    c.act(
        "Going with A. Pulling consumers from lineage, plus any training or eval datasets that were built from the bad snapshot.",
        [
            (
                "tessera",
                {"args": "lineage consumers payments.txn_agg_v3 --with-owners --format table"},
                fs_lineage(),
            ),
            (
                "trino",
                {
                    "catalog": "lake",
                    "sql": "SELECT dataset_id, built_at, built_by, source_snapshot, rows, used_by FROM ml_registry.datasets WHERE contains(lineage_tables, 'offline.payments__txn_agg_v3') OR built_at > TIMESTAMP '2024-07-15 00:00:00' ORDER BY built_at DESC",
                },
                fs_datasets(),
            ),
        ],
        a="m_lineage",
        ta="t_lineage",
    )

    c.say("""Affected-models picture:

| consumer | owner | exposure to the bad backfill | verdict |
|---|---|---|---|
| **fraud-gbm-v14** (prod) | Marco Bianchi | Live scoring reads tessera-online, which materializes from the dedup table, so **serving is fine**. But `ds-fraud-h2-train` was built at 11:02 today from the bad snapshot and training run **tr-88213** produced candidate **fraud-gbm-v15-rc1** | **affected (retrain candidate)** |
| **cli-xgb-v7** (prod) | Sana Okafor | `ds-cli-monthly-eval-2024-07` built 10:40 today from the bad snapshot; feeds the monthly eval and drift monitor | **affected (July eval / monitoring)** |
| churn-lr-v3 (staging) | Tom Reyes | registered as a consumer of `txn_30d_count`, but "last read: never" and its training set came from another view | **unclear**, need to check its feature spec |
| ltv-nn-v2 | archived | last read 2024-02-01 | not affected |

Snapshot `7719023345120984411` is the bad one. Anything built from it should be treated as tainted. The 07-02 holdout and the daily shadow set predate the backfill.

Nothing in production scoring consumed the bad offline values, so there's no live customer impact. The damage is in training and evaluation artifacts.""")

    c.user(
        "ok. open a ticket in MLP for the whole thing, assign the rerun to me. Marco Bianchi owns the fraud retrain, Sana the cli eval rerun. can we start thursday 22:00 UTC? check the cluster calendar",
        a="u4",
    )

    c.act(
        "Checking the pool calendar and filing the ticket with subtasks.",
        [
            (
                "cluster_calendar",
                {
                    "action": "reserve",
                    "pool": "fs-ondemand-r6i",
                    "workers": 64,
                    "start": "2024-07-18 22:00 UTC",
                    "duration_h": 24,
                    "purpose": "txn_agg_v3 re-backfill (plan A, full range)",
                    "owner": "priya.raman",
                },
                """checking fs-ondemand-r6i (capacity 96 nodes) 2024-07-18 22:00 -> 2024-07-19 22:00 UTC
  existing: rsv-7702 recsys-emb-refresh  24 nodes  2024-07-18 18:00 -> 2024-07-19 02:00
  existing: rsv-7719 merchant_profile_v2  8 nodes  2024-07-19 06:00 -> 2024-07-19 09:00
  peak usage in window with request: 96/96 (2024-07-18 22:00-02:00) -- OK (at capacity)
RESERVED rsv-7731  pool=fs-ondemand-r6i  nodes=64  2024-07-18 22:00 -> 2024-07-19 22:00 UTC  owner=priya.raman""",
            ),
            (
                "jira",
                {
                    "action": "create",
                    "project": "MLP",
                    "type": "Task",
                    "summary": "txn_agg_v3 backfill bf-20240715-0931 inflated by duplicate raw events: fix + re-backfill",
                    "assignee": "priya.raman",
                    "labels": ["feature-store", "data-quality", "incident-followup"],
                    "description": "Root cause: backfills/txn_agg_2024h1.yaml source_table override to raw.payments_events (a91c3e7, 2024-03-04). raw has duplicates since 2024-02-12 (payments-gateway v5.2.0, enable.idempotence=false). Partitions from 2024-02-12 inflated (count/sum), max unaffected. Plan A: full re-backfill 2024-01-01..2024-06-30 after config fix. Tainted snapshot 7719023345120984411: ds-fraud-h2-train (tr-88213 -> fraud-gbm-v15-rc1), ds-cli-monthly-eval-2024-07.",
                    "subtasks": [
                        {
                            "summary": "Re-run txn_agg_v3 backfill (plan A) after config fix",
                            "assignee": "priya.raman",
                        },
                        {
                            "summary": "Retrain fraud-gbm-v15 candidate on corrected data (replace rc1 from tr-88213)",
                            "assignee": "marco.bianchi",
                        },
                        {
                            "summary": "Rebuild ds-cli-monthly-eval-2024-07 and re-run cli-xgb-v7 July eval",
                            "assignee": "sana.okafor",
                        },
                    ],
                },
                """Created MLP-2291 "txn_agg_v3 backfill bf-20240715-0931 inflated by duplicate raw events: fix + re-backfill"
  https://corvidpay.atlassian.net/browse/MLP-2291  assignee: Priya Raman  priority: High  status: To Do
  subtasks:
    MLP-2292  Re-run txn_agg_v3 backfill (plan A) after config fix           -> Priya Raman
    MLP-2293  Retrain fraud-gbm-v15 candidate on corrected data (replace rc1 from tr-88213) -> Marco Bianchi
    MLP-2294  Rebuild ds-cli-monthly-eval-2024-07 and re-run cli-xgb-v7 July eval -> Sana Okafor
  watchers added: priya.raman, hugo.lindqvist""",
            ),
        ],
        a="m_ticket",
        ta="t_ticket",
    )

    c.say("""Done:
- **MLP-2291** filed with the root cause and the tainted snapshot id. Subtasks: MLP-2292 re-run → you, MLP-2293 fraud retrain → Marco Bianchi, MLP-2294 cli eval rebuild → Sana Okafor.
- **rsv-7731** booked: fs-ondemand-r6i, 64 workers, 2024-07-18 22:00 → 2024-07-19 22:00 UTC. It takes the pool to 96/96 for the first four hours, overlapping with recsys's rsv-7702, so it fits but with no slack.""")

    c.user(
        "ugh. Dana just pinged, quarter-end freeze, cap is $8,500 now, not 12k. A is dead right? what are my options",
        a="u5",
    )

    c.act(
        None,
        [
            (
                "cost_estimator",
                {
                    "job_template": "bf-20240715-0931",
                    "scenarios": [
                        {
                            "name": "A-full-ondemand",
                            "range": "2024-01-01..2024-06-30",
                            "pool": "fs-ondemand-r6i",
                            "workers": 64,
                        },
                        {
                            "name": "A-full-spot",
                            "range": "2024-01-01..2024-06-30",
                            "pool": "fs-spot-r6i",
                            "workers": 64,
                        },
                        {
                            "name": "B-affected-ondemand",
                            "range": "2024-02-12..2024-06-30",
                            "pool": "fs-ondemand-r6i",
                            "workers": 64,
                        },
                        {
                            "name": "B-affected-spot",
                            "range": "2024-02-12..2024-06-30",
                            "pool": "fs-spot-r6i",
                            "workers": 64,
                        },
                    ],
                    "extras": [
                        {
                            "name": "validation",
                            "desc": "golden compare + checksums + dup check",
                            "pool": "fs-ondemand-r6i",
                        }
                    ],
                },
                fs_cost(
                    [
                        [
                            "A-full-ondemand",
                            182,
                            "fs-ondemand-r6i",
                            64,
                            "1,520",
                            "23.8 h",
                            "$11,400",
                            "$12,150",
                        ],
                        [
                            "A-full-spot",
                            182,
                            "fs-spot-r6i",
                            64,
                            "1,748",
                            "27.3 h",
                            "$9,090",
                            "$9,980",
                        ],
                        [
                            "B-affected-ondemand",
                            140,
                            "fs-ondemand-r6i",
                            64,
                            "1,169",
                            "18.3 h",
                            "$8,770",
                            "$9,340",
                        ],
                        [
                            "B-affected-spot",
                            140,
                            "fs-spot-r6i",
                            64,
                            "1,344",
                            "21.0 h",
                            "$6,990",
                            "$7,640",
                        ],
                        [
                            "validation (extra)",
                            "-",
                            "fs-ondemand-r6i",
                            16,
                            "41",
                            "2.6 h",
                            "$310",
                            "$330",
                        ],
                    ]
                )
                + "\n\nnotes:\n- spot node-hours include 15% rework for preemptions (30-day preemption rate on fs-spot-r6i: 6.2%)\n- fs-spot-r6i quota: 64 nodes, shared with recsys (their reservations use 8-24 nodes most nights)\n- validation job assumed on-demand (short, preemption-sensitive)",
            )
        ],
        a="m_cost2",
        ta="t_cost2",
    )

    c.say("""Yes, A is out at $8,500. Even on spot it's $9,090.

| option | est. cost | + validation | total | fits $8,500? |
|---|---|---|---|---|
| A full, on-demand | $11,400 | $310 | $11,710 | ❌ |
| A full, spot | $9,090 | $310 | $9,400 | ❌ |
| B affected, on-demand | $8,770 | $310 | $9,080 | ❌ |
| **B affected, spot** | **$6,990** (p90 $7,640) | $310 | **$7,300** | ✅ ~$1,200 headroom |

So the realistic option is **B on spot**. Trade-offs:
- Spot preemptions: 6.2% over the last 30 days, already priced in as 15% rework. A preempted partition just retries; writes are partition-overwrite, so there's no risk of half-written data.
- Jan 1 – Feb 11 stay as they are. If you still want to prove those partitions are correct, we can checksum them against a recompute of a handful of days, or against the original run's output.
- The spot pool is shared with recsys. 64 workers would take the whole quota on nights they're running.""")

    c.user(
        "fine, B on spot. cap it at 48 workers tho, recsys shares that spot pool and I don't want another fight with them. and I want jan 1–feb 11 checksum-verified against the original run output so I can show they're clean. update the ticket",
        a="u6",
    )

    c.act(
        "At 48 workers the runtime goes to ~28 h (1,344 node-hours / 48). Cost stays ~$6,990 because spot is billed per node-hour. Updating the ticket.",
        [
            (
                "jira",
                {
                    "action": "update",
                    "issues": ["MLP-2291", "MLP-2292"],
                    "fields": {
                        "summary[MLP-2292]": "Re-run txn_agg_v3 backfill (plan B, spot) after config fix"
                    },
                    "comment": "Plan changed (budget cap now $8,500, quarter-end freeze): re-run ONLY partitions 2024-02-12..2024-06-30 (140) on fs-spot-r6i, capped at 48 workers (~28h, est $6,990 p50 / $7,640 p90, + ~$310 validation). Plan A (full range) dropped. Jan 1-Feb 11 partitions are kept and will be checksum-verified against the original bf-20240715-0931 output.",
                },
                """MLP-2291 updated: comment added (id 118845)
MLP-2292 updated: summary -> "Re-run txn_agg_v3 backfill (plan B, spot) after config fix"; comment added (id 118846)""",
            )
        ],
        a="m_planb",
        ta="t_planb",
    )

    c.say(
        "Ticket updated. rsv-7731 is still the Thursday on-demand/64 booking, I'll swap it to the spot pool once timing is final. One catch: Thursday 22:00 + 28 h means it would run until Saturday 02:00 UTC."
    )

    c.user(
        "now the actual fix. remove the override, and add a guard in the backfill runner so nobody can point a backfill at raw.* without an explicit flag. open a PR, Ji-woo should review since it was his override",
        a="u7",
    )

    c.act(
        None,
        [
            (
                "shell",
                {
                    "cmd": "cd ~/src/feature-repo && git checkout -b fix/txn-agg-backfill-source && python tools/edit_backfill.py --remove-key source_table backfills/txn_agg_2024h1.yaml && git apply /tmp/runner_guard.patch && git diff --stat && git diff && python -m pytest tests/ -q -x && python -m tessera_backfill.validate backfills/"
                },
                fs_diff(),
            )
        ],
        a="m_diff",
        ta="t_diff",
    )

    c.act(
        "Tests pass (186) and every backfill config validates; txn_agg_2024h1 now resolves to the dedup table. Committing and opening the PR.",
        [
            (
                "gh",
                {
                    "args": 'pr create --repo corvid/feature-repo --base main --head fix/txn-agg-backfill-source --title "backfill: drop raw source override for txn_agg_2024h1, refuse raw.* sources without opt-in" --reviewer jwu --label data-quality --body-file /tmp/pr_body.md'
                },
                """Committing: 2c41e9a backfill: drop raw source override for txn_agg_2024h1; guard raw.* sources
Pushing fix/txn-agg-backfill-source to origin... done
Creating pull request for fix/txn-agg-backfill-source into main in corvid/feature-repo

https://github.com/corvid/feature-repo/pull/4412

  #4412 backfill: drop raw source override for txn_agg_2024h1, refuse raw.* sources without opt-in
  reviewers: jwu (requested)   labels: data-quality
  checks: 0/4 complete (lint, unit, config-validate, integration-small) - queued""",
            )
        ],
        a="m_pr",
        ta="t_pr",
    )

    c.say("""PR is up: **#4412** (https://github.com/corvid/feature-repo/pull/4412), reviewer Ji-woo (jwu).

- `backfills/txn_agg_2024h1.yaml`: `source_table` override removed, so it uses the view's `clean.payments_events_dedup`
- `runner.py`: any source starting with `raw.` raises `UnsafeSourceError` unless the config sets `allow_raw_source: true`, and every override now logs a warning
- new tests in `tests/test_runner_source_guard.py`

CI queued.""")

    c.user(
        "Marco's out from tomorrow for 3 weeks — Keiko Tan takes the fraud retrain. also #data-infra says warehouse maintenance thursday 20:00-06:00 UTC so thursday night is dead. move the run to saturday 02:00 UTC",
        a="u8",
    )

    c.act(
        "Re-booking on the spot pool at 48 nodes for Saturday (30 h with buffer) and reassigning the retrain subtask.",
        [
            (
                "cluster_calendar",
                {
                    "action": "reschedule",
                    "reservation": "rsv-7731",
                    "new": {
                        "pool": "fs-spot-r6i",
                        "workers": 48,
                        "start": "2024-07-20 02:00 UTC",
                        "duration_h": 30,
                        "purpose": "txn_agg_v3 re-backfill (plan B, 2024-02-12..2024-06-30)",
                    },
                },
                """cancelled rsv-7731 (fs-ondemand-r6i, 64 nodes, 2024-07-18 22:00 -> 2024-07-19 22:00 UTC)
checking fs-spot-r6i (quota 64 nodes) 2024-07-20 02:00 -> 2024-07-21 08:00 UTC
  existing: rsv-7740 recsys-emb-refresh  16 nodes  2024-07-20 18:00 -> 2024-07-21 02:00
  peak usage in window with request: 64/64 (2024-07-20 18:00-02:00) -- OK
  warehouse maintenance window (data-infra): 2024-07-18 20:00 -> 2024-07-19 06:00 UTC -- no overlap
RESERVED rsv-7764  pool=fs-spot-r6i  nodes=48  2024-07-20 02:00 -> 2024-07-21 08:00 UTC  owner=priya.raman
job template bf-20240715-0931 cloned as bf-20240720-0200 (scheduled, autostart at reservation start, range 2024-02-12..2024-06-30)""",
            ),
            (
                "jira",
                {
                    "action": "update",
                    "issues": ["MLP-2293", "MLP-2292"],
                    "fields": {"assignee[MLP-2293]": "keiko.tan"},
                    "comment": "MLP-2293 reassigned to Keiko Tan (Marco Bianchi on leave 3 weeks). Re-run moved off Thursday (warehouse maintenance 2024-07-18 20:00-06:00 UTC) to Sat 2024-07-20 02:00 UTC on fs-spot-r6i x48 (plan B range).",
                },
                """MLP-2293 updated: assignee Marco Bianchi -> Keiko Tan; comment added (id 118877)
MLP-2292 updated: comment added (id 118878)""",
            ),
        ],
        a="m_resched",
        ta="t_resched",
    )

    c.say("""Done:
- Thursday booking cancelled. New reservation **rsv-7764**: fs-spot-r6i, 48 nodes, **Sat 2024-07-20 02:00 → Sun 2024-07-21 08:00 UTC**. At ~28 h the job should finish around 06:00 Sunday, which leaves a 2 h buffer.
- The job is pre-created as **bf-20240720-0200** and autostarts when the reservation begins. It will only pick up the config fix if #4412 is merged by then, because it reads the config from main at start. I'll keep an eye on that.
- MLP-2293 (fraud retrain) is now assigned to Keiko Tan.""")

    c.user("is churn actually affected? tom says they don't even use v3", a="u9")

    c.act(
        None,
        [
            (
                "shell",
                {
                    "cmd": "cd ~/src/feature-repo && cat models/churn-lr-v3/feature_spec.yaml && echo ---- && git log --all --format='%h %ad %an  %s' --date=short -S'txn_agg_v3' -- models/churn-lr-v3/ && echo ---- && tessera lineage show churn-lr-v3 --registrations"
                },
                """# churn-lr-v3 feature spec
model: churn-lr-v3
owner: tom.reyes
entity: account_id
features:
  - payments.txn_agg_v2:txn_30d_count
  - payments.txn_agg_v2:txn_7d_count
  - accounts.profile_v4:tenure_days
  - accounts.profile_v4:plan_tier
  - support.tickets_agg_v1:tickets_90d
  - app.sessions_agg_v2:sessions_30d
label: churned_60d
training_set: ds-churn-q3-train
----
9b7c5d1 2024-01-25 Tom Reyes  revert: churn v3 back to txn_agg_v2 (v3 windows not needed)
41e02fa 2024-01-22 Tom Reyes  exp: try txn_agg_v3 counts in churn-lr-v3
----
registrations for churn-lr-v3:
  payments.txn_agg_v2   registered 2023-10-30  by tom.reyes  (active)
  payments.txn_agg_v3   registered 2024-01-22  by tom.reyes  (active)   <- from commit 41e02fa, not removed on revert
  accounts.profile_v4   registered 2023-10-30  by tom.reyes  (active)
  support.tickets_agg_v1 registered 2024-03-11 by tom.reyes  (active)
  app.sessions_agg_v2   registered 2023-10-30  by tom.reyes  (active)""",
            )
        ],
        a="m_churn",
        ta="t_churn",
    )

    c.say("""Tom's right: **churn-lr-v3 is not affected.** Its spec reads `payments.txn_agg_v2:txn_30d_count` and `txn_7d_count`, which is v2, not v3. The v3 entry in lineage is left over from a two-day experiment: 41e02fa on 2024-01-22 registered it, 9b7c5d1 on 01-25 reverted the spec, and the registration was never removed. That's also why lineage shows "last read: never".

The stale registration should be deleted so it doesn't show up in the next impact analysis. Only the model owner or a tessera admin can do that.""")

    c.user(
        "good. tom can clean up lineage, put it in a ticket. next: can the online store have the same problem? and run sanity checks on the offline table while ur at it (nulls, ranges), want to know if anything else is weird before the rerun",
        a="u10",
    )

    c.act(
        "Two read-only checks. First, served online values against a recompute from the dedup table for 200 accounts over the last week. Second, a null/range scan over all 182 partitions of the current offline table.",
        [
            (
                "trino",
                {
                    "catalog": "lake",
                    "sql": "WITH s AS (SELECT DISTINCT account_id FROM online_log.tessera_served_features WHERE feature_view='payments.txn_agg_v3' AND ds BETWEEN '2024-07-10' AND '2024-07-15' ORDER BY rand() LIMIT 200) SELECT l.account_id, l.ds, l.txn_30d_sum, r.txn_30d_sum, l.txn_30d_count, r.txn_30d_count, abs(l.txn_30d_sum-r.txn_30d_sum)/nullif(r.txn_30d_sum,0) FROM online_log.tessera_served_features l JOIN TABLE(tessera.recompute('payments.txn_agg_v3', source => 'clean.payments_events_dedup')) r USING (account_id, ds) WHERE l.account_id IN (SELECT account_id FROM s)",
                },
                fs_online_check(rnd),
            ),
            (
                "trino",
                {
                    "catalog": "lake",
                    "sql": "SELECT ds, count(*) rows, count_if(txn_30d_sum IS NULL), count_if(txn_30d_count IS NULL), count_if(txn_30d_max IS NULL), count_if(distinct_merchants_30d IS NULL), count_if(txn_30d_sum<0 OR txn_7d_sum<0), approx_percentile(txn_30d_sum, 0.999) FROM offline.payments__txn_agg_v3 WHERE ds BETWEEN '2024-01-01' AND '2024-06-30' GROUP BY ds ORDER BY ds",
                },
                fs_sanity(rnd),
            ),
        ],
        a="m_sanity",
        ta="t_sanity",
    )

    c.say("""**Online: clean.** 200/200 sampled accounts match a recompute from `clean.payments_events_dedup` exactly. Online never read raw, which is consistent with the lineage output.

**Offline sanity:** nothing odd except one partition.
- No negative values, no null sums or counts, and p99.9 looks steady month to month.
- **2024-03-10: 37 accounts with NULL `txn_30d_max` and NULL `distinct_merchants_30d`**, while sum and count are populated. That's the US DST switch date, and the sampled rows all carry US merchant timezones. My hypothesis is that the merchant-local timestamp conversion breaks in the nonexistent 02:00–03:00 hour, and `txn_30d_max`'s window uses that path too. That's unverified.
- I can't tell whether this predates the backfill: the pre-backfill snapshot for that partition has expired (7-day retention). It's a logic issue, not a source issue, so **the re-run won't fix it**.""")

    c.user(
        "not in scope now, log it separately. then post a heads-up in #fraud-ds and #credit-risk: don't use ds-fraud-h2-train or the july cli eval until the rerun is validated. keep it short",
        a="u11",
    )

    c.act(
        None,
        [
            (
                "jira",
                {
                    "action": "create_bulk",
                    "project": "MLP",
                    "issues": [
                        {
                            "type": "Bug",
                            "summary": "txn_agg_v3: NULL txn_30d_max / distinct_merchants_30d for 37 accounts on ds=2024-03-10 (DST?)",
                            "assignee": "priya.raman",
                            "priority": "Medium",
                            "description": "Found during MLP-2291 sanity scan. Sum/count populated. Suspected merchant_local_ts conversion on US DST change (2024-03-10). Not fixed by the re-backfill. Pre-backfill snapshot expired so unknown if pre-existing.",
                            "links": ["relates to MLP-2291"],
                        },
                        {
                            "type": "Task",
                            "summary": "Remove stale lineage registration churn-lr-v3 -> payments.txn_agg_v3 (from reverted exp 41e02fa)",
                            "assignee": "tom.reyes",
                            "priority": "Low",
                            "links": ["relates to MLP-2291"],
                        },
                    ],
                },
                """Created MLP-2297 "txn_agg_v3: NULL txn_30d_max / distinct_merchants_30d for 37 accounts on ds=2024-03-10 (DST?)" -> Priya Raman (Medium)
Created MLP-2298 "Remove stale lineage registration churn-lr-v3 -> payments.txn_agg_v3 (from reverted exp 41e02fa)" -> Tom Reyes (Low)
links: MLP-2297 relates to MLP-2291; MLP-2298 relates to MLP-2291""",
            ),
            (
                "slack",
                {
                    "action": "post",
                    "channels": ["#fraud-ds", "#credit-risk"],
                    "text": ":warning: Heads-up from ML Platform: the txn_agg_v3 offline backfill (bf-20240715-0931) double-counted duplicate events for partitions from 2024-02-12 (txn_*_count / txn_*_sum inflated ~2-9% for some accounts; online serving NOT affected). Please don't use *ds-fraud-h2-train* (and fraud-gbm-v15-rc1 from tr-88213) or *ds-cli-monthly-eval-2024-07* until the re-run is validated (re-run Sat 2024-07-20, results expected Sun). Tracking: MLP-2291",
                },
                """posted to #fraud-ds (ts 1721158412.339109)
posted to #credit-risk (ts 1721158413.002871)

thread replies (first 15 min):
#fraud-ds
  hugo.lindqvist: thanks, that matches what I saw. holding rc1, we weren't going to ship it before August anyway
  keiko.tan: ack, I'll pick up MLP-2293 once the validated snapshot is there. can someone ping me with the snapshot id?
#credit-risk
  sana.okafor: thanks for flagging. our drift monitor fired on txn_30d_sum for the July eval (PSI 0.31, tue 10:55). is that all explained by this or do we still need to look for a real shift? we'd rather not close the alert blind
  sana.okafor: also fyi Okafor team freeze on model changes until Aug 5, eval rerun is fine though""",
            ),
        ],
        a="m_slack",
        ta="t_slack",
    )

    c.say("""- **MLP-2297** created for the 2024-03-10 nulls (assigned to you, Medium). **MLP-2298** created for the lineage cleanup, assigned to Tom Reyes.
- Heads-up posted in #fraud-ds and #credit-risk.

Replies worth knowing:
- Keiko wants the validated snapshot id when it's ready. I've added that to the post-run list.
- **Sana asks whether their July drift alert (PSI 0.31 on txn_30d_sum) is fully explained by this.** I can't say yet. The inflation pushes the distribution right for part of the population, which would raise PSI, but 0.31 is a big shift for a 2–9% inflation affecting less than half the accounts. The only way to know is to recompute PSI on the rebuilt eval set after the re-run. Until then it's open.""")

    c.user("pr status?", a="u12")

    c.act(
        None,
        [
            (
                "gh",
                {
                    "args": "pr view 4412 --repo corvid/feature-repo --comments --json state,reviews,statusCheckRollup"
                },
                """#4412 backfill: drop raw source override for txn_agg_2024h1, refuse raw.* sources without opt-in
state: OPEN   mergeable: BLOCKED (1 change request)   base: main   head: fix/txn-agg-backfill-source

checks:
  ✓ lint                 31s
  ✓ unit                 2m11s   (186 passed)
  ✓ config-validate      44s     (5 configs)
  ✓ integration-small    6m02s

reviews:
  jwu  CHANGES_REQUESTED  2024-07-16 19:42 UTC
    Sorry about the override, that was meant to be reverted in March. Two things:
    1. Call the flag `allow_unsafe_source`, not `allow_raw_source`. staging.* tables are not deduplicated either and
       I'd like the guard to cover them: UNSAFE_SOURCE_PREFIXES = ("raw.", "staging.").
    2. When the flag IS set, log the job id with the warning so we can grep for it later.
    Otherwise LGTM, happy to approve after that.

comments:
  github-actions: config-validate: txn_agg_2024h1 source resolves to clean.payments_events_dedup ✓""",
            )
        ],
        a="m_prview",
        ta="t_prview",
    )

    c.act(
        "Ji-woo requested two small changes. Both are mechanical, so I'm applying them now: rename the flag to `allow_unsafe_source`, cover `staging.*`, and log the job id.",
        [
            (
                "shell",
                {
                    "cmd": "cd ~/src/feature-repo && git grep -l allow_raw_source | xargs sed -i 's/allow_raw_source/allow_unsafe_source/g' && sed -i 's/UNSAFE_SOURCE_PREFIXES = (\"raw.\",)/UNSAFE_SOURCE_PREFIXES = (\"raw.\", \"staging.\")/' tessera_backfill/runner.py && git apply /tmp/log_job_id.patch && python -m pytest tests/ -q && git commit -am 'backfill guard: rename flag to allow_unsafe_source, cover staging.*, log job id' && git push"
                },
                """$ git grep -l allow_raw_source
tessera_backfill/config.py
tessera_backfill/runner.py
tests/test_runner_source_guard.py
docs/backfills.md
$ python -m pytest tests/ -q
........................................................................ [ 38%]
........................................................................ [ 76%]
............................................                             [100%]
188 passed in 22.03s
[fix/txn-agg-backfill-source 7a90b3f] backfill guard: rename flag to allow_unsafe_source, cover staging.*, log job id
 4 files changed, 19 insertions(+), 11 deletions(-)
To github.com:corvid/feature-repo.git
   2c41e9a..7a90b3f  fix/txn-agg-backfill-source -> fix/txn-agg-backfill-source""",
            )
        ],
        a="m_rename",
        ta="t_rename",
    )

    c.say(
        "Pushed 7a90b3f: flag renamed to `allow_unsafe_source` everywhere, including docs/backfills.md. The guard now covers `raw.` and `staging.`, and the override warning logs the job id. 188 tests pass (2 new for staging.*). The PR still shows his change request, so Ji-woo has to re-approve before it can merge."
    )

    c.user(
        "jiwoo approved in slack and on the PR, merge it. and write the post-rerun validation checklist into the ticket so whoever looks sunday knows what to run",
        a="u13",
    )

    c.act(
        None,
        [
            (
                "gh",
                {"args": "pr merge 4412 --repo corvid/feature-repo --squash --delete-branch"},
                """✓ Checks passed (4/4) on 7a90b3f
✓ Approved by jwu (2024-07-16 21:05 UTC)
✓ Squashed and merged pull request #4412 (backfill: drop raw source override for txn_agg_2024h1, refuse raw.* sources without opt-in)
  merge commit: 5e2d8c1 on main
✓ Deleted branch fix/txn-agg-backfill-source
main is now at 5e2d8c1; bf-20240720-0200 will resolve config at start from main""",
            ),
            (
                "jira",
                {
                    "action": "update",
                    "issues": ["MLP-2292"],
                    "comment": "POST-RERUN VALIDATION CHECKLIST (bf-20240720-0200, run Sun 2024-07-21 after it finishes):\n1. Golden compare: 500 accounts x 5 dates (2024-02-12, 2024-03-15, 2024-04-30, 2024-05-31, 2024-06-30) offline vs recompute from clean.payments_events_dedup, tolerance 0.01% relative on every feature; 0 mismatches allowed.\n2. Jan 1-Feb 11: per-partition checksums (sum of hash(account_id, all features)) of current table vs bf-20240715-0931 output snapshot 7719023345120984411 - must be identical (these partitions were not re-run).\n3. Source check: job log must show source clean.payments_events_dedup, no override warning.\n4. Row counts per partition within 0 of dedup distinct accounts; null scan (2024-03-10 excluded, tracked in MLP-2297).\n5. Post new snapshot id to MLP-2291 and to Keiko (MLP-2293) and Sana (MLP-2294); Sana to recompute July PSI on rebuilt eval set.\nBudget: cap $8,500; est $6,990 + $310 validation.",
                },
                "MLP-2292 updated: comment added (id 118951)",
            ),
        ],
        a="m_merge",
        ta="t_merge",
    )

    c.say(
        "Merged #4412 as **5e2d8c1** on main, so Saturday's job will pick up the fixed config. The validation checklist is on MLP-2292: golden compare of 500 accounts × 5 dates at 0.01% tolerance, Jan 1–Feb 11 checksums against the original output, source and log check, row counts and nulls (2024-03-10 excluded), then the snapshot id goes to Keiko and Sana."
    )

    c.user("ok I'm off till sat. give me something I can paste to Dana + what's left", a="u14")

    c.say(
        """### For Dana (paste-ready)

> The txn_agg_v3 feature backfill from 7/15 double-counted duplicate payment events for Feb 12 – Jun 30. The cause was a leftover config override pointing at the raw event table. Live model scoring was not affected. We're re-running only the affected partitions (Feb 12 – Jun 30) on spot capacity, capped at 48 nodes, starting Sat 7/20 02:00 UTC. Estimated cost is **$6,990** (p90 $7,640) plus ~$310 for validation, so about **$7,300 total against the $8,500 cap**. Jan 1 – Feb 11 is unaffected and gets checksum-verified, not recomputed. The config fix is merged and a guard now stops this happening again.

### Where things stand

**Done**
- Root cause confirmed: override a91c3e7 → `raw.payments_events`, plus duplicates since 2024-02-12 (gateway v5.2.0)
- Fix merged: #4412 → 5e2d8c1 (`allow_unsafe_source` guard on `raw.`/`staging.`)
- Online store verified clean (200/200); churn-lr-v3 confirmed not affected
- Heads-up posted in #fraud-ds and #credit-risk

**Scheduled / still to do**
| item | owner | when |
|---|---|---|
| Re-run bf-20240720-0200, 2024-02-12..2024-06-30, fs-spot-r6i ×48 (rsv-7764) | you (MLP-2292) | autostarts Sat 2024-07-20 02:00 UTC, done ~Sun 06:00 |
| Validation checklist on MLP-2292 | you | Sun after the run |
| Send new snapshot id to Keiko and Sana | you | after validation |
| Retrain fraud-gbm-v15 on corrected data (replaces rc1 / tr-88213) | Keiko Tan (MLP-2293) | after validation |
| Rebuild ds-cli-monthly-eval-2024-07, re-run July eval | Sana Okafor (MLP-2294) | after validation |
| Remove stale churn-lr-v3 → v3 lineage registration | Tom Reyes (MLP-2298) | open |

**Open**
- **MLP-2297**: 37 accounts with NULL `txn_30d_max` / `distinct_merchants_30d` on 2024-03-10. DST hypothesis not verified, and the re-run won't fix it.
- **PSI 0.31** drift alert on cli-xgb-v7's July eval: not yet known whether the bad backfill explains all of it. Re-check after the eval rebuild.

If a spot preemption storm pushes the run past Sun 08:00 UTC, the reservation ends but the job keeps running at whatever capacity is free. It won't get killed. It just might finish later.""",
        a="m_final",
    )

    # ---- labels -------------------------------------------------------------------------
    L = c.label
    L(
        "user_goal",
        "Find root cause of inflated txn_30d_sum from backfill job bf-20240715-0931, produce a re-run plan, list affected models and compute cost; read-only on the prod online store",
        ["bf-20240715-0931", "txn_30d_sum"],
        "u1",
    )
    L(
        "reference",
        "Backfill config file feature-repo/backfills/txn_agg_2024h1.yaml",
        ["backfills/txn_agg_2024h1.yaml"],
        3,
    )
    L(
        "reference",
        "Correct source table (feature view + online materialization): clean.payments_events_dedup",
        ["clean.payments_events_dedup"],
        "u2",
    )
    L(
        "fact",
        "Root cause: source_table override to raw.payments_events added in commit a91c3e7 (Ji-woo Park, 2024-03-04), never reverted",
        ["a91c3e7", "raw.payments_events"],
        "t_gitlog",
    )
    L(
        "fact",
        "raw.payments_events has duplicates from 2024-02-12 when payments-gateway v5.2.0 set enable.idempotence=false; earlier partitions are clean",
        ["2024-02-12", "enable.idempotence=false"],
        "t_dup",
    )
    L(
        "fact",
        "Retrain candidate fraud-gbm-v15-rc1 (training run tr-88213 on ds-fraud-h2-train) was built from the bad snapshot",
        ["tr-88213", "fraud-gbm-v15-rc1"],
        "t_lineage",
    )
    L(
        "fact",
        "cli-xgb-v7's July eval dataset ds-cli-monthly-eval-2024-07 was built from the bad snapshot",
        ["ds-cli-monthly-eval-2024-07"],
        "t_lineage",
    )
    L(
        "reference",
        "Tracking ticket MLP-2291 (subtasks MLP-2292 rerun, MLP-2293 fraud retrain, MLP-2294 cli eval)",
        ["MLP-2291"],
        "t_ticket",
    )
    L("fact", "Budget cap for the re-run is now $8,500 (quarter-end freeze)", ["$8,500"], "u5")
    L(
        "fact",
        "Estimated cost of plan B on spot: $6,990 (p90 $7,640), plus ~$310 validation",
        ["$6,990"],
        "t_cost2",
    )
    L(
        "decision",
        "Re-run only partitions 2024-02-12..2024-06-30 on the spot pool, capped at 48 workers",
        ["2024-02-12..2024-06-30", "48 workers"],
        "u6",
    )
    L(
        "decision",
        "Jan 1-Feb 11 partitions are not recomputed; they are checksum-verified against the original run output",
        ["checksum-verified"],
        "u6",
    )
    L(
        "pending_action",
        "Keiko Tan retrains the fraud model on corrected data after validation (MLP-2293)",
        ["Keiko Tan", "MLP-2293"],
        "u8",
    )
    L(
        "pending_action",
        "Re-run bf-20240720-0200 autostarts Sat 2024-07-20 02:00 UTC under reservation rsv-7764 (fs-spot-r6i x48)",
        ["rsv-7764", "bf-20240720-0200"],
        "t_resched",
    )
    L(
        "fact",
        "churn-lr-v3 uses payments.txn_agg_v2, not v3: not affected",
        ["txn_agg_v2"],
        "t_churn",
    )
    L(
        "fact",
        "Online store is clean: 200/200 sampled accounts match a recompute from the dedup table",
        ["200/200"],
        "t_sanity",
    )
    L(
        "open_issue",
        "37 accounts with NULL txn_30d_max/distinct_merchants_30d on 2024-03-10 (DST hypothesis), tracked in MLP-2297, not fixed by re-run",
        ["MLP-2297", "2024-03-10"],
        "t_slack",
    )
    L(
        "pending_action",
        "Tom Reyes removes the stale churn-lr-v3 lineage registration (MLP-2298)",
        ["MLP-2298", "Tom Reyes"],
        "t_slack",
    )
    L(
        "open_issue",
        "Unclear whether the cli-xgb-v7 July drift alert (PSI 0.31) is fully explained by the bad backfill",
        ["PSI 0.31"],
        "t_slack",
    )
    L(
        "decision",
        "Backfill runner refuses raw./staging. sources unless allow_unsafe_source is set (Ji-woo's review)",
        ["allow_unsafe_source"],
        "t_prview",
    )
    L("fact", "PR #4412 merged as 5e2d8c1 on main", ["5e2d8c1"], "t_merge")
    L(
        "pending_action",
        "Post-rerun validation: golden compare 500 accounts x 5 dates at 0.01% tolerance, checksums, source/null checks, then send snapshot id",
        ["500 accounts", "0.01%"],
        "m_merge",
    )
    L("reference", "Pull request #4412 in corvid/feature-repo", ["#4412"], "t_pr")

    S = c.stale_value
    S("budget cap $12,000 (replaced by $8,500)", ["$12,000"], "u5")
    S(
        "plan A: full re-backfill 2024-01-01..2024-06-30 (replaced by plan B, affected partitions on spot)",
        ["2024-01-01..2024-06-30"],
        "u6",
    )
    S("re-run with 64 workers (replaced by 48 workers)", ["64 workers"], "u6")
    S(
        "start Thursday 2024-07-18 22:00 UTC (moved to Sat 2024-07-20 02:00 UTC)",
        ["2024-07-18 22:00"],
        "u8",
    )
    S("fraud retrain owner Marco Bianchi (replaced by Keiko Tan)", ["Marco Bianchi"], "u8")
    S("reservation rsv-7731 (replaced by rsv-7764)", ["rsv-7731"], "t_resched")
    c.write("en")


# ============================================================================
# 2. Estate / probate paperwork (English)
# ============================================================================

EST_SYSTEM = (
    "You are a personal assistant helping Claire Donnelly with her late father's estate. You have "
    "access to her Google Drive folder 'Estate', her Gmail, Google Calendar and Sheets. You are not a "
    "lawyer or accountant: organise, calculate, draft and flag; route legal and tax judgement calls to "
    "the estate attorney or CPA. Never send email to family members without Claire's go-ahead."
)


def est_drive_listing(rnd):
    files = [
        ("Estate/00 Court/Letters_Testamentary_24PB01873.pdf", "2024-04-04"),
        ("Estate/00 Court/Order_Admitting_Will_24PB01873.pdf", "2024-04-04"),
        ("Estate/00 Court/Notice_to_Interested_Persons_proof_of_publication.pdf", "2024-05-02"),
        ("Estate/00 Court/Petition_for_Probate_filed.pdf", "2024-03-27"),
        ("Estate/00 Court/Acceptance_of_Appointment_signed.pdf", "2024-04-03"),
        ("Estate/01 Will/Will_Martin_J_Donnelly_2019-08-14.pdf", "2024-03-11"),
        ("Estate/01 Will/Codicil_none_confirm_w_Greg.txt", "2024-03-11"),
        ("Estate/02 Death certs/Death_Certificate_certified_scan.pdf", "2024-03-15"),
        ("Estate/03 Banks/FirstCascade_checking_4471_stmt_2024-03-15.pdf", "2024-04-18"),
        ("Estate/03 Banks/FirstCascade_checking_4471_stmt_2024-04-15.pdf", "2024-04-18"),
        ("Estate/03 Banks/FirstCascade_savings_4488_stmt_Q1_2024.pdf", "2024-04-18"),
        ("Estate/03 Banks/FirstCascade_HELOC_statement_2024-03.pdf", "2024-04-18"),
        ("Estate/03 Banks/Estate_account_opening_FirstCascade_9902.pdf", "2024-04-12"),
        ("Estate/04 Investments/Harbor_Securities_brokerage_2210_Feb2024.pdf", "2024-03-20"),
        ("Estate/04 Investments/Harbor_Securities_IRA_2231_Feb2024.pdf", "2024-03-20"),
        ("Estate/04 Investments/Harbor_DOD_valuation_request_sent.pdf", "2024-04-16"),
        ("Estate/05 Insurance/Beacon_Life_policy_summary.pdf", "2024-03-22"),
        ("Estate/05 Insurance/Beacon_Life_claim_confirmation_Rosa.pdf", "2024-04-09"),
        ("Estate/05 Insurance/Homeowners_policy_vacancy_endorsement.pdf", "2024-04-02"),
        ("Estate/06 House/Deed_1817_Alder_Crest_Dr.pdf", "2024-03-28"),
        ("Estate/06 House/Lane_County_property_tax_2023-24.pdf", "2024-03-28"),
        ("Estate/06 House/Jenna_Ortiz_CMA_1817_Alder_Crest.pdf", "2024-05-14"),
        ("Estate/06 House/photos_walkthrough_2024-04-20/ (63 files)", "2024-04-20"),
        ("Estate/06 House/utilities_EWEB_NWNatural_accounts.txt", "2024-04-01"),
        ("Estate/07 Vehicle/Subaru_Outback_2016_title.pdf", "2024-03-28"),
        ("Estate/08 Funeral/Hollis_Grant_invoice_2024-03-09.pdf", "2024-03-10"),
        ("Estate/08 Funeral/Hollis_Grant_receipt_Visa.pdf", "2024-03-10"),
        ("Estate/09 Medical/St_Brendans_statements/ (4 files)", "2024-05-08"),
        ("Estate/09 Medical/Medicare_MSN_Q1_2024.pdf", "2024-05-01"),
        ("Estate/10 Taxes/2022_Form1040_Martin.pdf", "2024-03-30"),
        ("Estate/10 Taxes/Ken_Watanabe_CPA_engagement_2024.pdf", "2024-04-05"),
        ("Estate/10 Taxes/IRS_EIN_confirmation_CP575.pdf", "2024-04-05"),
        ("Estate/10 Taxes/SSA_notification_of_death_receipt.pdf", "2024-03-06"),
        ("Estate/11 Household/contents_list_draft.xlsx", "2024-04-21"),
        ("Estate/11 Household/piano_tuner_invoice_2023.pdf", "2024-04-21"),
        ("Estate/12 Correspondence/Greg_Halvorsen_intake_notes.pdf", "2024-03-19"),
        ("Estate/12 Correspondence/sibling_call_notes_2024-04-28.txt", "2024-04-28"),
        ("Estate/Master_notes.txt", "2024-05-17"),
    ]
    lines = ["drive.list  folder='Estate'  recursive=true  (38 items)", ""]
    for path, mod in files:
        size = "%d KB" % rnd.randint(40, 2900) if "(" not in path else "-"
        lines.append("%-82s %10s  modified %s" % (path, size, mod))
    lines.append("")
    lines.append(EST_NOTES)
    return "\n".join(lines)


EST_WILL = """LAST WILL AND TESTAMENT OF MARTIN JAMES DONNELLY

I, MARTIN JAMES DONNELLY, a resident of Eugene, Lane County, Oregon, being of sound mind, declare this to be my
Last Will and Testament. I revoke all prior wills and codicils.

ARTICLE I - FAMILY
I am not married. My wife, Eleanor Ruth Donnelly, died on November 2, 2017. I have three children now living:
CLAIRE MARIE DONNELLY, DANIEL PATRICK DONNELLY, and ROSA ANN WHITCOMB. All references in this Will to "my
children" are to them.

ARTICLE II - PAYMENT OF DEBTS AND EXPENSES
I direct my Personal Representative to pay my legally enforceable debts, the expenses of my last illness and
funeral, and the expenses of administering my estate, from the residue of my estate. Any estate, inheritance or
similar taxes payable by reason of my death shall be paid out of the residue of my estate as an expense of
administration, without apportionment.

ARTICLE III - SPECIFIC GIFTS
3.1 I give my 2016 Subaru Outback automobile, or any automobile I own at my death that replaces it, to my
daughter ROSA ANN WHITCOMB, if she survives me.
3.2 I give my wedding ring and my late wife's jewelry to my daughter CLAIRE MARIE DONNELLY, if she survives me.
3.3 I give my fishing equipment, tools and workshop contents to my son DANIEL PATRICK DONNELLY, if he survives me.
3.4 I may leave a written memorandum disposing of items of tangible personal property. To the extent permitted
by law, I request that my Personal Representative honor that memorandum. [No memorandum located - see notes]

ARTICLE IV - RESIDUE
I give the residue of my estate, being all property not otherwise effectively disposed of, in equal shares to
my children who survive me. If a child does not survive me, that child's share passes to his or her descendants
who survive me, by right of representation, or if none, to my other children in equal shares.

ARTICLE V - PERSONAL REPRESENTATIVE
5.1 I nominate my daughter CLAIRE MARIE DONNELLY as Personal Representative of this Will. If she fails or ceases
to act, I nominate my son DANIEL PATRICK DONNELLY.
5.2 No bond shall be required of any Personal Representative named in this Will.
5.3 My Personal Representative shall have all powers granted by law, including the power to sell, lease or
mortgage real or personal property, at public or private sale, with or without notice, and without order of
court to the extent permitted by law.
5.4 My Personal Representative is entitled to reasonable compensation and to reimbursement of expenses paid on
behalf of my estate.

ARTICLE VI - ADMINISTRATIVE POWERS
6.1 In addition to powers conferred by law, my Personal Representative may: (a) retain any property owned by me
at my death, without regard to diversification; (b) sell, exchange or otherwise dispose of property for cash or
on credit; (c) settle, compromise or abandon claims in favor of or against my estate; (d) employ and compensate
attorneys, accountants, appraisers and other agents; (e) make tax elections, including the choice of a fiscal
year for my estate, without adjustment between beneficiaries; (f) distribute property in cash or in kind, or
partly in each, and in non-pro-rata shares, valuing property at its fair market value at distribution.
6.2 My Personal Representative may access, manage and close my digital accounts and electronic communications to
the extent permitted by the Oregon Revised Uniform Fiduciary Access to Digital Assets Act.
6.3 My Personal Representative shall not be liable for any act or omission made in good faith.

ARTICLE VII - NO CONTEST
If any beneficiary contests the validity of this Will or any of its provisions without probable cause, any
share or interest given to that beneficiary is revoked and shall pass as if that beneficiary had predeceased me
without descendants.

ARTICLE VIII - GENERAL PROVISIONS
8.1 A beneficiary must survive me by 30 days to be treated as surviving me.
8.2 Headings are for convenience only. The singular includes the plural and vice versa.
8.3 This Will shall be governed by the laws of the State of Oregon.

Signed at Eugene, Oregon, on August 14, 2019.
                                   /s/ Martin James Donnelly
ATTESTATION: signed by the testator in our presence ... /s/ Helen Sato, 2240 Willow St, Eugene OR
                                                         /s/ Frank Oyelaran, 88 Coburg Rd, Eugene OR
(Self-proving affidavit attached, notarized by Lisa Caldwell, Notary Public, Oregon, Commission No. 972214)"""


EST_LETTERS = """IN THE CIRCUIT COURT OF THE STATE OF OREGON FOR THE COUNTY OF LANE
PROBATE DEPARTMENT

In the Matter of the Estate of                    )   Case No. 24PB01873
MARTIN JAMES DONNELLY,                            )
                 Deceased.                        )   LETTERS TESTAMENTARY

The Will of the above-named decedent having been admitted to probate, and CLAIRE MARIE DONNELLY having been
appointed Personal Representative of the estate on April 3, 2024, and having qualified, these Letters
Testamentary are issued as evidence of her appointment and authority to act.

Bond: waived per Will, Article 5.2.
Dated: April 3, 2024                 Judge: Hon. R. Castellanos      Clerk: D. Whitley (deputy)

-------------------------------------------------------------------------------------------------------------
[page 2]  NOTICE TO INTERESTED PERSONS - proof of publication
Published in: The Register-Guard, Eugene, Oregon
Dates of publication: April 11, 2024; April 18, 2024; April 25, 2024
Text (excerpt): "All persons having claims against the estate are required to present them, with vouchers
attached, to the undersigned personal representative at: c/o Halvorsen & Pike LLP, 975 Oak St Ste 400, Eugene OR
97401, within four months after the date of first publication of this notice, or the claims may be barred."
Attorney for Personal Representative: Gregory A. Halvorsen, OSB #864102, Halvorsen & Pike LLP.

[page 3]  Clerk's checklist - personal representative duties (informational)
 [ ] Information to heirs and devisees (within 30 days of appointment)  - filed 2024-04-24 (proof of service)
 [ ] Inventory of estate property  - within 60 days of appointment unless extended
 [ ] Annual accounting - if estate remains open > 1 year from appointment
 [ ] Final account and petition for distribution
 [ ] Notice to Oregon DHS (estate recovery) - sent 2024-04-10
 [ ] Keep estate funds in separate estate account; do not commingle"""


def est_checking_statement(rnd):
    pre = [
        ("02/16", "ACH EWEB UTILITY AUTOPAY", -142.18),
        ("02/16", "POS WINCO FOODS #77 EUGENE", -71.44),
        ("02/17", "POS DUTCH BROS #0214", -6.25),
        ("02/17", "CHECK #2279 SOUTH EUGENE LIONS CLUB", -50.00),
        ("02/19", "POS JERRY'S HOME IMPROVEMENT", -43.87),
        ("02/19", "ACH PACIFIC CONTINENTAL PENSION DEP", 1412.63),
        ("02/20", "POS WALGREENS #9961", -22.19),
        ("02/21", "CHECK #2280 EUGENE SYMPHONY", -120.00),
        ("02/20", "CHECK #2281 DR. PATEL FAMILY DENTAL", -96.00),
        ("02/21", "POS SAFEWAY #1523 EUGENE", -64.37),
        ("02/22", "ACH NW NATURAL GAS", -118.44),
        ("02/23", "ATM WITHDRAWAL 1ST CASCADE 29TH AVE", -100.00),
        ("02/26", "POS BI-MART #611", -38.12),
        ("02/27", "ACH COMCAST XFINITY", -89.99),
        ("02/28", "ACH MEDICARE PART D - SILVERSCRIPT", -41.60),
        ("02/28", "ACH HARBOR SECURITIES DIVIDEND SWEEP", 312.55),
        ("02/29", "POS MARKET OF CHOICE", -52.08),
        ("02/29", "ACH OREGON DMV REGISTRATION RENEWAL", -122.00),
        ("02/29", "POS SWEET LIFE PATISSERIE", -14.50),
        ("03/01", "ACH FIRST CASCADE HELOC PMT", -310.00),
        ("03/01", "POS SHELL OIL 5714", -48.70),
    ]
    post = [
        ("03/04", "ACH NETFLIX.COM", -15.49),
        ("03/04", "POS ST BRENDANS CAFETERIA (pending 02/29)", -11.35),
        ("03/05", "ACH BEACON LIFE PREMIUM", -0.00),
        ("03/08", "ACH EWEB UTILITY AUTOPAY", -131.77),
        ("03/13", "ACH SSA TREAS 310 XXSOC SEC", 2486.00),
        ("03/14", "ACH NW NATURAL GAS", -109.02),
    ]
    post2 = [
        ("03/19", "ACH PACIFIC CONTINENTAL PENSION DEP", 1412.63),
        ("03/21", "ACH PACIFIC CONTINENTAL PENSION REV", -1412.63),
        ("03/27", "ACH COMCAST XFINITY", -89.99),
        ("03/28", "ACH MEDICARE PART D - SILVERSCRIPT", -41.60),
        ("03/28", "ACH HARBOR SECURITIES DIVIDEND SWEEP", 298.10),
        ("04/01", "ACH FIRST CASCADE HELOC PMT", -310.00),
        ("04/04", "ACH NETFLIX.COM", -15.49),
        ("04/08", "ACH EWEB UTILITY AUTOPAY", -98.45),
        ("04/10", "ACH SSA TREAS 310 XXSOC SEC", 2486.00),
        ("04/12", "ACH NW NATURAL GAS", -84.31),
        ("04/15", "INTEREST PAID", 0.41),
    ]
    dod = 18240.55
    opening = round(dod - sum(a for _, _, a in pre), 2)
    out = [
        "FIRST CASCADE BANK  |  Personal Checking  |  MARTIN J DONNELLY  |  Account ****4471",
        "Statement period 02/16/2024 - 03/15/2024",
        "",
        "%-6s %-46s %12s %12s" % ("Date", "Description", "Amount", "Balance"),
        "-" * 80,
        "%-6s %-46s %12s %12s" % ("02/16", "BEGINNING BALANCE", "", "{:,.2f}".format(opening)),
    ]
    bal = opening
    for d, desc, amt in pre:
        bal = round(bal + amt, 2)
        out.append("%-6s %-46s %12s %12s" % (d, desc, "{:,.2f}".format(amt), "{:,.2f}".format(bal)))
    out.append("       ---- no activity 03/02 ----                              ")
    for d, desc, amt in post:
        bal = round(bal + amt, 2)
        out.append("%-6s %-46s %12s %12s" % (d, desc, "{:,.2f}".format(amt), "{:,.2f}".format(bal)))
    out.append("%-6s %-46s %12s %12s" % ("03/15", "ENDING BALANCE", "", "{:,.2f}".format(bal)))
    out.append("")
    out.append("Note: ACH BEACON LIFE PREMIUM 03/05 returned - policy status CLAIM PENDING")
    out.append("")
    out.append(
        "FIRST CASCADE BANK  |  Personal Checking  |  MARTIN J DONNELLY  |  Account ****4471"
    )
    out.append("Statement period 03/16/2024 - 04/15/2024")
    out.append("-" * 80)
    out.append("%-6s %-46s %12s %12s" % ("03/16", "BEGINNING BALANCE", "", "{:,.2f}".format(bal)))
    for d, desc, amt in post2:
        bal = round(bal + amt, 2)
        out.append("%-6s %-46s %12s %12s" % (d, desc, "{:,.2f}".format(amt), "{:,.2f}".format(bal)))
    out.append("%-6s %-46s %12s %12s" % ("04/15", "ENDING BALANCE", "", "{:,.2f}".format(bal)))
    out.append("")
    out.append("Daily ledger balance on 03/02/2024: 18,240.55")
    out.append(
        "Account flagged DECEASED 03/07/2024 (death certificate received). Debit card cancelled 03/07/2024."
    )
    out.append(
        "Pre-authorized ACH debits continue unless revoked by the authorized representative."
    )
    return "\n".join(out)


def est_savings_statement():
    return """FIRST CASCADE BANK  |  Statement Savings  |  MARTIN J DONNELLY  |  Account ****4488
Quarterly statement 01/01/2024 - 03/31/2024
Date    Description                                   Amount        Balance
-----------------------------------------------------------------------------
01/01   BEGINNING BALANCE                                            42,781.40
01/31   INTEREST PAID (APY 0.35%)                     12.38          42,793.78
02/29   INTEREST PAID                                 11.59          42,805.37
03/01   TRANSFER FROM CHECKING ****4471 (standing)   100.00          42,905.37
03/01   ---- balance at close of business ----                      42,905.37
03/31   INTEREST PAID (accrued 03/01-03/31; 0.75 attributable to 03/01-03/02) 12.41  42,917.78
03/31   ENDING BALANCE                                               42,917.78

Balance including accrued interest through 03/02/2024: 42,906.12
Beneficiary (POD) designation on file: NONE
Account flagged DECEASED 03/07/2024."""


def est_ledger(rows):
    return table(
        ["#", "category", "item", "account / ref", "DOD value", "status", "notes"], rows, sep=" | "
    )


def est_appraisal(rnd):
    comps = [
        [
            "1",
            "2051 Alder Crest Dr",
            "0.2 mi",
            "2024-01-19",
            "$468,500",
            "1,842",
            "3/2",
            "1974",
            "-$4,000 (updated kitchen)",
        ],
        [
            "2",
            "1733 Fircrest Pl",
            "0.4 mi",
            "2023-12-08",
            "$489,900",
            "2,011",
            "4/2.5",
            "1978",
            "-$14,500 (GLA, bath)",
        ],
        [
            "3",
            "2214 Hawthorne Ln",
            "0.6 mi",
            "2024-02-22",
            "$455,000",
            "1,760",
            "3/2",
            "1969",
            "+$9,000 (condition)",
        ],
        [
            "4",
            "1690 Spring Crest Dr",
            "0.5 mi",
            "2023-11-30",
            "$479,000",
            "1,905",
            "3/2",
            "1976",
            "-$2,500",
        ],
        [
            "5 (listing)",
            "2390 Alder Crest Dr",
            "0.3 mi",
            "active",
            "$499,000 list",
            "2,060",
            "4/2",
            "1981",
            "listing, support only",
        ],
    ]
    t = table(
        ["comp", "address", "dist", "sale date", "price", "GLA sf", "bd/ba", "built", "net adj."],
        comps,
    )
    return (
        """From: reports@wvappraisal.com
Date: Tue, May 28, 2024 4:12 PM
Subject: Appraisal report - 1817 Alder Crest Dr, Eugene OR 97405 - file WVA-24-0612
Attachment: WVA-24-0612_Donnelly_retrospective.pdf (38 pages)

--- attachment text (summary pages) ---
WILLAMETTE VALLEY APPRAISAL GROUP  |  Uniform Residential Appraisal Report (retrospective)
File WVA-24-0612     Client: Claire Donnelly, Personal Representative, Estate of Martin J. Donnelly
Property: 1817 Alder Crest Dr, Eugene OR 97405   Tax lot 18-03-05-21-04100   Zoning R-1
Intended use: estate valuation (date-of-death basis) and sale negotiation between heirs
Effective date of value: March 2, 2024 (retrospective)      Inspection date: May 21, 2024
Neighborhood: South Eugene hills, predominantly owner-occupied single family (88%), built 1960-1985, price range
$385,000-$725,000, predominant $470,000. Walkable to Spencer Butte MS and Edison ES. No adverse easements noted.
Site: 9,148 sf per county records, gently sloping, public water/sewer, underground electric, asphalt driveway.
Improvements (from inspection, adjusted to effective date):
  Exterior: wood lap siding (paint fair, 2015), composition roof 2012 (fair/average), aluminum gutters (sagging
  at rear, debris), wood deck 320 sf (several soft boards), vinyl windows 2006.
  Interior: 1,884 sf above grade; living room with wood-burning fireplace; original 1975 kitchen (laminate counters,
  older appliances); two full baths (hall bath updated 2010); hardwood in living/dining, carpet in bedrooms
  (worn); forced-air gas furnace 2009 serviced 10/2023; gas water heater 2018; 200A electrical panel.
  Personal property not included in value: grand piano in living room, furniture, workshop tools.
  Condition rating C4 (adequately maintained, some deferred maintenance); quality rating Q4.
Highest and best use as improved: present use (single-family residence).
Site 0.21 ac; GLA 1,884 sf; 3 bd / 2 ba; built 1975; two-car attached garage; roof replaced 2012;
original kitchen; furnace 2009 (serviced); minor deferred maintenance (gutters, deck boards, interior paint).

Sales comparison approach:
"""
        + t
        + """

Indicated value by sales comparison: $472,000
Cost approach: not developed (age of improvements)   Income approach: not applicable
RECONCILED MARKET VALUE AS OF MARCH 2, 2024: $472,000 (Four Hundred Seventy-Two Thousand Dollars)
Extraordinary assumption: condition at effective date assumed similar to condition at inspection.
Appraiser: Nathan Brooks, Certified Residential Appraiser, Oregon C001287   Fee: $650 (invoice attached)"""
        + est_more_comps(rnd)
    )


def est_funeral_invoice():
    items = [
        ("Basic services of funeral director and staff", 2195.00),
        ("Embalming", 795.00),
        ("Other preparation of the body", 275.00),
        ("Use of facilities and staff for viewing", 450.00),
        ("Use of facilities and staff for funeral ceremony", 525.00),
        ("Hearse", 395.00),
        ("Service car / utility vehicle", 165.00),
        ("Casket - Ashford 18-gauge steel, silver", 2150.00),
        ("Certified copies of death certificate (10 @ $25)", 250.00),
        ("Obituary placement, The Register-Guard (Mar 6-7)", 250.00),
    ]
    rec = [
        ("Reception - catering, 80 guests (Elmwood Catering via H&G)", 1960.00),
        ("Reception - Hollis & Grant event room, 3 hrs", 440.00),
    ]
    lines = [
        "HOLLIS & GRANT FUNERAL HOME  |  1140 Pearl St, Eugene OR 97401  |  (541) 555-0148",
        "STATEMENT OF FUNERAL GOODS AND SERVICES SELECTED   Invoice HG-24-0311   Date 03/09/2024",
        "Decedent: Martin James Donnelly   DOD 03/02/2024   Arranged by: Claire Donnelly (daughter)",
        "",
        "A. FUNERAL SERVICES AND MERCHANDISE",
    ]
    tot_a = 0
    for d, a in items:
        lines.append("   %-62s %10s" % (d, "${:,.2f}".format(a)))
        tot_a += a
    lines.append("   %-62s %10s" % ("Subtotal A", "${:,.2f}".format(tot_a)))
    lines.append("")
    lines.append("B. RECEPTION (optional, selected)")
    tot_b = 0
    for d, a in rec:
        lines.append("   %-62s %10s" % (d, "${:,.2f}".format(a)))
        tot_b += a
    lines.append("   %-62s %10s" % ("Subtotal B", "${:,.2f}".format(tot_b)))
    lines.append("")
    lines.append("   %-62s %10s" % ("TOTAL", "${:,.2f}".format(tot_a + tot_b)))
    lines.append(
        "   %-62s %10s"
        % (
            "PAID 03/09/2024 - Visa ending 3318 (Claire M Donnelly)",
            "-${:,.2f}".format(tot_a + tot_b),
        )
    )
    lines.append("   %-62s %10s" % ("BALANCE DUE", "$0.00"))
    lines.append("")
    lines.append(
        "Cemetery charges (Rest-Haven Memorial Park, opening/closing, plot pre-owned) billed separately - prepaid by decedent 2018."
    )
    lines.append(
        "This statement is provided in accordance with the FTC Funeral Rule. Charges are only for items selected."
    )
    return "\n".join(lines) + "\n" + EST_GPL


def est_harbor_letter(rnd):
    def positions(names, total):
        vals = [round(rnd.uniform(0.05, 0.3) * total, 2) for _ in names]
        scale = total / sum(vals)
        vals = [round(v * scale, 2) for v in vals]
        vals[-1] = round(total - sum(vals[:-1]), 2)
        rows = []
        for (sym, desc), v in zip(names, vals):
            hi = rnd.uniform(40, 420)
            px = round(hi, 4)
            qty = round(v / px, 3)
            rows.append(
                [sym, desc, "{:,.3f}".format(qty), "{:,.4f}".format(px), "${:,.2f}".format(v)]
            )
        return rows

    brk = positions(
        [
            ("VTSAX", "Vanguard Total Stock Mkt Idx Adm"),
            ("VBTLX", "Vanguard Total Bond Mkt Idx Adm"),
            ("MSFT", "Microsoft Corp"),
            ("JNJ", "Johnson & Johnson"),
            ("PG", "Procter & Gamble"),
            ("NKE", "Nike Inc Cl B"),
            ("BRKB", "Berkshire Hathaway Cl B"),
            ("SWVXX", "Schwab Value Adv Money Fund"),
        ],
        213774.80,
    )
    ira = positions(
        [
            ("VFIAX", "Vanguard 500 Index Adm"),
            ("VWIUX", "Vanguard Interm-Term Tax-Ex Adm"),
            ("FXNAX", "Fidelity US Bond Index"),
            ("VTIAX", "Vanguard Total Intl Stock Idx Adm"),
            ("CASH", "Core cash / sweep"),
        ],
        186402.19,
    )
    hdr = ["symbol", "description", "quantity", "DOD unit value", "DOD value"]
    return (
        """From: estate.services@harborsecurities.com
Date: Tue, Jun 4, 2024 9:03 AM
Subject: Estate of Martin J. Donnelly - date of death valuation (acct ****2210, ****2231) - case ES-558201
Attachments: DOD_valuation_ES-558201.pdf, IRA_beneficiary_claim_forms.pdf, Transfer_to_estate_account_LOA.pdf

Dear Ms. Donnelly,

Please find the date-of-death valuation for the accounts below. Because the date of death (03/02/2024) fell
on a Saturday, securities are valued at the average of the mean of the high and low prices on the nearest
trading days before and after (03/01/2024 and 03/04/2024), in line with estate valuation practice.

ACCOUNT ****2210 - Individual brokerage (registered to Martin J Donnelly, no TOD designation)
"""
        + table(hdr, brk)
        + """
TOTAL DATE-OF-DEATH VALUE ****2210: $213,774.80   (accrued dividends receivable: $41.22, included)

ACCOUNT ****2231 - Traditional IRA
"""
        + table(hdr, ira)
        + """
TOTAL DATE-OF-DEATH VALUE ****2231: $186,402.19
Designated beneficiaries on file (form dated 06/30/2015): Claire M Donnelly 33.34%, Daniel P Donnelly 33.33%,
Rosa A Whitcomb 33.33%. Each beneficiary must submit a claim form; inherited IRAs are subject to the 10-year rule.
The IRA does not pass under the will and will not be transferred to the estate account.

To move ****2210 to the estate account (First Cascade ****9902), please return the signed Letter of Authorization
with a certified copy of the Letters Testamentary dated within 60 days.

Regards, Estate Services Team, Harbor Securities (ref ES-558201)

"""
        + est_tax_lots(rnd, ["VTSAX", "VBTLX", "MSFT", "JNJ", "PG", "NKE", "BRKB"])
        + """

ACTIVITY SINCE DATE OF DEATH ****2210: dividends 03/28 $298.10 swept to checking ****4471 (sweep instruction
still active - please revoke); no trades (account restricted 03/11/2024 pending estate documents).
"""
        + EST_LOA
        + "\n"
        + EST_IRA_CLAIM
    )


EST_NOTES = """
--- previews of small text files ---
[Estate/Master_notes.txt]
  - inventory due June 1st?? ask Greg
  - Daniel wants house (says he can get a loan, Riverbend CU?). Rosa wants to list, "get it over with"
  - piano?? nobody has said anything yet but I know Rosa has been eyeing it
  - Harbor still no DOD letter (called 5/9, "2-3 weeks")
  - Dad 2023 taxes - did he file?? Ken's number 541-555-0110
  - keys: Daniel has one, lockbox code with me, neighbor Mrs. Sato has spare
  - mail forwarding to my address started 3/20
  - cancel: newspaper (done), AARP (done), Netflix, cell phone (done 3/18), gym (done)
  - house insurance - vacancy endorsement good through 9/1, Allstate agent Tom Pryor
  - Beacon Life policy $100k - Rosa is the beneficiary, she filed her claim 4/9 (Dad owned the policy himself)
[Estate/12 Correspondence/sibling_call_notes_2024-04-28.txt]
  Call w/ Daniel + Rosa, Sunday 4/28, ~50 min
  D: wants to buy the house, "Dad always said it should stay in the family", thinks market price is inflated
  R: wants it listed, worried D will lowball, needs her share by fall (kids' tuition)
  R: asked if the Subaru is hers now - yes per will, but title transfer waits for me
  D: asked about Dad's tools - yes per will
  both: fine with me being executor. R: "just keep us in the loop, in writing"
  nobody mentioned life insurance. Rosa got the Beacon letter already I think.
[Estate/06 House/utilities_EWEB_NWNatural_accounts.txt]
  EWEB acct ending 5530 (autopay from 4471) | NW Natural acct ending 2291 (autopay from 4471)
  Comcast acct ending 8804 - cancel after house sale? (security cam uses it)
[Estate/01 Will/Codicil_none_confirm_w_Greg.txt]
  Greg says no codicil on file at his office; checked Dad's safe - nothing. Safe deposit box at First Cascade? NO box per bank 3/28."""


EST_HELOC = """
--- FirstCascade_HELOC_statement_2024-03.pdf ---
FIRST CASCADE BANK  |  Home Equity Line of Credit  |  MARTIN J DONNELLY  |  Loan ****7120
Statement date 03/15/2024   Credit limit $60,000.00   Variable rate 9.250% (Prime + 0.75%)
Previous balance 12,691.84 | Payment 03/01 -310.00 | Interest charged 02/16-03/15 98.16 | New balance 12,480.00
Minimum payment due 04/01/2024: $310.00 (autopay from ****4471)
Collateral: 1817 Alder Crest Dr (deed of trust recorded 2016-05-11, Lane County Deeds and Records 2016-021877)
Note: Line frozen to new draws effective 03/07/2024 (borrower deceased). Payoff quote available on request;
full payoff required at transfer of title."""


EST_GPL = """
--- page 2: General Price List excerpt (effective 01/01/2024) ---
Basic services of funeral director and staff .................. $2,195   (non-declinable)
Direct cremation (container provided) ......................... $1,895 - $2,450
Immediate burial (container provided) ......................... $2,650 - $4,900
Forwarding remains to another funeral home .................... $1,950
Receiving remains from another funeral home ................... $1,650
Embalming ..................................................... $795     (not required by law; required for public viewing)
Other preparation (cosmetology, dressing, casketing) ........... $275
Use of facilities/staff for viewing ............................ $450
Use of facilities/staff for funeral ceremony ................... $525
Use of facilities/staff for memorial service ................... $525
Use of equipment/staff for graveside service ................... $395
Hearse ........................................................ $395
Limousine ..................................................... $250
Service car / utility vehicle .................................. $165
Casket price range ............................................ $1,095 - $9,800 (see Casket Price List)
Outer burial container range .................................. $1,150 - $4,200 (cemetery may require)
Event room (per 3 hrs) ........................................ $440
Catering (arranged through partner caterers) .................. per quote
Cash advance items (death certificates, obituary, clergy honorarium) billed at cost."""


EST_CONSENT = """
--- DocuSign envelope 5D2A-81C4-Donnelly: CONSENT TO SALE OF REAL PROPERTY (one per heir) ---
I, the undersigned, am a devisee under Article IV of the Will of Martin James Donnelly (Lane County Case No.
24PB01873). I have received a copy of the appraisal of 1817 Alder Crest Dr, Eugene OR (Willamette Valley Appraisal
Group, file WVA-24-0612, $472,000 as of March 2, 2024). I consent to the sale of the property by the Personal
Representative to Daniel Patrick Donnelly for $472,000, the buyer to pay all of his own financing and buyer
closing costs, and I waive notice of the hearing on the motion to approve the sale. I understand that the net
proceeds will be held in the estate and distributed under the Will, and that this consent does not change my
share of the residue.
Signers: Claire M Donnelly (routing 1) | Daniel P Donnelly (routing 1) | Rosa A Whitcomb (routing 1)
Envelope status: SENT 06/10/2024 13:30 - completed 0 of 3"""


EST_LOA = """
--- attachment: Transfer_to_estate_account_LOA.pdf (form fields) ---
Harbor Securities - Letter of Authorization: Transfer of Assets for Estate Settlement
Deceased owner: Martin J Donnelly      Account: ****2210      SSN: ***-**-4418      Date of death: 03/02/2024
Transfer to: [x] existing account at another institution   Receiving firm: First Cascade Bank
   Receiving account title: ESTATE OF MARTIN J DONNELLY, CLAIRE M DONNELLY PR     Account: ****9902   TIN: 99-4417263
Transfer type: [ ] in kind   [x] liquidate and transfer cash   (liquidation at market on receipt of documents)
Required with this form: (1) certified death certificate; (2) court certificate / Letters Testamentary certified
within 60 days; (3) Medallion signature guarantee for the personal representative (Stamp 2000 program);
(4) W-9 for the estate.
Processing time: 7-10 business days after all documents are in good order. Questions: Estate Services ext. 2210."""


EST_EXT_ORDER = """
--- attachment: Order_Extending_Time_Inventory_24PB01873.pdf ---
IN THE CIRCUIT COURT OF THE STATE OF OREGON FOR THE COUNTY OF LANE - PROBATE
In the Matter of the Estate of MARTIN JAMES DONNELLY, Deceased.     Case No. 24PB01873
ORDER EXTENDING TIME TO FILE INVENTORY
This matter came before the Court on the Personal Representative's motion for an extension of time to file the
inventory. The Court finds that date-of-death valuations of certain securities accounts have been requested and
not yet received, and that good cause exists. IT IS ORDERED that the time for the Personal Representative to file
the inventory of the estate is extended to and including July 8, 2024.
DATED: May 24, 2024                               /s/ R. Castellanos, Circuit Court Judge
Submitted by: Gregory A. Halvorsen, OSB #864102, Attorney for Personal Representative

--- attachment: Substitution_of_Attorney_DRAFT.pdf ---
The Personal Representative substitutes Meera Joshi, OSB #154419, Halvorsen & Pike LLP, 975 Oak St Ste 400,
Eugene OR 97401, as attorney of record in place of Gregory A. Halvorsen, OSB #864102, of the same firm.
Consent of withdrawing attorney: /s/ G. Halvorsen   Acceptance: /s/ M. Joshi   Client signature: ____________"""


EST_KEN_CHECKLIST = """
--- attachment (message [3]): Estate_tax_checklist_Donnelly.xlsx (sheet 'Checklist') ---
item                                         | who    | status        | note
---------------------------------------------+--------+---------------+---------------------------------------------
2023 1099-DIV / 1099-B (Harbor ****2210)     | Claire | missing       | probably in the house office, blue folder
2023 SSA-1099                                | Claire | missing       | or request online via SSA (needs PR docs)
2023 1099-R (Pacific Continental pension)    | Claire | missing       | also 1099-R for IRA RMD if taken in 2023
2023 property tax paid (Lane County)         | Ken    | have          | $5,214.66 paid 11/15/2023
2023 medical expenses summary                | Claire | nice to have  | likely below 7.5% AGI floor
Final 2024: pension + SSA through 3/2        | Ken    | later         | SSA March benefit returned? (don't report)
Estate: EIN                                  | Ken    | done          | 99-4417263
Estate: tax year election                    | Claire | DECIDE        | calendar vs fiscal (see email)
Estate: income log (dividends, interest)     | Claire | ongoing       | from ****9902 statements + Harbor 1099 (estate TIN)
Estate: basis of house = DOD value           | Ken    | need value    | appraisal
Estate: sale of house gain/loss              | Ken    | later         | sale price vs DOD value less selling costs
Oregon OR-706 requirement                    | Ken    | need values   | gross estate incl. non-probate assets
Federal 706                                  | -      | not required  | far below $13.61M exclusion"""


EST_IRA_CLAIM = """
--- attachment: IRA_beneficiary_claim_forms.pdf (instructions page) ---
Inherited IRA - Beneficiary Claim (one form per beneficiary). Options: (A) open an Inherited IRA at Harbor and
transfer your share in kind; (B) lump-sum distribution (taxable as ordinary income in the year received).
Non-spouse beneficiaries of an owner who died after the required beginning date must take annual RMDs in years
1-9 and empty the account by December 31 of the tenth year after death (2034). Martin J Donnelly's 2024 RMD of
$7,604.22 had not been distributed at death; beneficiaries must take the remaining 2024 RMD pro rata by 12/31/2024.
Return with: certified death certificate, beneficiary's government ID, W-9."""


def est_hospital_itemized(rnd):
    catalog = [
        ("0110", "ROOM & BOARD MED/SURG PRIVATE", None, 2980.00),
        ("0200", "ICU ROOM & BOARD", None, 6150.00),
        ("0250", "PHARMACY - GENERAL", "J7050", None),
        ("0258", "PHARMACY - IV SOLUTIONS", "J7120", None),
        ("0270", "MED/SURG SUPPLIES", None, None),
        ("0300", "LAB - GENERAL", "80053", 212.00),
        ("0301", "LAB - CHEMISTRY", "83880", 164.00),
        ("0305", "LAB - HEMATOLOGY", "85025", 96.00),
        ("0306", "LAB - MICROBIOLOGY", "87040", 188.00),
        ("0320", "DX X-RAY", "71046", 412.00),
        ("0350", "CT SCAN", "71260", 3120.00),
        ("0410", "RESPIRATORY SERVICES", "94640", 138.00),
        ("0420", "PHYSICAL THERAPY", "97161", 246.00),
        ("0450", "EMERGENCY ROOM", "99285", 3870.00),
        ("0480", "CARDIOLOGY", "93306", 2240.00),
        ("0730", "EKG/ECG", "93005", 204.00),
        ("0636", "DRUGS REQ DETAIL CODING", "J1885", None),
    ]
    lines = []
    total = 0.0
    day = dt.date(2024, 2, 24)
    n = 0
    while n < 265:
        rev, desc, cpt, price = rnd.choice(catalog)
        if rev in ("0110", "0200"):
            continue
        amt = price if price else round(rnd.uniform(18, 640), 2)
        qty = 1 if price else rnd.randint(1, 4)
        d = day + dt.timedelta(days=rnd.randint(0, 7))
        lines.append([d.strftime("%m/%d/%y"), rev, cpt or "", desc, qty, amt * qty])
        total += amt * qty
        n += 1
    room = [
        [
            (day + dt.timedelta(days=i)).strftime("%m/%d/%y"),
            "0200" if i in (1, 2, 3) else "0110",
            "",
            "ICU ROOM & BOARD" if i in (1, 2, 3) else "ROOM & BOARD MED/SURG PRIVATE",
            1,
            6150.00 if i in (1, 2, 3) else 2980.00,
        ]
        for i in range(7)
    ]
    lines = room + lines
    total += sum(r[5] for r in room)
    # absorb rounding into one final professional fee line so the statement ties to 84,316.00
    lines.append(
        [
            "03/02/24",
            "0960",
            "99291",
            "PROFESSIONAL FEES - HOSPITALIST / CRITICAL CARE",
            1,
            round(84316.00 - total, 2),
        ]
    )
    lines.sort(key=lambda r: (r[0], r[1]))
    rows = [[r[0], r[1], r[2], r[3], r[4], "{:,.2f}".format(r[5])] for r in lines]
    return (
        "--- attachment: Itemized_statement_70024418.pdf ---\nST. BRENDAN'S MEDICAL CENTER  Itemized Statement  Account 70024418  "
        "Patient DONNELLY, MARTIN J  Admit 02/24/2024  Discharge/Expired 03/02/2024\n"
        + table(["date", "rev", "cpt/hcpcs", "description", "qty", "charge"], rows)
        + "\nTOTAL CHARGES  84,316.00   |  Medicare Part A payment (04/19/2024) -71,904.00  |  Contractual adj -5,000.00  |  "
        "BALANCE 7,412.00  |  Secondary billed 04/22/2024: UHC Med Supp plan F - PENDING"
    )


def est_tax_lots(rnd, syms):
    rows = []
    for sym in syms:
        for _ in range(rnd.randint(2, 5)):
            y = rnd.randint(2004, 2022)
            acq = dt.date(y, rnd.randint(1, 12), rnd.randint(1, 28))
            qty = round(rnd.uniform(5, 180), 3)
            basis = round(qty * rnd.uniform(12, 210), 2)
            rows.append(
                [
                    sym,
                    acq.isoformat(),
                    "{:,.3f}".format(qty),
                    "${:,.2f}".format(basis),
                    "long-term",
                    "stepped up to DOD value",
                ]
            )
    return (
        "LOT DETAIL ****2210 (pre-death cost basis; new basis = DOD value per IRC 1014)\n"
        + table(
            ["symbol", "acquired", "qty", "original cost basis", "term", "basis after death"], rows
        )
    )


def est_gmail_noise(rnd, n):
    pool = [
        (
            "Lane County Assessor",
            "2024-25 assessment notice - 1817 Alder Crest Dr",
            "Your property's real market value (RMV) as of January 1, 2024 is $438,910; assessed value (AV) $291,254. Appeals must be filed with the Board of Property Tax Appeals by December 31.",
        ),
        (
            "EWEB Customer Service",
            "Your EWEB bill is ready - acct ending 5530",
            "Amount due $98.45 by 06/08/2024. Autopay is scheduled from account ending 4471.",
        ),
        (
            "Costco Photo",
            "Your photo order is ready",
            "Memorial board print 24x36 is ready for pickup at Eugene warehouse #118.",
        ),
        (
            "Nextdoor South Eugene",
            "Recommended: estate sale companies?",
            "Neighbors are talking about: 12 replies - 'We used Willamette Estate Sales last year, very fair commission (30%)...'",
        ),
        (
            "First Cascade Bank",
            "Estate account ****9902: statement available",
            "Your May statement for ESTATE OF MARTIN J DONNELLY is ready. Ending balance $5,000.00.",
        ),
        (
            "AARP",
            "Membership: notice of member death received",
            "We're sorry for your loss. The membership for Martin Donnelly has been closed and a prorated refund of $7.25 will be mailed.",
        ),
        (
            "USPS Informed Delivery",
            "Your Daily Digest",
            "You have 4 mailpieces arriving soon, including 2 forwarded from 1817 ALDER CREST DR.",
        ),
        (
            "Oregon DHS Estate Administration Unit",
            "Re: Notice of estate - Martin J Donnelly",
            "The Estate Administration Unit has no claim against this estate at this time. File closed 05/09/2024.",
        ),
    ]
    picks = rnd.sample(pool, n)
    out = []
    for frm, subj, body in picks:
        out.append("From: %s\nSubject: %s\n  %s" % (frm, subj, body))
    return "\n\n".join(out)


EST_KEN_ENGAGEMENT = """--- attachment (message [1]): Engagement_Letter_Donnelly_Estate_2024.pdf (excerpt) ---
WATANABE CPA PLLC  |  2150 Willamette St Ste 2, Eugene OR 97405
Scope of services - Estate of Martin J. Donnelly (EIN to be obtained)
 1. Preparation of decedent's 2023 Form 1040 and Oregon Form OR-40 (including extension if needed).
 2. Preparation of decedent's final 2024 Form 1040 / OR-40 (January 1 - March 2, 2024).
 3. Preparation of estate fiduciary income tax returns Form 1041 / OR-41 for each tax year of administration,
    including Schedules K-1 to beneficiaries in the year(s) of distribution.
 4. Assessment of Oregon estate tax filing requirement (Form OR-706) and, if required, preparation of the return,
    billed separately at $2,800 - $4,500 depending on complexity.
 5. Advice on tax year election, basis adjustments (IRC 1014) and timing of distributions.
Not included: federal Form 706 (not expected to be required; federal exclusion $13.61 million for 2024),
valuation services, audit representation.
Fees: hourly at $210 (Ken Watanabe) / $120 (staff); estimated 2023+2024 individual returns $900-1,200;
fiduciary returns $1,100-1,600 per year. Fees are an expense of administration payable by the estate.
Client responsibilities: provide all information returns (W-2, 1099, SSA-1099, 1099-R, K-1), records of estate
receipts and disbursements, date-of-death valuations, and prompt notice of distributions.
Signed: Ken Watanabe, CPA (04/05/2024)   Accepted: Claire M. Donnelly, Personal Representative (04/06/2024)"""


EST_MOTION_DRAFT = """--- attachment: DRAFT_Motion_Sale_to_Heir_24PB01873.docx (text) ---
IN THE CIRCUIT COURT OF THE STATE OF OREGON FOR THE COUNTY OF LANE - PROBATE
In the Matter of the Estate of MARTIN JAMES DONNELLY, Deceased.       Case No. 24PB01873
MOTION FOR ORDER AUTHORIZING SALE OF REAL PROPERTY TO AN HEIR; DECLARATION OF PERSONAL REPRESENTATIVE

MOTION: Claire Marie Donnelly, Personal Representative, moves the Court for an order authorizing the private sale
of the real property commonly known as 1817 Alder Crest Dr, Eugene, Oregon 97405 (Tax Lot 18-03-05-21-04100),
legally described in Exhibit A, to DANIEL PATRICK DONNELLY, a devisee and heir of the decedent, for $472,000,
on the terms stated below. Oral argument is not requested unless objections are filed.

DECLARATION:
1. I was appointed Personal Representative on April 3, 2024. The decedent's Will, Article 5.3, authorizes private
   sale of real property.
2. The property was appraised by Willamette Valley Appraisal Group (Nathan Brooks, Oregon C001287) at $472,000 as
   of March 2, 2024, the date of death. A copy of the appraisal summary is Exhibit B.
3. The buyer is my brother. The sale price equals the appraised value. No real estate commission will be paid.
   The buyer will pay all of his own financing costs and buyer closing costs; the estate will pay only customary
   seller costs (title insurance owner's policy, one-half escrow fee, prorated taxes), estimated at $3,100.
4. All devisees under Article IV of the Will - Claire Marie Donnelly, Daniel Patrick Donnelly and Rosa Ann
   Whitcomb - have consented in writing to the sale. The consents are Exhibit C. [PENDING - DocuSign]
5. The sale is in the best interest of the estate: it avoids commission of approximately $29,000, carrying costs
   of a vacant house (approximately $1,150/month including HELOC, insurance, utilities) and market risk.
6. The net proceeds will be deposited into the estate account and held pending further administration.
   The First Cascade Bank HELOC (payoff approximately $12,480) will be paid from proceeds at closing.
I hereby declare that the above statement is true to the best of my knowledge and belief, and that I understand
it is made for use as evidence in court and is subject to penalty for perjury.
   ______________________  Claire Marie Donnelly, Personal Representative        Date: __________
Submitted by: Meera Joshi, OSB #154419, Halvorsen & Pike LLP, Attorney for Personal Representative
Exhibit A - legal description: Lot 14, Block 3, ALDER CREST ADDITION, as platted and recorded in File 73, Slide
207, Lane County Oregon Plat Records, in Lane County, Oregon."""


def est_more_comps(rnd):
    streets = [
        "Alder Crest Dr",
        "Fircrest Pl",
        "Hawthorne Ln",
        "Spring Crest Dr",
        "Crest Dr",
        "Storey Blvd",
        "Lorane Hwy",
        "Hilyard St",
        "Amazon Pkwy",
        "W 29th Ave",
        "Chula Vista Blvd",
        "Dillard Rd",
        "Fox Hollow Rd",
    ]
    rows = []
    for i in range(22):
        price = rnd.randrange(405_000, 565_000, 500)
        gla = rnd.randint(1450, 2350)
        rows.append(
            [
                str(rnd.randint(1200, 3100)) + " " + rnd.choice(streets),
                "%.1f mi" % rnd.uniform(0.2, 1.4),
                "2023-%02d-%02d" % (rnd.randint(6, 12), rnd.randint(1, 28))
                if rnd.random() < 0.5
                else "2024-%02d-%02d" % (rnd.randint(1, 3), rnd.randint(1, 28)),
                "${:,}".format(price),
                gla,
                "${:,.0f}".format(price / gla),
                rnd.choice(["C3", "C4", "C4", "C3", "C2"]),
                rnd.choice(
                    [
                        "not used - dissimilar GLA",
                        "not used - superior condition",
                        "not used - busier street",
                        "not used - dated sale",
                        "considered",
                        "not used - lot size",
                    ]
                ),
            ]
        )
    return (
        "\nAddendum - comparable search (MLS, sold 2023-06-01 to 2024-03-02, 1.5 mi radius, 1,400-2,400 sf):\n"
        + table(["address", "dist", "sold", "price", "GLA", "$/sf", "cond", "appraiser note"], rows)
        + "\n\nMarket conditions addendum (1004MC): median sale price (prior 7-12 mo) $468,000; (prior 4-6 mo) $471,500; "
        "(current 3 mo) $474,000; months of supply 2.1 -> 2.4; median days on market 19 -> 27; trend: stable. "
        "No time adjustment applied."
    )


def build_estate():
    rnd = random.Random(11_02)
    c = Conv(
        "blind-estate-probate-paperwork",
        "Executor paperwork for the Estate of Martin J. Donnelly",
        EST_SYSTEM,
        ref_style="hex",
        seed=1102,
    )

    c.user(
        """Hi. I'm the executor (personal representative I guess is the term) for my dad's estate — Martin Donnelly, he died March 2. Lane County, Oregon. I am honestly drowning. Everything I have is in the Estate folder in my drive.

What I need: a master checklist with real deadlines, some way to track all his accounts, a plan for the house, and help keeping my brother Daniel and sister Rosa from killing each other (and me). Inventory is due June 1st I think? Attorney is Greg Halvorsen.""",
        a="u1",
    )

    c.act(
        "Let me see what's in the folder first.",
        [
            (
                "drive",
                {"action": "list", "folder": "Estate", "recursive": True},
                est_drive_listing(rnd),
            )
        ],
    )

    c.act(
        "Good folder. Reading the will and the court papers first, since they set the ground rules.",
        [
            (
                "docs",
                {"action": "read", "path": "Estate/01 Will/Will_Martin_J_Donnelly_2019-08-14.pdf"},
                EST_WILL,
            ),
            (
                "docs",
                {"action": "read", "path": "Estate/00 Court/Letters_Testamentary_24PB01873.pdf"},
                EST_LETTERS,
            ),
        ],
        a="m_will",
        ta="t_will",
    )

    c.say("""Here's what the will and the court papers establish.

**The will (Aug 14, 2019)**
- Residue (everything not specifically given away) goes to the three of you in **equal thirds**.
- Specific gifts: the **Subaru → Rosa**, the jewelry → you, tools/fishing/workshop → Daniel.
- It mentions a possible memorandum for personal items, but none has been found. So anything not listed (furniture, the piano if there is one, etc.) falls into the residue, split three ways.
- You're named PR, no bond. You have power to sell real estate **without court order, to the extent permitted by law**. Whether that covers selling to one of the heirs is a question for Greg.
- You're entitled to reasonable compensation and to reimbursement of expenses you paid.

**Court file: Lane County Case No. 24PB01873**
- You were appointed **April 3, 2024**.
- Creditor notice was first published **April 11, 2024**. Claims are due within four months of first publication.
- Inventory is due within **60 days of appointment unless extended**. Counting from April 3 that lands in early June, so your "June 1st" is roughly right. I'd still confirm the exact date with Greg, because weekends and filing rules shift it.
- Information to heirs and the notice to DHS are already done.

Next I'd like to go through the bank accounts, because the inventory needs date-of-death values for everything. Want me to start there?""")

    c.user(
        "yes pull the bank statements. what's in checking and savings as of the date of death? I think checking had like 21k",
        a="u2",
    )

    c.act(
        None,
        [
            (
                "docs",
                {
                    "action": "read",
                    "path": "Estate/03 Banks/FirstCascade_checking_4471_stmt_2024-03-15.pdf + FirstCascade_checking_4471_stmt_2024-04-15.pdf",
                },
                est_checking_statement(rnd),
            ),
            (
                "docs",
                {
                    "action": "read",
                    "path": "Estate/03 Banks/FirstCascade_savings_4488_stmt_Q1_2024.pdf + FirstCascade_HELOC_statement_2024-03.pdf",
                },
                est_savings_statement() + "\n" + EST_HELOC,
            ),
        ],
        a="m_bank",
        ta="t_bank",
    )

    c.say("""**Date-of-death balances (March 2, 2024)**

| account | DOD balance |
|---|---|
| First Cascade checking ****4471 | **$18,240.55** |
| First Cascade savings ****4488 | **$42,906.12** (incl. interest accrued to 3/2) |

So checking is about $2,800 less than you remembered. There was no activity on 3/2 and the bank prints the 3/2 ledger balance explicitly, so $18,240.55 is the number for the inventory.

**Things in the statements that need action**
1. **Social Security.** Two deposits of **$2,486** came in after death, on 3/13 and 4/10. SSA pays a month behind and there's no benefit for the month of death. The 3/13 deposit (February's benefit) is his. The **4/10 deposit is for March and has to go back**. SSA usually claws it back from the account on its own. If it hasn't happened yet, don't spend it.
2. **Autopays still running**: Netflix, Comcast, Medicare Part D (SilverScript), EWEB and NW Natural. Cancel Netflix and Part D. Keep the utilities going while the house is an estate asset, but move them to the estate account (****9902).
3. **HELOC** payment of $310/month to First Cascade is still going out. That's a debt of the estate, so the payoff balance goes on the inventory as a liability.
4. Both accounts should eventually be closed into the estate account.

Ready to start the ledger whenever you are.""")

    c.user(
        "ugh ok. set up a ledger with all of that. also: daniel wants to buy the house, rosa wants to list it. realtor jenna ortiz says list at 489. I'm leaning list honestly. thoughts?",
        a="u3",
    )

    c.act(
        "Creating the ledger now. Values I don't have yet stay blank rather than guessed.",
        [
            (
                "sheets",
                {
                    "action": "create",
                    "path": "Estate/donnelly_estate_ledger.xlsx",
                    "tabs": [
                        "Assets",
                        "Liabilities",
                        "Expenses & reimbursements",
                        "Deadlines",
                        "Log",
                    ],
                    "rows": {
                        "Assets": [
                            [
                                "checking",
                                "First Cascade ****4471",
                                18240.55,
                                "to close into ****9902",
                            ],
                            [
                                "savings",
                                "First Cascade ****4488",
                                42906.12,
                                "to close into ****9902",
                            ],
                            ["brokerage", "Harbor ****2210", None, "awaiting DOD letter"],
                            [
                                "IRA (non-probate)",
                                "Harbor ****2231",
                                None,
                                "beneficiary designation - outside will",
                            ],
                            [
                                "life insurance (non-probate)",
                                "Beacon Life",
                                None,
                                "beneficiary Rosa - outside will",
                            ],
                            ["real property", "1817 Alder Crest Dr", None, "appraisal TBD"],
                            ["vehicle", "2016 Subaru Outback", None, "specific gift to Rosa"],
                            [
                                "tangibles",
                                "household contents",
                                None,
                                "see contents_list_draft.xlsx",
                            ],
                        ]
                    },
                },
                est_ledger(
                    [
                        [
                            "A1",
                            "Assets",
                            "checking",
                            "First Cascade ****4471",
                            "$18,240.55",
                            "confirmed",
                            "close into estate acct ****9902",
                        ],
                        [
                            "A2",
                            "Assets",
                            "savings",
                            "First Cascade ****4488",
                            "$42,906.12",
                            "confirmed",
                            "close into estate acct ****9902",
                        ],
                        [
                            "A3",
                            "Assets",
                            "brokerage",
                            "Harbor ****2210",
                            "",
                            "pending",
                            "DOD letter requested 2024-04-16",
                        ],
                        [
                            "A4",
                            "Assets",
                            "IRA (non-probate)",
                            "Harbor ****2231",
                            "",
                            "pending",
                            "passes by beneficiary form",
                        ],
                        [
                            "A5",
                            "Assets",
                            "life insurance (non-probate)",
                            "Beacon Life",
                            "",
                            "claim by Rosa",
                            "passes by beneficiary form",
                        ],
                        [
                            "A6",
                            "Assets",
                            "real property",
                            "1817 Alder Crest Dr",
                            "",
                            "pending",
                            "appraisal not ordered",
                        ],
                        [
                            "A7",
                            "Assets",
                            "vehicle",
                            "2016 Subaru Outback",
                            "",
                            "pending",
                            "Art. 3.1 gift to Rosa",
                        ],
                        [
                            "A8",
                            "Assets",
                            "tangibles",
                            "household contents",
                            "",
                            "pending",
                            "list in progress",
                        ],
                        [
                            "L1",
                            "Liabilities",
                            "HELOC",
                            "First Cascade",
                            "",
                            "get payoff",
                            "$310/mo autopay",
                        ],
                        [
                            "X1",
                            "Expenses",
                            "SSA March benefit",
                            "ACH 04/10",
                            "$2,486.00",
                            "to return",
                            "do not spend",
                        ],
                        [
                            "D1",
                            "Deadlines",
                            "inventory",
                            "24PB01873",
                            "",
                            "",
                            "due ~early June - confirm w/ attorney",
                        ],
                    ]
                )
                + "\n\ncreated Estate/donnelly_estate_ledger.xlsx (5 tabs, 11 rows) - shared with: claire.donnelly@gmail.com (owner)",
            )
        ],
        a="m_ledger",
        ta="t_ledger",
    )

    c.say("""Ledger created: **Estate/donnelly_estate_ledger.xlsx** (tabs: Assets, Liabilities, Expenses & reimbursements, Deadlines, Log).

## The house: list at $489,000 vs. sell to Daniel

Some things to weigh before you decide:

**Listing at $489,000 (Jenna's number)**
- Roughly 5–6% commission plus seller closing costs. On $489k that's about **$30–35k**, so net is around $455–460k before any repairs or concessions.
- Usually 1–3 months to close. Meanwhile the estate keeps paying insurance, utilities and the HELOC on a vacant house (your policy already has a vacancy endorsement).
- The price is a CMA from a realtor who earns on the listing, which is fine but it isn't an appraisal.

**Selling to Daniel**
- No commission, so a lower price can still net the estate about the same.
- The risk is the appearance of favoritism. The clean way to do it is a price set by an **independent appraisal**, with written consent from all three of you.
- Greg has to say whether an heir buying from the estate needs court approval or just the heirs' consents.

**Whichever way you go**, order a **date-of-death appraisal** now. The inventory needs a defensible value for the house, and the appraisal also sets the stepped-up basis for whoever ends up selling. A realtor's CMA is weak evidence for both.

You can list now and still order the appraisal. I just wouldn't sign a listing agreement with a long exclusivity period until the family question is settled.""")

    c.user(
        "ok list it at 489 for now but order the appraisal. email greg about the inventory deadline + the heir-buying question. and the appraiser, willamette valley appraisal, greg recommended them",
        a="u4",
    )

    c.act(
        "Sending both.",
        [
            (
                "gmail",
                {
                    "action": "send",
                    "to": "greg@halvorsenpike.com",
                    "subject": "Estate of Martin Donnelly (24PB01873) - inventory deadline + possible sale of house to an heir",
                    "body": "Hi Greg,\n\nTwo questions on the Donnelly estate (Lane County 24PB01873):\n\n1. Inventory: I was appointed April 3. My understanding is the inventory is due 60 days from appointment, i.e. early June. Can you confirm the exact date? Harbor Securities still hasn't sent date-of-death values for the brokerage account (requested April 16), so I may not have everything by then. If an extension is needed, could you file for one?\n\n2. House (1817 Alder Crest Dr): my brother Daniel would like to buy it from the estate; my sister Rosa prefers listing it. For now I plan to list with Jenna Ortiz at $489,000 and I'm ordering a date-of-death appraisal. If we end up selling to Daniel, what do we need - written consent from all three heirs, court approval, or both?\n\nThanks,\nClaire Donnelly\nPersonal Representative",
                },
                "sent  message-id <CAH2x8e1-7731@mail.gmail.com>  to greg@halvorsenpike.com  2024-05-20 14:12",
            ),
            (
                "gmail",
                {
                    "action": "send",
                    "to": "orders@wvappraisal.com",
                    "subject": "Appraisal request - 1817 Alder Crest Dr, Eugene 97405 (estate, date-of-death value)",
                    "body": "Hello,\n\nGreg Halvorsen (Halvorsen & Pike) recommended you. I'm the personal representative of the Estate of Martin J. Donnelly and need a retrospective appraisal of 1817 Alder Crest Dr, Eugene OR 97405 with an effective date of March 2, 2024 (date of death), for estate inventory and a possible sale between heirs. The house is vacant; I can meet you there any weekday after 3pm or arrange lockbox access.\n\nPlease send your fee and earliest inspection date.\n\nThank you,\nClaire Donnelly, Personal Representative\n(541) 555-0193",
                },
                "sent  message-id <CAH2x8e1-7732@mail.gmail.com>  to orders@wvappraisal.com  2024-05-20 14:13",
            ),
        ],
        a="m_email1",
        ta="t_email1",
    )

    c.say(
        'Both sent: the questions to Greg, and the appraisal request to Willamette Valley Appraisal for a retrospective value as of March 2. I added "list at $489,000 (Jenna Ortiz) pending family discussion" to the ledger log. I\'ll look for replies when you ask.'
    )

    c.user("greg replied and the appraisal came back, check my inbox", a="u5")

    c.act(
        None,
        [
            (
                "gmail",
                {
                    "action": "search",
                    "query": "from:(greg@halvorsenpike.com OR mjoshi@halvorsenpike.com) newer_than:10d",
                },
                """1 message
From: Greg Halvorsen <greg@halvorsenpike.com>
Cc: Meera Joshi <mjoshi@halvorsenpike.com>
Date: Mon, May 27, 2024 5:48 PM
Subject: RE: Estate of Martin Donnelly (24PB01873) - inventory deadline + possible sale of house to an heir

Claire,

Good questions, and some news first. I'm cutting back my practice over the summer, so I've asked my colleague
Meera Joshi to take over as attorney of record on your father's estate. Meera has handled dozens of Lane County
probates and has the full file; I'll stay available to her. She will file a substitution of attorney this week.
Going forward please send everything to her (mjoshi@halvorsenpike.com, direct line 541-555-0172).

1. Inventory. Sixty days from your April 3 appointment is June 2, a Sunday, so the deadline was Monday June 3.
Since Harbor hasn't produced valuations, we asked the court for more time last Thursday. The extension was
granted Friday: the inventory is now due July 8, 2024. Please get Meera the remaining values by July 1 so she
has a week to prepare it.

2. Sale to Daniel. The will lets you sell without a court order. But Daniel is an heir and you are his sister, so
the court and the other heirs will look hard at the price. What we recommend, and what Meera will do, is:
(a) price at the independent appraised value, (b) signed written consent from all three heirs, including you,
and (c) a motion for an order approving the sale, so no one can challenge it later. Daniel pays his own
financing and closing costs. If he needs a loan, his lender will want the court order before closing.

Best,
Greg

"""
                + est_gmail_noise(rnd, 2)
                + """

-----Original Message-----
From: Claire Donnelly <claire.donnelly@gmail.com>
Sent: Monday, May 20, 2024 2:12 PM
To: greg@halvorsenpike.com
Subject: Estate of Martin Donnelly (24PB01873) - inventory deadline + possible sale of house to an heir
> Hi Greg, Two questions on the Donnelly estate (Lane County 24PB01873): 1. Inventory: I was appointed April 3.
> My understanding is the inventory is due 60 days from appointment, i.e. early June. Can you confirm the exact
> date? ... 2. House (1817 Alder Crest Dr): my brother Daniel would like to buy it from the estate ...
> For now I plan to list with Jenna Ortiz at $489,000 and I'm ordering a date-of-death appraisal ...
"""
                + EST_EXT_ORDER,
            ),
            (
                "gmail",
                {"action": "search", "query": "from:wvappraisal.com newer_than:10d has:attachment"},
                est_appraisal(rnd),
            ),
        ],
        a="m_greg",
        ta="t_greg",
    )

    c.say(
        """Two big updates.

**1. New attorney, new deadline**
- Greg is handing the estate to **Meera Joshi** (mjoshi@halvorsenpike.com, 541-555-0172). She's now attorney of record, so everything goes to her from here on.
- **Inventory is now due July 8, 2024.** The original deadline was June 3, and they got an extension because Harbor is late. Meera wants the remaining values by **July 1**.

**2. Appraisal: $472,000** as of March 2 (Willamette Valley Appraisal, file WVA-24-0612, Nathan Brooks). That's $17,000 below Jenna's $489,000. The comps cluster between $455k and $490k, and the report notes the original kitchen and some deferred maintenance.

What that means for the house:
- A market sale at $489k less ~$32k in costs nets around $457k. If it sold closer to the appraisal, net would be around $440k.
- Selling to Daniel at $472k with no commission nets about **$472k**, less a little legal work for the motion. That's probably more money for the estate, and faster.
- Greg's recipe for an heir sale: appraised price, written consent from all three of you, a court order approving it, and Daniel pays his own financing and closing costs.

Financially the case for selling to Daniel is stronger than it looked a week ago. The obstacle is Rosa.""",
        a="m_greg_sum",
    )

    c.user(
        "rosa called me. she's ok with daniel buying at appraisal as long as he pays his own closing costs and it closes by mid august. daniel agreed. so we're NOT listing. tell jenna we're not going ahead. closing target aug 15. and loop in meera for the consent forms + motion",
        a="u6",
    )

    c.act(
        "Good news. Sending three things: a note to Jenna, the instructions to Meera, and the date on your calendar.",
        [
            (
                "gmail",
                {
                    "action": "send",
                    "to": "jenna.ortiz@cascadehomesre.com",
                    "subject": "1817 Alder Crest Dr - not listing",
                    "body": "Hi Jenna,\n\nThank you for the market analysis and your time. The family has decided to sell the house to one of the heirs at the appraised value, so we won't be listing 1817 Alder Crest Dr. I haven't signed the listing agreement, so there's nothing to cancel. I'll keep you in mind if anything changes.\n\nBest,\nClaire Donnelly",
                },
                "sent  message-id <CAH2x8e1-7790@mail.gmail.com>  to jenna.ortiz@cascadehomesre.com  2024-05-30 09:41",
            ),
            (
                "gmail",
                {
                    "action": "send",
                    "to": "mjoshi@halvorsenpike.com",
                    "cc": "greg@halvorsenpike.com",
                    "subject": "Donnelly estate 24PB01873 - sale of 1817 Alder Crest Dr to Daniel Donnelly",
                    "body": "Hi Meera,\n\nNice to meet you, and thanks for taking over from Greg. All three heirs have agreed that the estate will sell 1817 Alder Crest Dr to my brother Daniel Donnelly at the appraised value of $472,000 (Willamette Valley Appraisal, WVA-24-0612, effective 3/2/2024). Daniel pays his own financing and all of his own closing costs. We are targeting closing on August 15.\n\nCould you please prepare (a) the written consents for Claire, Daniel and Rosa Whitcomb to sign and (b) the motion for an order approving the sale, as Greg described? Daniel is financing through Riverbend Credit Union.\n\nI'll send the Harbor values as soon as they arrive for the inventory (July 8).\n\nThank you,\nClaire",
                },
                "sent  message-id <CAH2x8e1-7791@mail.gmail.com>  to mjoshi@halvorsenpike.com cc greg@halvorsenpike.com  2024-05-30 09:44",
            ),
            (
                "calendar",
                {
                    "action": "create",
                    "title": "TARGET: closing - sale of 1817 Alder Crest Dr to Daniel",
                    "date": "2024-08-15",
                    "all_day": True,
                    "reminders": ["2024-07-15", "2024-08-01"],
                },
                "created event 'TARGET: closing - sale of 1817 Alder Crest Dr to Daniel' 2024-08-15 (all day), reminders 2024-07-15, 2024-08-01",
            ),
        ],
        a="m_house",
        ta="t_house",
    )

    c.say(
        "Done: Jenna has been told you're not listing, Meera has the instructions (consents for all three plus the motion, $472,000, Daniel pays his own closing costs, Riverbend Credit Union), and Aug 15 is on your calendar with reminders. Ledger log updated."
    )

    c.user(
        "funeral stuff next. I paid hollis & grant 9850 out of pocket on my card. rosa says the reception part shouldn't come out of the estate. whatever — how do I reimburse myself properly",
        a="u7",
    )

    c.act(
        None,
        [
            (
                "docs",
                {"action": "read", "path": "Estate/08 Funeral/Hollis_Grant_invoice_2024-03-09.pdf"},
                est_funeral_invoice(),
            )
        ],
        a="m_funeral",
        ta="t_funeral",
    )

    c.say("""The invoice splits cleanly:

| part | amount |
|---|---|
| A. funeral services & merchandise | **$7,450.00** |
| B. reception (catering $1,960 + event room $440) | **$2,400.00** |
| total paid on your Visa 3/9 | $9,850.00 |

**How to reimburse yourself properly**
- Article II of the will directs funeral expenses to be paid from the residue, and Article 5.4 entitles you to reimbursement. So Part A is clearly an estate expense.
- Reimbursing a reception is common, but it's the softer item, and that's what Rosa is objecting to.
- Mechanics: pay yourself **from the estate account (****9902)** by check or transfer with a memo line that references the invoice. Record it in the ledger with the receipt attached, and note it in the final accounting. Never pay yourself in cash or from his personal accounts.

Two ways to handle the $2,400: keep it as a disputed item until all three agree, or drop it and cover it yourself. Both are defensible. The first keeps your claim. The second ends the argument.""")

    c.user(
        "fine, reimburse the 7450 now, I'll eat the reception, not worth the fight. record it. also the hospital sent some kind of claim, can you find it",
        a="u8",
    )

    c.act(
        "Recording the reimbursement and pulling the hospital mail.",
        [
            (
                "sheets",
                {
                    "action": "append",
                    "path": "Estate/donnelly_estate_ledger.xlsx",
                    "tab": "Expenses & reimbursements",
                    "rows": [
                        [
                            "REIMB-001",
                            "2024-05-31",
                            "Reimburse Claire Donnelly - Hollis & Grant invoice HG-24-0311 Part A (funeral services)",
                            -7450.00,
                            "from estate acct ****9902, check #1004",
                            "receipt attached",
                        ],
                        [
                            "NOTE",
                            "2024-05-31",
                            "Reception $2,400 (HG-24-0311 Part B) borne personally by Claire - not claimed from estate",
                            0,
                            "",
                            "agreed to avoid dispute",
                        ],
                    ],
                },
                "appended 2 rows to 'Expenses & reimbursements' (rows 2-3)\nrunning total estate expenses paid: $7,450.00",
            ),
            (
                "gmail",
                {"action": "search", "query": '("St. Brendan" OR stbrendans) claim newer_than:60d'},
                """2 messages (+3 related in other folders, shown after)
[1] From: Patient Financial Services <pfs-billing@stbrendans.org>
    Date: Mon, May 6, 2024 11:20 AM
    Subject: Claim against the Estate of Martin J Donnelly - acct 70024418
    Attachments: Claim_against_estate_70024418.pdf, Itemized_statement_70024418.pdf

    To the Personal Representative, c/o Halvorsen & Pike LLP:
    St. Brendan's Medical Center presents the following claim against the estate of Martin J. Donnelly in
    response to the published Notice to Interested Persons (first publication April 11, 2024):
      Account 70024418  inpatient admission 02/24/2024-03/02/2024
      Total charges            $84,316.00
      Medicare Part A paid     $71,904.00   (processed 04/19/2024)
      Contractual adjustment    $5,000.00
      Balance claimed           $7,412.00
    Note: secondary coverage (AARP/UnitedHealthcare Medicare Supplement plan F, member ID ending 7702) was billed
    04/22/2024 and is pending. The balance will be reduced by any supplemental payment.
    Please direct questions to claims desk ext. 4471.

[2] From: UnitedHealthcare Medicare Supplement <noreply@uhc-msupp.com>
    Date: Fri, May 17, 2024 6:02 AM
    Subject: Your claim status - Martin Donnelly - claim 24-118-5530027
    Claim 24-118-5530027 (St. Brendan's Medical Center, DOS 02/24/2024-03/02/2024): IN REVIEW.
    Additional information requested from provider 05/14/2024. No action needed from member at this time.

"""
                + est_hospital_itemized(rnd)
                + "\n\n--- related (other folders) ---\n"
                + est_gmail_noise(rnd, 3),
            ),
        ],
        a="m_hosp",
        ta="t_hosp",
    )

    c.say(
        """Reimbursement recorded as **REIMB-001**: $7,450.00 to you from ****9902, check #1004. The note that you're absorbing the $2,400 reception is in the ledger too. The reimbursement check itself still needs to be written; the ledger just documents it.

**St. Brendan's claim**: **$7,412** balance claimed for his Feb 24 – Mar 2 stay, account 70024418. Medicare Part A already paid $71,904.
- The **Medicare supplement (UHC plan F) is still reviewing it**. The hospital says it will reduce the balance by whatever the supplement pays. Plan F normally covers the Part A deductible and coinsurance, so the real balance could end up a lot lower, possibly zero.
- **Don't pay it yet.** It was filed properly against the estate, so it's a valid claim to track, but wait until the supplement decides.
- Creditor claims window: four months from first publication on April 11 runs to **2024-08-11**. Claims arriving after that date can generally be barred (Meera should confirm).

Also outstanding from his mail: the Visa card with a $2,318.40 balance. Same rule there: pay it from the estate once it's clear there's enough money, which there is.""",
        a="m_hosp_sum",
    )

    c.user(
        "taxes. dad's cpa is ken watanabe. what do I owe and when. I have no idea if dad even filed for 2023",
        a="u9",
    )

    c.act(
        None,
        [
            (
                "gmail",
                {"action": "search", "query": "from:ken@watanabecpa.com OR to:ken@watanabecpa.com"},
                """3 messages
[1] From: Ken Watanabe <ken@watanabecpa.com>   Date: Fri, Apr 5, 2024 3:30 PM
    Subject: Estate of Martin Donnelly - engagement + EIN
    Claire - engagement letter attached (estate fiduciary returns + Martin's final individual returns). I applied
    online for the estate's EIN today: 99-4417263 (CP575 attached). Use it for the estate bank account.

[2] From: Ken Watanabe <ken@watanabecpa.com>   Date: Wed, Apr 10, 2024 4:55 PM
    Subject: Martin's 2023 return - extension filed
    Claire - I hadn't received Martin's 2023 documents (his 1099s are at the house I assume), so I filed Form 4868
    for his 2023 Form 1040 today. That extends filing to October 15, 2024 (2024-10-15). It does NOT extend the time
    to pay; based on his 2022 return and withholding on his pension I expect a small refund, so no payment was sent.
    Oregon accepts the federal extension. Please send the 2023 1099s, SSA-1099 and the pension 1099-R when you find them.

[3] From: Ken Watanabe <ken@watanabecpa.com>   Date: Mon, May 13, 2024 10:12 AM
    Subject: Re: estate tax questions
    Short version of what's coming, for your checklist:
     - Martin's final Form 1040 (Jan 1 - Mar 2, 2024): due April 15, 2025. You sign as personal representative.
     - Estate income tax, Form 1041 + Oregon OR-41: required if the estate has gross income of $600 or more
       (dividends, interest, possibly gain if the house sells above its date-of-death value). The estate can pick
       a calendar year or a fiscal year ending the last day of any month, up to Feb 28, 2025 (the month before
       the first anniversary of death). Let's decide together, I have a preference.
     - I'll also want the final asset values, there's one more thing I want to check once we have them.

"""
                + EST_KEN_ENGAGEMENT
                + "\n"
                + EST_KEN_CHECKLIST
                + """

--- Drive: Estate/10 Taxes/2022_Form1040_Martin.pdf (summary page, for reference) ---
Form 1040 (2022) MARTIN J DONNELLY, single. Wages 0 | Taxable interest 148 | Ordinary dividends 6,912 (qualified
5,880) | IRA distributions 8,150 (taxable 8,150) | Pensions 16,951.56 | Social Security 28,764 (taxable 17,603) |
Capital gain distributions 1,422 | AGI 51,186 | Standard deduction 14,700 (65+) | Taxable income 36,486 |
Tax 3,071 | Federal withholding 3,600 (pension 1,800 + SSA voluntary 1,800) | REFUND 529.
Oregon OR-40: taxable 34,210, tax 2,488, withholding 2,700, refund 212. Preparer: Ken Watanabe, CPA.""",
            ),
            (
                "docs",
                {"action": "read", "path": "Estate/10 Taxes/IRS_EIN_confirmation_CP575.pdf"},
                """DEPARTMENT OF THE TREASURY  INTERNAL REVENUE SERVICE  CINCINNATI OH 45999-0023
Date of this notice: 04-05-2024      Employer Identification Number: 99-4417263      Form: SS-4
ESTATE OF MARTIN J DONNELLY, CLAIRE M DONNELLY PERSONAL REPRESENTATIVE, 1817 ALDER CREST DR, EUGENE OR 97405
WE ASSIGNED YOU AN EMPLOYER IDENTIFICATION NUMBER (EIN). Thank you for applying... When filing tax documents,
payments, and related correspondence, it is very important that you use your EIN and complete name and address
exactly as shown above... You must file Form 1041 (U.S. Income Tax Return for Estates and Trusts) if gross income
is $600 or more... Keep this notice in your permanent records.""",
            ),
        ],
        a="m_tax",
        ta="t_tax",
    )

    c.say("""Good news first: **your dad's 2023 return is handled, at least for now.** Ken filed an extension (Form 4868) on April 10, so the 2023 return is due **2024-10-15**. He expects a small refund, so nothing is owed yet. Ken still needs the 1099s, the SSA-1099 and the pension 1099-R, which are probably at the house.

## Tax deadlines

| return | covers | due | status |
|---|---|---|---|
| 2023 Form 1040 (+ OR-40) | Martin, 2023 | **Oct 15, 2024** (extended) | Ken needs the 1099s |
| Final 2024 Form 1040 | Martin, Jan 1 – Mar 2, 2024 | Apr 15, 2025 | later |
| Form 1041 + OR-41 (estate income) | estate, from Mar 2, 2024 | 15th day of the 4th month after the tax year ends | pick the tax year |

**The choice Ken wants to make with you: the estate's tax year.**
- *Calendar year* (ends Dec 31, 2024): 1041 due Apr 15, 2025, the same season as the final 1040.
- *Fiscal year ending 2/28/2025* (the latest allowed): the first return then covers ~12 months of estate income, including whatever happens with the house, and isn't due until **June 15, 2025**. It also defers when the beneficiaries report their share of income. This is probably Ken's preference, since it's the usual reason CPAs bring it up.

Estate EIN for all of this: **99-4417263**.

Ken's last line, that he wants to check one more thing once he has the final values, sounds like an estate-tax question. We'll know once Harbor sends numbers.""")

    c.user(
        "tell ken yes, go with the feb 28 fiscal year. also harbor securities STILL hasn't sent the DOD values, can you check",
        a="u10",
    )

    c.act(
        None,
        [
            (
                "gmail",
                {
                    "action": "send",
                    "to": "ken@watanabecpa.com",
                    "subject": "Re: estate tax questions - fiscal year",
                    "body": "Hi Ken,\n\nThanks for the overview. Please go ahead with a fiscal year ending February 28, 2025 for the estate's Form 1041 / OR-41 (EIN 99-4417263). I'm looking for Dad's 2023 1099s, SSA-1099 and 1099-R at the house this weekend and will scan them to you.\n\nClaire",
                },
                "sent  message-id <CAH2x8e1-7842@mail.gmail.com>  to ken@watanabecpa.com  2024-06-04 08:50",
            ),
            (
                "gmail",
                {"action": "search", "query": "from:harborsecurities.com newer_than:30d"},
                est_harbor_letter(rnd),
            ),
        ],
        a="m_harbor",
        ta="t_harbor",
    )

    c.say(
        """Ken has the fiscal-year answer: **FYE February 28, 2025**.

And Harbor's letter arrived this morning:

| account | DOD value | passes by |
|---|---|---|
| Brokerage ****2210 | **$213,774.80** | the will: probate asset, moves to estate acct ****9902 |
| Traditional IRA ****2231 | **$186,402.19** | beneficiary form: you 33.34%, Daniel 33.33%, Rosa 33.33%. **Not** part of probate |

Harbor valued everything as the average of 3/1 and 3/4, because 3/2 was a Saturday. That's the standard method.

Next steps from the letter: sign the Letter of Authorization to move ****2210 into the estate account (with certified Letters dated within 60 days; yours are from April 3, so order a fresh certified copy). Each of you files your own IRA claim form.

**Now Ken's "one more thing".** Adding up the gross estate for estate-tax purposes, which **includes** the IRA and life insurance even though they skip probate:

| | value |
|---|---|
| house (appraisal) | $472,000.00 |
| brokerage | $213,774.80 |
| IRA | $186,402.19 |
| Beacon Life (he owned it, per your notes) | $100,000.00 (face value) |
| savings + checking | $61,146.67 |
| Subaru (rough KBB) | ~$14,500 |
| household contents | TBD |
| **rough gross estate** | **≈ $1,047,800+** |

**Oregon's estate tax filing threshold is $1,000,000**, and we appear to be just over it before deductions (HELOC, medical, funeral, attorney fees). If a return is required, the Oregon estate tax return (OR-706) is due **nine months after death: 2024-12-02**. This is for Ken to confirm, not me. Deductions don't change whether you have to file; the gross value does. So the piano, the contents and the life insurance ownership all matter now.""",
        a="m_estate_tax",
    )

    c.user(
        "wait what. ok send ken all that. and now daniel is complaining that rosa gets the whole life insurance payout alone and says it should be equalized out of the residue. is that even a thing??",
        a="u11",
    )

    c.act(
        None,
        [
            (
                "gmail",
                {
                    "action": "send",
                    "to": "ken@watanabecpa.com",
                    "subject": "Donnelly estate - DOD values in; Oregon estate tax threshold?",
                    "body": "Ken,\n\nHarbor's DOD letter is in (attached): brokerage ****2210 $213,774.80, IRA ****2231 $186,402.19 (beneficiaries the three children). House appraised at $472,000 as of 3/2/2024. Bank accounts $61,146.67. Beacon Life policy $100,000 paid to Rosa as beneficiary. Subaru roughly $14,500; household contents not yet valued (includes a piano).\n\nBy my rough count the gross estate is about $1,047,800 before deductions. Is an Oregon estate tax return (OR-706) required, and if so can you prepare it? I understand it would be due December 2, 2024. Also: do you need a formal valuation of the piano/contents?\n\nThanks,\nClaire",
                },
                "sent  message-id <CAH2x8e1-7851@mail.gmail.com>  to ken@watanabecpa.com  2024-06-04 10:02",
            )
        ],
        a="m_ken2",
        ta="t_ken2",
    )

    c.say("""Sent to Ken.

On Daniel's point: **not automatically, no.**

- The Beacon Life policy names Rosa as beneficiary, so it pays to her directly under the contract. It never enters the estate, and the will's "equal thirds" applies only to the residue. As PR you **cannot** take money out of the residue to even things up on your own. That would be distributing against the will, and it would expose you personally.
- The only way to equalize is a **voluntary written agreement among all three heirs**, for example a family settlement agreement that Meera drafts. Rosa would have to agree to it.
- There's a wrinkle: if an Oregon estate tax is due, the will says it's paid from the residue (Article II), which means partly out of Daniel's and your shares, even though the insurance is part of what pushes the estate over the threshold. That's the one place his fairness argument has some footing. It's a negotiation point, not a legal entitlement.

I'd keep yourself out of the middle: tell Daniel it's a question for all three of you, with Meera's advice, and don't promise anything. Until it's agreed, nothing changes in how the residue gets split.""")

    c.user(
        "meera emailed about the house stuff I think, and something about the closing date. check",
        a="u12",
    )

    c.act(
        None,
        [
            (
                "gmail",
                {
                    "action": "search",
                    "query": "from:mjoshi@halvorsenpike.com OR subject:Donnelly newer_than:14d",
                },
                """3 messages (2 unrelated shown last)
From: Meera Joshi <mjoshi@halvorsenpike.com>
Date: Mon, Jun 10, 2024 1:37 PM
Subject: Donnelly 24PB01873 - consents, motion, closing timeline (and the piano)

Hi Claire,

1. Consents. I've sent the Consent to Sale of Real Property to you, Daniel and Rosa via DocuSign
   (envelope 5D2A-81C4-Donnelly). Each of you signs separately. I need all three back before I file.
2. Motion. Once the consents are in I'll file the Motion for Order Authorizing Sale of Real Property to an Heir.
   The court has given us a hearing on July 23, 2024 (2024-07-23) at 9:00 am, Judge Castellanos. You should
   attend; it's usually 10 minutes and often uncontested.
3. Closing. Daniel's lender (Riverbend Credit Union) told me their underwriting needs the signed court order
   plus ~30 days, and their closing calendar in mid-August is full. Realistic closing is August 29, 2024
   (2024-08-29). Daniel has a pre-approval, not yet a commitment letter. We should ask for the commitment
   letter as soon as the order is signed.
4. Inventory (July 8): thanks for the Harbor values. I still need the Subaru value and a household contents
   value. On contents: Daniel mentioned to me that he and Rosa both want the Steinway piano (Model M, 1962?).
   The will doesn't give it to anyone, so it's a residue asset. It can go to one of them at an agreed value
   credited against their share, or be sold. But I'll need a value for the inventory either way, and someone
   has to decide. A piano appraiser costs about $200.
5. Substitution of attorney was filed May 31; I'm now attorney of record.

Best,
Meera Joshi | Halvorsen & Pike LLP | 541-555-0172

"""
                + EST_MOTION_DRAFT
                + "\n"
                + EST_CONSENT
                + "\n\n--- other matches ---\n"
                + est_gmail_noise(rnd, 2),
            )
        ],
        a="m_meera",
        ta="t_meera",
    )

    c.say("""Meera's update:

- **DocuSign consents**: envelope 5D2A-81C4-Donnelly went to all three of you. **You need to sign, and Daniel and Rosa need to sign too**, before she can file.
- **Court hearing July 23, 2024, 9:00 am** (Judge Castellanos). You should attend.
- **Closing moves to August 29, 2024.** Riverbend needs the court order plus ~30 days, and its mid-August calendar is full. That misses Rosa's "mid-August" condition by two weeks, so she should hear it from you before she hears it from Daniel.
- Daniel only has a **pre-approval, not a commitment letter** yet. That's the real risk to the sale.
- **Inventory (July 8)**: Meera still needs a value for the Subaru and for household contents.
- **Piano**: Daniel and Rosa both want the Steinway. It's a residue asset. It can go to one of them at an agreed value credited against their third, or be sold. A piano appraisal is about $200 and she needs the value regardless.""")

    c.user(
        """update calendar + ledger with all of it. the piano — both want it. rosa actually plays, daniel says dad promised it to him. I honestly don't know. park it for now, but get the appraisal since meera needs a value anyway. then send the sibs an update email, neutral tone, cc meera""",
        a="u13",
    )

    c.act(
        "Updating the calendar and ledger, then the sibling email.",
        [
            (
                "calendar",
                {
                    "action": "batch",
                    "ops": [
                        {
                            "op": "update",
                            "match": "TARGET: closing - sale of 1817 Alder Crest Dr to Daniel",
                            "date": "2024-08-29",
                            "reminders": ["2024-07-29", "2024-08-20"],
                        },
                        {
                            "op": "create",
                            "title": "Court hearing - motion to approve sale to heir (24PB01873), 9:00am, Judge Castellanos",
                            "date": "2024-07-23",
                            "time": "09:00",
                        },
                        {
                            "op": "create",
                            "title": "Send remaining values to Meera (Subaru, contents, piano)",
                            "date": "2024-07-01",
                        },
                        {
                            "op": "create",
                            "title": "INVENTORY DUE - 24PB01873 (Meera files)",
                            "date": "2024-07-08",
                        },
                        {
                            "op": "create",
                            "title": "Creditor claims period ends (4 months from 4/11 publication)",
                            "date": "2024-08-11",
                        },
                        {
                            "op": "create",
                            "title": "Martin 2023 Form 1040 due (extended)",
                            "date": "2024-10-15",
                        },
                        {
                            "op": "create",
                            "title": "Oregon estate tax return OR-706 due IF required (confirm w/ Ken)",
                            "date": "2024-12-02",
                        },
                    ],
                },
                """updated 'TARGET: closing - sale of 1817 Alder Crest Dr to Daniel': 2024-08-15 -> 2024-08-29
created 6 events: 2024-07-01, 2024-07-08, 2024-07-23 09:00, 2024-08-11, 2024-10-15, 2024-12-02""",
            ),
            (
                "sheets",
                {
                    "action": "batch_update",
                    "path": "Estate/donnelly_estate_ledger.xlsx",
                    "updates": [
                        {
                            "tab": "Assets",
                            "row": "A3",
                            "set": {
                                "DOD value": 213774.80,
                                "status": "confirmed",
                                "notes": "Harbor ES-558201; LOA to move to ****9902",
                            },
                        },
                        {
                            "tab": "Assets",
                            "row": "A4",
                            "set": {
                                "DOD value": 186402.19,
                                "status": "confirmed",
                                "notes": "non-probate; 3 beneficiary claims",
                            },
                        },
                        {
                            "tab": "Assets",
                            "row": "A5",
                            "set": {
                                "DOD value": 100000.00,
                                "status": "paid to Rosa",
                                "notes": "non-probate; counts for OR estate tax? (Ken)",
                            },
                        },
                        {
                            "tab": "Assets",
                            "row": "A6",
                            "set": {
                                "DOD value": 472000.00,
                                "status": "under contract to Daniel",
                                "notes": "WVA-24-0612; consents via DocuSign 5D2A-81C4-Donnelly; hearing 2024-07-23; closing 2024-08-29",
                            },
                        },
                        {
                            "tab": "Assets",
                            "row": "A9",
                            "set": {
                                "item": "Steinway piano (Model M)",
                                "DOD value": None,
                                "status": "DISPUTED - parked",
                                "notes": "Rosa and Daniel both want it; appraisal ~$200 to order",
                            },
                        },
                        {
                            "tab": "Deadlines",
                            "row": "D1",
                            "set": {
                                "notes": "INVENTORY DUE 2024-07-08 (extension granted); values to Meera by 2024-07-01"
                            },
                        },
                    ],
                },
                "6 row groups updated in donnelly_estate_ledger.xlsx; new row A9 added\n\n"
                + est_ledger(
                    [
                        [
                            "A1",
                            "Assets",
                            "checking",
                            "First Cascade ****4471",
                            "$18,240.55",
                            "confirmed",
                            "close into estate acct ****9902",
                        ],
                        [
                            "A2",
                            "Assets",
                            "savings",
                            "First Cascade ****4488",
                            "$42,906.12",
                            "confirmed",
                            "close into estate acct ****9902",
                        ],
                        [
                            "A3",
                            "Assets",
                            "brokerage",
                            "Harbor ****2210",
                            "$213,774.80",
                            "confirmed",
                            "Harbor ES-558201; LOA to move to ****9902",
                        ],
                        [
                            "A4",
                            "Assets",
                            "IRA (non-probate)",
                            "Harbor ****2231",
                            "$186,402.19",
                            "confirmed",
                            "non-probate; 3 beneficiary claims",
                        ],
                        [
                            "A5",
                            "Assets",
                            "life insurance (non-probate)",
                            "Beacon Life",
                            "$100,000.00",
                            "paid to Rosa",
                            "non-probate; counts for OR estate tax? (Ken)",
                        ],
                        [
                            "A6",
                            "Assets",
                            "real property",
                            "1817 Alder Crest Dr",
                            "$472,000.00",
                            "under contract to Daniel",
                            "WVA-24-0612; DocuSign 5D2A-81C4-Donnelly; hearing 2024-07-23; closing 2024-08-29",
                        ],
                        [
                            "A7",
                            "Assets",
                            "vehicle",
                            "2016 Subaru Outback",
                            "",
                            "pending",
                            "Art. 3.1 gift to Rosa; value needed for inventory",
                        ],
                        [
                            "A8",
                            "Assets",
                            "tangibles",
                            "household contents",
                            "",
                            "pending",
                            "list in progress; value needed by 2024-07-01",
                        ],
                        [
                            "A9",
                            "Assets",
                            "Steinway piano (Model M)",
                            "tangible / residue",
                            "",
                            "DISPUTED - parked",
                            "Rosa and Daniel both want it; appraisal ~$200 to order",
                        ],
                        [
                            "L1",
                            "Liabilities",
                            "HELOC",
                            "First Cascade",
                            "~$12,480",
                            "get payoff",
                            "paid from sale proceeds at closing",
                        ],
                        [
                            "L2",
                            "Liabilities",
                            "St. Brendan's claim",
                            "acct 70024418",
                            "$7,412.00",
                            "HOLD",
                            "UHC supplement review pending",
                        ],
                        [
                            "L3",
                            "Liabilities",
                            "Visa",
                            "card ending 0917",
                            "$2,318.40",
                            "to pay",
                            "from ****9902",
                        ],
                        [
                            "X1",
                            "Expenses",
                            "SSA March benefit",
                            "ACH 04/10",
                            "$2,486.00",
                            "to return",
                            "do not spend",
                        ],
                        [
                            "X2",
                            "Expenses",
                            "REIMB-001 funeral Part A",
                            "HG-24-0311",
                            "$7,450.00",
                            "approved",
                            "check #1004 from ****9902",
                        ],
                        [
                            "X3",
                            "Expenses",
                            "appraisal fee",
                            "WVA-24-0612",
                            "$650.00",
                            "to pay",
                            "estate expense",
                        ],
                        [
                            "D1",
                            "Deadlines",
                            "inventory",
                            "24PB01873",
                            "",
                            "",
                            "INVENTORY DUE 2024-07-08 (extension granted); values to Meera by 2024-07-01",
                        ],
                    ]
                )
                + "\n\nAssets total (probate, known): $746,921.47 | non-probate: $286,402.19 | liabilities known: $22,210.40",
            ),
            (
                "gmail",
                {
                    "action": "draft_and_send",
                    "to": ["daniel.donnelly@outlook.com", "rosa.whitcomb@gmail.com"],
                    "cc": "mjoshi@halvorsenpike.com",
                    "subject": "Dad's estate - where things stand (June 10)",
                    "body": "Hi both,\n\nQuick update so we're all working from the same facts.\n\nHouse: Meera has sent each of us a DocuSign consent to the sale of 1817 Alder Crest Dr to Daniel at the appraised $472,000 (envelope 5D2A-81C4-Donnelly). Please sign it this week. The court hearing to approve the sale is July 23 at 9:00. Riverbend Credit Union says the realistic closing date is now August 29, not August 15. Daniel, Meera will need your commitment letter from Riverbend as soon as the order is signed.\n\nAccounts: Harbor sent the date-of-death values. Dad's IRA goes to the three of us directly by beneficiary form; each of us needs to file our own claim with Harbor. The brokerage account goes into the estate.\n\nTaxes: Ken Watanabe is checking whether the estate is over Oregon's estate tax filing threshold. I'll share what he says.\n\nPiano: I know you both want it. I'm not deciding anything on it right now. I'm only getting it appraised (about $200), because Meera needs a value for the court inventory. We can talk about it together later.\n\nThe life insurance question Daniel raised is something all three of us would have to agree on, with Meera's advice. Nothing changes in the meantime.\n\nLove,\nClaire",
                },
                "sent  message-id <CAH2x8e1-7903@mail.gmail.com>  to daniel.donnelly@outlook.com, rosa.whitcomb@gmail.com cc mjoshi@halvorsenpike.com  2024-06-10 19:22",
            ),
        ],
        a="m_update",
        ta="t_update",
    )

    c.say(
        "All done: closing moved to Aug 29 on the calendar, six new dates added, the ledger updated (piano row marked as disputed/parked), and the update went to Daniel and Rosa with Meera cc'd. I haven't booked the piano appraiser yet. Say which one (Meera may have a name) or I can find a couple in Eugene."
    )

    c.user(
        "give me the master checklist now — what's done, what's open, with dates. I want one page I can look at",
        a="u14",
    )

    c.say(
        """# Estate of Martin J. Donnelly: master checklist
Lane County Case **24PB01873** · PR: Claire · Attorney: **Meera Joshi** (Halvorsen & Pike, 541-555-0172) · CPA: Ken Watanabe · Estate EIN **99-4417263** · Estate acct First Cascade ****9902 · Ledger: `Estate/donnelly_estate_ledger.xlsx`

## Dates
| date | what | who |
|---|---|---|
| **Jul 1** | remaining values to Meera (Subaru, contents, piano) | you |
| **Jul 8** | **inventory due** (extended) | Meera files |
| **Jul 23, 9:00** | hearing: order approving sale to Daniel | you attend |
| **Aug 11** | creditor claim period ends | — |
| **Aug 29** | target closing, sale to Daniel at $472,000 | Daniel / Riverbend |
| **Oct 15** | Dad's 2023 Form 1040 (extended) | Ken, needs 1099s |
| **Dec 2** | Oregon OR-706, **if** required | Ken to confirm |
| Apr 15, 2025 | final 2024 Form 1040 | Ken |
| Jun 15, 2025 | estate Form 1041 / OR-41 (FYE Feb 28, 2025) | Ken |

## Done ✅
- Bank DOD values: checking $18,240.55, savings $42,906.12
- Appraisal: house **$472,000** as of 3/2/2024
- House decision: sell to Daniel at appraisal, he pays his own closing costs; Jenna told no listing
- Funeral: REIMB-001, $7,450 to you; you're absorbing the $2,400 reception
- Harbor DOD values: brokerage $213,774.80 (probate), IRA $186,402.19 (non-probate, thirds)
- Estate fiscal year chosen: FYE Feb 28, 2025
- Siblings updated (Jun 10)

## To do ☐
- Sign the DocuSign consent (5D2A-81C4-Donnelly) and chase Daniel's and Rosa's signatures
- Daniel: Riverbend **commitment letter** once the order is signed (he only has a pre-approval)
- Write check #1004 for REIMB-001 from ****9902
- Return / let SSA reclaim the **$2,486** March benefit (4/10 deposit)
- Cancel Netflix and Part D autopays; move utilities to the estate account
- Sign the Harbor LOA and order fresh certified Letters; each heir files an IRA claim
- Find Dad's 2023 1099s / SSA-1099 / 1099-R for Ken
- Order the piano appraisal (~$200) and value the Subaru and contents
- Get the HELOC payoff figure

## Open ⚠️
- **Oregon estate tax**: gross estate ≈ $1,047,800 vs the $1,000,000 threshold. Waiting on Ken.
- **St. Brendan's $7,412** claim: waiting on the UHC supplement review. Don't pay yet.
- **Piano**: Rosa and Daniel both want it. Parked.
- **Life insurance "equalization"** (Daniel): only possible by agreement of all three. Unresolved.
- Closing on Aug 29 is later than Rosa's mid-August condition. Make sure she's OK with it.""",
        a="m_final",
    )

    L = c.label
    L(
        "user_goal",
        "Claire (personal representative) wants a master checklist with real deadlines, account tracking, a plan for the house and to keep siblings Daniel and Rosa informed, for her father Martin Donnelly's estate",
        ["Martin Donnelly", "master checklist"],
        "u1",
    )
    L(
        "reference",
        "Lane County probate case number 24PB01873; Claire appointed April 3, 2024",
        ["24PB01873"],
        3,
    )
    L(
        "fact",
        "Checking ****4471 date-of-death balance $18,240.55; savings ****4488 $42,906.12",
        ["18,240.55", "42,906.12"],
        "t_bank",
    )
    L(
        "pending_action",
        "Return / let SSA reclaim the $2,486 March benefit deposited 4/10 (no benefit for month of death)",
        ["2,486"],
        "t_bank",
    )
    L(
        "reference",
        "Estate ledger spreadsheet Estate/donnelly_estate_ledger.xlsx",
        ["donnelly_estate_ledger.xlsx"],
        "m_ledger",
    )
    L(
        "reference",
        "Estate attorney is now Meera Joshi (Halvorsen & Pike), mjoshi@halvorsenpike.com",
        ["Meera Joshi"],
        "t_greg",
    )
    L(
        "pending_action",
        "Inventory due July 8, 2024 (extended); remaining values to Meera by July 1",
        ["July 8, 2024"],
        "t_greg",
    )
    L(
        "fact",
        "Retrospective appraisal of 1817 Alder Crest Dr: $472,000 as of March 2, 2024 (WVA-24-0612)",
        ["$472,000", "WVA-24-0612"],
        "t_greg",
    )
    L(
        "decision",
        "Sell the house to Daniel at the appraised $472,000, Daniel pays his own closing costs; no listing",
        ["$472,000", "own closing costs"],
        "u6",
    )
    L(
        "decision",
        "Estate reimburses Claire $7,450 funeral services (REIMB-001); Claire absorbs the $2,400 reception",
        ["REIMB-001", "$7,450"],
        "m_hosp",
    )
    L(
        "open_issue",
        "St. Brendan's claim $7,412 pending Medicare supplement (UHC plan F) review; don't pay yet",
        ["$7,412"],
        "t_hosp",
    )
    L(
        "fact",
        "Creditor claims period ends 2024-08-11 (four months from 4/11 publication)",
        ["2024-08-11"],
        "m_hosp_sum",
    )
    L(
        "fact",
        "Martin's 2023 return extended with Form 4868; due 2024-10-15",
        ["4868", "2024-10-15"],
        "t_tax",
    )
    L("reference", "Estate EIN 99-4417263", ["99-4417263"], "t_tax")
    L(
        "decision",
        "Estate's Form 1041 tax year: fiscal year ending February 28, 2025",
        ["February 28, 2025"],
        "m_harbor",
    )
    L(
        "fact",
        "Harbor DOD values: brokerage ****2210 $213,774.80 (probate), IRA ****2231 $186,402.19 (passes to three children by beneficiary form)",
        ["$213,774.80", "$186,402.19"],
        "t_harbor",
    )
    L(
        "open_issue",
        "Gross estate ~$1,047,800 may exceed Oregon's $1,000,000 estate tax threshold; OR-706 would be due 2024-12-02; Ken to confirm",
        ["$1,000,000", "2024-12-02"],
        "m_estate_tax",
    )
    L(
        "open_issue",
        "Daniel wants the Beacon Life payout to Rosa equalized from the residue; only possible by agreement of all three heirs",
        ["Beacon Life", "equaliz"],
        "u11",
    )
    L(
        "pending_action",
        "All three heirs sign DocuSign consent (envelope 5D2A-81C4-Donnelly); court hearing on sale 2024-07-23 9:00",
        ["5D2A-81C4-Donnelly", "2024-07-23"],
        "t_meera",
    )
    L(
        "fact",
        "Closing moved to 2024-08-29 (Riverbend Credit Union underwriting); Daniel has only a pre-approval, commitment letter pending",
        ["2024-08-29", "commitment letter"],
        "t_meera",
    )
    L(
        "open_issue",
        "Steinway piano: both Rosa and Daniel want it; decision parked, appraisal (~$200) needed for inventory",
        ["Steinway"],
        "t_meera",
    )

    S = c.stale_value
    S(
        "Claire's recollection of ~21k in checking (actual DOD balance $18,240.55)",
        ["21k"],
        "t_bank",
    )
    S("inventory due June 1st (now July 8, 2024 after extension)", ["June 1st"], "t_greg")
    S("attorney Greg Halvorsen (replaced by Meera Joshi)", ["Greg Halvorsen"], "t_greg")
    S(
        "plan to list the house at $489,000 with Jenna Ortiz (replaced by sale to Daniel at $472,000)",
        ["$489,000"],
        "u6",
    )
    S("closing target 2024-08-15 (moved to 2024-08-29)", ["2024-08-15"], "t_meera")
    c.write("en")


# ============================================================================
# 3. 小区停车场改造 (Chinese)
# ============================================================================

PK_SYSTEM = (
    "你是枫林苑小区业主委员会的事务助理，协助业委会成员处理停车场改造项目。可用工具：file_read（业委会共享盘）、"
    "sheet（项目台账与预算表）、mail（业委会公共邮箱）、vote_admin（“阳光社区”线上表决后台）、notice（业主群与公告栏发布）。"
    "涉及法律与资金的结论要注明依据；对外发布前必须经业委会成员确认。"
)

PK_BIDDERS = ["华筑市政", "城建通达", "绿道园林"]


def pk_bid_items(rnd):
    items = [
        ("1", "铣刨旧沥青面层（5cm）", "㎡", 14800, (6.2, 7.5)),
        ("2", "AC-13细粒式沥青混凝土面层（5cm）", "㎡", 14800, (38.0, 46.0)),
        ("3", "AC-20中粒式沥青混凝土（局部补强6cm）", "㎡", 2600, (41.0, 52.0)),
        ("4", "水泥稳定碎石基层修补（20cm）", "㎡", 1850, (52.0, 66.0)),
        ("5", "透层油、粘层油", "㎡", 17400, (2.8, 3.6)),
        ("6", "路缘石更换（花岗岩 15×30）", "m", 1260, (118.0, 142.0)),
        ("7", "车位划线（热熔标线）", "㎡", 1980, (36.0, 44.0)),
        ("8", "导向箭头、文字标识", "处", 96, (85.0, 120.0)),
        ("9", "车轮挡（橡胶）", "个", 412, (48.0, 66.0)),
        ("10", "LED庭院灯更换（含基础）", "套", 46, (2650.0, 3300.0)),
        ("11", "照明电缆敷设 YJV-4×16", "m", 1420, (78.0, 96.0)),
        ("12", "充电桩配套：电缆桥架及保护管预埋", "m", 860, (64.0, 88.0)),
        ("13", "充电车位地面隔离与标识", "个", 40, (420.0, 560.0)),
        ("14", "道闸系统更换（车牌识别，2进2出）", "套", 4, (21500.0, 26800.0)),
        ("15", "岗亭改造", "座", 2, (18000.0, 24500.0)),
        ("16", "监控补盲（400万像素枪机）", "台", 18, (1650.0, 2100.0)),
        ("17", "雨水口改造及连接管", "座", 38, (880.0, 1150.0)),
        ("18", "雨水管网改造 DN300-DN400", "m", 0, (0, 0)),
        ("19", "绿化带恢复", "㎡", 640, (85.0, 120.0)),
        ("20", "文明施工及环保措施费", "项", 1, (26000.0, 38000.0)),
        ("21", "安全防护及交通导改", "项", 1, (32000.0, 45000.0)),
        ("22", "临时停车场地布置", "项", 1, (12000.0, 19000.0)),
        ("23", "规费", "项", 1, (0, 0)),
        ("24", "税金（9%）", "项", 1, (0, 0)),
    ]
    targets = {"华筑市政": 1286000, "城建通达": 1148000, "绿道园林": 1395000}
    cols = {}
    for b in PK_BIDDERS:
        vals = []
        for no, name, unit, qty, (lo, hi) in items:
            if no in ("23", "24"):
                vals.append(None)
                continue
            if no == "18":
                vals.append(0.0 if b == "城建通达" else round(rnd.uniform(26000, 33000), 2))
                continue
            price = round(rnd.uniform(lo, hi), 2)
            vals.append(round(price * qty, 2))
        sub = sum(v for v in vals if v)
        tax = round(targets[b] / 1.09 * 0.09, 2)
        fees = round(targets[b] - tax - sub, 2)
        vals[22] = fees
        vals[23] = tax
        cols[b] = vals
    rows = []
    for k, (no, name, unit, qty, _) in enumerate(items):
        r = [no, name, unit, qty if qty else ("—" if no == "18" else "1")]
        for b in PK_BIDDERS:
            v = cols[b][k]
            if no == "18" and b == "城建通达":
                r += ["—", "未报价"]
            else:
                up = v / qty if (qty and no not in ("23", "24")) else v
                r += ["{:,.2f}".format(up), "{:,.2f}".format(v)]
        rows.append(r)
    rows.append(
        [
            "",
            "合计（投标总价）",
            "元",
            "",
            "",
            "1,286,000.00",
            "",
            "1,148,000.00",
            "",
            "1,395,000.00",
        ]
    )
    return table(
        [
            "序号",
            "项目名称",
            "单位",
            "工程量",
            "华筑单价",
            "华筑合价",
            "通达单价",
            "通达合价",
            "绿道单价",
            "绿道合价",
        ],
        rows,
    )


def pk_open_record():
    return """枫林苑小区地面停车场改造工程  开标记录表
招标编号：HX-2024-ZB-0617      招标代理：衡信招标咨询有限公司      开标时间：2024年7月5日 14:30
开标地点：枫林苑社区服务中心二楼会议室      监督：西溪街道城建科 徐明；业委会代表 陈静、赵国平
------------------------------------------------------------------------------------------------
序号 | 投标单位                 | 投标总价（元） | 承诺工期 | 质保期 | 项目经理 | 资质                         | 保证金
1    | 华筑市政工程有限公司     | 1,286,000      | 75日历天 | 2年    | 钱卫东   | 市政公用工程施工总承包二级   | 已交
2    | 城建通达建设有限公司     | 1,148,000      | 90日历天 | 2年    | 刘志强   | 市政公用工程施工总承包二级   | 已交
3    | 绿道园林工程有限公司     | 1,395,000      | 60日历天 | 3年    | 包慧敏   | 市政公用工程施工总承包三级   | 已交
------------------------------------------------------------------------------------------------
招标控制价：1,420,000元（含税）    评标办法：经评审的最低投标价法（技术标合格制）
技术标评审：三家均合格。备注：城建通达工程量清单第18项“雨水管网改造 DN300-DN400”未报价，评标委员会
要求其在7日内书面澄清是否包含在其他子目中；如不包含，应补报并说明对总价的影响。
唱标人：衡信 周倩   记录人：衡信 马骏   投标人代表均签字确认。"""


def pk_load_report(rnd):
    months = [
        "2023-07",
        "2023-08",
        "2023-09",
        "2023-10",
        "2023-11",
        "2023-12",
        "2024-01",
        "2024-02",
        "2024-03",
        "2024-04",
        "2024-05",
        "2024-06",
    ]
    peaks = [356, 372, 318, 262, 281, 334, 361, 344, 290, 248, 271, 329]
    rows = []
    for m, p in zip(months, peaks):
        rows.append(
            [
                m,
                "%d kW" % p,
                "%.1f%%" % (p / (630 * 0.92) * 100),
                "%d kW" % int(p * rnd.uniform(0.55, 0.68)),
                "%d MWh" % rnd.randint(118, 176),
                "%.2f" % rnd.uniform(0.90, 0.94),
            ]
        )
    t1 = table(["月份", "最大负荷", "负载率(按kW)", "平均负荷", "月用电量", "功率因数"], rows)
    hours = []
    for h in range(24):
        base = 120 + 160 * max(0, (h - 16)) / 5 if h >= 17 else 130 + (40 if 7 <= h <= 9 else 0)
        if h >= 22:
            base = 250 - (h - 22) * 40
        if h <= 5:
            base = 118 + rnd.randint(-6, 8)
        hours.append(
            [
                ("%02d:00" % h),
                "%d" % (base + rnd.randint(-10, 10)),
                "%d" % (base * 1.04 + rnd.randint(-12, 14)),
                "%d" % (base * 0.97 + rnd.randint(-9, 9)),
                "%d" % (min(372, base * 1.13) + rnd.randint(-8, 4)),
            ]
        )
    t2 = table(
        ["时段", "典型工作日(kW)", "典型周末(kW)", "典型过渡季(kW)", "冬季峰值日(kW)"], hours
    )
    return (
        """嘉禾物业 · 枫林苑配电容量评估（供停车场充电桩规划用）    编制：王海波    2024年7月8日
1. 供电概况：小区由两台箱式变电站供电。1号箱变 800kVA 供1-16幢住宅；2号箱变 630kVA 供17-28幢住宅、
   地面停车场照明、道闸、监控及会所。停车场新增用电只能接入2号箱变（1号箱变至停车场无低压通道）。
2. 2号箱变近12个月负荷：
"""
        + t1
        + """
3. 典型日负荷曲线（2号箱变，kW）：
"""
        + t2
        + """
"""
        + pk_circuits(rnd)
        + """
4. 结论：2号箱变额定630kVA，按功率因数0.92、长期安全负载率85%计，可用上限约493kW；近12个月最大负荷
   372kW（2023年8月，空调负荷），冬季峰值361kW。停车场可新增负荷约120kW（不含增容）。
   傍晚18:00-22:00为住宅用电高峰，充电负荷与其重叠，如无负荷管理，建议新增充电负荷不超过100kW。
5. 增容方案（供参考）：2号箱变更换为1000kVA，供电所初步估价38万元（含设备与外线），周期4-6个月，
   需办理用电报装并经业主表决使用公共资金。
附：供电所客户经理 郑凯 电话 0571-8695xxxx"""
    )


def pk_circuits(rnd):
    rows = [
        ["WL1", "17-20幢住宅", "400A", "%d" % rnd.randint(88, 104)],
        ["WL2", "21-24幢住宅", "400A", "%d" % rnd.randint(86, 101)],
        ["WL3", "25-28幢住宅", "400A", "%d" % rnd.randint(80, 97)],
        ["WL4", "会所、泳池设备", "250A", "%d" % rnd.randint(31, 44)],
        ["WL5", "停车场照明、道闸、监控", "100A", "%d" % rnd.randint(9, 14)],
        ["WL6", "备用", "250A", "0"],
        ["WL7", "备用", "250A", "0"],
    ]
    t = table(["出线回路", "供电范围", "开关额定", "近12月最大负荷(kW)"], rows)
    days_rows = []
    for d in days("2024-06-01", "2024-06-30"):
        pk = rnd.randint(262, 331)
        days_rows.append(
            [
                d.isoformat(),
                pk,
                "%02d:%02d" % (rnd.choice([19, 20, 20, 21]), rnd.choice([0, 15, 30, 45])),
                rnd.randint(112, 131),
            ]
        )
    t2 = table(["日期", "日最大负荷(kW)", "出现时刻", "日最小负荷(kW)"], days_rows)
    return (
        "3.1 2号箱变低压出线回路：\n"
        + t
        + "\n（WL6、WL7为备用回路，可用于充电桩接入，需加装计量。）\n3.2 2024年6月逐日负荷：\n"
        + t2
    )


def pk_vote_breakdown(rnd, final):
    households = [40] * 28
    extra = 1126 - sum(households)
    for i in range(extra):
        households[i % 28] += 1
    target_p = 812 if final else 681
    target_y = 648 if final else 559
    base = random.Random(2808)
    ps_final = alloc(812, [h * base.uniform(0.5, 0.9) for h in households], caps=households)
    ys_final = alloc(648, [p * base.uniform(0.72, 0.9) for p in ps_final], caps=ps_final)
    if final:
        ps, ys = ps_final, ys_final
    else:
        ps = alloc(681, [p * base.uniform(0.7, 1.0) for p in ps_final], caps=ps_final)
        ys = alloc(
            559,
            [min(p, y) * base.uniform(0.9, 1.0) for p, y in zip(ps, ys_final)],
            caps=[min(p, y) for p, y in zip(ps, ys_final)],
        )
    rows = []
    for i, (h, p, y) in enumerate(zip(households, ps, ys), 1):
        units = 2 if h <= 40 else 3
        hs = [h // units + (1 if k < h % units else 0) for k in range(units)]
        pp = [p // units + (1 if k < p % units else 0) for k in range(units)]
        yy = [y // units + (1 if k < y % units else 0) for k in range(units)]
        ar = random.Random(900 + i)
        for k in range(units):
            area = round(hs[k] * ar.uniform(84.0, 90.5), 2)
            parea = round(area * pp[k] / hs[k], 2) if hs[k] else 0
            rows.append(
                [
                    "%d幢%d单元" % (i, k + 1),
                    hs[k],
                    "%.2f" % area,
                    pp[k],
                    "%.2f" % parea,
                    "%.1f%%" % (pp[k] / hs[k] * 100),
                    yy[k],
                    pp[k] - yy[k],
                    rnd.choice(
                        ["", "", "", "楼长已上门", "出租户多", "楼长已上门", "老人多，纸质票"]
                    )
                    if not final
                    else rnd.choice(["", "", "楼长已上门", "纸质票补录"]),
                ]
            )
    rows.append(
        [
            "合计",
            sum(households),
            "98,430.00",
            target_p,
            "—",
            "%.1f%%" % (target_p / 1126 * 100),
            target_y,
            target_p - target_y,
            "",
        ]
    )
    return table(
        [
            "楼栋单元",
            "户数",
            "专有面积㎡",
            "已表决",
            "已表决面积㎡",
            "参与率",
            "议题一同意",
            "议题一反对/弃权",
            "备注",
        ],
        rows,
    )


def pk_eval_report(rnd):
    crit = [
        ("投标函及附录签章", "符合", "符合", "符合"),
        ("营业执照、资质证书有效", "符合", "符合", "符合"),
        ("安全生产许可证有效期", "2026-03", "2025-11", "2025-08"),
        (
            "项目经理注册证书（一级建造师/二级）",
            "一级（钱卫东）",
            "一级（刘志强）",
            "二级（包慧敏）",
        ),
        ("近三年类似业绩（小区道路/停车场）", "5项", "7项", "3项"),
        ("财务状况（近三年审计报告）", "符合", "符合", "符合"),
        ("信用中国/失信被执行人查询", "无记录", "无记录", "无记录"),
        ("投标保证金（2万元）", "已交", "已交", "已交"),
        ("施工组织设计", "合格", "合格", "合格"),
        ("分区施工及临时交通组织", "合格（分三区）", "合格（分两区）", "合格（分两区）"),
        ("雨季/冬季施工措施", "合格", "合格", "合格"),
        ("安全文明施工措施", "合格", "合格", "合格"),
        ("质量保证体系", "合格", "合格", "合格"),
        ("主要机械设备（铣刨机、摊铺机、压路机）", "自有", "自有+租赁", "租赁"),
        ("工程量清单完整性", "完整", "第18项未报价（澄清中）", "完整"),
        ("算术性修正", "无", "无", "有（-1,240.00，已确认）"),
        ("不平衡报价分析", "无明显", "第2项单价偏低8%", "第14项偏高"),
    ]
    t = table(["评审项", "华筑市政", "城建通达", "绿道园林"], [list(c) for c in crit])
    experts = table(
        ["评委", "单位", "专业"],
        [
            ["周立群", "市建设工程专家库", "市政道路"],
            ["方敏", "市建设工程专家库", "造价"],
            ["韩旭东", "市建设工程专家库", "电气"],
            ["赵国平", "业委会（业主代表）", "—"],
            ["徐明", "西溪街道城建科（监督，不评分）", "—"],
        ],
    )
    return (
        """枫林苑小区地面停车场改造工程  评标报告（摘要）   衡信招标咨询有限公司   2024年7月6日
一、评标委员会组成
"""
        + experts
        + """
二、资格审查及技术标评审
"""
        + t
        + """
二之一、主要子目报价与招标控制价偏差（%）：
"""
        + pk_deviation(rnd)
        + """
三、评标结论：三家技术标均合格。按经评审的最低投标价法，城建通达在完成第18项澄清并补报后，若修正后总价
仍为最低且不超过招标控制价，推荐为第一中标候选人；华筑市政为第二中标候选人。
四、需提示招标人的事项：
  1. 城建通达第2项AC-13沥青面层单价低于市场信息价约8%，合同中应明确压实度、厚度第三方检测及不合格返工条款；
  2. 充电桩相关子目（第12、13项）按40个充电车位编制，如数量调整应按实结算；
  3. 中标结果须在小区公示不少于5日，并经业主大会（或业主共同决定）同意后方可签订合同。"""
    )


def pk_xz_plan(rnd):
    years = []
    cum = -1_386_000
    for y in range(1, 11):
        kwh = int(178_000 * (1 + 0.08 * (y - 1)) * rnd.uniform(0.96, 1.04))
        rev = round(kwh * 0.60)
        share = round(kwh * 0.12)
        opex = round(86_000 + y * 2_400)
        net = rev - share - opex
        cum += net
        years.append(
            [
                y,
                "{:,}".format(kwh),
                "{:,}".format(rev),
                "{:,}".format(share),
                "{:,}".format(opex),
                "{:,}".format(net),
                "{:,}".format(cum),
            ]
        )
    t = table(
        ["年度", "充电量(kWh)", "服务费收入", "场地分成(0.12)", "运维成本", "净现金流", "累计"],
        years,
    )
    return (
        """--- 附件：枫林苑充电方案V2.pdf（文字提取）---
星桩科技（杭州）有限公司  枫林苑小区电动汽车充电设施投资建设运营方案 V2   2024年7月
1. 需求调研：小区登记新能源车 63 辆（物业2024年6月数据），年增长约 25%；私桩安装受限于无固定产权车位。
2. 建设内容：7kW交流充电桩 30 台（单枪），刷卡/扫码/即插即充；“星桩有序充电”边缘控制器 1 套，
   接入2号箱变低压出线，实时采集变压器负荷，按“余量-安全裕度”动态下发各桩功率（最低 2.2kW/桩）。
3. 供电：新增低压出线 1 回（YJV22-4×95+1×50），由星桩委托有资质电力施工单位实施，物业配合停电。
4. 投资估算：设备 30×8,600 = 258,000；有序充电系统 68,000；电缆及配电 412,000；土建配合 96,000；
   设计及报装 38,000；其他 14,000；合计约 886,000 元（不含桥架预埋，已含于改造清单）。注：含电缆
   增补及10年运维备件后，全周期投入按 1,386,000 元测算。
5. 收益测算（30台，服务费0.60元/kWh，场地分成0.12元/kWh）：
"""
        + t
        + """
6. 运营承诺：故障4小时响应、24小时修复；设备在线率≥98%；每月向业委会报送充电量及分成明细。
6.1 设备主要技术参数（XZ-AC7-S1 交流充电桩）：
"""
        + table(
            ["参数", "数值"],
            [
                ["额定输入", "AC 220V±15%，50Hz"],
                ["额定输出功率", "7kW（32A）"],
                ["功率可调范围", "2.2kW–7kW，步长0.1kW（平台下发）"],
                ["充电接口", "GB/T 20234.2-2015 交流接口，枪线5m"],
                ["防护等级", "IP55（户外）"],
                ["工作温度", "-30℃ ~ +55℃"],
                ["保护功能", "过压、欠压、过流、短路、漏电（A型30mA）、防雷（C级）、急停"],
                ["计量", "内置电能表，精度1级，可接入平台"],
                ["通信", "4G / 以太网，OCPP 1.6J 及星桩私有协议"],
                ["安装方式", "落地立柱式，基础400×400×600"],
                ["待机功耗", "≤3W"],
                ["认证", "CQC、GB/T 18487.1-2023"],
                ["有序充电控制器", "XZ-EMS-200，采样周期1s，功率下发周期15s"],
                [
                    "控制策略",
                    "变压器余量 = 额定×安全系数 - 实时住宅负荷；按到站先后+剩余电量加权分配",
                ],
                ["通信中断策略", "控制器失联时各桩自动降至2.2kW运行"],
            ],
        )
        + """
7. 安全：每桩配置A型漏保、防雷；平台具备过温、过流告警；接入物业消防巡查；每年第三方电气检测一次。
8. 合同主要条款（草案）：合作期10年；场地分成按季度结算；期满设备无偿移交小区或按双方协商续约；
   合作期内小区不得引入其他公共充电运营商（独家）；如小区单方解约，按剩余年限折算赔偿设备残值。"""
    )


def pk_schedule():
    tasks = [
        ("1", "施工准备：围挡、临停场地布置、交通导改公告", "09-16", "09-18", 3, ""),
        ("2", "A区 旧沥青铣刨", "09-19", "09-23", 5, "1"),
        ("3", "A区 基层病害处理、雨水口改造", "09-24", "10-01", 8, "2"),
        ("4", "A区 照明电缆沟、充电桥架预埋", "09-26", "10-03", 8, "2"),
        ("5", "A区 路缘石更换", "09-28", "10-04", 7, "3"),
        ("6", "A区 透层、AC-20补强、AC-13面层摊铺", "10-05", "10-09", 5, "3,4,5"),
        ("7", "A区 划线、车轮挡、标识", "10-10", "10-12", 3, "6"),
        ("8", "A区 LED庭院灯安装调试", "10-08", "10-13", 6, "4"),
        ("9", "A区 交付使用（B区车辆转入A区）", "10-15", "10-15", 1, "7,8"),
        ("10", "B区 管线探测、燃气交底（前置条件）", "09-25", "10-15", 0, "外部"),
        ("11", "B区 围挡、旧沥青铣刨", "10-16", "10-21", 6, "9,10"),
        ("12", "B区 雨水管网改造 DN300/DN400（18-1~18-3）", "10-22", "11-02", 12, "11"),
        ("13", "B区 基层修补、雨水口", "10-28", "11-05", 9, "11"),
        ("14", "B区 照明电缆沟、充电桥架预埋", "10-24", "11-03", 11, "11"),
        ("15", "B区 路缘石更换、岗亭基础重做", "11-01", "11-08", 8, "13"),
        ("16", "B区 沥青面层摊铺", "11-09", "11-14", 6, "12,13,14,15"),
        ("17", "B区 划线、标识、车轮挡", "11-15", "11-18", 4, "16"),
        ("18", "道闸系统更换（2进2出）、岗亭改造", "11-12", "11-22", 11, "15"),
        ("19", "监控补盲18台", "11-16", "11-24", 9, "14"),
        ("20", "充电桩安装（星桩实施）及有序充电调试", "11-19", "11-29", 11, "17,外部"),
        ("21", "绿化带恢复", "11-20", "11-27", 8, "17"),
        ("22", "第三方检测（压实度、厚度、平整度）", "11-25", "11-28", 4, "16"),
        ("23", "整改、清场", "11-29", "12-02", 4, "22"),
        ("24", "竣工验收（业委会、物业、监理、施工方）", "12-03", "12-04", 2, "23"),
    ]
    t = table(["编号", "工作内容", "开始", "完成", "工期(天)", "紧前"], [list(x) for x in tasks])
    return (
        "--- 城建通达：枫林苑停车场改造 施工进度计划（V2，按80日历天，开工2024-09-16）---\n"
        + t
        + "\n关键线路：1→2→3→6→7→9→11→12→16→17→20→22→23→24\n"
        + pk_resources()
        + "\n"
        "说明：A区施工期间（09-16至10-15）A区236个车位封闭，车辆临时停放B区及外部借用场地；B区施工期间车辆转入A区。\n"
        "国庆假期（10-01至10-07）照常施工，夜间22:00后不进行机械作业。"
    )


def pk_share_rows():
    rnd = random.Random(4417)
    rows = []
    for b in (1, 2):
        for u in (1, 2):
            for f in range(1, 13):
                area = round(rnd.choice([78.46, 86.12, 89.37, 92.05, 118.64, 132.20]), 2)
                rows.append(
                    [
                        "%d-%d-%02d01" % (b, u, f),
                        "%.2f" % area,
                        "%.2f" % (area * 7.0134),
                        "%.2f" % (area * 7.0134 * 0.5),
                        rnd.choice(["余额充足", "余额充足", "余额充足", "余额不足需续筹"]),
                    ]
                )
    return table(["房号", "专有面积㎡", "应分摊(元)", "首付款分摊(元)", "分户账状态"], rows)


def pk_fund_application():
    return """--- 业委会共享盘/停车场改造/维修资金/专项维修资金使用申请材料清单及申请表（区住房维修资金管理中心 2023版）---
一、申请材料清单（原件核验，复印件加盖业委会公章）
  1. 《住宅专项维修资金使用申请表》（一式三份）
  2. 业主大会决定或业主共同决定的表决结果（含表决明细、参与及同意的面积和人数统计）
  3. 表决结果公示材料（公示不少于7日，附公示照片及起止日期）
  4. 维修（改造）方案、工程预算书（超过50万元的须附第三方审价报告或招标文件及中标结果）
  5. 施工合同（草案）及施工单位资质证书、安全生产许可证
  6. 业委会备案证明、经办人身份证明；物业服务企业意见（物业服务合同复印件）
  7. 分摊明细：按专有部分面积分摊至各户（系统生成，须与表决名册一致）
二、审核流程与时限
  受理 → 材料审核（5个工作日）→ 现场核查（视情况）→ 公示分摊清单（小区内不少于3日，可与审核并行）
  → 审核通过出具《使用核准通知书》→ 首付款划拨（不超过合同价的50%），余款竣工验收并审价后划拨。
  一般时限：材料齐全后 10 个工作日；需现场核查的，延长至 15 个工作日。
三、申请表（草填）
  项目名称：枫林苑小区地面停车场改造工程
  申请金额：690,325.00 元     其中：施工合同部分 631,500.00 元；不可预见费 58,825.00 元
  其余资金来源：公共收益 600,000.00 元（业委会账户）
  分摊范围：全体业主 1,126 户 / 98,430.00㎡    户均约 613 元（按面积分摊，约 7.01 元/㎡）
  施工单位：城建通达建设有限公司    合同价：1,176,500.00 元    工期：80日历天
  表决编号：FLY-BJ-2024-03    公示期：2024-08-26 至 2024-09-01
  经办人：陈静    物业服务企业：嘉禾物业（王海波）
四、注意：不可预见费部分中心一般不预先核拨，实际发生后凭签证单、审价结果申请追加拨付。
五、分摊明细（系统预生成，节选前 48 户；单价 690,325.00 / 98,430.00 = 7.0134 元/㎡）
""" + pk_share_rows()


def pk_probe_quote():
    return """--- 城建通达 转 管线探测单位报价：杭州勘联管线探测有限公司  报价单 KL-2024-0826 ---
项目：枫林苑小区停车场改造 B区 地下管线探测（重点：燃气中压管 DN160 PE 走向及埋深）
序号 | 内容                                           | 单位 | 数量 | 单价(元) | 合价(元)
1    | 电磁感应法管线探测（金属管线、示踪线）         | 延米 | 420  | 6.00     | 2,520.00
2    | 探地雷达（GPR）非金属管线探测                  | 延米 | 260  | 14.00    | 3,640.00
3    | 开挖样洞验证（人工，含回填）                   | 个   | 3    | 480.00   | 1,440.00
4    | 管线点测量、成果图及报告                       | 项   | 1    | 1,000.00 | 1,000.00
     | 合计                                           |      |      |          | 8,600.00
工期：外业3天，报告出具2个工作日。需物业提供：2009年竣工图、燃气公司报装资料（如有）、现场配合人员。
备注：PE燃气管如未敷设示踪线，电磁法无法探测，将以探地雷达+样洞为准；样洞开挖须燃气公司现场监护。"""


PK_COMMENTS = [
    ("临时停车", "A区施工一个月，我们A区的车停哪里？B区本来就不够。"),
    ("临时停车", "晚上九点以后下班回来根本没位置，能不能借隔壁学校操场？"),
    ("临时停车", "建议施工期间周边路段临时停车，物业去跟交警协调一下。"),
    ("临时停车", "临停期间外来车辆一律不准进，先保证业主。"),
    ("临时停车", "老人接送孩子，车要停近一点，能不能留几个临时落客位？"),
    ("临时停车", "施工期间停车费是不是应该减免？"),
    ("固定车位", "我们12户是和物业签了固定车位月租合同的，到2025年6月，施工期间车位没了怎么算？"),
    ("固定车位", "固定车位租金已经交到年底了，要么退钱要么给同等位置的车位。"),
    ("固定车位", "改造完以后固定车位还在原位置吗？划线会不会变？"),
    ("3幢北侧", "听说要砍3幢北边的香樟？坚决反对！"),
    ("3幢北侧", "香樟树根把路面拱坏了，改造时怎么处理？不要砍树。"),
    ("充电桩", "24个太少了，小区新能源车已经60多辆了。"),
    ("充电桩", "能不能允许有车位的业主自己装私桩？"),
    ("充电桩", "充电桩位置尽量放在B区靠外面，别离楼太近，怕不安全。"),
    ("充电桩", "服务费0.6元/度有点贵，能不能谈低一点？"),
    ("充电桩", "充满了不挪车怎么办？要有超时占位费。"),
    ("费用", "为什么要动用维修资金？电梯以后也要修的，钱够吗？"),
    ("费用", "希望审价结果公开，每一项都公示。"),
    ("费用", "公共收益账户还有86万，为什么不全部用公共收益？"),
    ("费用", "户均600多元可以接受，但要保证质量。"),
    ("施工", "施工时间能不能避开早晚高峰？早上7点半前别开机器。"),
    ("施工", "沥青味道很大，家里有小孩，施工前要通知。"),
    ("施工", "B区雨天积水最严重，排水一定要做好。"),
    ("施工", "道闸换成车牌识别很好，外来车太多了。"),
    ("其他", "支持！拖了好几年了，早该修了。"),
    ("其他", "照明太暗了，晚上走路都怕，支持改造。"),
    ("其他", "希望业委会把每个月进度发在群里。"),
    ("其他", "监控补盲很有必要，之前车被刮了都查不到。"),
    ("其他", "建议增加几个电动自行车充电的地方。"),
    ("其他", "表决时间太短了，很多人不知道。"),
]


def pk_comments_block(rnd):
    out = []
    for i, (cat, txt) in enumerate(PK_COMMENTS, 1):
        b = rnd.randint(1, 28)
        out.append("  #%02d [%s] %d幢业主：%s" % (i, cat, b, txt))
    return "\n".join(out)


def pk_public_income(rnd):
    rows = []
    bal = 731_286.40
    for m in [
        "2023-07",
        "2023-08",
        "2023-09",
        "2023-10",
        "2023-11",
        "2023-12",
        "2024-01",
        "2024-02",
        "2024-03",
        "2024-04",
        "2024-05",
        "2024-06",
    ]:
        park = round(rnd.uniform(19_800, 23_600), 2)
        ad = round(rnd.choice([0, 0, 8_400, 12_000]), 2)
        rent = round(rnd.uniform(2_100, 3_300), 2)
        other = round(rnd.uniform(0, 1_800), 2)
        spend = round(rnd.choice([0, 0, 4_800, 9_650, 16_200, 28_400]), 2)
        rows.append(
            [
                m,
                "{:,.2f}".format(park),
                "{:,.2f}".format(ad),
                "{:,.2f}".format(rent),
                "{:,.2f}".format(other),
                "{:,.2f}".format(spend),
                "",
            ]
        )
        bal += park + ad + rent + other - spend
    # force closing balance to the reported figure
    rows[-1][-1] = "862,340.00"
    for r in rows[:-1]:
        r[-1] = "—"
    return (
        table(
            ["月份", "临停及月租停车收入", "广告收入", "场地租赁", "其他", "支出", "期末余额"], rows
        )
        + "\n（支出主要为：2023-09 儿童游乐设施维修、2024-01 公共区域绿化补种、2024-04 业委会审计费；期末余额 862,340.00 元）"
    )


def pk_resources():
    weeks = [
        "W1 09-16",
        "W2 09-23",
        "W3 09-30",
        "W4 10-07",
        "W5 10-14",
        "W6 10-21",
        "W7 10-28",
        "W8 11-04",
        "W9 11-11",
        "W10 11-18",
        "W11 11-25",
        "W12 12-02",
    ]
    labor = [14, 26, 30, 28, 12, 24, 32, 30, 26, 22, 14, 6]
    mach = [
        "挖机1",
        "铣刨机1、挖机1、自卸车4",
        "挖机2、自卸车3",
        "摊铺机1、压路机3、自卸车6",
        "划线车1",
        "铣刨机1、挖机1、自卸车4",
        "挖机2、顶管设备1、自卸车3",
        "挖机1、小型压路机1",
        "摊铺机1、压路机3、自卸车6",
        "划线车1、吊车1",
        "检测车1",
        "—",
    ]
    rows = [
        [w, l, m, "夜间22:00后停止机械作业" if i in (3, 8) else ""]
        for i, (w, l, m) in enumerate(zip(weeks, labor, mach))
    ]
    return (
        "\n资源计划（按周）：\n"
        + table(["周次", "现场人数", "主要机械", "备注"], rows)
        + "\n项目管理班子：项目经理 孙涛（一级建造师 浙1332019xxxxxx）、技术负责人 吴峰、施工员 黄磊、安全员 倪佳、质检员 蔡文"
    )


def pk_deviation(rnd):
    names = [
        "铣刨旧沥青面层",
        "AC-13面层",
        "AC-20补强",
        "水稳基层修补",
        "透层粘层油",
        "路缘石更换",
        "车位划线",
        "导向标识",
        "车轮挡",
        "LED庭院灯",
        "照明电缆",
        "桥架及保护管预埋",
        "充电车位隔离",
        "道闸系统",
        "岗亭改造",
        "监控补盲",
        "雨水口改造",
        "雨水管网",
        "绿化恢复",
        "文明施工",
        "安全防护",
        "临停布置",
    ]
    rows = []
    for i, n in enumerate(names, 1):
        d = [round(rnd.uniform(-9, 6), 1) for _ in range(3)]
        if n == "AC-13面层":
            d[1] = -8.1
        if n == "雨水管网":
            d[1] = None
        rows.append([i, n] + [("未报价" if x is None else "%+.1f%%" % x) for x in d])
    return table(["序号", "子目", "华筑市政", "城建通达", "绿道园林"], rows)


def pk_xz_24(rnd):
    rows = []
    cum = -1_118_000
    for y in range(1, 13):
        kwh = int(146_000 * (1 + 0.07 * (y - 1)) * rnd.uniform(0.97, 1.03))
        rev = round(kwh * 0.60)
        share = round(kwh * 0.15)
        opex = 74_000 + y * 2_100
        net = rev - share - opex
        cum += net
        rows.append(
            [
                "第%d年" % y,
                "{:,}".format(kwh),
                "{:,}".format(rev),
                "{:,}".format(share),
                "{:,}".format(opex),
                "{:,}".format(net),
                "{:,}".format(cum),
            ]
        )
    return (
        table(
            [
                "年度",
                "充电量kWh",
                "服务费收入",
                "场地分成0.15",
                "运维成本",
                "净现金流",
                "累计现金流",
            ],
            rows,
        )
        + "\n    （按上述测算，第10年末累计现金流仍为负，第12年末基本收回投资。）"
    )


def pk_vote_items23(rnd):
    ps = alloc(812, [rnd.uniform(22, 36) for _ in range(28)])
    y2 = alloc(631, [p * rnd.uniform(0.7, 0.86) for p in ps], caps=ps)
    y3 = alloc(702, [p * rnd.uniform(0.8, 0.93) for p in ps], caps=ps)
    rows = [
        ["%d幢" % (i + 1), p, a, "%.1f%%" % (a / p * 100), b, "%.1f%%" % (b / p * 100)]
        for i, (p, a, b) in enumerate(zip(ps, y2, y3))
    ]
    rows.append(["合计", 812, 631, "77.7%", 702, "86.5%"])
    return table(["楼栋", "已表决", "议题二同意", "议题二比例", "议题三同意", "议题三比例"], rows)


def build_parking():
    rnd = random.Random(11_03)
    c = Conv(
        "blind-zh-parking-lot-renovation",
        "枫林苑小区地面停车场改造：招标、充电桩、业主表决与工期",
        PK_SYSTEM,
        ref_style="call",
        seed=1103,
    )

    c.user(
        """你好，我是枫林苑业委会的陈静，停车场改造这个项目现在归我牵头。情况大概是：
1. 地面停车场（A区+B区，412个车位）要整体翻修：沥青重铺、排水、划线、照明、道闸；
2. 7月5号已经开标了，三家投标，资料在共享盘“停车场改造/招标”里，帮我整理个对比；
3. 业委会定的预算上限是125万；
4. 顺便要装40个充电桩，业主呼声很高；
5. 计划9月2日开工，开工前要走业主表决。
先帮我把三家标书对比一下吧。""",
        a="u1",
    )

    c.act(
        "我先把开标记录和三家的工程量清单报价调出来。",
        [
            (
                "file_read",
                {"path": "业委会共享盘/停车场改造/招标/开标记录表_HX-2024-ZB-0617.pdf"},
                pk_open_record(),
            ),
            (
                "file_read",
                {"path": "业委会共享盘/停车场改造/招标/三家报价清单汇总.xlsx"},
                "工作表：分项报价对比（单位：元，含税）\n" + pk_bid_items(rnd),
            ),
            (
                "file_read",
                {"path": "业委会共享盘/停车场改造/招标/评标报告_HX-2024-ZB-0617.pdf"},
                pk_eval_report(rnd),
            ),
        ],
        a="m_bids",
        ta="t_bids",
    )

    c.say("""## 三家投标对比

| | 华筑市政 | **城建通达** | 绿道园林 |
|---|---|---|---|
| 投标总价 | 1,286,000 | **1,148,000** | 1,395,000 |
| 工期 | 75天 | 90天 | 60天 |
| 资质 | 市政二级 | 市政二级 | 市政三级 |
| 质保 | 2年 | 2年 | 3年 |
| 项目经理 | 钱卫东 | 刘志强 | 包慧敏 |
| 与预算上限125万比 | 超 3.6万 | 低 10.2万 | 超 14.5万 |

**要注意的点：**
1. **城建通达最便宜，但清单第18项“雨水管网改造 DN300-DN400”没报价。** 评标委员会已经要求它7天内书面澄清。这一项在另外两家的报价里大约是2.6–3.3万，补上以后城建通达仍然是最低价，但和预算的差距会缩小。
2. 评标办法是“经评审的最低投标价法”，技术标三家都合格。也就是说只要城建通达把第18项补齐、价格合理，按规则应当推荐它中标。
3. 绿道园林工期最短，但资质是三级、价格最高，而且已经超过预算。
4. 三家都按 **40个** 充电车位报了“充电车位隔离与标识”（第13项），桥架预埋也按40台考虑。如果充电桩数量后面调整，这两项要跟着变。

建议先等城建通达的澄清。另外，充电桩要不要先看一下配电容量？40台慢充对电力的要求不低。""")

    c.user(
        "城建通达那边我去问能不能补报。充电桩这块物业王经理说变压器可能不够，他发了个配电报告，你看下",
        a="u2",
    )

    c.act(
        None,
        [
            (
                "file_read",
                {"path": "业委会共享盘/停车场改造/充电桩/嘉禾物业_配电容量评估_20240708.pdf"},
                pk_load_report(rnd),
            )
        ],
        a="m_load",
        ta="t_load",
    )

    c.say("""王经理说得对，**按40台装不下**。

- 停车场只能接 **2号箱变（630kVA）**。按报告的口径，可用上限约493kW，近一年最大负荷372kW，**余量约120kW**。
- 40台 × 7kW = **280kW**，是余量的两倍多。就算按同时使用率0.6算也要168kW，还是超。
- 晚上18–22点是住宅用电高峰，正好也是车主下班回来充电的时间，两者叠在一起。

**可选方案：**

| 方案 | 做法 | 成本 / 周期 | 问题 |
|---|---|---|---|
| A 增容 | 2号箱变换成1000kVA | 约38万，4–6个月 | 超预算，赶不上9月开工，要另外表决 |
| B 有序充电 | 装一套负荷管理平台，总功率封顶120kW，按排队或时段分配 | 平台费用通常由运营商承担 | 高峰时单车充得慢 |
| C 减少数量 | 只装 ≤14台，不做负荷管理 | 最省事 | 满足不了需求 |

我倾向 **B**。目前市面上的运营商基本都带有序充电平台。如果有运营商愿意投资建设，小区不用出钱，还能拿电费服务费分成。你们接触过运营商吗？""")

    c.user(
        "城建通达补报了，加上雨水管网总价117.65万，邮件里有。运营商之前接触过一家星桩科技，方案也在邮箱里，一起看看",
        a="u3",
    )

    c.act(
        None,
        [
            (
                "mail",
                {"action": "search", "query": "from:城建通达 补充报价 OR 澄清", "days": 7},
                """1 封邮件
发件人：城建通达建设有限公司 经营部 <jingying@cjtd-build.com>
时间：2024年7月10日 16:22
主题：关于枫林苑停车场改造工程清单第18项的澄清及补充报价
附件：补充报价单_雨水管网.pdf

枫林苑小区业主委员会、衡信招标咨询有限公司：
我司投标清单第18项“雨水管网改造 DN300-DN400”因编制疏漏未报价，该项内容未包含在其他子目中。
现补充报价如下（单价按投标同期价格，其他子目单价不变）：
  18-1 HDPE双壁波纹管 DN300 敷设（含开挖、回填）   186 m × 98.00  = 18,228.00
  18-2 HDPE双壁波纹管 DN400 敷设（含开挖、回填）    64 m × 126.00 =  8,064.00
  18-3 检查井改造（砖砌 Φ700）                         3 座 × 736.00 =  2,208.00
  小计 28,500.00 元（含税）
补充后投标总价：1,148,000 + 28,500 = 1,176,500 元（壹佰壹拾柒万陆仟伍佰元整）。
工期承诺不变（90日历天），我司可配合业主要求适当压缩工期。
另：我司项目经理刘志强（一级建造师）将全程驻场。
城建通达建设有限公司  2024年7月10日（盖章）""",
            ),
            (
                "mail",
                {"action": "search", "query": "from:星桩 方案", "days": 30},
                """1 封邮件
发件人：星桩科技 华东区 商务经理 林晓 <linxiao@xingzhuang-ev.com>
时间：2024年7月3日 10:05
主题：枫林苑小区充电桩投资建设运营方案（V2）
附件：枫林苑充电方案V2.pdf

陈主任您好，附件是我司方案，要点如下：
一、合作模式：星桩投资建设、运营维护，小区零投入。充电设备、平台、电缆由星桩承担；停车场改造中的
    桥架及保护管预埋由施工方实施（已含在改造清单中）。
二、建设规模：建议首期建设 30 台 7kW 交流慢充，配置“星桩有序充电”负荷管理平台，可按变压器实时余量
    动态分配功率，总功率可设上限。后期视使用率扩容。
三、收费：电费按国网居民合表电价执行；服务费 0.60元/kWh。
四、收益分成：星桩按充电量向小区公共收益账户支付场地分成 0.12元/kWh，按季度结算。
五、合同期：10年，期满设备无偿移交或续约。
六、车位：充电车位为公共车位，不对外出租，燃油车占位按物业规定处理。
七、安全：设备符合GB/T 18487.1，接入小区消防巡查体系；配置智能电表与漏电保护。
以上供参考，期待进一步沟通。""",
            ),
            (
                "file_read",
                {"path": "业委会共享盘/停车场改造/充电桩/枫林苑充电方案V2.pdf"},
                pk_xz_plan(rnd),
            ),
        ],
        a="m_xz",
        ta="t_xz",
    )

    c.say("""**1. 城建通达补报后：1,176,500元**（其中雨水管网28,500元）。
- 仍然是三家里最低，比华筑市政低10.95万。
- 已经符合“清单不漏项”的要求。工期还是承诺90天，不过它表示可以配合压缩。
- 结论：按评标规则推荐城建通达中标。

**2. 星桩科技方案要点**
- 小区零投入，设备和平台由星桩出，**桥架预埋由施工方做**（清单第12项已经包含）。
- 建议装 **30台** 7kW，配有序充电平台，可以设总功率上限。
- 场地分成 **0.12元/kWh**，合同期 **10年**。

**数量建议：** 按2号箱变余量120kW、有序充电封顶120kW算，保守一点 **20台** 比较稳：晚高峰同时在充的车通常不超过一半，每车还能拿到约6kW，充电体验不会太差。30台在高峰时单车功率会被压到4kW左右，投诉可能比较多。

**分成可以再谈：** 0.12元/kWh在同类小区里偏低，常见是0.15–0.20元/kWh。""")

    c.user(
        "好，施工方就定城建通达，合同价按117.65万，但工期要压到80天。充电桩按24台有序充电走，星桩说他们平台能控住，20台太少了业主不答应。让星桩分成提到0.15。投票材料准备一下，投票时间8月5日到8月18日",
        a="u4",
    )

    c.act(
        "好的。我先把预算表按城建通达中标价更新，再在表决后台建议题草稿。",
        [
            (
                "sheet",
                {
                    "action": "update",
                    "file": "停车场改造/项目预算表.xlsx",
                    "sheet": "预算",
                    "rows": [
                        ["施工合同（城建通达，含雨水管网）", 1176500],
                        ["工程监理（浙衡监理，报价）", 35000],
                        ["第三方检测（沥青压实度、厚度）", 12000],
                        ["审价及设计变更", 8000],
                        ["不可预见费（施工合同5%）", 58825],
                        ["充电桩设备及平台（星桩投资）", 0],
                    ],
                },
                """已更新 停车场改造/项目预算表.xlsx → 预算
序号 | 费用项目                               | 金额（元）   | 资金来源（拟）
1    | 施工合同（城建通达，含雨水管网）       | 1,176,500.00 | 公共收益 + 专项维修资金
2    | 工程监理（浙衡监理，报价）             |    35,000.00 | 公共收益
3    | 第三方检测（沥青压实度、厚度）         |    12,000.00 | 公共收益
4    | 审价及设计变更                         |     8,000.00 | 公共收益
5    | 不可预见费（施工合同5%）               |    58,825.00 | 专项维修资金
6    | 充电桩设备及平台（星桩投资）           |         0.00 | 星桩科技
     | 合计                                   | 1,290,325.00 |
预算上限（业委会决议）：1,250,000.00    差额：-40,325.00  ⚠ 超出上限
资金来源测算：公共收益账户余额 862,340.00（截至2024-06-30），拟动用 600,000.00；
             专项维修资金拟申请 690,325.00（需业主表决通过并报区维修资金管理中心审核）

附：公共收益账户（业委会基本户）2023-07 至 2024-06 收支
"""
                + pk_public_income(rnd),
            ),
            (
                "vote_admin",
                {
                    "action": "create_draft",
                    "title": "枫林苑小区地面停车场改造及充电设施引入业主表决",
                    "start": "2024-08-05 08:00",
                    "end": "2024-08-18 20:00",
                    "items": [
                        "议题一：地面停车场改造方案及施工单位（城建通达建设有限公司，合同价1,176,500元，工期80日历天）",
                        "议题二：使用专项维修资金支付改造费用（金额待定）",
                        "议题三：引入星桩科技投资建设运营24台有序充电桩（利用共有部分经营）",
                    ],
                    "rules": "按《民法典》第二百七十八条",
                    "voters": "全体业主（1,126户，专有部分面积98,430㎡）",
                },
                """表决草稿已创建  编号：FLY-BJ-2024-03   状态：草稿（未发布）
表决期：2024-08-05 08:00 至 2024-08-18 20:00
表决人范围：已实名认证业主 1,126户 / 专有部分面积 98,430.00㎡（来源：不动产登记数据 2024-06 同步）
议题数：3    计票规则：系统默认“双过半”，请逐项核对并设置
附件：未上传（须上传：改造方案、预算表、施工合同草案、充电桩合作协议草案）
提示：议题二金额为“待定”，发布前必须填写确定金额。""",
            ),
        ],
        a="m_budget",
        ta="t_budget",
    )

    c.say("""两处需要你拍板或注意：

**1. 预算超了 40,325元。**
城建通达1,176,500 + 监理35,000 + 检测12,000 + 审价8,000 + 不可预见费5%（58,825）= **1,290,325元**，超出125万上限。可以这样处理：
- 不可预见费降到3%（35,295元），合计1,266,795元，还是超；
- 不可预见费降到1.5%左右，勉强压进上限，但沥青工程通常会有量差，不建议；
- 或者由业委会调整上限。

**2. 表决规则要逐项设置，不能用系统默认的“双过半”。**
按《民法典》第278条：
- 议题一（改建共有部分）、议题三（利用共有部分从事经营活动）：参与表决的业主要达到 **专有面积和人数“双三分之二”**，同意票要达到参与表决面积和人数的 **“双四分之三”**；
- 议题二（使用维修资金）：同样要“双三分之二”参与，同意票过参与部分的半数即可。
发布之前我会按这个口径设置。议题二的金额要等预算定下来才能填。""")

    c.user(
        "业委会刚开了个短会，预算上限调到130万，不可预见费还是按5%。公告稿你先起草一下，王经理那边要先看",
        a="u5",
    )

    c.say(
        """上限调到130万后，1,290,325元在范围内，余量9,675元。议题二金额按 **690,325元**（专项维修资金）填。公告草稿如下：

---

# 关于枫林苑小区地面停车场改造及充电设施引入业主表决的公告

各位业主：

小区地面停车场（A区236个、B区176个车位）自2009年交付以来，路面老化、积水、照明不足等问题业主多次反映。经业委会会议研究，并通过公开招标（招标编号HX-2024-ZB-0617），拟实施整体改造，现提请全体业主表决。

**一、改造内容**：沥青路面铣刨重铺约14,800㎡、雨水管网及雨水口改造、车位重新划线、LED照明更换、道闸及监控升级，并为充电桩预埋电缆桥架。

**二、施工单位**：城建通达建设有限公司（经评审的最低投标价），合同价 **1,176,500元**，工期 **80日历天**。

**三、费用及来源**：项目总预算 **1,290,325元**（含监理、检测、审价和5%不可预见费），其中动用公共收益 600,000元，申请使用专项维修资金 **690,325元**。

**四、充电设施**：引入星桩科技投资建设 **24台** 7kW慢充桩，配有序充电平台，总功率受控，不影响居民用电。小区零投入，场地分成计入公共收益。

**五、表决方式**：“阳光社区”小程序线上表决（表决编号FLY-BJ-2024-03），时间为 **2024年8月5日8:00至8月18日20:00**。不方便线上操作的业主，可以到物业服务中心填写纸质表决票。

**六、表决规则**：依据《民法典》第二百七十八条，逐项计票。

**七、施工期间**：分A、B两区施工，期间安排临时停车，具体另行公告。

枫林苑小区业主委员会
2024年7月__日

---

两点说明：
- 星桩的分成比例还没谈下来，所以公告里只写了“场地分成计入公共收益”，没写具体数字。
- 临时停车方案还没有，建议发布前至少定一个方向（比如借用周边场地），否则A区车主一定会问。""",
        a="m_notice",
    )

    c.user(
        "王经理看过了没意见。发到业委会群和业主大群，抄送王经理邮箱，投票系统也把材料挂上去、设好规则发布",
        a="u6",
    )

    c.act(
        "三件事一起办。",
        [
            (
                "notice",
                {
                    "action": "publish",
                    "channels": [
                        "业委会工作群",
                        "枫林苑业主大群1群",
                        "枫林苑业主大群2群",
                        "小区公告栏（电子屏）",
                    ],
                    "title": "关于枫林苑小区地面停车场改造及充电设施引入业主表决的公告",
                    "attachment": "公告_停车场改造表决_v3.pdf",
                },
                "已发布：业委会工作群（12人）、业主大群1群（486人）、业主大群2群（451人）、公告栏电子屏（6块，轮播至08-18）\n群内回复（前30分钟）：17条，其中“临时停车怎么办”类问题 9 条，“充电桩能否固定给我”类 3 条，其余为支持/询问费用。\n"
                + "\n".join(
                    "  %s：%s" % (n, t)
                    for n, t in [
                        ("5幢-老周", "终于要修了👍"),
                        ("12幢-Lily", "A区施工的时候车停哪？"),
                        ("A区车主-张", "临时停车怎么安排？上班族晚上回来没位置"),
                        ("8幢-王阿姨", "纸质票在哪里领？"),
                        ("19幢-小陈", "充电桩能不能固定给我，我愿意多出钱"),
                        ("3幢-刘", "3幢北边的树会不会动？"),
                        ("22幢-Kevin", "维修资金用了以后电梯大修还够不够"),
                        ("15幢-赵", "临停能不能去育英小学操场？以前搞活动借过"),
                        ("A区车主-孙", "临时停车+1"),
                        ("27幢-胡", "支持，B区下雨积水太严重了"),
                        ("9幢-蒋", "充电桩24个够不够？"),
                        ("A区车主-郑", "A区施工一个月？能不能分段"),
                        ("11幢-林", "临停方案什么时候出"),
                        ("2幢-许", "有固定车位的怎么办"),
                        ("14幢-何", "临时停车问题请尽快回复"),
                        ("20幢-曹", "充电车位能不能租给个人"),
                        ("6幢-罗", "支持业委会！"),
                    ]
                ),
            ),
            (
                "mail",
                {
                    "action": "send",
                    "to": "wanghaibo@jiahe-pm.com",
                    "cc": "yeweihui@fenglinyuan.org",
                    "subject": "【已发布】停车场改造表决公告及附件",
                    "body": "王经理：表决公告已在业主群和公告栏发布，附件为公告、预算表、施工合同草案、充电桩合作协议草案。纸质表决票请物业服务中心8月5日起备50份。谢谢！陈静",
                },
                "已发送 → wanghaibo@jiahe-pm.com（抄送 yeweihui@fenglinyuan.org）  2024-07-29 18:42",
            ),
            (
                "vote_admin",
                {
                    "action": "publish",
                    "id": "FLY-BJ-2024-03",
                    "item_amounts": {"议题二": 690325},
                    "attachments": [
                        "改造方案.pdf",
                        "项目预算表.xlsx",
                        "施工合同草案.pdf",
                        "充电桩合作协议草案.pdf",
                        "公告.pdf",
                    ],
                    "rules": {
                        "议题一": {"participation": "双2/3", "approval": "参与部分双3/4"},
                        "议题二": {"participation": "双2/3", "approval": "参与部分双过半"},
                        "议题三": {"participation": "双2/3", "approval": "参与部分双3/4"},
                    },
                },
                "表决 FLY-BJ-2024-03 已设置为“定时发布”，将于 2024-08-05 08:00 开放，2024-08-18 20:00 截止。\n议题二金额：690,325.00 元\n规则：议题一/三 参与≥2/3（面积与人数），同意≥参与部分3/4；议题二 参与≥2/3，同意>参与部分1/2\n附件 5 个已挂载。发布后不可修改议题内容，可延长截止时间。",
            ),
        ],
        a="m_publish",
        ta="t_publish",
    )

    c.say(
        "都发出去了，表决8月5日早上8点自动开放。群里反应最多的是临时停车（9条）和“充电桩能不能固定给我”（3条），这两个问题需要在投票期间统一答复一次。"
    )

    c.user("投票截止了，结果看下", a="u7")

    c.act(
        None,
        [
            (
                "vote_admin",
                {"action": "results", "id": "FLY-BJ-2024-03", "detail": "by_building"},
                """表决 FLY-BJ-2024-03 已截止（2024-08-18 20:00）
总户数 1,126户 / 总面积 98,430.00㎡
已表决：681户（60.5%） / 面积 59,870.40㎡（60.8%）   线上 642户 + 纸质 39户
法定参与门槛（双2/3）：≥ 751户 且 ≥ 65,620.00㎡   → 未达到

议题一：同意 559户（82.1%） 面积 49,412.70㎡（82.5%）
议题二：同意 547户（80.3%） 面积 48,380.10㎡（80.8%）
议题三：同意 601户（88.3%） 面积 53,061.90㎡（88.6%）
（因参与未达门槛，以上同意比例不产生表决效力）

分楼栋（议题一）：
"""
                + pk_vote_breakdown(rnd, final=False)
                + """

未表决户中：长期出租/空置（物业登记）约 186户；联系不上 61户。

留言（截至08-18，共 41 条，节选）：
  [临时停车] 14 条  [充电桩] 8 条  [费用] 6 条  [表决方式] 7 条（“不会用小程序”“不知道在投票”）  [其他] 6 条
  - 21幢业主：我家老人不会用手机，纸质票能不能送上门？
  - 7幢业主：群里消息太多没看到，建议楼道里贴通知。
  - 16幢业主：房子出租了，房东在外地，怎么投？
  - 25幢业主：支持改造，但先说清楚临时停车。
  - 10幢业主：投了同意，希望尽快开工。""",
            )
        ],
        a="m_vote1",
        ta="t_vote1",
    )

    c.say("""**参与率不够，这轮表决没有生效。**

- 参与681户（60.5%）、面积59,870㎡（60.8%），离“双三分之二”门槛（751户 / 65,620㎡）还差 **70户、约5,750㎡**。
- 参加投票的人里同意率很高（议题一82%，议题三88%），问题只在参与人数，没有人大面积反对。
- 未表决的户里大约186户是出租或空置。这部分要靠楼长上门，或者请物业联系房东。

**建议：延长表决期**（后台允许延长截止时间，不能改议题），同时安排楼长上门。参与率最低的几幢可以重点跑。

**对工期的影响：** 9月2日开工肯定来不及了。表决结束后要出结果公示，还要报维修资金使用申请并等审核，然后才能签合同。延多久我先按你定的新截止日来算。""")

    c.user("延到8月25号，让楼长上门。开工肯定要往后推了，你算下最早哪天能开", a="u8")

    c.act(
        None,
        [
            (
                "vote_admin",
                {
                    "action": "extend",
                    "id": "FLY-BJ-2024-03",
                    "new_end": "2024-08-25 20:00",
                    "notify": True,
                    "notify_text": "停车场改造表决延长至8月25日20:00，尚未表决的业主请尽快参与，楼长将上门协助。",
                },
                "表决 FLY-BJ-2024-03 截止时间已由 2024-08-18 20:00 延长至 2024-08-25 20:00\n已向未表决的 445户推送小程序通知（成功 431，失败 14：未绑定微信）\n已表决记录保留，不需重新投票。",
            )
        ],
        a="m_extend",
        ta="t_extend",
    )

    c.say("""已延长到 **8月25日20:00**，445户未表决的业主收到了推送。

**最早开工日测算**（假设这次达到门槛并通过）：

| 环节 | 时间 | 说明 |
|---|---|---|
| 表决截止 | 8月25日（周日） | |
| 结果公告及公示 | 8月26日起公示7天，至9月1日 | 公示期间可以同步准备维修资金申请材料 |
| 维修资金使用申请 | 8月26日递交 → 审核约10个工作日，约9月9日 | 中心审核完才能划款；合同可以先签 |
| 施工合同签订 | 约9月10日 | 签合同需要公示结束且资金有着落 |
| 进场准备（围挡、临停） | 1–2天 | |
| **最早开工** | **9月12日（周四）** | 一切顺利的情况下 |

按80天工期，9月12日开工，竣工约在12月初。""")

    c.user(
        "9月12太赶了，维修资金中心那边经常拖。定9月16日开工吧，周一好安排。另外城建通达说项目经理换人了，刘志强调去别的项目，换成孙涛，你记一下，合同附件里的项目班子也要改",
        a="u9",
    )

    c.act(
        "我更新项目台账。",
        [
            (
                "sheet",
                {
                    "action": "update",
                    "file": "停车场改造/项目台账.xlsx",
                    "sheet": "关键信息",
                    "set": {
                        "计划开工": "2024-09-16（周一）",
                        "计划竣工": "2024-12-04（80日历天）",
                        "施工方项目经理": "孙涛（原：刘志强，已调离）",
                        "待办": "合同附件三《项目管理班子》更新为孙涛；核验孙涛一级建造师证书及安全生产考核B证",
                        "表决截止": "2024-08-25 20:00（已延长）",
                    },
                },
                """已更新 停车场改造/项目台账.xlsx → 关键信息
字段              | 原值                    | 新值
------------------+-------------------------+---------------------------------------------
计划开工          | 2024-09-02              | 2024-09-16（周一）
计划竣工          | 2024-11-30              | 2024-12-04（80日历天）
施工方项目经理    | 刘志强                  | 孙涛（原：刘志强，已调离）
表决截止          | 2024-08-18 20:00        | 2024-08-25 20:00（已延长）
待办（新增）      |                         | 合同附件三《项目管理班子》更新为孙涛；核验孙涛一级建造师证书及安全生产考核B证
修改记录：陈静（经助理） 2024-08-19 10:16""",
            ),
            (
                "file_read",
                {"path": "业委会共享盘/停车场改造/施工/城建通达_施工进度计划_V2_80天.xlsx"},
                pk_schedule(),
            ),
        ],
        a="m_pm",
        ta="t_pm",
    )

    c.say("""台账已更新：**9月16日开工，12月4日竣工**（80天），项目经理改为 **孙涛**。

换项目经理这件事，建议要求城建通达出一份书面变更函，附孙涛的一级建造师注册证书和安全生产考核B证，业委会核验后再改合同附件三。投标文件里承诺的是刘志强“全程驻场”，换人要有书面依据，这样对小区才有保障。""")

    c.user("最终投票结果出来了，看看", a="u10")

    c.act(
        None,
        [
            (
                "vote_admin",
                {"action": "results", "id": "FLY-BJ-2024-03", "detail": "by_building,comments"},
                """表决 FLY-BJ-2024-03 已截止（2024-08-25 20:00）
总户数 1,126户 / 总面积 98,430.00㎡
已表决：812户（72.1%） / 面积 71,890.20㎡（73.0%）   线上 731户 + 纸质 81户
法定参与门槛（双2/3）：≥ 751户 且 ≥ 65,620.00㎡   → 已达到

议题一（改造方案及施工单位）：同意 648户（79.8%） 面积 57,604.10㎡（80.1%）  反对 121户  弃权 43户
        规则：同意≥参与部分3/4（≥609户 且 ≥53,917.65㎡）→ 通过
议题二（使用专项维修资金690,325元）：同意 631户（77.7%） 面积 56,120.50㎡（78.1%） → 通过（过半）
议题三（引入星桩充电设施）：同意 702户（86.5%） 面积 62,318.80㎡（86.7%） → 通过

分楼栋（议题一）：
"""
                + pk_vote_breakdown(rnd, final=True)
                + """

分楼栋（议题二、三，按楼栋汇总）：
"""
                + pk_vote_items23(rnd)
                + """

留言摘录（共 96 条，按主题聚类）：
  [临时停车] 31 条：“A区施工期间车停哪？”“晚上下班回来没位置怎么办”
  [固定车位租户] 12户联名：我们与物业签了月租固定车位合同（至2025年），施工期间车位被占，要求减免租金或提供等位置换
  [3幢北侧] 5 条：改造是否要移除3幢北侧8棵香樟？反对砍树
  [充电桩] 14 条：希望增加数量 / 询问能否办理私桩
  [费用] 9 条：为什么动用维修资金；希望公示审价结果
  [其他] 25 条

留言明细（节选 30 条）：
"""
                + pk_comments_block(rnd),
            )
        ],
        a="m_vote2",
        ta="t_vote2",
    )

    c.say("""**三个议题全部通过。** 🎉

| | 参与 | 同意（占参与） | 门槛 | 结果 |
|---|---|---|---|---|
| 议题一 改造方案+城建通达 | 812户 72.1% / 73.0%面积 | 648户 79.8% / 80.1%面积 | 双3/4 | ✅ |
| 议题二 维修资金690,325元 | 同上 | 631户 77.7% / 78.1% | 过半 | ✅ |
| 议题三 星桩充电设施 | 同上 | 702户 86.5% / 86.7% | 双3/4 | ✅ |

议题一的同意率79.8%，离75%门槛不算宽裕，后面执行要尽量减少争议。

**留言里需要回应的几件事：**
1. **临时停车**（31条）：呼声最大，开工前必须有方案并公告。
2. **12户固定车位租户联名**：他们与物业签了月租固定车位合同（到2025年），要求施工期间减免租金或置换车位。合同是物业签的，需要物业和业委会一起出处理口径。
3. **3幢北侧8棵香樟**：改造方案里并没有移树，回复澄清一下就行。
4. 费用方面有人要求公示审价结果，审价完成后可以公示。""")

    c.user(
        "临时停车你先出个思路，31条留言都在问这个，我下周例会要拿方案出来。育英小学那边我认识后勤的李老师，可以去谈",
        a="u10b",
    )

    c.say(
        """## 施工期间临时停车方案（思路稿）

**缺口有多大**
- A区施工期（9月16日–10月15日）封闭 **236个车位**，B区的176个位已经满了，A区的车基本没地方停；
- B区施工期（10月16日起）封闭 **176个车位**，A区修好后可以接收，缺口小一些；
- 按物业数据，夜间在场车辆约 **390辆**，所以**A区施工期缺口约220个车位**，是重点。

**可选资源**

| 资源 | 可提供车位 | 时段 | 说明 |
|---|---|---|---|
| 育英小学操场（夜间借用） | 约120个 | 19:00–次日7:30 | 学校要求早上7:30前清空，需专人管理；李老师这条线可以谈 |
| 会所南侧消防通道以外的空地 | 约25个 | 全天 | 不能占消防通道，要物业划线 |
| 小区外 文一西路辅道（夜间） | 约40个 | 19:00–7:00 | 要街道/交警同意，不一定批 |
| 附近商业综合体地下车库 | 不限 | 全天 | 协议价包月，业主自费，可以谈团购价 |
| A区分段施工 | 减少缺口约80个 | — | 会延长A区工期7–10天，要城建通达同意 |

**建议组合：** 育英小学120个 + 会所空地25个 + 商业车库团购包月（自愿）+ 施工期间外来车辆禁止入内。约能覆盖缺口的70%，剩下的靠自愿包月和错峰。

**需要先落实的事：**
1. 育英小学借用协议：责任划分（剐蹭、安全）、清场时间、是否收费，最好由物业出面签；
2. 临停期间的停车费口径。固定车位租户的诉求（12户）可以放在这里一起处理，比如优先安排到会所空地的固定位置；
3. 方案定了以后，开工前至少一周公告。

这一版只是思路，具体数字要等物业给出夜间在场车辆的准确统计。""",
        a="m_parking",
    )

    c.user(
        "好。结果公告发出去，公示期间同时去维修资金中心递申请，我约了8月28日上午，王经理陪我去。另外星桩回复分成的事了吗",
        a="u11",
    )

    c.act(
        None,
        [
            (
                "notice",
                {
                    "action": "publish",
                    "channels": [
                        "枫林苑业主大群1群",
                        "枫林苑业主大群2群",
                        "小区公告栏（电子屏）",
                        "各幢单元门厅（纸质）",
                    ],
                    "title": "关于停车场改造业主表决结果的公示",
                    "body_summary": "FLY-BJ-2024-03 表决结果：参与812户（72.1%）/71,890.20㎡（73.0%）；议题一、二、三均通过。公示期2024年8月26日至9月1日。施工计划9月16日开工；临时停车方案另行公告。3幢北侧香樟不在改造范围内。",
                },
                "已发布：业主大群1群、2群、公告栏电子屏、28幢单元门厅纸质公告（物业张贴，王海波确认 08-26 09:40）\n公示期：2024-08-26 至 2024-09-01",
            ),
            (
                "mail",
                {"action": "search", "query": "from:linxiao@xingzhuang-ev.com", "days": 30},
                """2 封邮件
[1] 发件人：林晓（星桩科技）  时间：2024年8月1日 11:30
    主题：回复：关于场地分成比例
    陈主任好，0.15元/kWh我们内部在评估，8月下旬答复您。
[2] 发件人：林晓（星桩科技）  时间：2024年8月23日 17:48
    主题：回复：关于场地分成比例——星桩意见
    陈主任好：
    1. 场地分成我司同意提高到 0.15元/kWh；
    2. 但24台规模低于我们原建议的30台，且分成提高，投资回收期明显拉长，因此希望合同期由10年延长至12年；
    3. 24个充电车位请在改造划线时统一标注为“充电专用”，非充电车辆不得占用；
    4. 有序充电平台总功率上限按物业报告设定为120kW，由我司平台实时控制，接入2号箱变低压柜出线（需物业配合）。
    如无异议，我司将据此出具合作协议正式稿。林晓
    附：24台、分成0.15元/kWh 测算（单位：元）
"""
                + pk_xz_24(rnd)
                + """""",
            ),
            (
                "file_read",
                {"path": "业委会共享盘/停车场改造/维修资金/维修资金使用申请材料清单及申请表.docx"},
                pk_fund_application(),
            ),
        ],
        a="m_xz2",
        ta="t_xz2",
    )

    c.say("""结果公示已发出，**8月26日至9月1日**。8月28日上午去维修资金中心，我把材料清单备好了：表决结果及公示截图、表决公告、预算表、施工合同草案、业委会决议、业主大会议事规则。建议王经理带上物业的维修资金分户账查询授权。

**星桩的答复：**
- ✅ 分成同意提到 **0.15元/kWh**；
- ⚠️ 但要求合同期 **从10年延长到12年**，理由是台数比他们建议的少、分成又提高了；
- 24个车位标为“充电专用”，这和表决通过的内容一致，没问题；
- 总功率上限120kW，由他们的平台控制。这个和物业报告的数字对得上。

12年是否接受，需要业委会定。合同期越长，到期前小区换运营商或重新议价的余地越小。""")

    c.user(
        "12年太长了，最多10年，就按原来的，你回他。还有个事，B区那边城建通达去现场踏勘，说燃气管的位置跟图纸对不上，报告在共享盘",
        a="u12",
    )

    c.act(
        None,
        [
            (
                "mail",
                {
                    "action": "send",
                    "to": "linxiao@xingzhuang-ev.com",
                    "cc": "yeweihui@fenglinyuan.org",
                    "subject": "回复：星桩意见——合同期",
                    "body": "林经理好：分成0.15元/kWh感谢贵司同意。合同期方面，业委会意见是维持原方案10年，不同意延长至12年；24个充电专用车位和120kW总功率上限无异议。请按“0.15元/kWh、合同期10年”出具协议正式稿，业委会审议后签署。陈静",
                },
                "已发送 → linxiao@xingzhuang-ev.com（抄送 yeweihui@fenglinyuan.org）  2024-08-26 15:05",
            ),
            (
                "file_read",
                {"path": "业委会共享盘/停车场改造/施工/B区现场踏勘记录_城建通达_20240824.pdf"},
                """城建通达建设有限公司  枫林苑停车场改造  B区现场踏勘记录    日期：2024-08-24    记录：孙涛
参加：孙涛（项目经理）、施工员 黄磊、物业 王海波、业委会 赵国平
1. 雨水管网：B区现状雨水管 DN300 有两处塌陷（B-07、B-12 雨水口附近），与设计一致，按清单18-1实施。
2. 燃气管线：物业提供的2009年竣工图显示，B区东侧燃气中压管 DN160（PE）沿围墙内侧 1.5m 敷设。
   现场标志桩及探测棒初查显示，实际走向在 B-15 至 B-22 车位段向车位侧偏移约 2.3米，
   埋深约 0.9m，与B区铣刨后补强基层（开挖深度约 0.45m）及新增照明电缆沟（深 0.7m）存在交叉风险。
3. 建议：B区开挖前委托专业管线探测（电磁感应+探地雷达），费用估 8,600 元；并由燃气公司（城北燃气）
   现场交底、出具管线保护要求后方可在该段机械作业。
   现场初查点位（探测棒+标志桩，精度有限，仅供参考）：
   点位  | 对应车位 | 图纸位置（距围墙） | 实测位置（距围墙） | 偏差  | 估计埋深
   G-01  | B-13     | 1.5m               | 1.6m               | 0.1m  | 0.9m
   G-02  | B-15     | 1.5m               | 2.9m               | 1.4m  | 0.9m
   G-03  | B-17     | 1.5m               | 3.6m               | 2.1m  | 0.85m
   G-04  | B-19     | 1.5m               | 3.8m               | 2.3m  | 0.9m
   G-05  | B-21     | 1.5m               | 3.5m               | 2.0m  | 0.95m
   G-06  | B-22     | 1.5m               | 2.7m               | 1.2m  | 0.9m
   G-07  | B-24     | 1.5m               | 1.5m               | 0.0m  | 1.0m
   照片：IMG_0824_031~047（共17张）已上传共享盘。
4. 其他：3幢北侧香樟不在施工范围内；B区岗亭基础需拆除重做（已含清单第15项）。
5. 对工期影响：如探测和交底在B区开工（计划10月16日）前完成，不影响总工期。""",
            ),
            (
                "file_read",
                {"path": "业委会共享盘/停车场改造/施工/管线探测报价_KL-2024-0826.pdf"},
                pk_probe_quote(),
            ),
        ],
        a="m_gas",
        ta="t_gas",
    )

    c.say("""给星桩的回复已经发出：**0.15元/kWh、合同期维持10年**，请他们按这个出正式协议稿。

**B区燃气管问题：**
- 图纸上 **DN160燃气中压管** 沿围墙内侧1.5m敷设，实际在B-15到B-22车位段 **偏了约2.3米**，偏向车位一侧，埋深约0.9m；
- 铣刨补强要挖约0.45m，照明电缆沟要挖0.7m，存在碰管风险。中压燃气管被挖破是重大安全事故；
- 城建通达的建议：**先做专业管线探测，估价8,600元**，再请 **城北燃气** 到现场交底、出保护要求，之后这一段才能机械作业；
- 时间上，B区计划 **10月16日** 开工，这之前做完就不影响总工期。

这笔8,600元是合同外费用，可以走不可预见费（现有58,825元）。要不要定下来？""")

    c.user(
        "探测做，钱走不可预见费。燃气公司那边你帮我起草个函发过去，请他们9月底前来现场交底", a="u13"
    )

    c.act(
        None,
        [
            (
                "mail",
                {
                    "action": "send",
                    "to": "kefu@chengbei-gas.com",
                    "cc": "wanghaibo@jiahe-pm.com; yeweihui@fenglinyuan.org",
                    "subject": "关于枫林苑小区停车场改造B区燃气中压管现场交底的函",
                    "body": "城北燃气有限公司：\n枫林苑小区地面停车场改造工程（施工单位：城建通达建设有限公司，项目经理孙涛）计划于2024年9月16日开工，其中B区计划10月16日开工。经现场踏勘，B区东侧燃气中压管（DN160 PE）实际走向与竣工图不符，在B-15至B-22车位段偏移约2.3米。为确保燃气管线安全，特函请贵司于2024年9月30日前派员到现场进行管线交底，并出具管线保护要求。我方已委托专业单位进行管线探测，结果将及时提供。\n联系人：陈静（业委会） / 王海波（嘉禾物业）\n枫林苑小区业主委员会 2024年8月27日",
                },
                "已发送 → kefu@chengbei-gas.com（抄送 wanghaibo@jiahe-pm.com; yeweihui@fenglinyuan.org）  2024-08-27 09:31\n自动回复：您的来函已受理，受理编号 CBRQ-2024-08-3317，工作人员将在5个工作日内联系您。",
            ),
            (
                "sheet",
                {
                    "action": "update",
                    "file": "停车场改造/项目预算表.xlsx",
                    "sheet": "不可预见费台账",
                    "append": [
                        [
                            "2024-08-27",
                            "B区燃气管线专业探测（城建通达委托）",
                            8600,
                            "业委会陈静批准",
                        ]
                    ],
                },
                """已更新 停车场改造/项目预算表.xlsx → 不可预见费台账
日期        | 事项                                   | 金额（元） | 审批          | 余额（元）
2024-08-27  | 初始额度（施工合同5%）                 |            |               | 58,825.00
2024-08-27  | B区燃气管线专业探测（城建通达委托）    | 8,600.00   | 业委会陈静批准 | 50,225.00""",
            ),
        ],
        a="m_gasletter",
        ta="t_gasletter",
    )

    c.say(
        "函已经发给城北燃气，受理编号 **CBRQ-2024-08-3317**，对方5个工作日内联系。探测费8,600元已从不可预见费列支，余额 **50,225元**。"
    )

    c.user(
        "最后给我一个总览吧，下周一业委会例会要用，已经定了的、还没办的、有风险的都列清楚", a="u14"
    )

    c.say(
        """# 枫林苑停车场改造 · 项目总览（截至8月27日）

## 一、已确定事项
| 事项 | 内容 |
|---|---|
| 施工单位 | **城建通达**，合同价 **1,176,500元**（含雨水管网28,500元），工期 **80天** |
| 项目经理 | **孙涛**（刘志强已调离，附件三待改） |
| 开工 / 竣工 | **2024年9月16日** / 12月4日；A区先施工，B区计划10月16日开工 |
| 预算 | 上限 **130万**；总预算 1,290,325元（公共收益60万 + 维修资金690,325元） |
| 不可预见费 | 58,825元，已用8,600元（燃气管探测），**余额50,225元** |
| 充电桩 | **24台** 7kW + 有序充电，总功率上限 **120kW**（2号箱变余量），星桩投资 |
| 业主表决 FLY-BJ-2024-03 | 参与812户（72.1%）/ 面积73.0%；三个议题全部通过（议题一同意79.8%） |
| 结果公示 | 8月26日–9月1日 |

## 二、待办
| # | 事项 | 负责 | 时间 |
|---|---|---|---|
| 1 | 向区维修资金管理中心递交使用申请（690,325元） | 陈静 + 王海波 | 8月28日上午递交，审核约10个工作日 |
| 2 | 与城建通达签施工合同（附件三改为孙涛，核验证书） | 陈静 | 约9月10日前 |
| 3 | B区燃气管专业探测 | 城建通达 | B区开工（10/16）前 |
| 4 | 城北燃气现场交底（受理号 CBRQ-2024-08-3317） | 王海波跟进 | 9月30日前 |
| 5 | 临时停车方案（育英小学夜间借用约120个，通过李老师去谈）并公告 | 陈静 + 物业 | 下周例会定方案，开工前一周公告 |
| 6 | 星桩协议正式稿审议 | 业委会 | 等星桩回复 |

## 三、风险和未决事项
1. **星桩合同期**：星桩要12年，业委会回复维持10年，对方还没答复。谈不拢会影响议题三的落地。
2. **12户固定车位租户**：要求减免租金或置换车位，物业和业委会还没有统一口径。
3. **维修资金中心审核时间**：如果超过10个工作日，9月16日开工会受影响。
4. **临时停车**：31条留言，是开工后最可能引发投诉的环节。
5. 议题一同意率79.8%，离75%门槛不远，执行中如有重大变更，可能需要重新表决。
6. 燃气管段在探测和交底完成前，不得机械作业。""",
        a="m_final",
    )

    L = c.label
    L(
        "user_goal",
        "陈静牵头枫林苑地面停车场（412个车位）改造：比选施工方、装充电桩、走业主表决、控制预算和工期",
        ["枫林苑", "412个车位"],
        "u1",
    )
    L("reference", "招标编号 HX-2024-ZB-0617（衡信招标）", ["HX-2024-ZB-0617"], "m_bids")
    L(
        "fact",
        "2号箱变630kVA，停车场可新增负荷约120kW（不含增容）；增容约38万、4-6个月",
        ["630kVA", "120kW"],
        "t_load",
    )
    L(
        "fact",
        "城建通达补报雨水管网28,500元后总价1,176,500元，仍为最低价",
        ["1,176,500", "28,500"],
        "t_xz",
    )
    L("decision", "施工方定城建通达，合同价117.65万，工期压到80天", ["城建通达", "80天"], "u4")
    L("decision", "充电桩按24台7kW有序充电建设（星桩投资），不是20台", ["24台", "有序充电"], "u4")
    L(
        "fact",
        "预算上限调整为130万，不可预见费按5%；总预算1,290,325元",
        ["130万", "1,290,325"],
        "u5",
    )
    L("fact", "资金来源：公共收益60万 + 专项维修资金690,325元", ["690,325"], "t_budget")
    L("reference", "业主表决编号 FLY-BJ-2024-03（阳光社区小程序）", ["FLY-BJ-2024-03"], "t_budget")
    L("decision", "表决延长至8月25日20:00，楼长上门动员", ["8月25日"], "m_extend")
    L("decision", "开工定为2024年9月16日（周一），竣工12月4日", ["9月16日"], "u9")
    L("fact", "施工方项目经理换成孙涛（刘志强调离），合同附件三需更新并核验证书", ["孙涛"], "u9")
    L(
        "fact",
        "最终表决：参与812户（72.1%），议题一同意648户（79.8%），三个议题均通过",
        ["812户", "79.8%"],
        "t_vote2",
    )
    L(
        "open_issue",
        "12户固定车位月租租户联名要求施工期减免租金或置换车位，尚无处理口径",
        ["固定车位", "12户"],
        "t_vote2",
    )
    L(
        "pending_action",
        "8月28日上午向维修资金管理中心递交690,325元使用申请，王海波陪同",
        ["8月28日"],
        "u11",
    )
    L("fact", "星桩同意分成提高到0.15元/kWh", ["0.15元/kWh"], "t_xz2")
    L("open_issue", "星桩要求合同期延长至12年，业委会回复维持10年，待星桩答复", ["12年"], "t_xz2")
    L(
        "fact",
        "B区燃气中压管DN160实际位置偏离图纸约2.3米（B-15至B-22车位段）",
        ["DN160", "2.3米"],
        "t_gas",
    )
    L(
        "decision",
        "燃气管专业探测8,600元从不可预见费列支，余额50,225元",
        ["8,600", "50,225"],
        "t_gasletter",
    )
    L(
        "pending_action",
        "城北燃气9月30日前到现场交底（受理编号CBRQ-2024-08-3317）",
        ["CBRQ-2024-08-3317"],
        "t_gasletter",
    )
    L("reference", "物业嘉禾物业经理王海波（wanghaibo@jiahe-pm.com）", ["王海波"], "t_load")
    L(
        "pending_action",
        "临时停车：陈静通过后勤李老师去谈育英小学操场夜间借用约120个车位，方案下周例会拿出、开工前一周公告",
        ["育英小学", "李老师"],
        "u10b",
    )

    S = c.stale_value
    S("城建通达原投标价1,148,000元（补报后1,176,500元）", ["1,148,000"], "t_xz")
    S("充电桩40台（改为24台有序充电）", ["40台"], "u4")
    S("预算上限125万（调整为130万）", ["125万"], "u5")
    S("表决截止8月18日（延长至8月25日）", ["8月18日"], "u8")
    S("开工日期9月2日（改为9月16日）", ["9月2日"], "u9")
    S("项目经理刘志强（换成孙涛）", ["刘志强"], "u9")
    c.write("zh")


# ============================================================================
# 4. 工厂年度大修停车 (Chinese)
# ============================================================================

OH_SYSTEM = (
    "你是宁远新材料股份有限公司二厂设备部的AI助理，协助设备部经理赵磊筹备年度大修。可用工具：file_read（设备部共享盘）、"
    "erp（库存、请购、采购订单、预算执行）、aps（生产计划与库存模拟）、ptw（作业许可管理系统）、mail（设备部邮箱）、sheet（表格）。"
    "对外发函和下单前须经赵磊确认；安全相关结论以GB 30871-2022和厂内制度为准。"
)


def oh_worklist(rnd):
    items = [
        (
            "R-201",
            "第一酯化釜",
            "搅拌器双端面机械密封更换（BRM-H75），减速机换油、对中",
            "华建安装+博锐现场服务",
            4,
            "一级动火,受限空间,盲板抽堵,吊装",
        ),
        ("R-202", "第二酯化釜", "内件检查、测厚，人孔垫片更换", "华建安装", 3, "受限空间,盲板抽堵"),
        (
            "R-301",
            "预缩聚釜",
            "真空系统检漏，刮板冷凝器清理",
            "华建安装",
            3,
            "受限空间,盲板抽堵,二级动火",
        ),
        (
            "R-302",
            "终缩聚釜",
            "圆盘搅拌轴承检查、密封检查",
            "华建安装",
            4,
            "受限空间,盲板抽堵,吊装",
        ),
        (
            "C-101",
            "离心式空压机（仪表风/工艺风）",
            "整机大修：转子检查动平衡、轴承/密封更换、中冷器清洗",
            "待定（川岳压缩机服务报价中）",
            10,
            "二级动火,吊装,临时用电",
        ),
        ("C-102", "备用螺杆空压机", "保养：油气分离器、滤芯更换", "设备部自修", 1, "临时用电"),
        (
            "E-305",
            "热媒-物料换热器",
            "管程高压水射流清洗，试压，垫片更换",
            "洁能工业清洗",
            5,
            "受限空间,盲板抽堵,高处作业",
        ),
        (
            "E-306",
            "酯化蒸汽冷凝器",
            "管程清洗，涡流检测抽检10%",
            "洁能工业清洗",
            4,
            "盲板抽堵,高处作业",
        ),
        (
            "B-1",
            "有机热载体锅炉（热媒炉）",
            "特种设备定期检验（内部检验），炉管测厚，燃烧器检修",
            "市特检院+华建安装",
            5,
            "受限空间,一级动火,盲板抽堵",
        ),
        (
            "CT-1",
            "冷却塔",
            "填料更换（约420m³），收水器、布水管检修",
            "待定（比选）",
            7,
            "高处作业,受限空间,吊装",
        ),
        (
            "P-203A/B",
            "酯化循环泵",
            "机封更换、轴承更换（SKF 22320 仅P-203A）",
            "设备部自修",
            2,
            "盲板抽堵,二级动火",
        ),
        ("P-310A/B", "熔体输送泵", "齿轮泵解体检查", "设备部自修", 2, "盲板抽堵"),
        ("F-401", "熔体过滤器", "滤芯更换、煅烧", "设备部自修", 2, "二级动火"),
        ("G-501", "切粒机", "切刀更换、水下切粒模板研磨", "设备部自修", 2, "临时用电"),
        ("T-601", "乙二醇储罐", "外观检查、呼吸阀校验", "华建安装", 1, "高处作业"),
        (
            "V-204",
            "酯化分离塔",
            "塔盘检查、人孔垫片更换",
            "华建安装",
            3,
            "受限空间,盲板抽堵,高处作业",
        ),
        ("PV-系列", "安全阀", "校验42只（送检）", "市计量院", 6, "盲板抽堵"),
        ("DCS", "DCS系统", "控制器冗余切换测试、UPS电池更换", "中控技术服务", 2, "临时用电"),
        ("变配电", "10kV配电室", "预防性试验、母排紧固", "供电公司+华建电气", 2, "临时用电"),
        ("管廊", "热媒管线", "保温修复、支吊架检查、测厚", "华建安装", 5, "高处作业,二级动火"),
    ]
    rows = []
    k = 0
    for tag, name, work, who, d, perm in items:
        k += 1
        rows.append(
            [
                "DX-%02d" % k,
                tag,
                name,
                work,
                who,
                d,
                perm,
                "2023-10" if rnd.random() < 0.7 else "2022-09",
                "A" if k <= 10 else "B",
            ]
        )
    # filler small items
    filler_tags = [
        "P-101A",
        "P-102B",
        "P-205A",
        "P-207",
        "P-312",
        "P-315A",
        "M-201",
        "M-202",
        "V-101",
        "V-102",
        "V-305",
        "E-101",
        "E-203",
        "E-401",
        "X-501",
        "FV-2031",
        "FV-3012",
        "LV-2045",
        "TV-3101",
        "HV-4002",
        "K-601",
        "S-502",
        "BL-701",
        "AG-202",
        "TK-602",
    ]
    works = [
        "机封检查",
        "轴承润滑脂更换",
        "联轴器对中",
        "阀门解体研磨",
        "仪表校验",
        "管口垫片更换",
        "防腐补漆",
        "振动测试",
        "电机绝缘测试",
        "过滤网清理",
    ]
    for t in filler_tags:
        k += 1
        rows.append(
            [
                "DX-%02d" % k,
                t,
                "辅助设备",
                rnd.choice(works) + "、" + rnd.choice(works),
                rnd.choice(["设备部自修", "华建安装", "设备部自修"]),
                rnd.choice([1, 1, 2]),
                rnd.choice(["", "盲板抽堵", "临时用电", "二级动火", "高处作业"]),
                rnd.choice(["2023-10", "2023-04", "2022-09"]),
                "C",
            ]
        )
    return (
        "宁远新材料二厂 2024年度大修项目清单 V3（设备部 2024-08-12）  大修预算：380万元  计划窗口：10月8日–10月22日（15天）\n"
        + table(
            [
                "编号",
                "位号",
                "设备名称",
                "检修内容",
                "承修单位",
                "工期(天)",
                "所需作业许可",
                "上次检修",
                "等级",
            ],
            rows,
        )
        + "\n\n上年度（2023-10）大修遗留问题：\n"
        "  1. R-201 搅拌密封 2024-03 出现微漏（泄漏量 3-5滴/分钟），运行中加强监测，本次必须更换；\n"
        "  2. E-305 换热效率下降，热媒进出口温差由 38℃ 降至 29℃，判断管程结垢；\n"
        "  3. C-101 二级轴承振动 2024-06 起缓慢上升（2.1→3.4 mm/s，报警值 4.5），本次大修重点检查可倾瓦；\n"
        "  4. CT-1 填料 2016 年投用，局部坍塌、结垢，冷却水出水温度夏季偏高 2-3℃；\n"
        "  5. B-1 热媒炉上次定期检验 2021-10，结论“允许使用”，下次检验日期 2024-10（本次到期）。\n\n"
        + OH_PACKAGES
        + "\n合计 %d 项；其中关键设备 10 项（DX-01~DX-10）；外委 9 家单位；需特种设备检验 1 项（B-1）。"
        % k
    )


OH_PACKAGES = """关键设备工作包要点（DX-01 ~ DX-10）：
[DX-01 R-201] 1)工艺退料、热媒降温至60℃以下；2)氮气置换，氧含量≥19.5%、可燃气<10%LEL方可打开人孔；3)拆联轴器、
  减速机吊离（25t吊车，吊点经核算）；4)拆旧密封，检查轴套磨损（≤0.05mm）、轴径向跳动（≤0.08mm）；5)安装新BRM-H75，
  冲洗管路及密封油站清洗；6)静压试验0.6MPa保压30min无泄漏；7)回装减速机、对中（≤0.05mm）；8)单机试车4h。
[DX-02 R-202] 受限空间检查内件、测厚（定点24处，减薄>10%上报），更换人孔垫片（缠绕垫DN600）。
[DX-03 R-301] 真空系统氦检漏，刮板冷凝器清理低聚物，更换真空阀密封件。
[DX-04 R-302] 圆盘搅拌主轴承游隙检测、油品化验，密封面检查，必要时研磨。
[DX-05 C-101] 1)隔离、放油；2)拆上机壳，转子吊出；3)检查叶轮、轴颈、可倾瓦（巴氏合金剥落、接触面积≥75%）；
  4)转子动平衡（G2.5级）；5)更换气封、油封、滤芯；6)中冷器、后冷器清洗试压；7)回装、对中、油循环；
  8)空载及带载试车，振动≤2.8mm/s；9)72小时跟踪。
[DX-06 C-102] 保养，确保C-101大修期间连续供仪表风，出口压力≥0.6MPa。
[DX-07 E-305] 抽芯/不抽芯高压水射流清洗（压力≥70MPa），清洗后内窥镜抽检，1.25倍设计压力水压试验，更换垫片组件。
[DX-08 E-306] 管程清洗，涡流检测10%（41根），壁厚减薄>30%堵管。
[DX-09 B-1] 停炉降温（降温速率≤30℃/h），热媒放净回收，炉膛清灰，受热面打磨及测厚标识，配合特检院内部检验，
  燃烧器检修及点火试验；检验结论须为“允许使用”方可升温。
[DX-10 CT-1] 排空、拆除旧填料（约420m³，按一般固废处置），检查支撑梁，安装新填料、修补收水器、布水管清理。"""


def oh_erp_stock(rnd):
    rows = [
        [
            "M-7730-0412",
            "BRM-H75 双端面机械密封（R-201搅拌器）",
            "套",
            1,
            1,
            0,
            "6周",
            "库龄23个月；2022-09检修拆回，状态：待检",
        ],
        ["M-7730-0415", "BRM-H60 单端面机械密封（P-203）", "套", 3, 2, 0, "4周", ""],
        [
            "B-2232-0001",
            "SKF 22320 E/C3 调心滚子轴承",
            "个",
            2,
            2,
            0,
            "2周",
            "P-203A 需2个，C-101 备用需2个",
        ],
        [
            "G-0305-KIT",
            "E-305 换热器垫片组件（管箱+浮头）",
            "套",
            0,
            1,
            0,
            "3周",
            "上次大修用完未补",
        ],
        ["G-0306-KIT", "E-306 冷凝器垫片组件", "套", 1, 1, 0, "3周", ""],
        ["F-4010-CAN", "F-401 熔体过滤器滤芯（20μm）", "支", 96, 72, 0, "8周", ""],
        ["K-5010-BLD", "G-501 切粒刀", "片", 48, 24, 24, "3周", "在途 PO-24-09821"],
        [
            "C-1010-OVH",
            "C-101 大修备件包（原厂）",
            "套",
            0,
            0,
            0,
            "5周",
            "原厂件，须由原厂服务商或代理采购",
        ],
        [
            "C-1010-BRG",
            "C-101 高速轴轴承（可倾瓦）",
            "套",
            0,
            0,
            0,
            "10周",
            "无库存，如需更换须原厂供货",
        ],
        ["V-0042-SV", "安全阀备用（DN50/DN80）", "只", 6, 4, 0, "4周", ""],
        ["P-3100-GR", "熔体齿轮泵齿轮副", "副", 1, 1, 0, "16周", ""],
        ["E-0420-TUBE", "换热管 φ25×2（堵管用管塞）", "个", 120, 50, 0, "1周", ""],
        ["CT-0001-FILL", "冷却塔填料 PVC S波", "m³", 0, 0, 0, "—", "需比选采购"],
        ["EL-UPS-BAT", "DCS UPS 电池 12V100Ah", "节", 0, 0, 32, "—", "在途 PO-24-10012"],
        ["GS-SPW-DN80", "缠绕垫 DN80 PN25", "片", 210, 100, 0, "1周", ""],
        ["GS-SPW-DN150", "缠绕垫 DN150 PN25", "片", 86, 60, 0, "1周", ""],
        ["GS-SPW-DN300", "缠绕垫 DN300 PN16", "片", 12, 20, 0, "2周", "低于安全库存"],
        ["BL-PLATE-SET", "8字盲板/插板（各规格）", "块", 74, 60, 0, "—", "64个隔离点需用，余10块"],
        ["LUB-ISO46", "汽轮机油 ISO VG46", "L", 1800, 800, 0, "1周", ""],
        ["LUB-GR-EP2", "极压锂基润滑脂", "kg", 340, 100, 0, "1周", ""],
        ["V-GATE-DN100", "闸阀 DN100 PN25 WCB", "台", 4, 2, 0, "3周", ""],
        ["V-GLB-DN50", "截止阀 DN50 PN40", "台", 7, 4, 0, "3周", ""],
        ["I-PT-3051", "压力变送器 0-2.5MPa", "台", 5, 3, 0, "4周", ""],
        ["I-TT-PT100", "热电阻 PT100 L=300", "支", 22, 10, 0, "2周", ""],
        ["M-COUP-GR", "联轴器膜片组", "套", 3, 2, 0, "3周", ""],
        ["P-MS-PUMP", "泵用机封（通用）", "套", 9, 6, 0, "4周", ""],
        ["EL-MTR-45", "电机 45kW 4P（备用）", "台", 1, 1, 0, "6周", ""],
        ["B-6312-C3", "深沟球轴承 6312 C3", "个", 14, 8, 0, "1周", ""],
        ["B-NU316", "圆柱滚子轴承 NU316", "个", 4, 4, 0, "2周", ""],
        ["HX-PLUG-25", "换热管堵头 φ25", "个", 60, 30, 0, "1周", ""],
        ["SF-GAS-DET", "四合一气体检测仪（租赁）", "台", 0, 0, 0, "—", "大修期间租赁 20 台"],
        ["SF-AIR-SCBA", "正压式空气呼吸器", "套", 12, 12, 0, "—", "受限空间救援用"],
    ]
    return "ERP 库存查询（工厂2100 / 库存地 设备备件库 SP01）  查询时间 2024-08-20 09:12\n" + table(
        ["物料号", "描述", "单位", "库存", "安全库存", "在途", "采购周期", "备注"], rows
    )


def oh_aps(rnd, mode):
    """Daily plan. mode 'base': 600 t/d, no pre-build. mode 'v2': 640 t/d from 08-26, 10-09 stock pinned to 4,100 t."""
    dd = list(days("2024-08-20", "2024-10-31"))
    stop0, stop1 = dt.date(2024, 10, 10), dt.date(2024, 10, 21)
    prod, note = [], []
    for d in dd:
        if stop0 <= d <= stop1:
            prod.append(0)
            note.append("大修停车")
        elif d == dt.date(2024, 10, 22):
            prod.append(280)
            note.append("开车升温")
        elif d == dt.date(2024, 10, 23):
            prod.append(480)
            note.append("负荷恢复")
        elif d > dt.date(2024, 10, 23) or d < dt.date(2024, 8, 26) or mode == "base":
            prod.append(600)
            note.append("")
        else:
            prod.append(640)
            note.append(
                "预建"
                + (
                    "，周末加班"
                    if d.weekday() >= 5 and d.month == 9 and d.day in (7, 8, 14, 15, 21, 22)
                    else ""
                )
            )
    hr = 850 if mode == "v2" else 600
    ship = [None] * len(dd)
    for i, d in enumerate(dd):
        if stop0 <= d <= stop1:
            continue
        if d >= dt.date(2024, 10, 22):
            ship[i] = (
                42
                + (hr if d in (dt.date(2024, 10, 24), dt.date(2024, 10, 25)) else 0)
                + (350 if d >= dt.date(2024, 10, 26) else 0)
            )
    stop_idx = [i for i, d in enumerate(dd) if stop0 <= d <= stop1]
    pre_idx = [i for i, d in enumerate(dd) if d < stop0]
    if mode == "v2":
        for i, v in zip(stop_idx, alloc(3470, [1] * len(stop_idx))):
            ship[i] = v
        need = 2140 + sum(prod[i] for i in pre_idx) - 4100
        for i, v in zip(pre_idx, alloc(need, [rnd.uniform(0.93, 1.03) for _ in pre_idx])):
            ship[i] = v
    else:
        for i in stop_idx:
            ship[i] = 245
        for i in pre_idx:
            ship[i] = rnd.randint(560, 598)
    rows = []
    inv = 2140
    for i, d in enumerate(dd):
        inv = inv + prod[i] - ship[i]
        br = round(prod[i] * 0.35)
        sd = round(prod[i] * 0.4)
        rows.append(
            [
                d.strftime("%m-%d"),
                "周" + "一二三四五六日"[d.weekday()],
                prod[i],
                br,
                sd,
                prod[i] - br - sd,
                ship[i],
                inv,
                note[i],
            ]
        )
    return rows


def oh_aps_text(rnd, mode, head):
    rows = oh_aps(rnd, mode)
    return (
        head
        + "\n"
        + table(
            [
                "日期",
                "星期",
                "计划产量(吨)",
                "其中BR有光",
                "其中SD半消光",
                "其中CB瓶级",
                "计划发货(吨)",
                "期末成品库存(吨)",
                "备注",
            ],
            rows,
        )
    )


def oh_schedule():
    tasks = [
        ("T01", "停车降温、物料退出（酯化、缩聚）", 1.5, "—", "工艺"),
        ("T02", "系统氮气置换、吹扫（需仪表风）", 1.0, "T01", "工艺"),
        ("T03", "盲板隔离、能量隔离上锁", 0.5, "T02", "华建+工艺"),
        ("T04", "R-201 搅拌密封更换", 4.0, "T03", "华建+博锐"),
        ("T05", "R-202/V-204 受限空间检查", 3.0, "T03", "华建"),
        ("T06", "R-301/R-302 检查", 4.0, "T03", "华建"),
        ("T07", "E-305/E-306 清洗、试压", 5.0, "T03", "洁能"),
        ("T08", "B-1 热媒炉降温、定期检验、燃烧器检修", 5.0, "T01", "特检院+华建"),
        ("T09", "C-101 空压机大修", 10.0, "T02", "外委（待定）"),
        ("T10", "C-102 备用空压机保养（C-101大修期间须运行供仪表风）", 1.0, "T01", "设备部"),
        ("T11", "CT-1 冷却塔填料更换", 7.0, "T01", "外委（待定）"),
        ("T12", "安全阀校验（拆装+送检）", 6.0, "T03", "计量院"),
        ("T13", "泵类、过滤器、切粒机检修", 2.0, "T03", "设备部"),
        ("T14", "DCS/配电预防性试验", 2.0, "T01", "中控/供电"),
        (
            "T15",
            "盲板拆除、系统气密试验（需工艺风）",
            0.5,
            "T04,T05,T06,T07,T09,T12,T13",
            "华建+工艺",
        ),
        ("T16", "开车：热媒升温、投料", 1.5, "T08,T15", "工艺"),
    ]
    t = table(["编号", "工作", "工期(天)", "紧前", "实施"], [list(x) for x in tasks])
    # simple forward pass for a text gantt (half-day resolution)
    es = {}
    dur = {x[0]: x[2] for x in tasks}
    for code, _, d, pre, _ in tasks:
        preds = [] if pre == "—" else pre.split(",")
        es[code] = max([es[p] + dur[p] for p in preds], default=0.0)
    gantt = []
    for code, name, d, pre, _ in tasks:
        a = int(es[code] * 2)
        b = int((es[code] + d) * 2)
        bar = "".join("█" if a <= i < b else "·" for i in range(30))
        gantt.append("%-4s %s  ES=%-4s EF=%-4s" % (code, bar, es[code], es[code] + d))
    return (
        "--- 设备部共享盘/2024大修/大修网络计划_V3.xlsx ---\n"
        + t
        + "\n\n横道图（每格半天，第0天=停车日）：\n     "
        + "".join(str(i // 2 % 10) if i % 2 == 0 else " " for i in range(30))
        + "\n"
        + "\n".join(gantt)
        + "\n说明：1) C-101 大修期间仪表风由 C-102 备用螺杆机供应（能力 28m³/min，满足停车状态仪表风需求，不满足吹扫+气密试验同时进行）；"
        "2) 吹扫与气密试验需 C-101 或外租空压机提供工艺风；3) V3 仍按川岳报价工期（C-101 10天）编制。"
    )


def oh_permits(rnd):
    rows = [
        [
            "R-201",
            "一级动火 2；受限空间 1；盲板抽堵 8；吊装 1；高处 1",
            "华建安装、博锐",
            "搅拌器吊出需 25t 吊车，吊装方案需审批",
        ],
        ["R-202", "受限空间 2；盲板抽堵 6", "华建安装", ""],
        ["R-301", "受限空间 1；盲板抽堵 6；二级动火 2", "华建安装", "真空系统，置换后测氧"],
        ["R-302", "受限空间 1；盲板抽堵 6；吊装 1", "华建安装", ""],
        ["C-101", "二级动火 3；吊装 2；临时用电 3", "寰宇压缩机服务", "原厂服务人员需入厂安全培训"],
        ["E-305", "受限空间 2；盲板抽堵 4；高处 3", "洁能工业清洗", "高压水射流作业另行交底"],
        ["E-306", "盲板抽堵 4；高处 2", "洁能工业清洗", ""],
        ["B-1", "受限空间 2；一级动火 4；盲板抽堵 6", "华建安装、特检院", "炉膛内作业，需通风检测"],
        ["CT-1", "高处 8；受限空间 2；吊装 2", "待定", "填料拆除，防坠落"],
        ["P-203A/B", "盲板抽堵 4；二级动火 2", "设备部", ""],
        ["V-204", "受限空间 3；盲板抽堵 6；高处 4", "华建安装", "塔内作业"],
        ["PV-系列", "盲板抽堵 10；高处 3", "计量院、华建", ""],
        ["管廊", "高处 10；二级动火 14；一级动火 12", "华建安装", "管廊动火点多，需分区监护"],
        ["变配电/DCS", "临时用电 19", "中控、供电公司、华建电气", ""],
        ["其他辅助设备", "二级动火 6；盲板抽堵 4", "设备部", ""],
    ]
    t = table(["设备", "作业许可需求", "作业单位", "备注"], rows)
    summ = table(
        ["作业类别", "数量", "审批人（按制度）", "有效期"],
        [
            ["一级动火", "18", "分管安全副厂长（韩梅会签）", "8h"],
            ["二级动火", "27", "车间主任", "72h"],
            ["受限空间", "16", "车间主任+安全部", "8h"],
            ["盲板抽堵", "64点", "车间主任", "一次性"],
            ["高处作业", "31", "车间主任（一级/二级）", "7日内"],
            ["吊装", "7", "设备部（>40t须厂长）", "一次性"],
            ["临时用电", "22", "电气主管", "≤15日"],
            ["动土", "3", "设备部+安全部", "一次性"],
            ["断路", "2", "安全部", "一次性"],
        ],
    )
    blind_rows = []
    locs = [
        (
            "R-201",
            ["进料口N1", "出料口N2", "EG回流N5", "热媒进口", "热媒出口", "放空", "氮气", "排净"],
        ),
        ("R-202", ["进料", "出料", "热媒进", "热媒出", "氮气", "排净"]),
        ("R-301", ["进料", "出料", "真空抽口", "热媒进", "热媒出", "排净"]),
        ("R-302", ["进料", "出料", "真空抽口", "热媒进", "热媒出", "排净"]),
        ("E-305", ["管程进", "管程出", "壳程进", "壳程出"]),
        ("E-306", ["管程进", "管程出", "蒸汽进", "凝液出"]),
        ("B-1", ["热媒出口总管", "热媒回口总管", "燃料气进口", "膨胀槽连通", "排污", "注油口"]),
        ("V-204", ["进料", "塔顶气", "回流", "塔釜", "氮气", "排净"]),
        ("P-203A/B", ["A入口", "A出口", "B入口", "B出口"]),
        (
            "PV-系列",
            [
                "PV-2011",
                "PV-2013",
                "PV-2021",
                "PV-3010",
                "PV-3014",
                "PV-3022",
                "PV-4001",
                "PV-4005",
                "PV-5002",
                "PV-5003",
            ],
        ),
        ("其他", ["FV-2031", "FV-3012", "LV-2045", "TV-3101"]),
    ]
    k = 0
    for tag, pts in locs:
        for pt in pts:
            k += 1
            medium = (
                rnd.choice(
                    [
                        "BHET/低聚物",
                        "乙二醇",
                        "热媒（联苯-联苯醚）",
                        "氮气",
                        "蒸汽",
                        "真空尾气",
                        "燃料气",
                    ]
                )
                if tag not in ("E-305", "B-1")
                else rnd.choice(
                    ["热媒（联苯-联苯醚）", "燃料气" if tag == "B-1" else "BHET/低聚物"]
                )
            )
            dn = rnd.choice([25, 40, 50, 80, 100, 150, 200])
            blind_rows.append(
                [
                    "MB-%03d" % k,
                    tag,
                    pt,
                    "DN%d" % dn,
                    rnd.choice(["PN16", "PN25", "PN40"]),
                    medium,
                    rnd.choice(["8字盲板", "插板", "8字盲板"]),
                    rnd.choice(["华建安装", "华建安装", "设备部"]),
                ]
            )
    blind_t = table(
        ["盲板号", "设备", "位置", "规格", "压力等级", "介质", "形式", "实施单位"], blind_rows
    )
    return (
        "PTW 作业许可需求汇总（按大修项目清单V3自动生成，依据 GB 30871-2022 及《二厂特殊作业管理规定》）\n"
        + t
        + "\n\n盲板抽堵台账（草稿，共%d点，须经工艺确认后编号挂牌）：\n" % k
        + blind_t
        + "\n\n汇总：\n"
        + summ
        + "\n\n承包商入厂要求：营业执照、资质证书、安全生产许可证、特种作业人员证书（焊工、电工、起重、高处）、"
        "人员三级安全教育记录、意外伤害保险；须在 PTW 系统“承包商管理”模块上传并经安全部审核后方可开票。"
    )


def oh_contractor_status():
    rows = [
        [
            "华建安装工程有限公司",
            "已上传 11/14",
            "焊工证 6 人待上传；保险单已过期（2024-08-31），须续保",
            "长期承包商",
        ],
        ["洁能工业清洗有限公司", "已上传 8/14", "高压水射流操作证待补；人员名单未上传", ""],
        ["博锐密封技术（现场服务）", "未开始", "—", "2人现场服务"],
        ["寰宇压缩机服务有限公司", "未开始", "—", "新承包商，需现场资质审核"],
        ["市计量院（安全阀校验）", "免于上传（事业单位，提供授权书）", "授权书待提供", ""],
        ["中控技术服务", "已上传 14/14", "—", ""],
        ["冷却塔填料单位（待定）", "—", "—", ""],
    ]
    people = []
    rnd = random.Random(3017)
    surn = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾萧田董袁潘蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤"
    given = [
        "伟",
        "强",
        "磊",
        "军",
        "勇",
        "杰",
        "涛",
        "斌",
        "超",
        "明",
        "刚",
        "平",
        "辉",
        "鹏",
        "华",
        "飞",
        "鑫",
        "波",
        "宁",
        "建国",
        "志强",
        "海峰",
        "文斌",
    ]
    for comp, n in (("华建安装", 34), ("洁能清洗", 8), ("中控技术", 3)):
        for i in range(n):
            role = (
                rnd.choice(
                    [
                        "焊工",
                        "管工",
                        "钳工",
                        "起重工",
                        "电工",
                        "架子工",
                        "普工",
                        "安全员",
                        "高压水射流操作工",
                    ]
                )
                if comp != "中控技术"
                else "仪表工程师"
            )
            cert = {
                "焊工": "特种作业操作证（焊接与热切割）",
                "电工": "特种作业操作证（低压电工）",
                "起重工": "特种设备作业人员证（Q2）",
                "架子工": "特种作业操作证（登高架设）",
                "高压水射流操作工": "高压水射流清洗作业培训证",
            }.get(role, "—")
            st = (
                rnd.choice(["已上传", "已上传", "已上传", "待上传", "已过期"])
                if cert != "—"
                else "—"
            )
            people.append([comp, rnd.choice(surn) + rnd.choice(given), role, cert, st])
    return (
        "PTW 承包商管理 · 资质上传状态（2024-08-28）\n"
        + table(["承包商", "资质上传", "缺项", "备注"], rows)
        + "\n\n人员明细（已录入部分）：\n"
        + table(["单位", "姓名", "工种", "证书", "状态"], people)
    )


def oh_budget_exec():
    rows = [
        [
            "大修外委费",
            "1,860,000",
            "1,912,000",
            "川岳→寰宇 +32,000；洁能 84,500；华建 1,120,000（框架）",
        ],
        ["备品备件", "1,120,000", "1,153,800", "BRM-H75×2 186,400；轴承、垫片等"],
        ["特种设备检验", "48,000", "46,500", "B-1 定期检验、安全阀校验"],
        ["冷却塔填料", "150,000", "—", "比选中（报价 128,600–142,000）"],
        ["临时设施、吊车租赁", "260,000", "238,000", "25t/50t 吊车"],
        ["安全措施费", "180,000", "180,000", "盲板、气体检测仪租赁、监护人员"],
        ["不可预见费", "182,000", "—", ""],
        ["合计", "3,800,000", "—", "追加后预算 3,950,000（2024-08-28 厂务会批准）"],
    ]
    detail = [
        [
            "PO-24-10093",
            "寰宇压缩机服务",
            "C-101大修",
            "268,000.00",
            "已审批",
            "预付 80,400.00 待付",
        ],
        ["PR-2024-0817/10", "博锐密封技术", "BRM-H75×2", "186,400.00", "已确认", ""],
        ["PR-2024-0817/20", "华东轴承", "SKF 22320×2", "9,720.00", "已确认", ""],
        ["PR-2024-0817/30-40", "江阴密封件", "E-305垫片组件、缠绕垫", "23,120.00", "已确认", ""],
        [
            "CT-2024-0655",
            "华建安装（框架）",
            "大修安装框架合同",
            "1,120,000.00",
            "框架",
            "按实结算",
        ],
        ["PO-24-10081", "洁能工业清洗", "E-305/E-306清洗", "84,500.00", "待审批", ""],
        ["PO-24-10085", "宏运吊装", "25t/50t吊车 12天", "238,000.00", "已审批", ""],
        ["PO-24-10088", "市计量院", "安全阀校验42只", "21,500.00", "已审批", ""],
        ["PO-24-10089", "市特检院", "B-1定期检验", "25,000.00", "待预约确认", ""],
        ["PO-24-10090", "安捷仪器租赁", "气体检测仪20台 15天", "18,600.00", "已审批", ""],
    ]
    return (
        "ERP 项目预算执行（WBS 2100-DX2024）  查询时间 2024-08-28 17:20\n"
        + table(["科目", "原预算(元)", "已承诺/预计(元)", "说明"], rows)
        + "\n\n承诺明细：\n"
        + table(["单据", "供应商", "内容", "金额", "状态", "备注"], detail)
    )


def oh_cooling_quotes():
    return """--- 设备部共享盘/2024大修/冷却塔填料/比价表.xlsx ---
项目：CT-1 冷却塔填料更换（约420m³，S波PVC，含拆除旧填料、安装、收水器修补）
供应商          | 报价(元，含税) | 填料规格            | 交期   | 安装工期 | 质保 | 业绩                     | 备注
----------------+----------------+---------------------+--------+----------+------+--------------------------+------------------------------
蓝海冷却设备    | 142,000        | S波 1000×500，0.4mm | 20天   | 6天      | 3年  | 同类化工厂 11 家         | 含旧填料外运处置
华冷环境科技    | 128,600        | S波 1000×500，0.35mm| 25天   | 7天      | 2年  | 同类 4 家，本厂无合作    | 旧填料处置另计（约 6,000）
报价明细：
蓝海冷却：填料 420m³×298 = 125,160；旧填料拆除及外运处置 8,400；收水器修补更换 5,240；支撑梁更换 6 根 3,200 → 合计 142,000
华冷环境：填料 420m³×268 = 112,560；安装 9,840；收水器修补 6,200 → 合计 128,600（旧填料处置未含，按 6,000 估）
技术参数对比：
参数                 | 蓝海冷却            | 华冷环境
---------------------+---------------------+---------------------
片材材质             | 改性PVC（抗老化）    | PVC
耐温                 | 55℃                 | 50℃
比表面积             | 180 m²/m³           | 170 m²/m³
热力性能保证         | 出水温度≤32℃（设计工况）| 出水温度≤32.5℃
填料支撑             | 利旧，更换锈蚀梁 6 根 | 利旧
收水器               | 修补 + 更换 30%      | 修补
施工人员             | 8 人                 | 6 人
说明：1) 0.35mm 片材在高温循环水（>40℃）下变形风险略高，技术部建议 0.4mm；
      2) 按10月10日开工倒排，最晚下单日：蓝海 9月18日、华冷 9月13日；
      3) 两家均需在 PTW 系统完成承包商资质上传（10月1日前）。"""


def oh_mail_noise(rnd, n):
    pool = [
        (
            "采购部 周婷",
            "关于9月集中采购截止日的通知",
            "各部门9月集中采购请购单请于9月10日前提交，逾期转入10月批次。",
        ),
        (
            "安全部",
            "8月安全月报",
            "本月二厂无可记录事故；动火作业 42 张，受限空间 6 张；发现隐患 17 项，已整改 15 项。",
        ),
        (
            "生产部 钱卫",
            "9月生产计划会议纪要",
            "9月计划产量按APS预建方案执行，质量部关注高负荷下切片色值b值。",
        ),
        ("IT服务台", "ERP系统周末维护通知", "ERP 将于8月31日 22:00 至9月1日 06:00 停机维护。"),
        (
            "华建安装 项目部",
            "大修人员计划（初稿）",
            "大修期间我司拟投入 86 人，其中焊工 14 人、起重 6 人、管工 22 人，名单见附件。",
        ),
        ("三厂设备部", "借用25t吊车咨询", "三厂10月下旬需要25t吊车2天，二厂大修结束后能否转租？"),
        ("工会", "中秋节福利发放", "中秋福利将于9月13日发放，请各部门统计人数。"),
    ]
    picks = rnd.sample(pool, n)
    return "\n".join("  · %s：%s —— %s" % (a, b, c) for a, b, c in picks)


def build_overhaul():
    rnd = random.Random(11_04)
    c = Conv(
        "blind-zh-factory-overhaul-shutdown",
        "宁远新材料二厂年度大修停车筹备：供应商、备件、排产补偿与作业许可",
        OH_SYSTEM,
        ref_style="toolu",
        seed=1104,
    )

    c.user(
        """今年二厂年度大修开始筹备了，你帮我一起盯。基本情况：
- 窗口定在10月8日到10月22日，15天；
- 预算380万；
- 重点是R-201搅拌密封、C-101空压机大修、E-305换热器清洗、B-1热媒炉定期检验、冷却塔填料；
- 要理清四块：外委供应商、备件、停车期间的生产补量、安全作业许可；
- 安全这块HSE那边对接周建国。
先把大修项目清单和备件库存对一下，看缺什么。""",
        a="u1",
    )

    c.act(
        "我先读大修项目清单V3，再按清单查ERP备件库存。",
        [
            ("file_read", {"path": "设备部共享盘/2024大修/大修项目清单_V3.xlsx"}, oh_worklist(rnd)),
            (
                "erp",
                {
                    "action": "stock_query",
                    "plant": "2100",
                    "storage": "SP01",
                    "materials": [
                        "M-7730-0412",
                        "M-7730-0415",
                        "B-2232-0001",
                        "G-0305-KIT",
                        "G-0306-KIT",
                        "F-4010-CAN",
                        "K-5010-BLD",
                        "C-1010-OVH",
                        "C-1010-BRG",
                        "V-0042-SV",
                        "P-3100-GR",
                        "E-0420-TUBE",
                        "CT-0001-FILL",
                        "EL-UPS-BAT",
                        "GS-SPW-*",
                        "BL-PLATE-SET",
                        "LUB-*",
                    ],
                },
                oh_erp_stock(rnd),
            ),
        ],
        a="m_list",
        ta="t_list",
    )

    c.say("""清单一共45项，其中关键设备10项。对照库存，**缺口和风险如下：**

| 物料 | 需求 | 库存 | 问题 | 采购周期 |
|---|---|---|---|---|
| **BRM-H75 机械密封**（R-201） | 1套 | 1套 | 库存这套是**2022年9月检修拆回的**，状态“待检”，能不能用要先确认 | **6周** |
| SKF 22320 轴承 | 4个（P-203A 2个 + C-101备用 2个） | 2个 | 缺2个 | 2周 |
| **E-305 垫片组件** | 1套 | **0** | 上次大修用完没补 | 3周 |
| C-101 大修备件包（原厂） | 1套 | 0 | 只能原厂或代理采购，要跟外委单位一起定 | 5周 |
| 缠绕垫 DN300 | — | 12片 | 低于安全库存20片 | 2周 |
| 冷却塔填料 | 约420m³ | 0 | 需比选 | — |

**时间上最紧的是密封**：6周采购周期，按10月8日停车倒推，**8月27日前必须下单**。如果库存那套不能用，这周就要决定。

其他还算从容：轴承、垫片2–3周到货，9月中旬前下单就来得及。盲板备74块，64个点够用。

C-101的外委单位还在报价（清单上写的是川岳）。供应商报价我可以去邮箱里找。""")

    c.user(
        "密封那套库存是前年退回来的，不敢用，直接下单两套新的，一套装一套备。轴承补齐，E-305垫片也买。供应商报价邮箱里有，川岳和洁能的，你看一下",
        a="u2",
    )

    c.act(
        "好，我先建请购单，同时查邮箱里的报价。",
        [
            (
                "erp",
                {
                    "action": "create_purchase_requisition",
                    "plant": "2100",
                    "wbs": "2100-DX2024",
                    "requester": "赵磊",
                    "items": [
                        {
                            "material": "M-7730-0412",
                            "desc": "BRM-H75 双端面机械密封",
                            "qty": 2,
                            "need_by": "2024-10-05",
                            "note": "一套安装一套备用；库存旧件不使用",
                        },
                        {
                            "material": "B-2232-0001",
                            "desc": "SKF 22320 E/C3",
                            "qty": 2,
                            "need_by": "2024-09-30",
                        },
                        {
                            "material": "G-0305-KIT",
                            "desc": "E-305 垫片组件",
                            "qty": 1,
                            "need_by": "2024-09-30",
                        },
                        {
                            "material": "GS-SPW-DN300",
                            "desc": "缠绕垫 DN300 PN16",
                            "qty": 20,
                            "need_by": "2024-09-30",
                        },
                    ],
                },
                """请购单已创建：PR-2024-0817（WBS 2100-DX2024，申请人 赵磊）
行 10  M-7730-0412  BRM-H75 双端面机械密封   2 套   需求日 2024-10-05   建议供应商：博锐密封技术（框架协议 FA-2023-117，单价 93,200.00）
行 20  B-2232-0001  SKF 22320 E/C3            2 个   需求日 2024-09-30   建议供应商：华东轴承（目录价 4,860.00）
行 30  G-0305-KIT   E-305 垫片组件            1 套   需求日 2024-09-30   建议供应商：江阴密封件（上次价 18,400.00）
行 40  GS-SPW-DN300 缠绕垫 DN300 PN16         20 片  需求日 2024-09-30   建议供应商：江阴密封件（上次价 236.00）
审批流：设备部经理（赵磊）→ 采购部 → 财务（金额 >10万需分管副总）  预计金额 224,680.00
状态：待设备部经理审批""",
            ),
            (
                "mail",
                {"action": "search", "query": "报价 川岳 OR 洁能 OR 博锐", "days": 30},
                """3 封邮件
[1] 发件人：川岳压缩机服务有限公司 销售 何平 <heping@chuanyue-comp.com>   时间：2024-08-09 15:20
    主题：宁远二厂 C-101 离心式空压机大修报价
    赵经理：C-101（三级离心，额定 85m³/min）大修报价如下：
      人工及技术服务（8人，单班，10天）         128,000
      转子检查、动平衡（返厂，含运输）            42,000
      轴承、气封、油封等常规备件（非原厂）        46,000
      中冷器、后冷器清洗                          12,000
      调试及72小时跟踪                             8,000
      合计（含税）                               236,000 元
    工期：10天（单班），需贵方提供吊车及公用工程。可倾瓦轴承如检查需更换，须另行采购原厂件。
[2] 发件人：洁能工业清洗有限公司 <service@jieneng-clean.com>   时间：2024-08-12 10:02
    主题：E-305/E-306 换热器清洗报价
    E-305 管程高压水射流清洗（管束 412 根）+ 试压：46,800 元；E-306 管程清洗 + 涡流抽检10%：37,700 元；
    合计 84,500 元（含税），工期 5 天（两台交叉作业），需贵方提供水源、电源及废水收集池。
[3] 发件人：博锐密封技术 销售 蒋莉 <jiangli@borui-seal.com>   时间：2024-08-14 09:47
    主题：RE：BRM-H75 交期询问
    赵经理好，BRM-H75 目前交期 6 周（含动静环研磨及平衡测试），按框架价 93,200 元/套。如需现场安装指导，
    2 人 × 3 天服务费 9,600 元。

（同期其他未读邮件 4 封，未展开）
"""
                + oh_mail_noise(rnd, 4),
            ),
        ],
        a="m_pr",
        ta="t_pr",
    )

    c.say("""**请购单 PR-2024-0817 已建**，预计金额224,680元，现在等你审批：
- BRM-H75 ×2（博锐框架价93,200元/套），需求日10月5日
- SKF 22320 ×2、E-305垫片组件 ×1、DN300缠绕垫 ×20

⚠️ 密封交期6周，**PR最晚8月23日要审批完转成PO**，否则赶不上。金额超过10万，还要分管副总签字，建议今天就发起。

**外委报价：**

| 单位 | 范围 | 报价 | 工期 | 备注 |
|---|---|---|---|---|
| 川岳压缩机服务 | C-101大修 | **236,000元** | **10天单班** | 非原厂备件；可倾瓦轴承如需更换另购原厂件（ERP采购周期10周） |
| 洁能工业清洗 | E-305 + E-306清洗 | 84,500元 | 5天 | 需我方提供废水收集池 |
| 博锐（现场指导） | R-201密封安装 | 9,600元 | 2人×3天 | 可选 |

川岳的10天放进15天窗口里问题不大，但它是单班作业。另外提醒一句：C-101可倾瓦轴承没有库存、采购周期10周，如果大修时发现需要换，这次是来不及的。""")

    c.user(
        "销售那边刚来电话，恒润纺织有个1200吨的单子10月25号要交，窗口必须缩，改成10月10日到10月21日，12天。你看下排产怎么补",
        a="u3",
    )

    c.act(
        "我拉一下当前的排产计划和成品库存，按新窗口重算。",
        [
            (
                "aps",
                {
                    "action": "query_plan",
                    "plant": "2100",
                    "product": "PET切片（全部牌号）",
                    "from": "2024-08-20",
                    "to": "2024-10-31",
                    "scenario": "当前计划（窗口按10-10至10-21停车）",
                },
                oh_aps_text(
                    rnd,
                    "base",
                    "APS 计划查询 · 场景：基准（日产600吨，不预建）  成品库容上限：4,500吨（A库2,600 + B库1,400 + C库500）",
                ),
            ),
            (
                "aps",
                {
                    "action": "query_orders",
                    "plant": "2100",
                    "from": "2024-10-01",
                    "to": "2024-10-31",
                },
                """10月已确认订单（吨）：
客户             | 牌号        | 数量  | 交期          | 备注
-----------------+-------------+-------+---------------+------------------------
恒润纺织         | 有光切片 BR | 1,200 | 10-25         | 新增，销售 8-20 确认
华纶化纤         | 半消光 SD   | 1,850 | 10-05 / 10-20 | 分两批
东海包装         | 瓶级 CB     | 1,400 | 10月内均衡     | 每周约 330
苏新纺织         | 半消光 SD   |   980 | 10-15         |
其他零散（现货） | —           |   900 | 10月内         | 可调
合计                            6,330
停车期（10-10至10-21）内须发货：约 2,940 吨（不含恒润）""",
            ),
        ],
        a="m_aps",
        ta="t_aps",
    )

    c.say(
        """按基准计划（日产600吨、不预建）：10月9日库存约3,175吨，停车期只排了每天245吨的发货，到10月21日只剩 **235吨**，几乎没有安全库存。恒润的1,200吨完全押在10月22日开车后的产量上，开车只要推迟一两天就交不出来。而且基准计划里停车期的发货是压过的，华纶（10-20）和苏新（10-15）的交期都落在停车期，实际发货需求比245吨/天高。

**补量思路：**
- 停车12天少产约 **7,200吨**，加上开停车的损失（10月22–23日负荷爬升）约440吨；
- 停车期内必须发货约2,940吨，停车后到10月25日还要交恒润1,200吨；
- 库容上限 **4,500吨**。

**建议方案：**
1. 8月26日起日产提到 **630吨**（装置连续运行上限640吨，留点余量）；
2. 9月的现货销售压一压，大约少卖1,000吨；
3. **10月9日停车前成品库存做到3,600吨**：停车期发走约2,940吨，10月21日还剩约660吨，加上10月22–25日开车后的产量，恒润的1,200吨可以按期交；
4. 库存峰值3,600吨，在4,500吨上限以内。

这个方案风险点在于9月要连续30多天保持630吨，中间如果出现非计划停车，就没有缓冲了。""",
        a="m_aps_say",
    )

    c.user(
        "可以，预建3600吨。但是12天窗口，川岳压缩机要10天，加上停车开车的时间够吗？你排个关键路径",
        a="u4",
    )

    c.act(
        None,
        [("file_read", {"path": "设备部共享盘/2024大修/大修网络计划_V3.xlsx"}, oh_schedule())],
        a="m_cp",
        ta="t_cp",
    )

    c.say(
        """**不够，关键路径是13天，比12天窗口多1天。**

关键路径：
`T01 停车退料 1.5天 → T02 吹扫置换 1天 → T09 C-101大修 10天 → T15 盲板拆除/气密试验 0.5天` = **13天**，这还没算T16开车升温投料的1.5天。

原因在于C-101既是仪表风，又是工艺风：
- 吹扫置换（T02）必须用C-101，所以C-101最早只能从第2.5天开始大修；
- 气密试验（T15）又得等C-101修好才能做；
- 备用螺杆机C-102（28m³/min）只够停车状态下的仪表风，吹扫和气密试验撑不起来。

**缩短关键路径的办法：**
| 办法 | 效果 | 代价 |
|---|---|---|
| A. 川岳改双班，工期压到8天 | 关键路径11天，留1天余量 | 要川岳同意，费用会涨 |
| B. 外租柴油空压机（约60m³/min）做吹扫和气密 | C-101可以停车当天就开始修 | 约2,800元/天，另需接临时管线、办临时用电和动火许可 |
| C. 换一家能8天完成的单位 | 同A | 要重新询价，时间紧 |

开车那1.5天如果也算在窗口内，A方案刚好压线。""",
        a="m_cp_say",
    )

    c.user("租临时空压机太麻烦，接管子又要动火。问川岳能不能8天，上双班", a="u5")

    c.act(
        None,
        [
            (
                "mail",
                {
                    "action": "send",
                    "to": "heping@chuanyue-comp.com",
                    "cc": "zhaolei@ningyuan-nm.com",
                    "subject": "C-101 大修工期调整询问（10月10日开工）",
                    "body": "何经理：因生产安排，二厂大修窗口调整为10月10日至10月21日。C-101大修能否按双班作业、工期压缩至8天（10月12日进场至10月19日完成）？请一并报双班方案的人员配置和费用调整，8月23日前回复。谢谢！宁远新材料二厂设备部 赵磊",
                },
                "已发送 → heping@chuanyue-comp.com（抄送 zhaolei@ningyuan-nm.com）  2024-08-20 16:05",
            )
        ],
        a="m_cy",
        ta="t_cy",
    )

    c.say(
        "已经发给川岳何平，问能否双班8天（10月12日进场、10月19日完成），要求8月23日前回复。PR-2024-0817还在等你审批，密封那行要赶在8月23日前转PO。"
    )

    c.user("PR批了。川岳回了，你看看", a="u6")

    c.act(
        None,
        [
            (
                "mail",
                {"action": "search", "query": "from:heping@chuanyue-comp.com", "days": 5},
                """1 封邮件
发件人：川岳压缩机服务有限公司 何平 <heping@chuanyue-comp.com>   时间：2024-08-22 11:38
主题：RE：C-101 大修工期调整询问（10月10日开工）
赵经理：非常抱歉，我司10月份的技术骨干已承诺给另一家客户的检修项目（10月8日至10月20日），
能派给贵厂的只有一个班组，无法上双班。可选方案：
  (1) 单班10天，10月12日进场，10月21日完成；
  (2) 10月15日后可派双班，8天，即10月15日至10月22日。
两个方案都超出贵厂窗口，请贵厂斟酌。另外，C-101为原厂机型，如对工期要求高，可考虑原厂服务（寰宇压缩机服务有限公司），
他们在华东有常驻服务团队。
川岳压缩机 何平

> -----原始邮件-----
> 发件人：赵磊 <zhaolei@ningyuan-nm.com>  时间：2024-08-20 16:05
> 主题：C-101 大修工期调整询问（10月10日开工）
> 何经理：因生产安排，二厂大修窗口调整为10月10日至10月21日。C-101大修能否按双班作业、工期压缩至8天
> （10月12日进场至10月19日完成）？请一并报双班方案的人员配置和费用调整，8月23日前回复。

（同期其他未读邮件 3 封，未展开）
"""
                + oh_mail_noise(rnd, 3),
            )
        ],
        a="m_cy2",
        ta="t_cy2",
    )

    c.say("""川岳两个方案都不行：
- **单班10天**：10月12日–21日，气密试验和开车只能放到窗口外；
- **双班8天**：10月15日才能开始，到10月22日，更晚。

川岳自己建议找 **原厂服务商寰宇压缩机服务**。原厂的好处是备件包（ERP里的C-1010-OVH）可以一起带来，C-101可倾瓦轴承如果需要换，也只有原厂有货。缺点是价格通常比第三方高10%–20%。

建议马上向寰宇询价，要求8天以内、双班，10月12日进场。要我发吗？""")

    c.user("发，要8天以内的，备件包一起报", a="u7")

    c.act(
        None,
        [
            (
                "mail",
                {
                    "action": "send",
                    "to": "service-east@huanyu-comp.com",
                    "cc": "zhaolei@ningyuan-nm.com",
                    "subject": "询价：宁远新材料二厂 C-101 离心式空压机大修（10月12日-10月19日）",
                    "body": "寰宇压缩机服务华东服务中心：\n我厂C-101为贵司三级离心式空压机（额定85m³/min，2016年投用）。拟于2024年10月12日至10月19日实施整机大修，工期要求8天以内（可双班），范围：转子检查及动平衡、轴承/气封/油封更换、中冷器后冷器清洗、调试及72小时跟踪。请一并报原厂大修备件包（我厂物料号C-1010-OVH）价格及交期，可倾瓦轴承检查更换如需另报请单列。请于8月28日前回复报价及人员安排。\n宁远新材料二厂设备部 赵磊 0574-8835xxxx",
                },
                "已发送 → service-east@huanyu-comp.com（抄送 zhaolei@ningyuan-nm.com）  2024-08-22 14:20",
            )
        ],
        a="m_hy",
        ta="t_hy",
    )

    c.say(
        "询价已发寰宇华东服务中心：8天以内、双班，10月12日–19日，附备件包C-1010-OVH，可倾瓦轴承单列报价，要求8月28日前回复。"
    )

    c.user("寰宇回了。另外跟你说一下，HSE周建国调去三厂了，以后安全许可这块对接韩梅", a="u8")

    c.act(
        None,
        [
            (
                "mail",
                {"action": "search", "query": "from:huanyu-comp.com", "days": 7},
                """1 封邮件
发件人：寰宇压缩机服务（华东）项目经理 宋洋 <songyang@huanyu-comp.com>   时间：2024-08-27 17:02
主题：RE：询价：宁远新材料二厂 C-101 离心式空压机大修
附件：报价单_HY-EC-2408-233.pdf
赵经理您好，报价如下（含税）：
  原厂技术服务（10人，双班，8天，10月12日进场至10月19日完成）    138,000
  原厂大修备件包 C-1010-OVH（轴承、气封、油封、滤芯、O型圈）        96,000
  转子现场动平衡（免返厂，带平衡机进场）                            22,000
  中冷器、后冷器清洗                                                 7,000
  调试及72小时跟踪                                                   5,000
  合计                                                             268,000 元
  可倾瓦轴承（如检查后需更换，单列）：58,000 元/套，我司华东库有现货 1 套，可预留至 10 月 31 日。
备件包交期：4 周，需 8 月 30 日前下单。付款：30% 预付，验收后 70%。
服务人员均持原厂证书，可配合贵厂入厂安全培训及资质审核。寰宇 宋洋 138-5740-xxxx

--- 附件 报价单_HY-EC-2408-233.pdf：作业计划（双班，白班 07:30-19:30 / 夜班 19:30-07:30）---
日期   | 白班                                         | 夜班
-------+----------------------------------------------+----------------------------------------------
10-12  | 进场、安全交底、隔离确认、放油、拆联轴器      | 拆管线、仪表线，拆上机壳螺栓
10-13  | 吊上机壳，测量原始间隙（叶轮、气封、轴承）    | 转子吊出，转子清洗、宏观检查
10-14  | 可倾瓦检查、着色探伤；中冷器拆检              | 现场动平衡（一级、二级转子）
10-15  | 中冷器、后冷器清洗试压；油站清洗              | 气封、油封更换；轴承更换（常规件）
10-16  | 转子回装、间隙复测                            | 上机壳回装、螺栓按力矩紧固
10-17  | 管线、仪表恢复；对中（激光对中仪）            | 油循环冲洗（滤网目检合格为止）
10-18  | 油循环、联锁校验、DCS点检                     | 空载试车 4h
10-19  | 带载试车、性能测试、交接                      | 72小时跟踪开始
人员：现场经理 宋洋；机械工程师 2；钳工 4；仪表工程师 1；动平衡技师 1；安全员 1（共 10 人，证书清单随资质上传）
我方自带：激光对中仪、现场动平衡仪、液压扳手、内窥镜。贵方提供：25t 吊车（10-13、10-16 各 4h）、氮气、照明、临时用电。

（同期其他未读邮件 3 封，未展开）
"""
                + oh_mail_noise(rnd, 3),
            ),
            (
                "ptw",
                {
                    "action": "update_plan_contacts",
                    "plan": "2024二厂大修",
                    "role": "HSE对接人",
                    "old": "周建国",
                    "new": "韩梅",
                    "reason": "周建国调任三厂",
                },
                "PTW 大修计划“2024二厂大修”联系人已更新：HSE对接人 周建国 → 韩梅（hanmei@ningyuan-nm.com，分机 6021）\n一级动火会签人同步变更为 韩梅；历史审批记录保留。",
            ),
        ],
        a="m_hy2",
        ta="t_hy2",
    )

    c.say("""**寰宇报价 268,000元**，对比川岳：

| | 川岳 | **寰宇（原厂）** |
|---|---|---|
| 报价 | 236,000 | **268,000**（+32,000） |
| 工期 | 10天单班（或10/15起双班） | **8天双班，10/12–10/19** ✅ |
| 备件 | 非原厂常规件 | **原厂备件包C-1010-OVH已含** |
| 动平衡 | 返厂（含运输） | 现场动平衡，免返厂 |
| 可倾瓦轴承 | 需自行采购，周期10周 | 现货1套，**58,000元**，预留到10/31 |

价差实际上小于32,000元：川岳方案不含原厂备件包，ERP里那一项单独买要5周、价格也不低。寰宇把关键路径压回到 **11天**，在12天窗口内还有1天余量。

注意两个时间点：**备件包8月30日前要下单**；可倾瓦轴承建议先口头预留，检查后再决定买不买。

PTW里HSE对接人已经改成 **韩梅**，一级动火会签人也同步改了。""")

    c.user("定寰宇。超预算的部分我去跟厂里说。许可的事你先把清单理出来，我要发给韩梅", a="u9")

    c.act(
        "我先给寰宇下采购订单，再从PTW拉许可需求和承包商资质状态。",
        [
            (
                "erp",
                {
                    "action": "create_purchase_order",
                    "plant": "2100",
                    "wbs": "2100-DX2024",
                    "vendor": "寰宇压缩机服务有限公司",
                    "ref_quote": "HY-EC-2408-233",
                    "amount": 268000,
                    "terms": "30%预付，验收后70%",
                    "lines": [
                        "C-101原厂技术服务 8天双班 10/12-10/19",
                        "原厂大修备件包 C-1010-OVH",
                        "现场动平衡",
                        "冷却器清洗",
                        "调试及72小时跟踪",
                    ],
                    "note": "可倾瓦轴承58,000元暂不下单，口头预留至10/31",
                },
                "采购订单已创建：PO-24-10093  供应商：寰宇压缩机服务有限公司  金额：268,000.00（含税）\n付款条件：30%预付（80,400.00），验收后70%\n状态：已审批（设备部经理 赵磊 / 采购部 周婷 2024-08-28 10:42），已发送供应商确认\n备注：川岳报价（236,000）未采用，比价记录已归档",
            ),
            (
                "ptw",
                {
                    "action": "permit_requirements",
                    "plan": "2024二厂大修",
                    "source": "大修项目清单_V3",
                },
                oh_permits(rnd),
            ),
            (
                "ptw",
                {"action": "contractor_status", "plan": "2024二厂大修"},
                oh_contractor_status(),
            ),
        ],
        a="m_po",
        ta="t_po",
    )

    c.say("""**寰宇 PO-24-10093 已下（268,000元）**，预付30%为80,400元。可倾瓦轴承没下单，口头预留。

## 大修作业许可需求（按GB 30871-2022）

| 类别 | 数量 | 审批 |
|---|---|---|
| 一级动火 | **18** | 分管安全副厂长，韩梅会签 |
| 二级动火 | 27 | 车间主任 |
| 受限空间 | 16 | 车间主任 + 安全部 |
| 盲板抽堵 | **64点** | 车间主任 |
| 高处作业 | 31 | 车间主任 |
| 吊装 | 7 | 设备部（R-201搅拌器吊出用25t吊车，需要吊装方案） |
| 临时用电 | 22 | 电气主管 |
| 动土 / 断路 | 3 / 2 | 安全部 |

动火点最集中的是**管廊**：一级动火12个、二级14个，需要分区监护。

## 承包商资质：问题不少
- **华建安装**：6名焊工证未上传，**保险单8月31日到期**，必须续保；
- **洁能**：高压水射流操作证和人员名单没传；
- **博锐、寰宇**：还没开始上传，寰宇是新承包商，要做现场资质审核；
- 计量院要补一份授权书。

建议给韩梅的邮件里定一个统一截止日，让承包商在这个日期前把资质传齐，留出安全部的审核时间。""")

    c.user("发给韩梅，抄送我。要求所有承包商资质10月1日前上传完，华建的保险让他们这周就续", a="u10")

    c.act(
        None,
        [
            (
                "mail",
                {
                    "action": "send",
                    "to": "hanmei@ningyuan-nm.com",
                    "cc": "zhaolei@ningyuan-nm.com",
                    "subject": "2024二厂大修（10月10日-10月21日）作业许可需求及承包商资质要求",
                    "body": "韩主管：\n二厂年度大修窗口为10月10日至10月21日。按大修项目清单V3，PTW系统汇总作业许可需求：一级动火18、二级动火27、受限空间16、盲板抽堵64点、高处作业31、吊装7（R-201搅拌器25t吊装需方案审批）、临时用电22、动土3、断路2。管廊动火点集中（一级12、二级14），请安排分区监护。\n承包商：华建安装、洁能工业清洗、博锐密封、寰宇压缩机服务（新承包商，需现场资质审核）、市计量院、中控技术、冷却塔填料单位（待定）。要求所有承包商于10月1日前在PTW系统上传完整资质；华建安装保险单8月31日到期，已要求其本周内续保。\n请安全部安排入厂三级安全教育及大修前安全交底的时间。附件：PTW许可需求汇总、承包商资质状态。\n设备部 赵磊",
                },
                "已发送 → hanmei@ningyuan-nm.com（抄送 zhaolei@ningyuan-nm.com）  2024-08-28 14:36\n附件 2 个：PTW许可需求汇总_20240828.xlsx、承包商资质状态_20240828.xlsx",
            )
        ],
        a="m_hm",
        ta="t_hm",
    )

    c.say(
        "已经发给韩梅并抄送你：许可需求汇总和承包商清单都附上了，资质上传截止 **10月1日**，华建保险本周续。我另外建议在PTW里给每家承包商设一个9月25日的提醒。"
    )

    c.user(
        """两件事：
1. 恒润又加了500吨，一共1700吨，交期还是10月25号。预建量再算一下，仓库别爆了；
2. 预算追加批了，总预算395万。""",
        a="u11",
    )

    c.act(
        "恒润增加到1,700吨之后，我重新跑一次APS模拟，同时看一下预算执行情况。",
        [
            (
                "aps",
                {
                    "action": "simulate",
                    "plant": "2100",
                    "base": "当前计划",
                    "changes": {
                        "恒润纺织 10-25": "+500（合计1,700）",
                        "8-26起日产": "640",
                        "9月周末": "允许加班",
                    },
                    "constraints": {"成品库容": 4500, "日产上限": 640},
                },
                oh_aps_text(
                    rnd,
                    "v2",
                    "APS 模拟结果 · 场景 SIM-0828-2（恒润1,700吨；8-26起日产640吨；9月3个周末加班）\n结论：可行。10-09 停车前成品库存 4,100吨（预建目标），库容上限 4,500吨，峰值余量 400吨；10-21 最低库存 630吨；恒润 10-24/10-25 分两批交付。\n风险：9月日产640吨为装置连续运行上限，任一非计划停车超过 8 小时即需动用 C 库周转或推迟现货发货。",
                )
                + """

10月发货计划（模拟后，吨；APS发货量含长协日常发货）：
客户         | 牌号 | 10-01~10-09 | 10-10~10-21（停车期） | 10-22~10-31 | 合计
-------------+------+-------------+------------------------+-------------+------
恒润纺织     | BR   | 0           | 0                      | 1,700（10-24 850 / 10-25 850） | 1,700
华纶化纤     | SD   | 925         | 925                    | 0           | 1,850
东海包装     | CB   | 378         | 504                    | 420         | 1,302
苏新纺织     | SD   | 0           | 980                    | 0           | 980
现货         | —    | 0           | 900                    | 0           | 900
长协日常     | —    | 3,800       | 161                    | 2,100       | 6,061
合计         |      | 5,103       | 3,470                  | 4,220       | 12,793
库位：A库 2,600 / B库 1,400 / C库 500；10-09 预计 A 2,480 + B 1,320 + C 300 = 4,100
牌号结构（10-09 库存）：BR 1,860（含恒润备货 1,700）/ SD 1,420 / CB 820""",
            ),
            ("erp", {"action": "budget_execution", "wbs": "2100-DX2024"}, oh_budget_exec()),
        ],
        a="m_aps2",
        ta="t_aps2",
    )

    c.say("""**模拟可行，预建目标要从3,600吨提到4,100吨：**
- 8月26日起日产 **640吨**（装置上限），9月安排 **3个周末加班**；
- **10月9日停车前库存4,100吨**，库容4,500吨，余量400吨，不会爆仓；
- 停车期间发货后，10月21日最低库存630吨；恒润的1,700吨分10月24日、25日两批交；
- 风险：640吨已经是装置上限，9月只要出现一次超过8小时的非计划停车，就得动用C库周转或推迟现货。

**预算**：ERP已经显示追加后 **395万**（8月28日厂务会批准）。目前已承诺的外委费1,912,000元，其中寰宇比原计划多32,000元；备件1,153,800元。冷却塔填料15万预算还没动，比选价在12.86万到14.2万之间，放得下。""")

    c.user("按4100。密封的PO下了没？博锐交期确认了吗", a="u12")

    c.act(
        None,
        [
            (
                "erp",
                {"action": "po_status", "pr": "PR-2024-0817"},
                """PR-2024-0817 转单情况：
行 10  BRM-H75 ×2  → PO-24-10071（博锐密封技术，186,400.00）  下单 2024-08-23  供应商确认 2024-08-26
        确认交期：第1套 2024-10-03；第2套 2024-10-12（供应商备注：动环材料分批到货）
行 20  SKF 22320 ×2 → PO-24-10072（华东轴承，9,720.00）  下单 2024-08-23  确认交期 2024-09-06
行 30  E-305 垫片组件 → PO-24-10073（江阴密封件，18,400.00）  下单 2024-08-23  确认交期 2024-09-13
行 40  缠绕垫 DN300 ×20 → PO-24-10073（同上，4,720.00）  确认交期 2024-09-13
审批记录：PR-2024-0817 设备部经理 赵磊 2024-08-21 08:47 → 采购部 周婷 2024-08-21 14:10 → 分管副总 罗建华 2024-08-22 17:35
到货检验要求（质检）：BRM-H75 须随货提供出厂静压试验报告、动静环材质证明、平衡测试记录；开箱检验由设备部+质检部共同进行。
付款条件：PO-24-10071 到货验收后 60 天；PO-24-10072/10073 月结 30 天。
供应商交期偏差记录（近 12 个月）：博锐 平均延迟 3.2 天（6 单）；华东轴承 0.4 天；江阴密封件 1.1 天。""",
            ),
            (
                "mail",
                {"action": "search", "query": "from:jiangli@borui-seal.com", "days": 10},
                """1 封邮件
发件人：博锐密封技术 蒋莉   时间：2024-08-26 16:12
主题：PO-24-10071 订单确认
赵经理好：PO-24-10071 已确认。因碳化硅动环毛坯分两批到货，第1套10月3日发货到厂，第2套预计10月12日。
如需提前第2套，我们可以尝试调用其他客户的排产，但不能保证，需要贵方正式来函。蒋莉

（同期其他未读邮件 3 封，未展开）
"""
                + oh_mail_noise(rnd, 3),
            ),
        ],
        a="m_seal",
        ta="t_seal",
    )

    c.say("""**PO已下：PO-24-10071**（博锐，两套共186,400元），8月23日下单。
- 第1套 **10月3日** 到厂，赶得上R-201安装（10月12日前后），✅
- 第2套 **10月12日** 才到，已经在停车窗口里面了。安装那套如果出问题（比如试压不过、装配时损伤），备用的这套来不及救场。

其他备件都在9月中旬前到：轴承9月6日，E-305垫片和缠绕垫9月13日。

博锐说第2套可以尝试提前，但需要我们**正式来函**。""")

    c.user("备用那套催一下，发正式函，能提前最好。还有锅炉检验，特检院约好了吗", a="u13")

    c.act(
        None,
        [
            (
                "mail",
                {
                    "action": "send",
                    "to": "jiangli@borui-seal.com",
                    "cc": "zhaolei@ningyuan-nm.com; caigou@ningyuan-nm.com",
                    "subject": "关于PO-24-10071第2套BRM-H75提前交货的函",
                    "body": "博锐密封技术有限公司：\n我司二厂年度大修于10月10日停车，R-201搅拌器机械密封更换为关键路径作业。PO-24-10071项下第2套BRM-H75（备用件）贵司确认交期为10月12日，晚于停车日期，无法起到备用作用。特函请贵司协调排产，将第2套交期提前至10月9日前。如确有困难，请于9月10日前书面告知最早可交日期。\n宁远新材料股份有限公司二厂设备部 赵磊",
                },
                "已发送 → jiangli@borui-seal.com（抄送 zhaolei@ningyuan-nm.com; caigou@ningyuan-nm.com）  2024-08-29 09:15",
            ),
            (
                "mail",
                {"action": "search", "query": "特检院 OR 特种设备检验 B-1", "days": 30},
                """2 封邮件
[1] 发件人：赵磊（已发送）  时间：2024-08-15 10:30   收件人：市特种设备检验研究院 承压类设备检验所
    主题：宁远新材料二厂有机热载体锅炉B-1定期检验预约
    预约2024年10月14日进行B-1（YLW-7000MA，使用登记证号 锅浙B2xxxx）内部检验，请确认。
[2] 发件人：市特种设备检验研究院 承压所 陆工   时间：2024-08-28 15:44
    主题：RE：宁远新材料二厂有机热载体锅炉B-1定期检验预约
    赵经理：10月中旬为检验高峰，10月14日检验员已排满。可安排10月16日进场检验。
    检验结论报告一般在检验结束后5个工作日内出具；如需现场出具检验意见（允许使用的书面结论），
    请提前说明并确保检验前准备工作（炉膛清灰、受热面打磨、测厚点标识、热媒放净）全部完成。
    请于9月6日前回复确认。陆工
    附：有机热载体锅炉定期检验（内部检验）前准备要求
      1. 停炉并冷却至常温，热媒放净，进出口加装盲板隔离，燃料气管线切断并挂牌；
      2. 打开全部人孔、检查孔，炉膛及对流段清灰，通风置换合格并提供气体检测记录；
      3. 辐射段、对流段受热面按检验员要求打磨检测部位（约 60 处），标识测厚点；
      4. 提供上次检验报告、运行记录、水处理/热媒化验报告（近 12 个月）、安全附件校验报告；
      5. 搭设检验用脚手架并经验收；提供 36V 以下安全照明；
      6. 使用单位安全管理人员及司炉人员全程陪同。""",
            ),
        ],
        a="m_tjy",
        ta="t_tjy",
    )

    c.say("""- 给博锐的正式函已发：要求第2套提前到 **10月9日前**，如果做不到，9月10日前书面告知最早能交的日期。采购部也抄送了。
- **特检院还没约定**：我们预约的是10月14日，对方说排满了，给的是 **10月16日**。另外：
  - 正式检验报告要在检验后5个工作日内出，10月21日就要开车，**等正式报告肯定来不及**，必须要求现场出具“允许使用”的书面结论；
  - 10月16日检验，加上可能的整改和复检，B-1要在10月20日前具备升温条件，时间非常紧；
  - 回复截止9月6日。

建议：回复特检院，争取10月14日；如果只能16日，就明确要求当天出具书面检验意见，我们这边把检验前的准备工作（清灰、打磨、测厚标识、热媒放净）提前到10月15日全部做完。""")

    c.user("停车前最后一周有哪些准备要做，你列个清单，我要跟生产部、安全部对一下分工", a="u10b")

    c.say(
        """## 停车前一周准备清单（10月3日–10月9日）

### 生产 / 工艺（生产部牵头）
| 时间 | 事项 | 备注 |
|---|---|---|
| 10月3日前 | 停车方案、开车方案定稿，经生产副总审批 | 含退料顺序、热媒降温曲线 |
| 10月5日 | 停车前物料平衡：EG、PTA库存压到停车期最低需求 | 避免停车期间原料罐长期满罐 |
| 10月7–9日 | 成品库存达到 **4,100吨**，C库清出周转位 | APS每日跟踪 |
| 10月9日 | 停车前会议：工艺、设备、安全、承包商负责人 | 确认停车时刻及各区交接 |

### 设备（设备部）
| 时间 | 事项 | 备注 |
|---|---|---|
| 10月3日 | BRM-H75第1套到厂，开箱检验（尺寸、动静环、合格证） | 博锐可派人到场 |
| 10月5日前 | 吊车（25t/50t）进场、检验合格证，R-201吊装方案审批 | 宏运吊装 |
| 10月7日前 | 盲板64点按台账预制、编号挂牌 | 华建安装 |
| 10月7–9日 | C-102备用空压机试运行 24h | 确认C-101大修期间仪表风能保得住 |
| 10月9日前 | 工器具、脚手架材料、气体检测仪（20台租赁）到位 | |

### 安全（安全部，韩梅）
| 时间 | 事项 | 备注 |
|---|---|---|
| 10月1日 | 承包商资质上传截止 | PTW系统 |
| 10月3–8日 | 承包商入厂三级安全教育、考试 | 寰宇为新承包商，需现场资质审核 |
| 10月9日 | 大修安全交底会，特殊作业票预审 | 一级动火由韩梅会签 |
| 停车后 | 能量隔离上锁挂牌、气体检测后开票 | 受限空间作业必须专人监护 |

### 外部协调
- 特检院B-1检验日期最终确认（14日或16日），检验前准备10月15日前完成；
- 博锐第2套密封能否提前，9月10日前有结论；
- 寰宇10人团队10月11日报到，入厂培训安排在10月11日上午。

注：C-102试运行的具体日期要看生产部最后一周的负荷安排。需要我把这张表放进总表的“排产/许可”页吗？""",
        a="m_prep",
    )

    c.user(
        "跟特检院说尽量14号，不行16号也接受，但必须当天出书面结论。冷却塔填料供应商还没定吧？比价表在共享盘",
        a="u14",
    )

    c.act(
        None,
        [
            (
                "mail",
                {
                    "action": "send",
                    "to": "chengya@tejianyuan.org.cn",
                    "cc": "zhaolei@ningyuan-nm.com; hanmei@ningyuan-nm.com",
                    "subject": "RE：宁远新材料二厂有机热载体锅炉B-1定期检验预约——确认",
                    "body": "陆工：感谢回复。我厂大修10月21日开车，B-1检验时间恳请尽量安排在10月14日；如确实无法调整，10月16日亦可接受，但需检验当天现场出具允许使用的书面检验意见。检验前准备工作（炉膛清灰、受热面打磨、测厚点标识、热媒放净）我厂将于10月15日前全部完成。请确认。宁远新材料二厂设备部 赵磊",
                },
                "已发送 → chengya@tejianyuan.org.cn（抄送 zhaolei@ningyuan-nm.com; hanmei@ningyuan-nm.com）  2024-08-29 10:02",
            ),
            (
                "file_read",
                {"path": "设备部共享盘/2024大修/冷却塔填料/比价表.xlsx"},
                oh_cooling_quotes(),
            ),
        ],
        a="m_ct",
        ta="t_ct",
    )

    c.say("""已回复特检院：尽量安排14号，16号也可以接受，但必须当天出书面结论，检验前准备10月15日前做完。等对方确认。

**冷却塔填料还没定，两家对比：**

| | 蓝海冷却 | 华冷环境 |
|---|---|---|
| 报价 | 142,000元（含旧填料外运） | **128,600元** + 旧料处置约6,000元 ≈ 134,600元 |
| 片厚 | **0.4mm** | 0.35mm（技术部认为高温下变形风险略高） |
| 交期 / 安装 | 20天 / 6天 | 25天 / 7天 |
| 质保 | 3年 | 2年 |
| 业绩 | 同类11家 | 同类4家，没跟我们合作过 |
| **最晚下单** | **9月18日** | **9月13日** |

算上处置费，两家只差约7,400元。蓝海片材更厚、质保更长、业绩也多，我倾向蓝海。不过这笔单子要走比选程序，最晚9月13日（如果选华冷）就得定下来。""")

    c.user("冷却塔下周我跟孟厂长一起定。最后你给我做个大修准备总表放共享盘，周五开会用", a="u15")

    c.act(
        None,
        [
            (
                "sheet",
                {
                    "action": "create",
                    "path": "设备部共享盘/2024大修/大修准备总表_20240829.xlsx",
                    "sheets": ["总览", "外委", "备件", "排产", "许可", "风险"],
                },
                """已创建 设备部共享盘/2024大修/大修准备总表_20240829.xlsx（6个工作表）
[总览] 窗口 2024-10-10 至 2024-10-21（12天） | 预算 395万 | 关键路径 11天（C-101 寰宇 8天双班） | HSE对接 韩梅
[外委] 寰宇 PO-24-10093 268,000 | 洁能 84,500 | 华建 框架 | 博锐现场服务 9,600（可选） | 冷却塔填料 待定（蓝海/华冷）
[备件] PO-24-10071 BRM-H75×2（10-03 / 10-12，已函催提前至10-09前） | PO-24-10072 轴承 09-06 | PO-24-10073 垫片 09-13 | C-101可倾瓦轴承 寰宇预留至10-31
[排产] 8-26起日产640吨；9月3个周末加班；10-09库存目标4,100吨（库容4,500吨）；恒润1,700吨 10-24/25交付
[许可] 一级动火18 / 二级27 / 受限空间16 / 盲板抽堵64点 / 高处31 / 吊装7 / 临时用电22；承包商资质 10月1日前上传
[风险] 7项：
  R1 备用密封第2套交期10-12晚于停车 | 概率 中 | 影响 高 | 措施：已函催提前至10-09前，博锐9月10日前答复；备选：库存旧件送检作应急
  R2 特检院检验日期（14日/16日）未定 | 概率 中 | 影响 高 | 措施：要求当天出书面结论，检验前准备10-15前完成
  R3 9月日产640吨为装置上限 | 概率 中 | 影响 中 | 措施：非计划停车>8h启动C库周转、推迟现货
  R4 关键路径余量仅1天 | 概率 低 | 影响 高 | 措施：寰宇双班、每日碰头会，C-102保仪表风
  R5 C-101可倾瓦如需更换 | 概率 低 | 影响 中 | 措施：寰宇现货预留至10-31，检查后24h内决定
  R6 承包商资质未齐（华建保险、洁能证书） | 概率 中 | 影响 中 | 措施：10月1日截止，安全部审核
  R7 冷却塔填料供应商未定 | 概率 — | 影响 中 | 措施：下周与孟厂长比选，最晚9月13日/18日下单""",
            )
        ],
        a="m_sum",
        ta="t_sum",
    )

    c.say(
        """总表已放在 **设备部共享盘/2024大修/大修准备总表_20240829.xlsx**。周五会上可以按下面这页讲：

## 2024二厂大修准备情况（截至8月29日）

**窗口**：10月10日–10月21日（12天）｜**预算**：395万｜**关键路径**：11天，余量1天

### ✅ 已落实
- C-101大修：**寰宇（原厂）**，PO-24-10093，268,000元，8天双班，10月12日–19日
- 备件：BRM-H75 ×2（PO-24-10071）；轴承9月6日到、垫片9月13日到
- 排产：8月26日起日产640吨，10月9日库存目标 **4,100吨**；恒润1,700吨10月24、25日分两批交
- 许可需求已经发给韩梅，承包商资质 **10月1日前** 上传完

### ⏳ 待办
| 事项 | 负责 | 期限 |
|---|---|---|
| 冷却塔填料定供应商（蓝海 / 华冷） | 赵磊 + 孟厂长 | 下周；华冷最晚9月13日、蓝海9月18日下单 |
| 寰宇备件包随PO执行，可倾瓦轴承检查后再决定 | 设备部 | 预留到10月31日 |
| 华建保险续保、各承包商资质上传 | 韩梅 / 各承包商 | 本周 / 10月1日 |
| B-1检验前准备（清灰、打磨、测厚标识、热媒放净） | 设备部 + 华建 | 10月15日前 |

### ⚠️ 风险 / 未决
1. **备用密封第2套10月12日才到**，已发函要求提前到10月9日前，博锐还没答复（9月10日前回）；
2. **特检院**：10月14日还是16日没定，必须当天出书面结论，对方9月6日前确认；
3. **9月日产640吨已到装置上限**，一次超过8小时的非计划停车就会吃掉缓冲；
4. 关键路径只剩1天余量，寰宇如果延误，开车就会推迟；
5. 冷却塔填料：华冷价低但片材薄，需要和厂长一起权衡。""",
        a="m_final",
    )

    L = c.label
    L(
        "user_goal",
        "赵磊筹备二厂年度大修：理清外委供应商、备件、停车期间生产补量、安全作业许可，控制预算与窗口",
        ["二厂年度大修", "生产补量"],
        "u1",
    )
    L(
        "reference",
        "关键设备位号：R-201 第一酯化釜、C-101 离心空压机、E-305 换热器、B-1 热媒炉",
        ["R-201", "C-101"],
        "u1",
    )
    L(
        "decision",
        "库存旧BRM-H75密封不用，新购两套（一装一备），请购单PR-2024-0817",
        ["BRM-H75", "PR-2024-0817"],
        "t_pr",
    )
    L(
        "decision",
        "大修窗口改为10月10日至10月21日（12天），为恒润纺织订单让路",
        ["10月10日", "10月21日"],
        "u3",
    )
    L("fact", "成品库容上限4,500吨，正常日产600吨", ["4,500吨"], "t_aps")
    L(
        "fact",
        "按川岳10天工期关键路径为13天，超出12天窗口（C-101同时承担吹扫和气密试验用风）",
        ["13天"],
        "m_cp_say",
    )
    L("fact", "川岳10月只能单班10天或10月15日后双班，均超窗口", ["10月15日后"], "t_cy2")
    L(
        "reference",
        "HSE对接人改为韩梅（hanmei@ningyuan-nm.com），一级动火会签人同步变更",
        ["韩梅"],
        "u8",
    )
    L(
        "decision",
        "C-101大修定寰宇（原厂），PO-24-10093，268,000元，8天双班10月12日-19日",
        ["PO-24-10093", "268,000"],
        "t_po",
    )
    L("fact", "寰宇可倾瓦轴承58,000元/套现货预留至10月31日，暂不下单", ["58,000"], "t_hy2")
    L(
        "fact",
        "作业许可需求：一级动火18、二级动火27、受限空间16、盲板抽堵64点、高处31、吊装7、临时用电22",
        ["64点"],
        "t_po",
    )
    L(
        "pending_action",
        "所有承包商10月1日前在PTW上传资质；华建安装保险本周续保",
        ["10月1日前"],
        "u10",
    )
    L("fact", "恒润纺织订单增至1,700吨，交期仍为10月25日", ["1,700吨"], "m_aps2")
    L("fact", "总预算追加至395万（8月28日厂务会批准）", ["395万"], "u11")
    L(
        "decision",
        "预建目标4,100吨：8月26日起日产640吨、9月3个周末加班，10月9日库存4,100吨（库容4,500吨）",
        ["4,100吨", "640吨"],
        "t_aps2",
    )
    L(
        "fact",
        "密封PO-24-10071：第1套10月3日到，第2套10月12日到（晚于停车）",
        ["PO-24-10071", "10月12日"],
        "t_seal",
    )
    L(
        "open_issue",
        "第2套备用密封已发函要求提前到10月9日前，博锐尚未答复（9月10日前回复）",
        ["10月9日前"],
        "m_tjy",
    )
    L(
        "open_issue",
        "B-1热媒炉特检院检验日期未定（要14日，对方给16日），要求当天出书面结论，待9月6日前确认",
        ["10月16日", "书面结论"],
        "t_tjy",
    )
    L(
        "pending_action",
        "冷却塔填料供应商（蓝海142,000 / 华冷128,600）下周由赵磊和孟厂长决定",
        ["孟厂长", "128,600"],
        "u15",
    )
    L(
        "reference",
        "大修准备总表 设备部共享盘/2024大修/大修准备总表_20240829.xlsx",
        ["大修准备总表_20240829.xlsx"],
        "m_sum",
    )

    S = c.stale_value
    S("原大修窗口10月8日-10月22日（15天），改为10月10日-10月21日", ["10月8日", "10月22日"], "u3")
    S("原预建目标3,600吨（提高到4,100吨）", ["3,600吨"], "u12")
    S("C-101原拟由川岳承修，报价236,000元（改为寰宇268,000元）", ["川岳", "236,000"], "u9")
    S("HSE对接人周建国（调三厂，改为韩梅）", ["周建国"], "u8")
    S("大修预算380万（追加至395万）", ["380万"], "u11")
    S("恒润纺织订单1,200吨（增至1,700吨）", ["1,200吨"], "u11")
    c.write("zh")


if __name__ == "__main__":
    build_feature_store()
    build_estate()
    build_parking()
    build_overhaul()

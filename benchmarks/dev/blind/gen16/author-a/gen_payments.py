"""Generator: blind-coding-flaky-payment-retries (English, coding agent)."""
import random, sys, os
sys.path.insert(0, os.path.dirname(__file__))
from common import Conv

R = random.Random(4181)
c = Conv("blind-coding-flaky-payment-retries",
         "Flaky gateway-timeout retry test in payments-svc: backoff, tenacity pin, flag rollout")

# ---------------------------------------------------------------- generated blobs
TEST_FILE = '''"""Integration tests for settlement retry behaviour against a stubbed gateway."""
from __future__ import annotations

import time

import pytest
import respx
from httpx import Response, TimeoutException

from payments.client import PaymentClient
from payments.gateway.errors import GatewayTimeout
from payments.retry.errors import RetryDeadlineExceeded
from payments.retry.policy import RetryPolicy
from tests.factories import make_charge_request, make_merchant

GATEWAY = "https://gw.stub.ledgerline.internal"


@pytest.fixture
def merchant():
    return make_merchant(merchant_id="mrc_7Q2K9", acquirer="adyen", region="eu-west-1")


@pytest.fixture
def client(merchant):
    policy = RetryPolicy.for_gateway(name="gateway_default")
    return PaymentClient(base_url=GATEWAY, merchant=merchant, retry_policy=policy)


@respx.mock
def test_charge_succeeds_first_try(client):
    route = respx.post(f"{GATEWAY}/v2/charges").mock(
        return_value=Response(201, json={"id": "ch_001", "status": "captured"})
    )
    result = client.charge(make_charge_request(amount_minor=1250, currency="EUR"))
    assert result.status == "captured"
    assert route.call_count == 1


@respx.mock
def test_charge_retries_on_gateway_timeout(client):
    """Two timeouts then success: the client must retry twice inside the 1s deadline."""
    route = respx.post(f"{GATEWAY}/v2/charges").mock(
        side_effect=[
            TimeoutException("read timeout"),
            TimeoutException("read timeout"),
            Response(201, json={"id": "ch_002", "status": "captured"}),
        ]
    )
    started = time.monotonic()
    result = client.charge(make_charge_request(amount_minor=9900, currency="EUR"))
    elapsed = time.monotonic() - started

    assert result.status == "captured"
    assert route.call_count == 3
    assert elapsed < 1.0


@respx.mock
def test_charge_gives_up_after_max_attempts(client):
    respx.post(f"{GATEWAY}/v2/charges").mock(side_effect=TimeoutException("read timeout"))
    with pytest.raises((GatewayTimeout, RetryDeadlineExceeded)):
        client.charge(make_charge_request(amount_minor=500, currency="EUR"))


@respx.mock
def test_charge_does_not_retry_on_4xx(client):
    route = respx.post(f"{GATEWAY}/v2/charges").mock(
        return_value=Response(422, json={"error": "invalid_card_number"})
    )
    with pytest.raises(Exception):
        client.charge(make_charge_request(amount_minor=500, currency="EUR"))
    assert route.call_count == 1


@respx.mock
def test_settlement_batch_retry_is_idempotent(client):
    route = respx.post(f"{GATEWAY}/v2/settlements").mock(
        side_effect=[TimeoutException("read timeout"), Response(200, json={"batch": "stl_88", "state": "queued"})]
    )
    out = client.settle_batch(batch_id="stl_88")
    assert out.state == "queued"
    keys = {call.request.headers["Idempotency-Key"] for call in route.calls}
    assert len(keys) == 1
'''

POLICY_FILE = '''"""Retry policy used by PaymentClient for gateway and settlement calls."""
from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from typing import Callable

from tenacity import Retrying, retry_if_exception_type, stop_after_attempt

from payments.config import settings
from payments.gateway.errors import GatewayTimeout, GatewayUnavailable
from payments.retry.errors import RetryDeadlineExceeded

Sleeper = Callable[[float], None]


@dataclass
class RetryPolicy:
    name: str
    max_attempts: int = settings.RETRY_MAX_ATTEMPTS
    base_ms: int = settings.RETRY_BACKOFF_BASE_MS
    multiplier: float = settings.RETRY_BACKOFF_MULTIPLIER
    jitter_ms: int = settings.RETRY_JITTER_MS
    deadline_ms: int = settings.RETRY_DEADLINE_MS
    sleeper: Sleeper = field(default=time.sleep, repr=False)
    clock: Callable[[], float] = field(default=time.monotonic, repr=False)

    @classmethod
    def for_gateway(cls, name: str = "gateway_default", **overrides) -> "RetryPolicy":
        return cls(name=name, **overrides)

    def delay_ms(self, attempt: int) -> float:
        """Exponential backoff plus additive jitter. attempt is 1-based (delay before attempt+1)."""
        backoff = self.base_ms * (self.multiplier ** (attempt - 1))
        return backoff + random.uniform(0, self.jitter_ms)

    def run(self, fn, *args, **kwargs):
        started = self.clock()
        for attempt in Retrying(
            stop=stop_after_attempt(self.max_attempts),
            retry=retry_if_exception_type((GatewayTimeout, GatewayUnavailable)),
            reraise=True,
            sleep=lambda _s: None,  # we sleep ourselves so the deadline check sees the real delay
        ):
            with attempt:
                n = attempt.retry_state.attempt_number
                if n > 1:
                    delay = self.delay_ms(n - 1)
                    scheduled_at = (self.clock() - started) * 1000 + delay
                    if scheduled_at > self.deadline_ms:
                        raise RetryDeadlineExceeded(
                            f"attempt {n} scheduled at {scheduled_at:.0f}ms exceeds deadline "
                            f"{self.deadline_ms}ms (policy={self.name})"
                        )
                    self.sleeper(delay / 1000)
                return fn(*args, **kwargs)
'''

SETTINGS_FILE = '''"""Service settings. Values can be overridden with PAYMENTS_* environment variables."""
from __future__ import annotations

import os


def _int(name: str, default: int) -> int:
    return int(os.environ.get(f"PAYMENTS_{name}", default))


def _float(name: str, default: float) -> float:
    return float(os.environ.get(f"PAYMENTS_{name}", default))


SERVICE_NAME = "payments-svc"
ENVIRONMENT = os.environ.get("PAYMENTS_ENV", "local")

# --- gateway -------------------------------------------------------------------------
GATEWAY_BASE_URL = os.environ.get("PAYMENTS_GATEWAY_BASE_URL", "https://gw.stub.ledgerline.internal")
GATEWAY_CONNECT_TIMEOUT_MS = _int("GATEWAY_CONNECT_TIMEOUT_MS", 300)
GATEWAY_READ_TIMEOUT_MS = _int("GATEWAY_READ_TIMEOUT_MS", 2500)

# --- retries -------------------------------------------------------------------------
# Exponential backoff with additive jitter; see payments/retry/policy.py
RETRY_MAX_ATTEMPTS = _int("RETRY_MAX_ATTEMPTS", 3)
RETRY_BACKOFF_BASE_MS = 200
RETRY_BACKOFF_MULTIPLIER = _float("RETRY_BACKOFF_MULTIPLIER", 2.0)
RETRY_JITTER_MS = _int("RETRY_JITTER_MS", 250)
RETRY_DEADLINE_MS = _int("RETRY_DEADLINE_MS", 1000)

# --- settlement ----------------------------------------------------------------------
SETTLEMENT_BATCH_SIZE = _int("SETTLEMENT_BATCH_SIZE", 500)
SETTLEMENT_CUTOFF_UTC = os.environ.get("PAYMENTS_SETTLEMENT_CUTOFF_UTC", "22:00")

# --- idempotency ---------------------------------------------------------------------
IDEMPOTENCY_TTL_S = _int("IDEMPOTENCY_TTL_S", 86400)
IDEMPOTENCY_REDIS_URL = os.environ.get("PAYMENTS_IDEMPOTENCY_REDIS_URL", "redis://localhost:6379/3")

# --- feature flags -------------------------------------------------------------------
FLAGS_SDK_KEY_ENV = "PAYMENTS_FLAGS_SDK_KEY"
FLAGS_DEFAULT_CONTEXT = {"service": SERVICE_NAME, "env": ENVIRONMENT}
'''


def repeat_run(n, fails, seed_elapsed):
    rnd = random.Random(seed_elapsed)
    lines = ["============================= test session starts ==============================",
             "platform linux -- Python 3.11.9, pytest-8.3.3, pluggy-1.5.0",
             "rootdir: /home/dana/src/payments-svc",
             "configfile: pyproject.toml",
             "plugins: respx-0.21.1, repeat-0.9.3, asyncio-0.24.0, rerunfailures-14.0, cov-5.0.0",
             f"collected {n} items", ""]
    tb = []
    for i in range(1, n + 1):
        status = "FAILED" if i in fails else "PASSED"
        lines.append(f"tests/integration/test_settlement_retry.py::test_charge_retries_on_gateway_timeout[{i}-{n}] {status} [{int(100*i/n):3d}%]")
        if i in fails:
            sched = rnd.randint(1004, 1097)
            tb.append(f"""_________________ test_charge_retries_on_gateway_timeout[{i}-{n}] _________________

client = <payments.client.PaymentClient object at 0x7f3a{rnd.randint(100000,999999):06x}>

    @respx.mock
    def test_charge_retries_on_gateway_timeout(client):
        ...
        started = time.monotonic()
>       result = client.charge(make_charge_request(amount_minor=9900, currency="EUR"))

tests/integration/test_settlement_retry.py:51:
payments/client.py:88: in charge
    return self._retry_policy.run(self._post_charge, request)
payments/retry/policy.py:52: in run
    raise RetryDeadlineExceeded(
E   payments.retry.errors.RetryDeadlineExceeded: attempt 3 scheduled at {sched}ms exceeds deadline 1000ms (policy=gateway_default)
----------------------------- Captured log call ------------------------------
DEBUG    payments.retry.policy:policy.py:47 attempt=2 delay_ms={200+rnd.uniform(120,250):.1f}
DEBUG    payments.retry.policy:policy.py:47 attempt=3 delay_ms={400+rnd.uniform(150,250):.1f}
""")
    lines.append("")
    lines.append("=================================== FAILURES ===================================")
    lines.extend(tb)
    lines.append("=========================== short test summary info ============================")
    for i in sorted(fails):
        lines.append(f"FAILED tests/integration/test_settlement_retry.py::test_charge_retries_on_gateway_timeout[{i}-{n}] - payments.retry.errors.RetryDeadlineExceeded")
    return "\n".join(lines)


PKGS = [("anyio", "4.6.2"), ("attrs", "24.2.0"), ("certifi", "2024.8.30"), ("cffi", "1.17.1"),
        ("charset-normalizer", "3.4.0"), ("click", "8.1.7"), ("cryptography", "43.0.3"),
        ("fastapi", "0.115.4"), ("h11", "0.14.0"), ("httpcore", "1.0.6"), ("httpx", "0.27.2"),
        ("idna", "3.10"), ("iniconfig", "2.0.0"), ("orjson", "3.10.11"), ("packaging", "24.1"),
        ("pluggy", "1.5.0"), ("prometheus-client", "0.21.0"), ("psycopg", "3.2.3"),
        ("pycparser", "2.22"), ("pydantic", "2.9.2"), ("pydantic-core", "2.23.4"),
        ("pydantic-settings", "2.6.1"), ("pytest", "8.3.3"), ("pytest-asyncio", "0.24.0"),
        ("pytest-cov", "5.0.0"), ("pytest-repeat", "0.9.3"), ("pytest-rerunfailures", "14.0"),
        ("python-dotenv", "1.0.1"), ("redis", "5.2.0"), ("respx", "0.21.1"), ("sniffio", "1.3.1"),
        ("sqlalchemy", "2.0.36"), ("starlette", "0.41.2"), ("structlog", "24.4.0"),
        ("typing-extensions", "4.12.2"), ("uvicorn", "0.32.0"), ("coverage", "7.6.4"),
        ("greenlet", "3.1.1"), ("ledgerline-flags", "2.7.1"), ("opentelemetry-api", "1.28.1"),
        ("opentelemetry-sdk", "1.28.1"), ("protobuf", "5.28.3"), ("wrapt", "1.16.0")]

TEST_MODULES = [
    ("tests/unit/test_amounts.py", ["test_minor_units_%s" % c for c in ("eur", "usd", "jpy", "kwd", "gbp", "chf")]),
    ("tests/unit/test_idempotency.py", ["test_key_generation", "test_key_ttl", "test_key_collision_raises", "test_key_reuse_same_body", "test_key_reuse_different_body_conflict"]),
    ("tests/unit/test_refunds.py", ["test_refund_full", "test_refund_partial", "test_refund_exceeds_capture", "test_refund_idempotency_key_reuse", "test_refund_after_chargeback_blocked", "test_refund_currency_mismatch"]),
    ("tests/unit/test_retry_policy.py", ["test_delay_grows_exponentially", "test_delay_includes_jitter", "test_deadline_exceeded_raises", "test_no_retry_on_4xx", "test_max_attempts_respected"]),
    ("tests/unit/test_webhooks.py", ["test_signature_valid", "test_signature_invalid", "test_replay_window", "test_unknown_event_ignored", "test_dispute_opened", "test_payout_paid"]),
    ("tests/unit/test_fx.py", ["test_rate_lookup", "test_rate_stale_rejected", "test_rounding_bankers", "test_cross_rate"]),
    ("tests/integration/test_settlement_retry.py", ["test_charge_succeeds_first_try", "test_charge_retries_on_gateway_timeout", "test_charge_gives_up_after_max_attempts", "test_charge_does_not_retry_on_4xx", "test_settlement_batch_retry_is_idempotent"]),
    ("tests/integration/test_ledger_postings.py", ["test_capture_posts_double_entry", "test_refund_reverses_posting", "test_fee_posting", "test_payout_posting", "test_balance_never_negative"]),
    ("tests/integration/test_api_charges.py", ["test_post_charge_201", "test_post_charge_validation_422", "test_get_charge_404", "test_list_charges_pagination", "test_charge_metadata_roundtrip"]),
]


def ci_log(build, sha, tenacity, failing=None, rerun=None, lint_fail=False, extra_jobs=True, tests_fail=True):
    rnd = random.Random(build)
    out = [f"CI run #{build}  repo=ledgerline/payments-svc  sha={sha}  trigger=push",
           "", "── job: install (py3.11) ─────────────────────────────────────────"]
    out.append("$ pip install -r requirements.txt -r requirements-dev.txt")
    for name, ver in PKGS:
        if name == "pydantic":
            out.append(f"Collecting tenacity>=8.2 (from -r requirements.in (line 14))")
            out.append(f"  Downloading tenacity-{tenacity}-py3-none-any.whl (28 kB)")
        out.append(f"Collecting {name}=={ver}")
        out.append(f"  Using cached {name.replace('-', '_')}-{ver}-py3-none-any.whl")
    out.append("Successfully installed " + " ".join(f"{n}-{v}" for n, v in PKGS[:20]) + f" tenacity-{tenacity} ...")
    out.append("$ pip freeze | grep -Ei 'tenacity|httpx|respx|pytest'")
    out.append("httpx==0.27.2\npytest==8.3.3\npytest-asyncio==0.24.0\npytest-repeat==0.9.3\nrespx==0.21.1\n" + f"tenacity=={tenacity}")
    out.append("")
    out.append("── job: lint ──────────────────────────────────────────────────────")
    out.append("$ ruff check payments tests")
    if lint_fail:
        out.append("payments/retry/policy.py:8:1: I001 [*] Import block is un-sorted or un-formatted")
        out.append("Found 1 error.\n[*] 1 fixable with the `--fix` option.\nlint: FAILED (exit 1)")
    else:
        out.append("All checks passed!")
    out.append("$ mypy payments\nSuccess: no issues found in 84 source files")
    out.append("")
    out.append("── job: test (py3.11) ─────────────────────────────────────────────")
    out.append("$ pytest --ignore=tests/sandbox -p rerunfailures --reruns 1 -v")
    total = 0
    for mod, tests in TEST_MODULES:
        for t in tests:
            if t == "test_refund_idempotency_key_reuse" and rerun != t:
                t = "test_refund_idempotency_key_scoped_per_merchant"
            total += 1
            st = "PASSED"
            if failing and t == failing:
                st = "FAILED"
            if rerun and t == rerun:
                out.append(f"{mod}::{t} RERUN")
                st = "PASSED"
            out.append(f"{mod}::{t} {st}")
        for k in range(rnd.randint(14, 26)):
            total += 1
            out.append(f"{mod}::test_case_{rnd.randint(100,999)}_{rnd.choice(['eur','usd','gbp','sek','pln'])} PASSED")
    if failing:
        sched = rnd.randint(1010, 1090)
        out.append(f"""
=================================== FAILURES ===================================
____________________ test_charge_retries_on_gateway_timeout ____________________
E   payments.retry.errors.RetryDeadlineExceeded: attempt 3 scheduled at {sched}ms exceeds deadline 1000ms (policy=gateway_default)
RERUN attempt also failed: attempt 3 scheduled at {sched+rnd.randint(-30,30)}ms exceeds deadline 1000ms""")
        out.append(f"========== 1 failed, {total-1} passed in {rnd.uniform(60,80):.2f}s ==========")
        out.append("test: FAILED (exit 1)")
    else:
        reruns = ", 1 rerun" if rerun else ""
        out.append(f"========== {total} passed{reruns} in {rnd.uniform(55,75):.2f}s ==========")
        out.append("test: PASSED")
    return "\n".join(out)


def full_suite_output():
    rnd = random.Random(99)
    out = ["$ pytest -q", "........................................................................ [  8%]"]
    pct = 8
    while pct < 92:
        pct += rnd.randint(3, 6)
        out.append("." * 72 + f" [{min(pct, 97):3d}%]")
    out.append("tests/sandbox/test_live_gateway.py ........ss......                    [ 99%]")
    out.append("tests/sandbox/test_live_settlement.py ....s                               [100%]")
    out.append("")
    out.append("=============================== warnings summary ===============================")
    for i in range(12):
        out.append(f"tests/sandbox/test_live_gateway.py::test_live_{rnd.choice(['charge','refund','capture','void'])}_{i:02d}\n"
                   f"  SandboxWarning: live request sent to https://checkout-test.adyen.com/v71 (merchantAccount=LL-SBX-0042, "
                   f"x-ratelimit-remaining={max(0, 40 - i*4)})")
    out.append("tests/sandbox/test_live_gateway.py::test_live_capture_09\n  SandboxWarning: HTTP 429 Too Many Requests (merchantAccount=LL-SBX-0042); test skipped")
    out.append("")
    out.append("812 passed, 3 skipped, 13 warnings in 214.66s (0:03:34)")
    return "\n".join(out)


def requirements_txt(ten):
    lines = ["#", "# This file is autogenerated by pip-compile with Python 3.11", "# by the following command:",
             "#", "#    pip-compile --output-file=requirements.txt requirements.in", "#"]
    for n, v in sorted(PKGS + [("tenacity", ten)]):
        if n.startswith("pytest") or n in ("coverage", "respx", "iniconfig", "pluggy"):
            continue
        lines.append(f"{n}=={v}")
        lines.append(f"    # via {R.choice(['-r requirements.in', 'fastapi', 'httpx', 'pydantic', 'opentelemetry-sdk', 'cryptography'])}")
    return "\n".join(lines)



PATCH1 = """--- a/payments/config/settings.py
+++ b/payments/config/settings.py
@@ -25,7 +25,9 @@
 # --- retries -------------------------------------------------------------------------
 # Exponential backoff with additive jitter; see payments/retry/policy.py
 RETRY_MAX_ATTEMPTS = _int("RETRY_MAX_ATTEMPTS", 3)
-RETRY_BACKOFF_BASE_MS = 100
+RETRY_BACKOFF_BASE_MS = 200
+# Used instead of RETRY_BACKOFF_BASE_MS when flag payments.retry.fast_backoff is on.
+RETRY_BACKOFF_BASE_FAST_MS = 100
 RETRY_BACKOFF_MULTIPLIER = _float("RETRY_BACKOFF_MULTIPLIER", 2.0)
 RETRY_JITTER_MS = _int("RETRY_JITTER_MS", 250)
 RETRY_DEADLINE_MS = _int("RETRY_DEADLINE_MS", 1000)
--- a/payments/retry/policy.py
+++ b/payments/retry/policy.py
@@ -8,6 +8,7 @@
 from tenacity import Retrying, retry_if_exception_type, stop_after_attempt
 
+from payments import flags
 from payments.config import settings
 from payments.gateway.errors import GatewayTimeout, GatewayUnavailable
 from payments.retry.errors import RetryDeadlineExceeded
@@ -30,9 +31,16 @@
     def for_gateway(cls, name: str = "gateway_default", **overrides) -> "RetryPolicy":
         return cls(name=name, **overrides)
 
+    def _resolve_base_ms(self) -> int:
+        \\"\\"\\"Per call, so a flag flip applies without a restart.\\"\\"\\"
+        if flags.is_enabled("payments.retry.fast_backoff", {"policy": self.name}):
+            return settings.RETRY_BACKOFF_BASE_FAST_MS
+        return self.base_ms
+
     def delay_ms(self, attempt: int) -> float:
         \\"\\"\\"Exponential backoff plus additive jitter. attempt is 1-based (delay before attempt+1).\\"\\"\\"
-        backoff = self.base_ms * (self.multiplier ** (attempt - 1))
+        backoff = self._resolve_base_ms() * (self.multiplier ** (attempt - 1))
         return backoff + random.uniform(0, self.jitter_ms)
 
--- a/tests/integration/test_settlement_retry.py
+++ b/tests/integration/test_settlement_retry.py
@@ -39,7 +39,8 @@
 
 @respx.mock
-def test_charge_retries_on_gateway_timeout(client):
+def test_charge_retries_on_gateway_timeout(client, flag_override):
     \\"\\"\\"Two timeouts then success: the client must retry twice inside the 1s deadline.\\"\\"\\"
+    flag_override("payments.retry.fast_backoff", True)
     route = respx.post(f"{GATEWAY}/v2/charges").mock(
"""

# ---------------------------------------------------------------- conversation
c.sys("You are Forge, a coding agent working inside the developer's checkout of the `ledgerline/payments-svc` "
      "repository (Python 3.11, FastAPI, pytest). You can read and edit files, run shell commands, use git, "
      "and work with GitHub pull requests, CI logs and the feature-flag service through the tools provided. "
      "Ask before pushing, opening or merging a PR, or changing any flag in production. Keep reports short.")

U1 = c.user("Hey — `tests/integration/test_settlement_retry.py::test_charge_retries_on_gateway_timeout` is flaky on CI again, "
            "it failed 3 of the last 20 main builds (latest is #8812). Can you figure out why and fix it?\n\n"
            "Constraints: don't change the public signature of `PaymentClient.charge()` — the checkout team calls it directly — "
            "keep the PR small, and we cut release 4.18 on Thursday, so whatever we do has to be safe to ship or sit behind a flag.")

M2, T3 = c.act("I'll start with the test, the retry policy it exercises, and the settings that feed it.", [
    ("fs_read", {"path": "tests/integration/test_settlement_retry.py"}, TEST_FILE),
    ("fs_read", {"path": "payments/retry/policy.py"}, POLICY_FILE),
    ("fs_read", {"path": "payments/config/settings.py"}, SETTINGS_FILE),
])

M4, T5 = c.act("The test asserts on wall-clock time (`elapsed < 1.0`) while the policy really sleeps with random jitter. "
               "Let me reproduce locally with repeats and pull the CI log for #8812 to compare.", [
    ("shell", {"cmd": "pytest 'tests/integration/test_settlement_retry.py::test_charge_retries_on_gateway_timeout' --count=40 -p no:randomly -v",
               "cwd": "/home/dana/src/payments-svc", "timeout_s": 300},
     repeat_run(40, {4, 11, 17, 23, 30, 38}, 7) + "\n======================== 6 failed, 34 passed in 41.87s ========================="),
    ("ci_logs", {"repo": "ledgerline/payments-svc", "run": 8812, "jobs": ["install", "lint", "test"]},
     ci_log(8812, "e19b04f", "9.0.0", failing="test_charge_retries_on_gateway_timeout")),
])

c.model("""## What's going on

Reproduced locally: **6 failed, 34 passed** out of 40 repeats (15%), and every failure is the same:

```
RetryDeadlineExceeded: attempt 3 scheduled at ~1004–1097ms exceeds deadline 1000ms (policy=gateway_default)
```

**Root cause** — the test runs the real policy with real sleeps:

| piece | value |
|---|---|
| `RETRY_BACKOFF_BASE_MS` | 200 (hard-coded, not env-overridable) |
| multiplier | 2.0 |
| `RETRY_JITTER_MS` | 250 (additive, `random.uniform`, unseeded) |
| `RETRY_DEADLINE_MS` | 1000 |

Delays before attempts 2 and 3 are `200 + U(0,250)` and `400 + U(0,250)`, so 600–1100 ms of sleep plus ~60 ms of stub latency. Whenever the two jitter draws add up to more than ~340 ms, attempt 3 lands past the 1000 ms deadline and the policy raises before the stub ever returns the 201. Theoretical failure rate ≈ 20%, which matches what we see. It has nothing to do with the gateway stub itself.

**Side finding:** CI build #8812 installed `tenacity==9.0.0`, because `requirements.in` only says `tenacity>=8.2` and CI doesn't install from the lockfile for the test job cache key. Your local env has 8.2.3. I don't think it causes this flake (the failure reproduces locally on 8.2.3), but it means 4.18 could ship with a major tenacity bump nobody reviewed.

## Options

1. **Test-only fix** — let the test inject a fake sleeper/clock into `RetryPolicy` (the dataclass already has `sleeper` and `clock` fields), so no real time passes. Deterministic; no production behaviour change.
2. **Lower the base** — `RETRY_BACKOFF_BASE_MS` 200 → 100. Worst case becomes 100+250 + 200+250 + ~60 = 860 ms < 1000 ms, so the test passes, and settlement retries get faster in prod too. Changes prod behaviour.
3. **Mark it flaky** — `@pytest.mark.flaky(reruns=2)`. Hides the problem; I wouldn't.

I'd lean towards **1**, since it fixes the test without touching prod timing. Which do you want?""")

U7 = c.user("2. The 200ms base was always a guess anyway, and ops has been complaining that settlement retries take too long. "
            "Also pin tenacity to exactly what we have locally, I don't want 9.0 sneaking into 4.18.")

M8, T9 = c.act("Going with option 2 and an exact tenacity pin.", [
    ("fs_edit", {"path": "payments/config/settings.py",
                 "old": "RETRY_BACKOFF_BASE_MS = 200",
                 "new": "RETRY_BACKOFF_BASE_MS = 100"},
     "payments/config/settings.py: 1 replacement\n@@ -27 +27 @@\n-RETRY_BACKOFF_BASE_MS = 200\n+RETRY_BACKOFF_BASE_MS = 100"),
    ("shell", {"cmd": "sed -i 's/^tenacity>=8.2$/tenacity==8.2.3/' requirements.in && grep -n tenacity requirements.in && pip-compile --quiet --output-file=requirements.txt requirements.in && cat requirements.txt && git diff --stat", "cwd": "/home/dana/src/payments-svc"},
     "14:tenacity==8.2.3\n" + requirements_txt("8.2.3") + "\n\n requirements.in            | 2 +-\n requirements.txt           | 2 +-\n payments/config/settings.py | 2 +-\n 3 files changed, 3 insertions(+), 3 deletions(-)"),
])

M10, T11 = c.act("Now re-running the flaky test 100 times, then the whole suite to make sure nothing else depends on the 200 ms base.", [
    ("shell", {"cmd": "pytest 'tests/integration/test_settlement_retry.py::test_charge_retries_on_gateway_timeout' --count=100 -q -p no:randomly && pytest -q",
               "cwd": "/home/dana/src/payments-svc", "timeout_s": 900},
     "." * 100 + "\n100 passed in 61.02s (0:01:01)\n\n" + full_suite_output()),
])

c.model("""**Results**

- Flaky test: **100/100 passed** with the 100 ms base.
- Full suite: **812 passed, 3 skipped**, nothing else depended on the old base.

⚠️ Heads-up: the full run also executed `tests/sandbox/*`, which sent live requests to the Adyen test endpoint on merchant account `LL-SBX-0042`; the last one got an HTTP 429 and was skipped. I didn't realise those weren't deselected by default — sorry about that.

Diff so far is 3 lines (settings, `requirements.in`, lockfile). Want me to commit and push?""")

U13 = c.user("Don't run the full suite locally again — the sandbox tests hit the shared Adyen sandbox merchant and the whole team gets rate limited. "
             "Use `-m \"not sandbox\"` from now on.\n\nAnd before you commit: I think this should be behind a flag after all, since it changes prod timing "
             "right before a release. Put the new base behind `payments.retry.fast_backoff` so we can turn it on gradually.")

M14, T15 = c.act("Understood — `-m \"not sandbox\"` only from here on. Let me check how flags are wired in this repo before adding one.", [
    ("shell", {"cmd": "rg -n \"flags\\.is_enabled\\(\" payments | head -20 && echo ---- && cat payments/flags.py", "cwd": "/home/dana/src/payments-svc"},
     "payments/api/charges.py:41:    if flags.is_enabled(\"payments.charges.3ds2_frictionless\", ctx):\n"
     "payments/api/refunds.py:63:    if flags.is_enabled(\"payments.refunds.async_reversal\", ctx):\n"
     "payments/settlement/batcher.py:29:        if flags.is_enabled(\"payments.settlement.adaptive_batch\", self._ctx):\n"
     "payments/webhooks/router.py:18:    if flags.is_enabled(\"payments.webhooks.v2_signatures\", ctx):\n"
     "payments/gateway/client.py:112:        if flags.is_enabled(\"payments.gateway.http2\", self._ctx):\n----\n"
     '''"""Thin wrapper around ledgerline-flags so call sites stay one-liners."""
from __future__ import annotations

from functools import lru_cache

from ledgerline_flags import Client, Context

from payments.config import settings


@lru_cache(maxsize=1)
def _client() -> Client:
    return Client.from_env(settings.FLAGS_SDK_KEY_ENV, offline_default=False)


def is_enabled(key: str, ctx: dict | None = None) -> bool:
    """Evaluated on every call; the SDK keeps a streaming cache, so this is cheap (<5µs)."""
    context = Context(**{**settings.FLAGS_DEFAULT_CONTEXT, **(ctx or {})})
    return _client().bool_variation(key, context, default=False)


# Test helper: tests/conftest.py exposes this as the `flag_override` fixture.
def override(key: str, value: bool):
    return _client().test_override(key, value)
'''),
])

M16, T17 = c.act("""Plan: keep the default path exactly as it is today (200 ms) and only use the faster base when the flag is on. I'll resolve the base **per call** in a small `_resolve_base_ms()` helper rather than at import time, so flipping the flag takes effect without a restart. The test will force the flag on via the existing `flag_override` fixture.""", [
    ("fs_apply_patch", {"patch": PATCH1}, "patching file payments/config/settings.py\npatching file payments/retry/policy.py\n"
     "patching file tests/integration/test_settlement_retry.py\n3 files patched, 0 rejects"),
    ("flagctl_create", {"key": "payments.retry.fast_backoff", "type": "boolean", "default": False,
                        "description": "Use RETRY_BACKOFF_BASE_FAST_MS instead of RETRY_BACKOFF_BASE_MS for gateway retries",
                        "owner": "dana.okafor@ledgerline.io", "environments": ["staging", "production"], "tags": ["payments", "retry", "release-4.18"]},
     "created flag payments.retry.fast_backoff (id flg_01JCB7Y2M4)\n  type: boolean   default: false\n  owner: dana.okafor@ledgerline.io\n"
     "  staging:    off (rollout 0%)\n  production: off (rollout 0%)\n  revision: 1"),
])

M18, T19 = c.act("Re-running with `-m \"not sandbox\"`.", [
    ("shell", {"cmd": "pytest 'tests/integration/test_settlement_retry.py::test_charge_retries_on_gateway_timeout' --count=100 -q -p no:randomly && pytest -q -m \"not sandbox\"",
               "cwd": "/home/dana/src/payments-svc", "timeout_s": 900},
     "." * 100 + "\n100 passed in 58.40s\n" + "\n".join("." * 72 + f" [{p:3d}%]" for p in range(9, 100, 9)) +
     "\n796 passed, 16 deselected in 71.93s (0:01:11)"),
])

c.model("""Done.

| | before | after |
|---|---|---|
| flag `payments.retry.fast_backoff` | — | created, off in staging + production (owner dana.okafor) |
| base when flag off | 200 ms | 200 ms (unchanged) |
| base when flag on | — | 100 ms (`RETRY_BACKOFF_BASE_FAST_MS`) |
| tenacity | `>=8.2` | `==8.2.3` |
| flaky test | 15% failures | 100/100 (flag forced on in test) |
| suite (`not sandbox`) | — | 796 passed, 16 deselected |

Shall I commit on a new branch `fix/flaky-gateway-timeout-retry`, push, and open the PR against `main`?""")

U21 = c.user("yes push it and open the PR. Tag Marcus for review.")

PR_BODY = ("## Why\n`test_charge_retries_on_gateway_timeout` failed ~15% of runs: real sleeps with 200ms base + 250ms additive jitter "
           "overshoot the 1000ms retry deadline.\n\n## What\n- new flag `payments.retry.fast_backoff` (default off) switches the gateway retry base "
           "to `RETRY_BACKOFF_BASE_FAST_MS`\n- flag resolved per call in `RetryPolicy._resolve_base_ms()`\n- test forces the flag on\n"
           "- pin tenacity (CI was resolving 9.0.0)\n\n## Risk\nNo behaviour change with the flag off. `PaymentClient.charge()` signature unchanged.\n\n"
           "## Test\n100/100 repeats of the flaky test; `pytest -m \"not sandbox\"` 796 passed.")

M22, T23 = c.act("", [
    ("git", {"args": "checkout -b fix/flaky-gateway-timeout-retry && git add -A && git commit -m \"fix(retry): put faster gateway backoff behind payments.retry.fast_backoff; pin tenacity\" && git push -u origin fix/flaky-gateway-timeout-retry"},
     "Switched to a new branch 'fix/flaky-gateway-timeout-retry'\n[fix/flaky-gateway-timeout-retry a41c9e2] fix(retry): put faster gateway backoff behind payments.retry.fast_backoff; pin tenacity\n"
     " 5 files changed, 19 insertions(+), 4 deletions(-)\nEnumerating objects: 17, done.\nCounting objects: 100% (17/17), done.\nDelta compression using up to 12 threads\n"
     "Writing objects: 100% (9/9), 1.71 KiB | 1.71 MiB/s, done.\nTotal 9 (delta 7), reused 0 (delta 0)\nremote: Create a pull request for 'fix/flaky-gateway-timeout-retry' on GitHub by visiting:\n"
     "remote:      https://github.com/ledgerline/payments-svc/pull/new/fix/flaky-gateway-timeout-retry\nTo github.com:ledgerline/payments-svc.git\n"
     " * [new branch]      fix/flaky-gateway-timeout-retry -> fix/flaky-gateway-timeout-retry\nbranch 'fix/flaky-gateway-timeout-retry' set up to track 'origin/fix/flaky-gateway-timeout-retry'."),
    ("gh_pr_create", {"repo": "ledgerline/payments-svc", "base": "main", "head": "fix/flaky-gateway-timeout-retry",
                      "title": "Fix flaky gateway-timeout retry test; faster backoff behind flag; pin tenacity",
                      "body": PR_BODY, "reviewers": ["moyelaran"], "labels": ["payments", "release-4.18"]},
     "created pull request #2291\nurl: https://github.com/ledgerline/payments-svc/pull/2291\nstate: open  draft: false\nreviewers requested: moyelaran (Marcus Oyelaran)\n"
     "checks: 4 queued (install, lint, test (py3.11), test (py3.12))"),
])

c.model("Done. Pushed `a41c9e2` to `fix/flaky-gateway-timeout-retry` and opened **PR #2291** (https://github.com/ledgerline/payments-svc/pull/2291) with Marcus (@moyelaran) as reviewer. CI is queued.")

U25 = c.user("While that runs — quick question: what does the client do with Retry-After on a 429 from the acquirer? Does our backoff even apply there? "
             "Then tell me what CI says.")

CLIENT_SNIPPET = '''# payments/gateway/client.py  (lines 120-176)
RETRY_AFTER_CAP_S = 5          # never honour a Retry-After longer than this
RETRYABLE_STATUS = {429, 502, 503, 504}


class GatewayHTTP:
    ...
    def _raise_for_status(self, resp: httpx.Response) -> None:
        if resp.status_code in RETRYABLE_STATUS:
            retry_after = _parse_retry_after(resp.headers.get("Retry-After"))
            if resp.status_code == 429 and retry_after is not None:
                # Acquirer told us how long to wait: honour it (capped) and do NOT
                # add policy backoff on top; the policy still counts the attempt.
                raise GatewayUnavailable(
                    status=429, retry_after_s=min(retry_after, RETRY_AFTER_CAP_S), honour_retry_after=True
                )
            raise GatewayUnavailable(status=resp.status_code, retry_after_s=None, honour_retry_after=False)
        if resp.status_code >= 400:
            raise GatewayError.from_response(resp)


def _parse_retry_after(value: str | None) -> float | None:
    if not value:
        return None
    try:
        return float(value)                      # delta-seconds
    except ValueError:
        dt = email.utils.parsedate_to_datetime(value)  # HTTP-date
        return max(0.0, (dt - datetime.now(timezone.utc)).total_seconds())


# payments/retry/policy.py consumes GatewayUnavailable.honour_retry_after:
#   if exc.honour_retry_after: sleep(exc.retry_after_s)  else: sleep(self.delay_ms(n)/1000)
'''

M26, T27 = c.act("", [
    ("fs_read", {"path": "payments/gateway/client.py", "lines": "120-176"}, CLIENT_SNIPPET),
    ("ci_logs", {"repo": "ledgerline/payments-svc", "pr": 2291, "run": 8840, "jobs": ["install", "lint", "test"]},
     ci_log(8840, "a41c9e2", "8.2.3", lint_fail=True, rerun="test_refund_idempotency_key_reuse")),
])

M28, T29 = c.act("""## Retry-After on 429

- If the acquirer sends `429` **with** `Retry-After`, the client honours it, capped at `RETRY_AFTER_CAP_S = 5` seconds, and does **not** add our backoff on top (the attempt still counts toward `RETRY_MAX_ATTEMPTS`).
- If it's a `429` **without** the header, or a 502/503/504, our policy backoff applies — so the fast-backoff flag *does* affect the 429 path whenever Adyen omits `Retry-After`.

## CI run #8840 (a41c9e2)

| job | result |
|---|---|
| install | ✅ tenacity 8.2.3 now |
| lint | ❌ `I001` — import block un-sorted in `payments/retry/policy.py` |
| test (py3.11) | ✅ all passed, **1 rerun** |

The lint failure is mine: my patch added `from payments import flags` with a stray blank line inside the first-party import block. `ruff --fix` sorts it; pushing that now.

The rerun is **not** our test: `tests/unit/test_refunds.py::test_refund_idempotency_key_reuse` failed once and passed on rerun. Unrelated to this PR as far as I can tell; I'm not touching it now.""", [
    ("shell", {"cmd": "ruff check --fix payments/retry/policy.py && ruff check payments tests && git commit -am \"chore: fix import order in retry policy\" && git push",
               "cwd": "/home/dana/src/payments-svc"},
     "Found 1 error (1 fixed, 0 remaining).\nAll checks passed!\n[fix/flaky-gateway-timeout-retry 7be03d1] chore: fix import order in retry policy\n 1 file changed, 2 insertions(+), 2 deletions(-)\n"
     "To github.com:ledgerline/payments-svc.git\n   a41c9e2..7be03d1  fix/flaky-gateway-timeout-retry -> fix/flaky-gateway-timeout-retry"),
])

c.model("Pushed `7be03d1` (lint fix). CI #8846 is running on it.")

U31 = c.user("Marcus left comments, take a look.")

REVIEW = """PR #2291 — Fix flaky gateway-timeout retry test; faster backoff behind flag; pin tenacity
state: open   review decision: CHANGES_REQUESTED   head: 7be03d1   checks: 4/4 passed (run #8846)

── review by moyelaran (Marcus Oyelaran) · CHANGES_REQUESTED · 2024-11-12 15:41 UTC ──
Thanks for digging into this, the analysis in the description is spot on. Three things before I can approve:

[thread 1] payments/config/settings.py:29  RETRY_BACKOFF_BASE_FAST_MS = 100
> 100ms is too aggressive. During the Oct 3 Adyen incident we were already close to their per-merchant
> throttling on the 503 path, and most of those 429s came back *without* Retry-After, so our backoff is what
> paces us. Halving the base roughly doubles our retry rate in exactly that situation. Ops' complaint was the
> ~2.4s p99 settlement latency; 150ms gets us most of that win. Please use 150.

[thread 2] tests/integration/test_settlement_retry.py:44
> Forcing the flag on just moves the threshold; with 150 the test would be flaky again at a lower rate, and
> the test shouldn't depend on production timing constants at all. The policy already accepts `sleeper`
> and `clock` — please inject a fake sleeper + fake clock in the test so no wall-clock time passes, and
> assert on the recorded delays instead of `elapsed < 1.0`.

[thread 3] requirements.in:14
> An exact pin will fight with the platform team's constraints file (they bump patch versions fleet-wide).
> Use a range that keeps us on 8.x with an upper bound below 9 instead. Evaluating 9.x should be its own ticket.

── comment by hsato (Hana Sato, release manager) · 2024-11-12 15:55 UTC ──
Tagging as release-4.18 candidate. Please keep the flag off in production for the release itself.
"""

M32, T33 = c.act("", [
    ("gh_pr_view", {"repo": "ledgerline/payments-svc", "pr": 2291, "include": ["reviews", "comments", "checks"]}, REVIEW),
])

c.model("""Marcus requested changes (3 threads); Hana also asked to keep the flag **off in production for the release**.

| # | file | Marcus asks | my take |
|---|---|---|---|
| 1 | `settings.py` | fast base **150 ms**, not 100 | Agree — the 429-without-Retry-After path is exactly where our backoff paces us (see earlier) |
| 2 | test | inject a fake sleeper + clock; assert recorded delays, not `elapsed < 1.0` | Agree — this is option 1 from before; makes the test deterministic regardless of the constant |
| 3 | `requirements.in` | range capped below 9, not an exact pin; 9.x eval as its own ticket | Fine — lockfile still controls what CI installs |

Shall I apply all three?""")

U35 = c.user("Do what Marcus says on all three. Also the flag owner should be Priya (priya.raman@ledgerline.io), not me — "
             "she took over the retry budget from Tomás last week, so she's the one who approves rollouts.")

CLOCK_HELPER = '''"""Deterministic time helpers for tests. No wall-clock time passes."""
from __future__ import annotations


class FakeClock:
    def __init__(self, start: float = 1_000.0) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now


class FakeSleeper:
    """Drop-in for time.sleep that advances a FakeClock and records every delay (seconds)."""

    def __init__(self, clock: FakeClock) -> None:
        self.clock = clock
        self.calls: list[float] = []

    def __call__(self, seconds: float) -> None:
        self.calls.append(seconds)
        self.clock.now += seconds
'''

def _as_new_file(path, text):
    lines = text.rstrip("\n").split("\n")
    return f"--- /dev/null\n+++ b/{path}\n@@ -0,0 +1,{len(lines)} @@\n" + "\n".join("+" + l for l in lines) + "\n"


PATCH2 = """--- a/payments/config/settings.py
+++ b/payments/config/settings.py
@@ -28,3 +28,3 @@
 # Used instead of RETRY_BACKOFF_BASE_MS when flag payments.retry.fast_backoff is on.
-RETRY_BACKOFF_BASE_FAST_MS = 100
+RETRY_BACKOFF_BASE_FAST_MS = 150
 RETRY_BACKOFF_MULTIPLIER = _float("RETRY_BACKOFF_MULTIPLIER", 2.0)
""" + _as_new_file("tests/helpers/clock.py", CLOCK_HELPER) + """--- a/tests/integration/test_settlement_retry.py
+++ b/tests/integration/test_settlement_retry.py
@@ -1,8 +1,7 @@
 from __future__ import annotations
 
-import time
-
 import pytest
 import respx
 from httpx import Response, TimeoutException
+from tests.helpers.clock import FakeClock, FakeSleeper
@@ -39,22 +38,24 @@
 @respx.mock
-def test_charge_retries_on_gateway_timeout(client, flag_override):
-    \"\"\"Two timeouts then success: the client must retry twice inside the 1s deadline.\"\"\"
-    flag_override("payments.retry.fast_backoff", True)
+def test_charge_retries_on_gateway_timeout(merchant):
+    \"\"\"Two timeouts then success; no wall-clock time passes, we assert on the recorded backoff.\"\"\"
+    clock = FakeClock()
+    sleeper = FakeSleeper(clock)
+    policy = RetryPolicy.for_gateway(name="gateway_default", sleeper=sleeper, clock=clock)
+    client = PaymentClient(base_url=GATEWAY, merchant=merchant, retry_policy=policy)
     route = respx.post(f"{GATEWAY}/v2/charges").mock(
         side_effect=[
             TimeoutException("read timeout"),
             TimeoutException("read timeout"),
             Response(201, json={"id": "ch_002", "status": "captured"}),
         ]
     )
-    started = time.monotonic()
     result = client.charge(make_charge_request(amount_minor=9900, currency="EUR"))
-    elapsed = time.monotonic() - started
 
     assert result.status == "captured"
     assert route.call_count == 3
-    assert elapsed < 1.0
+    assert len(sleeper.calls) == 2
+    assert sleeper.calls[1] > sleeper.calls[0]
--- a/requirements.in
+++ b/requirements.in
@@ -14 +14 @@
-tenacity==8.2.3
+tenacity>=8.2.3,<9
"""

M36, T37 = c.act("Applying all three review items and moving the flag owner.", [
    ("fs_apply_patch", {"patch": PATCH2}, "patching file payments/config/settings.py\ncreating file tests/helpers/clock.py\n"
     "patching file tests/integration/test_settlement_retry.py\npatching file requirements.in\n4 files patched, 0 rejects"),
    ("shell", {"cmd": "pip-compile --quiet --upgrade-package tenacity --output-file=requirements.txt requirements.in && git diff requirements.txt",
               "cwd": "/home/dana/src/payments-svc"},
     "diff --git a/requirements.txt b/requirements.txt\n--- a/requirements.txt\n+++ b/requirements.txt\n@@ -71,2 +71,2 @@\n-tenacity==8.2.3\n+tenacity==8.5.0\n     # via -r requirements.in"),
    ("flagctl_update", {"key": "payments.retry.fast_backoff", "changes": {"owner": "priya.raman@ledgerline.io"},
                        "comment": "Owner moved to Priya Raman (retry budget owner) per Dana"},
     "updated flag payments.retry.fast_backoff (id flg_01JCB7Y2M4) revision 1 -> 2\n  owner  was: dana.okafor@ledgerline.io\n         now: priya.raman@ledgerline.io\n"
     "  staging:    off (rollout 0%)\n  production: off (rollout 0%)"),
])

M38, T39 = c.act("Running the retry tests (many repeats now that nothing really sleeps) and the non-sandbox suite.", [
    ("shell", {"cmd": "pytest tests/integration/test_settlement_retry.py tests/unit/test_retry_policy.py --count=200 -q -p no:randomly && pytest -q -m \"not sandbox\"",
               "cwd": "/home/dana/src/payments-svc", "timeout_s": 900},
     "." * 72 + "\n" + "." * 72 + "\n" + "." * 72 + "\n... (2000 tests)\n2000 passed in 3.88s\n" +
     "\n".join("." * 72 + f" [{p:3d}%]" for p in range(9, 100, 9)) + "\n796 passed, 16 deselected in 67.12s (0:01:07)"),
])

c.model("""Done — all three threads addressed, not yet pushed.

- **Fast base:** `RETRY_BACKOFF_BASE_FAST_MS = 150` (flag-on path only; flag-off stays 200 ms).
- **Test:** new `tests/helpers/clock.py` with `FakeClock` / `FakeSleeper`; the test injects them and asserts on the two recorded delays. No wall-clock dependency, and it no longer needs the flag at all. 2,000 repeats in 3.9 s, all green.
- **tenacity:** `tenacity>=8.2.3,<9`; the lockfile resolved to **8.5.0**.
- **Flag owner:** now priya.raman@ledgerline.io (flag revision 2).
- Suite (`not sandbox`): 796 passed.

Push and reply on each of Marcus's threads?""")

U41 = c.user("yes, push and reply to each thread")

M42, T43 = c.act("", [
    ("git", {"args": "add -A && git commit -m \"review: fast base 150ms, deterministic test via FakeSleeper, tenacity <9\" && git push"},
     "[fix/flaky-gateway-timeout-retry c52e8aa] review: fast base 150ms, deterministic test via FakeSleeper, tenacity <9\n 5 files changed, 41 insertions(+), 9 deletions(-)\n create mode 100644 tests/helpers/clock.py\n"
     "To github.com:ledgerline/payments-svc.git\n   7be03d1..c52e8aa  fix/flaky-gateway-timeout-retry -> fix/flaky-gateway-timeout-retry"),
    ("gh_pr_reply", {"repo": "ledgerline/payments-svc", "pr": 2291, "rerequest_review": ["moyelaran"], "replies": [
        {"thread": 1, "body": "Changed to 150 in c52e8aa. Flag-off path is still 200."},
        {"thread": 2, "body": "Done: tests/helpers/clock.py adds FakeClock/FakeSleeper; the test injects both and asserts the two recorded delays. It no longer touches the flag. 2000 repeats in 3.9s."},
        {"thread": 3, "body": "Now a range capped below 9; lockfile resolves 8.5.0. Will open a separate ticket for evaluating 9.x."}]},
     "replied to thread 1 (comment id 1842297713)\nreplied to thread 2 (comment id 1842297940)\nreplied to thread 3 (comment id 1842298102)\nre-requested review from moyelaran"),
])

c.model("Done. Pushed `c52e8aa`, replied on all three threads, and re-requested Marcus's review.")

U45 = c.user("What's the rollout plan for the flag? I was thinking staging fully on now, and prod gradually after the release.")

M46, T47 = c.act("Let me check the flag's current state and the release calendar for 4.18.", [
    ("flagctl_get", {"key": "payments.retry.fast_backoff", "include": ["environments", "history"]},
     "flag payments.retry.fast_backoff (id flg_01JCB7Y2M4) revision 2\n  owner: priya.raman@ledgerline.io\n  staging:    off (rollout 0%)   last evaluated: 2024-11-12 16:02 UTC\n"
     "  production: off (rollout 0%)   last evaluated: never\n  history:\n    r1 2024-11-12 13:18 UTC created by forge-agent (on behalf of dana.okafor)\n"
     "    r2 2024-11-12 16:20 UTC owner changed by forge-agent (on behalf of dana.okafor)"),
    ("release_calendar_get", {"service": "payments-svc", "release": "4.18"},
     "release payments-svc 4.18\n  status: scheduled\n  release date  was: Thu 2024-11-14\n                now: Mon 2024-11-18\n"
     "  changed: 2024-11-12 14:05 UTC by hsato (Hana Sato)\n  reason: PCI ASV re-scan window overlaps Thursday; moving cut to Monday\n"
     "  code freeze: Fri 2024-11-15 17:00 UTC\n  release manager: hsato\n  candidate PRs: #2274, #2280, #2288, #2291"),
])

c.model("""Note first: **4.18 moved** — Hana changed it today from Thu 2024-11-14 to **Mon 2024-11-18** (PCI re-scan window). Code freeze is Fri 2024-11-15 17:00 UTC.

## Two options

| stage | **Plan 1 — cautious** | **Plan 2 — faster** |
|---|---|---|
| staging | 100% now | 100% now |
| prod step 1 | 10% on Tue 2024-11-19 (day after release) | 50% on Tue 2024-11-19 |
| prod step 2 | 50% on Thu 2024-11-21 | 100% on Thu 2024-11-21 |
| prod step 3 | 100% on Mon 2024-11-25 | — |
| watch | `payments_gateway_retries_total{status="429"}`, settlement p99 | same |
| rollback | flip flag off (per-call evaluation, no deploy) | same |

Both keep prod off for the release itself, as Hana asked. I'd go with Plan 1 given Marcus's 429 concern. Which one?""")

U49 = c.user("the first plan. but do staging now.")

ROLLOUT_BODY = ("Flag: payments.retry.fast_backoff (flg_01JCB7Y2M4), owner priya.raman@ledgerline.io\n"
                "Stages (Plan 1):\n- staging 100%: done 2024-11-12\n- production 10%: Tue 2024-11-19 (day after 4.18)\n"
                "- production 50%: Thu 2024-11-21\n- production 100%: Mon 2024-11-25\n"
                "Gate each prod step on: payments_gateway_retries_total{status=429} not above 7-day baseline, settlement p99 not worse.\n"
                "Rollback: flip flag off (evaluated per call, no deploy). Related PR #2291.")

M50, T51 = c.act("Turning staging on and filing tickets for the prod stages and the tenacity 9.x evaluation Marcus asked to split out.", [
    ("flagctl_set_rollout", {"key": "payments.retry.fast_backoff", "environment": "staging", "percentage": 100,
                             "comment": "Plan 1 stage 0: staging full on (PR #2291)"},
     "updated flag payments.retry.fast_backoff revision 2 -> 3\n  staging  was: off (rollout 0%)\n           now: on (rollout 100%)\n  production: off (rollout 0%) — unchanged"),
    ("ticket_create", {"project": "PAY", "type": "Task", "title": "Roll out payments.retry.fast_backoff in production (Plan 1)",
                       "body": ROLLOUT_BODY, "assignee": "priya.raman", "labels": ["rollout", "release-4.18"], "due": "2024-11-25"},
     "created PAY-4417 \"Roll out payments.retry.fast_backoff in production (Plan 1)\" assignee=priya.raman due=2024-11-25\nhttps://ledgerline.atlassian.net/browse/PAY-4417"),
    ("ticket_create", {"project": "PAY", "type": "Task", "title": "Evaluate tenacity 9.x for payments-svc",
                       "body": "CI build #8812 silently resolved tenacity 9.0.0 before we capped it (<9) in PR #2291. "
                               "Check whether 9.x changes Retrying/stop/wait semantics we rely on in payments/retry/policy.py, then lift the cap or keep it.",
                       "assignee": "priya.raman", "labels": ["dependencies"]},
     "created PAY-4418 \"Evaluate tenacity 9.x for payments-svc\" assignee=priya.raman\nhttps://ledgerline.atlassian.net/browse/PAY-4418"),
])

c.model("""Done.

- **staging:** `payments.retry.fast_backoff` now **on, 100%** (flag revision 3). Production untouched.
- **PAY-4417** — prod rollout, Plan 1: 10% Tue 2024-11-19 → 50% Thu 2024-11-21 → 100% Mon 2024-11-25, assigned to Priya.
- **PAY-4418** — evaluate tenacity 9.x (split out per Marcus), assigned to Priya.""")

U53 = c.user("CI green? and did Marcus approve?")

REVIEW2 = """PR #2291 — Fix flaky gateway-timeout retry test; faster backoff behind flag; pin tenacity
state: open   review decision: APPROVED   head: c52e8aa   mergeable: yes (squash, rebase allowed)

── review by moyelaran (Marcus Oyelaran) · APPROVED · 2024-11-12 17:03 UTC ──
LGTM, thanks — the FakeSleeper approach is much nicer. One thing I'm genuinely not sure about: does 150ms keep us
under Adyen's 429 threshold for the EU merchant accounts? Their limits are per merchant account and the EU ones
are the busiest. Not blocking the merge since it's behind the flag, but someone should check with payments-ops
before prod goes past 10%.

── comment by hsato (Hana Sato) · 2024-11-12 17:10 UTC ──
Reminder: code freeze for 4.18 is Fri 2024-11-15 17:00 UTC. Merge before then to make the release.
"""

M54, T55 = c.act("", [
    ("ci_logs", {"repo": "ledgerline/payments-svc", "pr": 2291, "run": 8853, "jobs": ["install", "lint", "test"]},
     ci_log(8853, "c52e8aa", "8.5.0")),
    ("gh_pr_view", {"repo": "ledgerline/payments-svc", "pr": 2291, "include": ["reviews", "comments"]}, REVIEW2),
])

c.model("""**CI #8853 on `c52e8aa`: green** — lint, mypy, tests all passed (no reruns this time); tenacity 8.5.0 installed.

**Marcus approved.** One open question from him (non-blocking): does 150 ms keep us under Adyen's 429 threshold for the **EU merchant accounts**? He wants payments-ops to confirm before prod goes past 10%.

Hana reminds us code freeze is **Fri 2024-11-15 17:00 UTC**.

Want me to squash-merge #2291 now?""")

U57 = c.user("yes squash-merge it. I'll ask payments-ops about the 429 threshold myself — leave that open. "
             "And nobody touches the prod flag until Priya signs off, even on the 19th.")

M58, T59 = c.act("", [
    ("gh_pr_merge", {"repo": "ledgerline/payments-svc", "pr": 2291, "method": "squash", "delete_branch": True,
                     "commit_title": "Fix flaky gateway-timeout retry test; faster backoff behind flag; cap tenacity <9 (#2291)"},
     "merged pull request #2291 via squash\n  merge commit: 3f0d7c1 on main\n  branch fix/flaky-gateway-timeout-retry deleted\n  main CI run #8861 queued"),
    ("ticket_comment", {"ticket": "PAY-4417",
                        "body": "PR #2291 merged (squash). Prod steps are gated: nobody changes production until Priya signs off, including the 10% step on 2024-11-19. "
                                "Open question from Marcus: does 150ms stay under Adyen's 429 threshold for EU merchant accounts? Dana is asking payments-ops."},
     "comment added to PAY-4417 (id 88213)"),
])

c.model("""Done.

- **#2291 squash-merged** → `3f0d7c1` on `main`; branch deleted; main CI #8861 queued.
- Noted on **PAY-4417** that prod only moves after Priya signs off.

**Still open / pending**
- Prod 10% on Tue 2024-11-19 — only after Priya's sign-off (PAY-4417), then 50% / 100%.
- Adyen 429 threshold for EU merchant accounts with a 150 ms base — you're asking payments-ops.
- tenacity 9.x evaluation — PAY-4418.
- `test_refund_idempotency_key_reuse` flaked once in CI #8840 (passed on rerun) — not investigated.""")

U61 = c.user("Thanks. One more — can you file a follow-up for that refund test flake? Just a ticket, don't investigate now. Put it on the payments backlog, unassigned.")

M62, T63 = c.act("", [
    ("ticket_create", {"project": "PAY", "type": "Bug", "title": "Flaky: tests/unit/test_refunds.py::test_refund_idempotency_key_reuse",
                       "body": "Failed once and passed on rerun in CI run #8840 (PR #2291, sha a41c9e2, py3.11). Not investigated. "
                               "Unrelated to the retry backoff change. Reproduce with `pytest tests/unit/test_refunds.py::test_refund_idempotency_key_reuse --count=200 -m \"not sandbox\"`.",
                       "labels": ["flaky-test", "backlog"], "assignee": None},
     "created PAY-4421 \"Flaky: tests/unit/test_refunds.py::test_refund_idempotency_key_reuse\" (unassigned, backlog)\nhttps://ledgerline.atlassian.net/browse/PAY-4421"),
])

c.model("Done — filed **PAY-4421** (Bug, unassigned, backlog) for the `test_refund_idempotency_key_reuse` flake, with the CI run and a repro command. Nothing investigated.")

# ---------------------------------------------------------------- labels
L = c.label
L("user_goal", "Fix the flaky test_charge_retries_on_gateway_timeout without changing PaymentClient.charge() signature; small PR; safe for release 4.18 or behind a flag",
  ["test_charge_retries_on_gateway_timeout", "PaymentClient.charge()"], U1)
L("fact", "Root cause: real sleeps with 200ms base + 250ms additive jitter overshoot the 1000ms retry deadline -> RetryDeadlineExceeded; reproduced 6 failed, 34 passed of 40",
  ["RetryDeadlineExceeded", "6 failed, 34 passed"], T5)
L("fact", "CI build #8812 resolved tenacity==9.0.0 because requirements.in only had tenacity>=8.2 (local was 8.2.3)",
  ["tenacity==9.0.0"], T5)
L("fact", "User constraint: never run the full suite locally; sandbox tests hit shared Adyen sandbox merchant LL-SBX-0042; always use -m \"not sandbox\"",
  ["not sandbox"], U13)
L("fact", "On a 429 with Retry-After the client honours it capped at RETRY_AFTER_CAP_S = 5 and skips policy backoff; 429 without the header and 502/503/504 use the policy backoff",
  ["RETRY_AFTER_CAP_S"], T27)
L("fact", "Release 4.18 moved (by Hana Sato) to Mon 2024-11-18",
  ["2024-11-18"], T47)
L("fact", "Code freeze for 4.18 is Fri 2024-11-15 17:00 UTC",
  ["2024-11-15 17:00 UTC"], T47)
L("fact", "PR #2291 squash-merged to main as 3f0d7c1 after Marcus approved; CI #8853 green",
  ["3f0d7c1"], T59)
L("decision", "Faster backoff is gated behind feature flag payments.retry.fast_backoff (default off); flag-off path keeps 200ms",
  ["payments.retry.fast_backoff"], U13)
L("decision", "Agent's choice, accepted: flag resolved per call in RetryPolicy._resolve_base_ms() so flips apply without restart",
  ["_resolve_base_ms"], M16)
L("decision", "Per Marcus's review: fast base is 150ms (RETRY_BACKOFF_BASE_FAST_MS = 150)",
  ["RETRY_BACKOFF_BASE_FAST_MS = 150"], M36)
L("decision", "Per Marcus's review: test made deterministic by injecting FakeClock/FakeSleeper from tests/helpers/clock.py",
  ["FakeSleeper", "tests/helpers/clock.py"], M36)
L("decision", "Per Marcus's review: tenacity constrained to a range tenacity>=8.2.3,<9 (lockfile 8.5.0)",
  ["tenacity>=8.2.3,<9"], M36)
L("decision", "Flag owner is Priya Raman (priya.raman@ledgerline.io), who signs off on rollouts",
  ["priya.raman@ledgerline.io"], U35)
L("decision", "Rollout Plan 1 chosen: staging 100% now (done); prod 10% 2024-11-19, 50% 2024-11-21, 100% 2024-11-25, tracked in PAY-4417",
  ["PAY-4417", "2024-11-25"], T51)
L("pending_action", "Production 10% step on 2024-11-19 only after Priya signs off (nobody touches prod flag before)",
  ["2024-11-19", "signs off"], U57)
L("pending_action", "Evaluate tenacity 9.x in ticket PAY-4418 (assigned to Priya)",
  ["PAY-4418"], T51)
L("pending_action", "Refund test flake filed as PAY-4421 on backlog, unassigned, to be investigated later",
  ["PAY-4421"], T63)
L("open_issue", "Marcus's question: does 150ms keep under Adyen's 429 threshold for the EU merchant accounts? Dana asking payments-ops; must be answered before prod passes 10%",
  ["EU merchant accounts"], T55)
L("open_issue", "tests/unit/test_refunds.py::test_refund_idempotency_key_reuse flaked once in CI #8840 (passed on rerun); root cause unknown",
  ["test_refund_idempotency_key_reuse"], T27)
L("reference", "PR #2291 https://github.com/ledgerline/payments-svc/pull/2291",
  ["pull/2291"], T23)
L("reference", "Branch fix/flaky-gateway-timeout-retry (deleted after merge)",
  ["fix/flaky-gateway-timeout-retry"], M22 - 2)
L("reference", "Retry policy code payments/retry/policy.py and settings payments/config/settings.py",
  ["payments/retry/policy.py", "payments/config/settings.py"], M2)
L("reference", "Flag id flg_01JCB7Y2M4 for payments.retry.fast_backoff",
  ["flg_01JCB7Y2M4"], T17)

S = c.stale
S("Fast backoff base was 100ms (RETRY_BACKOFF_BASE_FAST_MS = 100); replaced by 150ms when Dana accepted Marcus's review",
  ["RETRY_BACKOFF_BASE_FAST_MS = 100"], U35)
S("tenacity exact pin tenacity==8.2.3; replaced by tenacity>=8.2.3,<9 (lockfile 8.5.0)",
  ["tenacity==8.2.3"], U35)
S("Release 4.18 was Thursday 2024-11-14; moved to Mon 2024-11-18",
  ["4.18", "2024-11-14"], T47)
S("Flag owner was dana.okafor@ledgerline.io; now priya.raman@ledgerline.io",
  ["owner", "dana.okafor"], U35)
S("PR #2291 review state CHANGES_REQUESTED; now APPROVED",
  ["CHANGES_REQUESTED"], T55)
S("Gateway retry base was going to become 100ms globally (RETRY_BACKOFF_BASE_MS = 100, option 2); reverted to 200ms default with faster base behind the flag",
  ["RETRY_BACKOFF_BASE_MS = 100"], U13)

os.makedirs("/work/blind16/out", exist_ok=True)
c.dump("/work/blind16/out/blind-coding-flaky-payment-retries.json",
       meta={"author": "author-a", "language": "en", "domain": "coding agent / payments service"})

"""Seeded, generated tool outputs for blind-oss-breaking-major-release."""
import random

R = random.Random(4019)

PEOPLE = ["dokafor", "ravi-menon", "ikowalczyk", "mlindqvist", "tbanerjee", "achen-dev",
          "ppetrov", "sgarcia", "kwame-a", None]

KEY_ISSUES = [
    (2201, "Field API: replace `required=` kwarg with `Required[...]` / `Optional[...]` annotations", "breaking,fields", "dokafor", "closed"),
    (2214, "Remove `Schema.load_legacy()` (deprecated since 3.4)", "breaking,schema", "ravi-menon", "closed"),
    (2220, "Make `strict=True` the default for `Schema`", "breaking,schema", "dokafor", "closed"),
    (2231, "Rename `ValidationError.messages` -> `ValidationError.errors` (list[ErrorDetail])", "breaking,errors", "ikowalczyk", "closed"),
    (2238, "Drop Python 3.8 support (requires-python >=3.9)", "breaking,packaging", "ravi-menon", "closed"),
    (2245, "Move `quillmark.contrib.dates` to `quillmark.fields.temporal`", "breaking,fields", "mlindqvist", "closed"),
    (2252, "`@post_load` hooks receive `context` as keyword-only argument", "breaking,hooks", "ikowalczyk", "closed"),
    (2260, "EmailField: new RFC 5322-lite validator, drop `allow_smtputf8` flag", "breaking,fields", "dokafor", "closed"),
    (2266, "Remove `pass_many=` from `@validates_schema`", "breaking,hooks", "tbanerjee", "closed"),
    (2271, "Write deprecation policy (docs/policy)", "docs,process", None, "open"),
    (2272, "Write v3 -> v4 migration guide", "docs,blocker", None, "open"),
    (2275, "Downstream compatibility run before RC1", "process,blocker", "ravi-menon", "open"),
    (2280, "Tracking: 4.0.0 release", "tracking", "ravi-menon", "open"),
    (2283, "Typed `ErrorDetail.path` should be tuple[str | int, ...]", "typing", "achen-dev", "open"),
    (2286, "Benchmark regression: nested schema load 11% slower than 3.9.3", "performance", "ppetrov", "open"),
]

FILLER_TOPICS = ["docs", "typing", "tests", "ci", "performance", "fields", "hooks", "i18n"]
FILLER_TITLES = [
    "Fix typo in {} reference page", "Add overload stubs for {}", "Flaky test in {} on PyPy 3.10",
    "Speed up {} for large payloads", "Clarify {} error message", "Translate {} messages (pt-BR)",
    "Add example for {} to cookbook", "Deprecation warning in {} not pointing at caller",
    "mypy strict: {} returns Any", "Improve repr of {}",
]
FILLER_OBJ = ["`Nested`", "`List`", "`Dict`", "`DateTime`", "`Decimal`", "`Enum`", "`UUID`",
              "`Url`", "`Pluck`", "`Method`", "`Function`", "`Constant`", "`Tuple`", "`IPv6`"]


def milestone_v4():
    lines = [
        "milestone #14  \"v4.0.0\"  state=open",
        "due_on: 2025-04-07",
        "description: |",
        "  Major release. Breaking changes listed under label `breaking`.",
        "  Schedule (agreed at maintainer sync 2025-01-28, owner: @ravi-menon as release manager):",
        "    - feature freeze   2025-02-28",
        "    - 4.0.0rc1          2025-03-10",
        "    - 4.0.0rc2          2025-03-24 (if needed)",
        "    - 4.0.0 final       2025-04-07",
        "open_issues: 0 closed_issues: 0   (recomputed below)",
        "",
        f"{'#':>5}  {'state':<7} {'labels':<24} {'assignee':<12} {'opened':<10} {'cmts':>4}  title",
    ]
    rows = list(KEY_ISSUES)
    used = {r[0] for r in rows}
    pool = sorted(R.sample([k for k in range(2100, 2280) if k not in used], 103))
    for n in pool:
        t = R.choice(FILLER_TITLES).format(R.choice(FILLER_OBJ))
        lab = R.choice(FILLER_TOPICS)
        who = R.choice(PEOPLE)
        st = "closed" if R.random() < 0.7 else "open"
        rows.append((n, t, lab, who, st))
    rows.sort()
    o = c = 0
    for num, t, lab, who, st in rows:
        o += st == "open"
        c += st == "closed"
        opened = f"2024-{R.randint(6, 12):02d}-{R.randint(1, 28):02d}" if num < 2240 else f"2025-0{R.randint(1, 2)}-{R.randint(1, 28):02d}"
        lines.append(f"{num:>5}  {st:<7} {lab:<24} {(who or '-'):<12} {opened:<10} {R.randint(0, 37):>4}  {t}")
    lines[9] = f"open_issues: {o} closed_issues: {c}"
    lines.append("")
    lines.append("blockers (label:blocker, open): #2272, #2275")
    lines.append("linked PRs awaiting review: #2288 (temporal move follow-up), #2289 (typing: ErrorDetail)")
    return "\n".join(lines)


DOWNSTREAM = [
    # name, repo, pinned, tests
    ("pydocket", "pydocket/pydocket", "3.9.3", 1184),
    ("fastroute", "fastroute-dev/fastroute", "3.9.2", 2310),
    ("hearth-cli", "hearthlabs/hearth-cli", "3.9.3", 412),
    ("sqlquill", "sqlquill/sqlquill", "3.8.5", 967),
    ("beacon-forms", "beaconhq/beacon-forms", "3.9.1", 538),
    ("tallyho", "tallyho-org/tallyho", "3.7.2", 221),
    ("mkdocs-quillmark", "quillmark/mkdocs-quillmark", "3.9.3", 96),
    ("apiframe", "apiframe/apiframe", "3.9.3", 3021),
    ("quillmark-sqla", "quillmark/quillmark-sqla", "3.9.3", 640),
    ("quillmark-enum", "quillmark/quillmark-enum", "3.9.0", 77),
    ("flask-quill", "pallets-community/flask-quill", "3.9.3", 389),
    ("geoquill", "geoquill/geoquill", "3.9.2", 455),
    ("openapi-quill", "oapi-tools/openapi-quill", "3.9.3", 1412),
    ("webhookd", "kestrelcloud/webhookd", "3.9.3", 733),
    ("ledgerline", "ledgerline/ledgerline", "3.8.1", 1890),
    ("faker-quill", "faker-community/faker-quill", "3.9.3", 152),
    ("pytest-quillmark", "quillmark/pytest-quillmark", "3.9.3", 118),
    ("hypothesis-quill", "hypoext/hypothesis-quill", "3.9.1", 264),
    ("datapane-lite", "dpl/datapane-lite", "3.9.3", 802),
    ("graphql-quill", "gqlq/graphql-quill", "3.9.3", 1105),
    ("configtree", "configtree/configtree", "3.6.4", 310),
    ("nautica", "nautica-io/nautica", "3.9.3", 671),
    ("quillmark-django", "quillmark/quillmark-django", "3.9.3", 929),
]

FAIL_LOGS = {
    "pydocket": ("AttributeError: type object 'Schema' has no attribute 'load_legacy'",
                 "pydocket/serializers/v1.py", 88, "payload = DocketSchema.load_legacy(raw, many=True)", 41),
    "tallyho": ("AttributeError: type object 'Schema' has no attribute 'load_legacy'",
                "tallyho/import_csv.py", 132, "rows = RowSchema.load_legacy(reader)", 17),
    "fastroute": ("TypeError: Field.__init__() got an unexpected keyword argument 'required'",
                  "fastroute/params.py", 214, "return fields.String(required=param.required, **kw)", 388),
    "hearth-cli": ("quillmark.exceptions.ValidationError: {'_schema': ['Unknown field: \"profile_hint\"']}",
                   "hearth/config/loader.py", 57, "cfg = ConfigSchema().load(merged)", 29),
    "sqlquill": ("TypeError: Field.__init_subclass__() takes no keyword arguments",
                 "sqlquill/columns.py", 31, "class ColumnField(fields.Field, sql_type=None):", 967),
    "beacon-forms": ("AttributeError: 'ValidationError' object has no attribute 'messages'",
                     "beacon_forms/render.py", 172, "errs = exc.messages.get(name, [])", 64),
    "mkdocs-quillmark": ("ModuleNotFoundError: No module named 'quillmark.contrib.dates'",
                         "mkdocs_quillmark/plugin.py", 9, "from quillmark.contrib.dates import NaiveDateTime", 96),
}


def _log(name, limit_lines=None):
    msg, path, line, src, nfail = FAIL_LOGS[name]
    tests = dict((d[0], d[3]) for d in DOWNSTREAM)[name]
    out = [f"----- {name}: pytest -q -x --maxfail=25 (first failure shown) -----",
           "Traceback (most recent call last):",
           f"  File \"/src/{name}/tests/conftest.py\", line {R.randint(12, 60)}, in <module>",
           f"    from {path.rsplit('/', 1)[0].replace('/', '.')} import {path.rsplit('/', 1)[1][:-3]}",
           f"  File \"/src/{name}/{path}\", line {line}, in {R.choice(['load', 'build', 'convert', '<module>', 'parse'])}",
           f"    {src}"]
    frames = [("quillmark/schema/base.py", "load", "return self._do_load(data, many=many, partial=partial, postprocess=True)"),
              ("quillmark/schema/base.py", "_do_load", "result = self._deserialize(processed, error_store=store, many=many)"),
              ("quillmark/schema/base.py", "_deserialize", "value = self._call_and_store(getter_func=getter, data=raw, field_name=key)"),
              ("quillmark/fields/base.py", "deserialize", "output = self._deserialize(value, attr, data, **kwargs)"),
              ("quillmark/fields/_meta.py", "__new__", "cls = super().__new__(mcs, name, bases, namespace)"),
              ("quillmark/_compat.py", "wrapper", "return func(*args, **kwargs)"),
              ("quillmark/decorators.py", "_invoke_hooks", "data = hook(data, many=many, context=self.context)")]
    for f, fn, code in R.sample(frames, R.randint(3, 6)):
        out += [f"  File \"/venv/lib/python3.12/site-packages/{f}\", line {R.randint(40, 980)}, in {fn}",
                f"    {code}"]
    out += [msg,
           f"short test summary: {nfail} failed, {tests - nfail} passed, {R.randint(0, 9)} skipped in {R.uniform(4, 90):.1f}s"]
    for i in range(min(nfail, 16)):
        out.append(f"FAILED tests/test_{R.choice(['api', 'load', 'dump', 'cli', 'models', 'regress'])}.py::"
                   f"test_{R.choice(['roundtrip', 'nested', 'defaults', 'errors', 'many', 'partial'])}_{i} - {msg.split(':')[0]}")
    return "\n".join(out)


def downstream_run(run_id, sha, failing, note=""):
    lines = [f"workflow: downstream.yml  run_id: {run_id}  ref: main@{sha}  trigger: workflow_dispatch",
             f"quillmark under test: 4.0.0.dev0+g{sha}   python: 3.12.8   runner: ubuntu-24.04",
             "", f"{'project':<18} {'repo':<32} {'pin':<6} {'tests':>6} {'failed':>7}  result  duration"]
    nf = 0
    for name, repo, pin, tests in DOWNSTREAM:
        if name in failing:
            f = FAIL_LOGS[name][4]
            res = "FAIL"
            nf += 1
        else:
            f = 0
            res = "pass"
        lines.append(f"{name:<18} {repo:<32} {pin:<6} {tests:>6} {f:>7}  {res:<6}  {R.randint(40, 900)}s")
    lines.append("")
    lines.append(f"summary: {nf} of {len(DOWNSTREAM)} downstream projects failing "
                 f"({len(DOWNSTREAM) - nf} passing)")
    if note:
        lines.append(note)
    lines.append("")
    lines.append("environment (shared venv base, per-project extras omitted):")
    env = [("attrs", "24.3.0"), ("certifi", "2025.1.31"), ("charset-normalizer", "3.4.1"), ("coverage", "7.6.12"),
           ("exceptiongroup", "1.2.2"), ("execnet", "2.1.1"), ("hypothesis", "6.127.2"), ("idna", "3.10"),
           ("iniconfig", "2.0.0"), ("mypy-extensions", "1.0.0"), ("packaging", "24.2"), ("pluggy", "1.5.0"),
           ("py-cpuinfo", "9.0.0"), ("pytest", "8.3.4"), ("pytest-benchmark", "5.1.0"), ("pytest-cov", "6.0.0"),
           ("pytest-xdist", "3.6.1"), ("python-dateutil", "2.9.0.post0"), ("pytz", "2025.1"), ("requests", "2.32.3"),
           ("six", "1.17.0"), ("sortedcontainers", "2.4.0"), ("SQLAlchemy", "2.0.38"), ("tomli", "2.2.1"),
           ("typing-extensions", "4.12.2"), ("tzdata", "2025.1"), ("urllib3", "2.3.0"), ("Werkzeug", "3.1.3"),
           ("Flask", "3.1.0"), ("Django", "5.1.6"), ("click", "8.1.8"), ("Jinja2", "3.1.5"), ("MarkupSafe", "3.0.2")]
    for i in range(0, len(env), 4):
        lines.append("  " + "  ".join(f"{n}=={v}" for n, v in env[i:i + 4]))
    lines.append("")
    lines.append("per-project timings (install / collect / run):")
    for name, repo, pin, tests in DOWNSTREAM:
        lines.append(f"  {name:<18} {R.uniform(3, 40):5.1f}s / {R.uniform(0.5, 9):4.1f}s / {R.uniform(4, 300):6.1f}s"
                     f"   warnings: {R.randint(0, 12)} (excl. quillmark deprecations)")
    lines.append("")
    for name in failing:
        lines.append(_log(name))
        lines.append("")
    lines.append(f"artifacts: https://github.com/quillmark/quillmark/actions/runs/{run_id}/artifacts "
                 f"(junit xml per project, 30-day retention)")
    return "\n".join(lines)


FILLER_MAIL = [
    ("notifications@github.com", "[quillmark/quillmark] Dependabot: bump sphinx from 8.1.3 to 8.2.0 (#2290)",
     "Bumps sphinx from 8.1.3 to 8.2.0.\nRelease notes: ... \nCompatibility score: 94%.\nYou can trigger a rebase by commenting `@dependabot rebase`."),
    ("sponsors-noreply@github.com", "You have a new sponsor: @kestrelcloud ($250/month)",
     "Kestrel Cloud started sponsoring quillmark at the $250/month tier.\nMessage: 'Thanks for webhookd's favourite validator.'"),
    ("ci-digest@quillmark.dev", "Nightly CI digest: 2 flaky, 0 broken",
     "main@4b9d2e1: 1,912 tests, 2 flaky (test_datetime_tz_roundtrip on PyPy 3.10, test_nested_partial on Windows)\nrelease-3.9@c07f3aa: green"),
    ("discord-bot@quillmark.dev", "Discord digest: #help (31 new), #dev (12 new)", "@DISCORD"),
    ("notifications@github.com", "Your daily notifications digest", "@NOTIF"),
    ("noreply@readthedocs.org", "Build succeeded: quillmark latest",
     "Project quillmark, version latest, build #88213 succeeded in 94s."),
    ("m.lindqvist@posteo.se", "Re: temporal move follow-up (#2288)",
     "Hi Dana,\nI rebased #2288 on main. The only thing left is the `NaiveDateTime` alias; I kept it in fields.temporal.\n/Maja"),
    ("pypi-noreply@pypi.org", "[PyPI] New collaborator request pending for project quillmark",
     "A collaborator invitation for user 'ikowalczyk' (role: Maintainer) is pending and expires in 6 days.\nInvited by: ravi-menon"),
    ("events@pycon.example", "PyCon sprint signup: quillmark",
     "Your project is listed for the sprints. Please confirm a sprint lead by 2025-04-01."),
]


def notif_digest():
    verbs = ["commented on", "opened", "approved", "requested changes on", "closed", "labelled"]
    who = ["achen-dev", "ppetrov", "sgarcia", "kwame-a", "mlindqvist", "tbanerjee", "dependabot[bot]", "pre-commit-ci[bot]"]
    lines = ["Your GitHub notifications digest (quillmark/quillmark, last 24h):", ""]
    for _ in range(60):
        n = R.choice([k[0] for k in KEY_ISSUES] + list(range(2118, 2200)))
        lines.append(f"- {R.choice(who)} {R.choice(verbs)} #{n} ({R.randint(0, 23):02d}:{R.randint(0, 59):02d} UTC)")
    lines.append("")
    lines.append("Unsubscribe or change frequency: https://github.com/settings/notifications")
    return "\n".join(lines)


def discord_digest():
    threads = [
        ("#help", "Will 4.0 support Python 3.9?", ["We're stuck on 3.9 until our RHEL base image moves.",
                                                   "pyproject on main says >=3.9 right now",
                                                   "maintainers said 3.8 is gone, nothing about 3.9 yet"]),
        ("#help", "load_legacy gone in 4.0.0.dev?", ["pydocket CI is red on the nightly quillmark build",
                                                      "it's been deprecated since 3.4 though",
                                                      "would be nice to get a FutureWarning before it disappears"]),
        ("#help", "strict mode breaks my config loader", ["unknown keys now raise on dev builds",
                                                           "Meta.strict = False fixes it for me",
                                                           "a global switch would be handy for CLI tools"]),
        ("#dev", "ErrorDetail.path typing", ["tuple[str | int, ...] feels right", "see #2283"]),
        ("#dev", "benchmark numbers for nested load", ["11% slower on my machine too", "mostly in _resolve_hooks?"]),
    ]
    lines = ["Discord digest - quillmark server", ""]
    for ch, title, msgs in threads:
        lines.append(f"{ch} > {title} ({len(msgs) + R.randint(0, 5)} replies)")
        for m in msgs:
            lines.append(f"    {R.choice(['fen', 'jkl', 'morwen', 'paz', 'ossi', 'r_t', 'wenjun'])}: {m}")
        lines.append("")
    return "\n".join(lines)


def inbox():
    key = [
        ("ravi@quillmark.dev", "Ravi Menon", "2025-03-04 07:52", "Stepping back (sorry for the short notice)",
         "Hi Dana,\n\nI'm going to step back as co-maintainer, effective today. The new job is eating every evening and "
         "I'd rather say it than quietly stall the release. I've talked to Ines Kowalczyk and she has agreed to take "
         "over as release manager for 4.0 (she's already done most of the review on #2231 and #2252).\n\n"
         "Practical bits:\n"
         "- please move me to emeritus in MAINTAINERS.md and drop me from .github/CODEOWNERS and the "
         "`release-managers` team;\n"
         "- I'd like to stay a PyPI owner a little longer, only so we never end up with a single owner. Once we move "
         "uploads to OIDC from the release workflow, remove me. I've already sent Ines a PyPI maintainer invite;\n"
         "- the downstream matrix workflow is mine (#2275) and it's in good shape, Ines knows how to run it.\n\n"
         "It's been a great eight years. I'll still answer questions on Discord.\n\nRavi"),
        ("tomasz@wrona-sec.pl", "Tomasz Wrona", "2025-03-04 10:15", "Re: GHSA-q7m4-29fx-hw3c disclosure timing",
         "Hello Dana,\n\nThanks for the quick triage. One request: Kestrel Cloud (they run webhookd at scale) asked "
         "for one more week to roll the patched version through their fleet. Could we move coordinated disclosure from "
         "2025-03-05 to 2025-03-12, 14:00 UTC? I will hold my write-up until then.\n\nI'm happy to test the fix branch "
         "against my PoC as soon as it's ready - just add me to the private fork.\n\nBest,\nTomasz"),
        ("jonas.brandt@debian.org", "Jonas Brandt", "2025-03-04 13:40", "quillmark 3.8.x in bookworm - security fix?",
         "Hi,\n\nDebian bookworm ships python3-quillmark 3.8.5 and will for the rest of its life. Security team "
         "picked up a heads-up about an EmailField ReDoS (Debian bug #1098231, still private). Will there be a 3.8.x "
         "release with the fix? If not, is the upstream patch expected to apply to the 3.8 branch so we can carry it "
         "ourselves?\n\nThanks for quillmark,\nJonas Brandt (Debian Python Team)"),
    ]
    mails = []
    for i, (addr, subj, body) in enumerate(FILLER_MAIL):
        body = {"@DISCORD": discord_digest(), "@NOTIF": notif_digest()}.get(body, body)
        mails.append((f"msg_{9100 + i * 7}", addr, addr.split("@")[0], f"2025-03-0{R.randint(3, 4)} {R.randint(0, 23):02d}:{R.randint(0, 59):02d}", subj, body))
    for i, (addr, name, date, subj, body) in enumerate(key):
        mails.insert(2 + i * 3, (f"msg_{9200 + i * 11}", addr, name, date, subj, body))
    out = ["query: in:inbox newer_than:2d  ->  12 messages", ""]
    for mid, addr, name, date, subj, body in mails:
        out += [f"=== {mid} | {date} | From: {name} <{addr}>", f"Subject: {subj}", "", body, ""]
    return "\n".join(out)

"""Long documents written by the agent in blind-oss-breaking-major-release."""

POLICY = """# Deprecation policy

_Status: adopted for quillmark 4.0 and later. Supersedes the informal rule in CONTRIBUTING.md._

## Rules

1. **Deprecate in a minor, remove in a major.** A public API may only be removed in a major release,
   and only if it was deprecated in an earlier minor release.
2. **Minimum window: 6 months.** Removal happens no earlier than the next major release **and** at
   least 6 months after the first release that shipped the deprecation, whichever is later.
3. **Two-stage warnings.**
   - From the deprecating minor: `DeprecationWarning` (hidden by default outside tests).
   - In the last minor before the removing major: `FutureWarning` (always shown), with the
     replacement spelled out in the message.
4. **Every deprecation names its replacement and its removal version** in the warning text,
   the changelog entry and the API reference (`.. deprecated:: 3.6 Removed in 5.0; use ...`).
5. **Security and correctness fixes are exempt**: behaviour that is unsafe may change in a minor,
   with a changelog entry under "Security" and, where possible, an opt-out flag for one minor.
6. **Supported branches.** The latest minor of the current major gets bug and security fixes;
   the latest minor of the previous major gets security fixes only, for 12 months after the new
   major's final release. Older branches are end-of-life (3.8 reached EOL in January 2025).

## Process

- PRs that deprecate something carry the `deprecation` label and add a row to
  `docs/policy/deprecations.csv` (api, deprecated_in, warning_stage, removal_in, replacement).
- The release manager checks that table before every minor and major release.
- Removal PRs link the deprecating PR; CI fails if a removed API has no row in the table.
"""

GUIDE = """# Migrating from quillmark 3.x to 4.0

quillmark 4.0 is a major release. Most projects need a handful of mechanical changes; the
table below lists every breaking change, the issue that made it, and whether a deprecation
shim keeps old code working for now.

| change | issue | shim in 4.0? | removal |
|---|---|---|---|
| `Field(required=...)` replaced by annotations | #2201 | no | - |
| `Schema.load_legacy()` | #2214 | yes, `DeprecationWarning` | 4.2 |
| `strict=True` is the default | #2220 | opt out per schema | - |
| `ValidationError.messages` renamed `errors` | #2231 | yes, alias property | 5.0 |
| Python 3.8 and 3.9 dropped (`requires-python >=3.10`) | #2238 | no | - |
| `quillmark.contrib.dates` moved to `quillmark.fields.temporal` | #2245 | yes, re-export module | 5.0 |
| `@post_load(context=...)` keyword-only | #2252 | no | - |
| `EmailField(allow_smtputf8=...)` removed | #2260 | no | - |
| `@validates_schema(pass_many=...)` removed | #2266 | no | - |

## 1. Required and optional fields (#2201)

Before:

```python
class User(Schema):
    name = fields.String(required=True)
    nickname = fields.String(required=False, load_default=None)
```

After:

```python
from quillmark import Required, Optional

class User(Schema):
    name: Required[str] = fields.String()
    nickname: Optional[str] = fields.String(load_default=None)
```

`required=` now raises `TypeError: Field.__init__() got an unexpected keyword argument 'required'`.
A codemod is available: `python -m quillmark.codemods.required_kwarg src/`.

## 2. `Schema.load_legacy()` (#2214)

Deprecated since 3.4. It still works in 4.0 and 4.1 and emits `DeprecationWarning`
(`FutureWarning` in 4.1); it is removed in **4.2**. Replace:

```python
data = MySchema.load_legacy(raw, many=True)
```

with

```python
data = MySchema(many=True, unknown=INCLUDE).load(raw)
```

`load_legacy` silently included unknown keys and coerced `None` to missing; if you relied on the
second behaviour, add `load_default=None` on the affected fields.

## 3. Strict mode is the default (#2220)

Unknown keys now raise `ValidationError` (`{'_schema': ['Unknown field: "..."']}`). To keep 3.x
behaviour for one schema:

```python
class Config(Schema):
    class Meta:
        strict = False   # or: Config(strict=False).load(data)
```

## 4. `ValidationError.messages` -> `ValidationError.errors` (#2231)

`errors` is a `list[ErrorDetail]` with `path`, `code` and `message`. The old `messages` dict is
still available as a read-only alias that emits `DeprecationWarning`; it is removed in 5.0.

```python
try:
    schema.load(data)
except ValidationError as exc:
    for err in exc.errors:
        print(".".join(map(str, err.path)), err.code, err.message)
```

## 5. Python versions (#2238)

quillmark 4.0 requires **Python 3.10 or newer** (`requires-python = ">=3.10"`). 3.x keeps
working on 3.8/3.9; pin `quillmark<4` there. 3.9.x receives security fixes until 2026-04.

## 6. `quillmark.contrib.dates` (#2245)

```python
# before
from quillmark.contrib.dates import NaiveDateTime, IsoDate
# after
from quillmark.fields.temporal import NaiveDateTime, IsoDate
```

The old module re-exports the new names and emits `DeprecationWarning` on import; removed in 5.0.

## 7. `@post_load` context (#2252)

```python
@post_load
def make_user(self, data, *, context, **kwargs):   # context is keyword-only now
    return User(**data, tenant=context["tenant"])
```

## 8. EmailField (#2260)

The validator was rewritten (RFC 5322-lite, linear time). `allow_smtputf8` is gone: internationalised
local parts are accepted by default; pass `ascii_only=True` to reject them.

## 9. `@validates_schema(pass_many=...)` (#2266)

Validate the collection in a `@validates_schema` on a wrapper schema, or iterate yourself:

```python
@validates_schema
def check(self, data, **kwargs):
    ...
```

## Checking your project

```bash
python -W error::DeprecationWarning -m pytest      # surfaces every shim you still rely on
python -m quillmark.codemods.required_kwarg --check src/
```

Report anything this guide misses on the tracking issue #2280.
"""

RC1_ANNOUNCEMENT = """## quillmark 4.0.0rc1 is out - please test

4.0 is our first major release since 2021. It removes long-deprecated APIs, makes strict mode the
default, modernises error reporting and requires Python 3.10+.

**Install:** `pip install --pre "quillmark==4.0.0rc1"`

**Read first:** the migration guide, docs/migration/v4.md - every breaking change with before/after code.

**What we need from you:** run your test suite against the RC with `-W error::DeprecationWarning`
and report breakage on #2280. We ran 23 downstream projects before tagging; the three that still
fail have issues open on their trackers.

**Schedule:** final release 2025-04-21 unless a blocker turns up; a second RC only if needed.

**Deprecation policy:** docs/policy/deprecation.md - removals only after a deprecation in a minor
and at least 6 months.

Thanks to Ines Kowalczyk, our new release manager, and to Ravi Menon, who ran the last
eight years of releases and is now maintainer emeritus.
"""

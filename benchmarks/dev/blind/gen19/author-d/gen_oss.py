"""Generator: /work/blind19/out/blind-oss-breaking-major-release.json"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import Conv  # noqa: E402
from oss_part1 import part1  # noqa: E402
from oss_part2 import part2  # noqa: E402
from oss_part3 import part3  # noqa: E402

c = Conv("blind-oss-breaking-major-release", "quillmark 4.0: breaking release, deprecation policy, security backport")
part1(c)
part2(c)
part3(c)

L = c.label
# goal
L("user_goal", "Ship quillmark 4.0 (breaking changes) without stranding downstream: written deprecation policy, "
  "migration guide, RCs, downstream run before RC1; nothing goes to PyPI (not even an RC) without Dana's explicit go",
  ["quillmark 4.0", "explicit go"], "u1")
# facts
L("fact", "GHSA-q7m4-29fx-hw3c: ReDoS in EmailField, CVSS 7.5, affects 3.0.0-3.9.3; 4.0 not affected (validator rewritten in #2260)",
  ["GHSA-q7m4-29fx-hw3c", "CVSS 7.5"], "u2+2")
L("fact", "Fix PR #1 on the private fork is green on 3.9-3.13/PyPy; PoC now rejected in 0.4 ms (was 11.3 s)",
  ["0.4 ms", "11.3 s"], "u3+2")
L("fact", "3.8 is EOL since January 2025 (announced); branch not reopened", ["3.8 is EOL"], "u3")
L("fact", "pydocket and tallyho relied on Schema.load_legacy (41 and 17 failures) - reason for keeping the shim",
  ["pydocket", "tallyho", "load_legacy"], "u5+2")
L("fact", "hearth-cli fails because its config template has an undeclared key profile_hint, rejected under strict-by-default",
  ["profile_hint"], "u5+2")
L("fact", "Re-run 13881095 with shims (#2297): 3 of 23 downstream projects failing (fastroute, hearth-cli, sqlquill)",
  ["13881095", "3 of 23"], "rerun")
L("fact", "Ravi Menon is stepping back as co-maintainer; Ines Kowalczyk is the new 4.0 release manager",
  ["Stepping back", "Ines Kowalczyk"], "inbox")
L("fact", "Fix squash-merged on release-3.9 of the private fork as 8c1e0f2; reporter confirmed it holds against PoC + 2 variants",
  ["8c1e0f2"], "u17+2")
# decisions
L("decision", "Security fix backported to 3.9 only, as 3.9.4 - no 3.8 release (3.8 EOL)", ["no 3.8 release"], "u3+3")
L("decision", "Deprecation policy adopted in docs/policy/deprecation.md (PR #2291): deprecate in a minor; remove no earlier "
  "than next major and >= 6 months; DeprecationWarning then FutureWarning; security exempt",
  ["docs/policy/deprecation.md", "6 months"], "u4+1")
L("decision", "Option A: keep Schema.load_legacy as deprecated shim, removed in 4.2; ValidationError.messages and "
  "contrib.dates get deprecated aliases removed in 5.0 (shims by Dana, merged as #2297)",
  ["removed in 4.2", "#2297"], "u12")
L("decision", "RC1 moved to 2025-03-17 (rc2 2025-03-31 if needed)", ["2025-03-17"], "u7+1")
L("decision", "Final 4.0.0 release date 2025-04-21 (Ines, RM: two-week RC window + buffer), milestone updated",
  ["2025-04-21"], "u14+2")
L("decision", "quillmark 4.0 requires Python >=3.10 (3.9 dropped; 3.9 users stay on 3.9.x)", [">=3.10"], "u9")
L("decision", "Coordinated disclosure moved to 2025-03-12 14:00 UTC at the reporter's request; CVE-2025-27614 reserved",
  ["2025-03-12 14:00 UTC"], "u11+2")
L("decision", "hearth-cli: file issue asking them to declare profile_hint or set strict=False; QUILLMARK_STRICT env var "
  "only a possible 4.1 addition", ["hearth-cli/issues/203"], "u13+2")
L("decision", "Ravi -> emeritus; release-managers team now dokafor + ikowalczyk; MAINTAINERS/CODEOWNERS PR #2295",
  ["#2295", "release-managers"], "u11+2")
# pending
L("pending_action", "On 2025-03-12 with Dana's go: publish the advisory, push tag v3.9.4 and run the release workflow to "
  "upload 3.9.4 to PyPI (not before)", ["v3.9.4", "2025-03-12"], "u17")
L("pending_action", "Set up PyPI trusted publishing in release.yml, then remove Ravi as PyPI owner",
  ["trusted publishing"], "u11")
L("pending_action", "Ines tags 4.0.0rc1 on 2025-03-17; PyPI upload and publishing the RC1 announcement (draft discussion "
  "#2304) wait for Dana's go", ["#2304"], "u16+2")
L("pending_action", "Approve/merge PR #2291 (policy) and #2293 (migration guide, merge after shims)",
  ["#2291", "#2293"], "u9+2")
# open issues
L("open_issue", "sqlquill fails at import: Field.__init_subclass__() takes no keyword arguments - unclear whether #2201 "
  "regression or their misuse (sqlquill/sqlquill#88)", ["__init_subclass__", "sqlquill/issues/88"], "u6+2")
L("open_issue", "Debian (Jonas Brandt, bug #1098231) wants a 3.8 patch; code hunk applies but the test must move into "
  "tests/fields/test_email_legacy.py - Dana to do it and reply", ["#1098231", "test_email_legacy.py"], "u11+2")
L("open_issue", "#2286: nested schema load 11% slower than 3.9.3; Ines wants a profile before final",
  ["#2286", "11%"], "u1+3")
L("open_issue", "fastroute#412 awaiting response from fastroute maintainers (388 failures from required=)",
  ["fastroute/issues/412"], "u6+2")
# references
L("reference", "Private security fork quillmark/quillmark-ghsa-q7m4-29fx-hw3c (fix PR #1)",
  ["quillmark-ghsa-q7m4-29fx-hw3c"], "u3+1")
L("reference", "Tracking issue #2280 and milestone #14 (v4.0.0)", ["#2280", "milestone #14"], "u1+3")
L("reference", "Migration guide docs/migration/v4.md", ["docs/migration/v4.md"], "u6+1")
L("reference", "CVE-2025-27614 for the EmailField ReDoS", ["CVE-2025-27614"], "u11+2")

S = c.stale_item
S("RC1 planned 2025-03-10 (moved to 2025-03-17)", ["2025-03-10"], "u7")
S("Final planned 2025-04-07 (moved to 2025-04-14, later 2025-04-21)", ["2025-04-07"], "u7")
S("Final planned 2025-04-14 (moved to 2025-04-21 by Ines)", ["2025-04-14"], "u14+2")
S("Disclosure planned 2025-03-05 (moved to 2025-03-12 at reporter's request)", ["2025-03-05"], "inbox")
S("Ravi Menon as release manager (replaced by Ines Kowalczyk)", ["Ravi", "release manager"], "inbox")
S("Plan to remove load_legacy in 4.0 (reversed: shim until 4.2)", ["load_legacy", "remove in 4.0"], "u6")
S("7 of 23 downstream projects failing (now 3 of 23)", ["7 of 23"], "rerun")
S("requires-python >=3.9 for 4.0 (now >=3.10)", ["requires-python", ">=3.9"], "u9")

out = "/work/blind19/out/blind-oss-breaking-major-release.json"
doc = c.write(out)
n_calls = sum(1 for m in doc["messages"] for p in m["content"] if "toolRequest" in p)
n_user = sum(1 for m in doc["messages"] if m["role"] == "user")
print(f"wrote {out}: {len(doc['messages'])} messages, {n_user} user, {n_calls} tool calls, "
      f"{len(doc['labels'])} labels, {len(doc['stale'])} stale")

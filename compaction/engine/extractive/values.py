"""State: which values a later statement replaced.

A conversation sets, measures and corrects things: a timeout, a budget, a date, a rollout
percentage, an owner. The summary must state each one's latest value; an older value may
appear only as history. This module finds value mentions (numbers with their unit, dates,
times, versions, money; and the names in "X, not Y" corrections), works out which subject
each one is about, and reports the values that a later statement replaced:

* explicit corrections: "from Y to X", "Y -> X", "X, not Y", "instead of Y", "Y is
  obsolete", 从Y改为X, 不是Y;
* settings: a later ``key = X`` (``--flag X``, ``key: X``) replaces the key's earlier
  values, unless the later mention merely repeats an old value as history;
* changes and progressions: a value attached by a change cue ("raised to X", "now X",
  "canary at X", 提到X, 降到X) replaces earlier values of the same kind (a duration, a
  percentage, a date...) said about the same subject (shared words before the value);
  a change with no subject ("make it X") replaces the latest value of that kind said just
  before it.

Targets and thresholds ("under 300 ms", 0.5% 以下) are a subject of their own: a measured
value never replaces a target, only another target does.
"""

from __future__ import annotations

import functools
import itertools
import math
import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

from .references import HEX_ID
from .text import STOP, content_words, has_cjk, stem

_NUMBER = r"(?:[1-9]\d{0,2}(?:,\d{3})+(?!\d)|\d+)(?:\.\d+)?"  # (a comma groups thousands)
_UNIT = (
    r"%|ms|msec|millis(?:econds?)?|s|secs?|seconds?|mins?|minutes?|m|h|hrs?|hours?|d|days?|"
    r"weeks?|months?|years?|x|×|k|K|M|B|bn|million|billion|[KMGTP]i?B|[KMGTP]i|rps|qps|"
    r"毫秒|秒|分钟|小时|天|晚|周|个月|倍|万元|亿元|万|亿|元|次|个|条|行|"
    # Chinese measure words: the counted thing is the subject ("135 人", "55 间")
    r"人|名|位|间|辆|座|台|套|份|张|件|家|户|单|笔|项|箱|页|篇"
)
_CJK_MEASURE = frozenset("人名位间辆座台套份张件家户单笔项箱页篇晚")
# the noun the generic measure word 个 counts: 3个班 (classes), 75个名额 (places); not a
# pronoun, verb or particle that follows a bare count (插班3个，是2个; 3个我说错了)
_GENERIC_COUNTED = re.compile(
    r"\s*([^\W\d_A-Za-z我你他她它这那是的了在和与及或就都也还要会可已被把给让对从向到吧呢啊吗"
    r"么之以为而并没不有]{1,2})"
)
# How a normalized Chinese date ends after its day: 日 or 号 with a time written on (8月25日20:00),
# or nothing (9月12)
_ZH_DAY_END = r"(?:[日号](?:\d{1,2}:\d\d)?)?"
# "those 8", "these 12", 这 4 位, 那8间: a group already named, not a count
_DEMONSTRATIVE = re.compile(r"(?:\b(?:these|those)|[这那](?:些)?)\s*$", re.I)
_WEEKDAY_NAME = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
_CJK_WEEKDAY_NAME = r"(?:周|星期|礼拜)[一二三四五六日天]"
_DAY = rf"(?:{_WEEKDAY_NAME}|(?:mon|tue|wed|thu|fri|sat|sun)\.?)"
_MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
    r"sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
)
_ONE = (
    # a priority or severity level: P1, SEV-2, Sev 3
    r"(?-i:P[0-4]|SEV-?[0-5]|Sev ?[0-5])(?![\w-])|"
    rf"(?i:(?:{_DAY},?\s)?(?:{_MONTH}\.?\s\d{{1,2}}(?:st|nd|rd|th)?\b(?!:)|"
    rf"\d{{1,2}}(?:st|nd|rd|th)?\s{_MONTH}\b)|(?:{_DAY},?\s)?the\s\d{{1,2}}(?:st|nd|rd|th)\b)|"
    rf"\d{{1,3}}(?:\.\d{{1,3}}){{3}}(?::\d+|/\d+)?|(?i:{_DAY},?\s)?\d{{4}}-\d\d-\d\d(?:[ T]\d\d:\d\d)?|"
    # 8月25日20:00: a time written against the day belongs to it; "3 月 19 日" is spaced
    rf"\d{{1,2}}\s?月\s?\d{{1,2}}(?:\s?[-–~至]\s?\d{{1,2}})?\s?[日号](?:\d{{1,2}}:\d\d)?|"
    rf"\d{{1,2}}[-–~]\d{{1,2}}[日号]|"
    # 9月12太赶了: a day said without 日 (not 9月12个, 3月15人)
    r"\d{1,2}\s?月\s?\d{1,2}(?!\s?[\d.:日号个人名位间辆座台套份张件家户单笔项箱页篇元万%天])|"
    # 11号休一天: a day of the month (not 3号楼, 5号线, 2号机; "7日" may be seven days)
    r"(?<![\d.])\d{1,2}号(?![楼线机台室房院栋层区位口门窗柜车])|"
    rf"\d{{1,2}}:\d\d(?::\d\d)?|"
    rf"v\d+(?:\.\d+)+(?:[-+][\w.]*\w)?|\d+\.\d+\.\d+(?:[-+][\w.]*\w)?|"
    # a document's version alone ("合同更新到 v7"), and years and discounts the Chinese way
    # ("质保 3 年" is a duration, "2024年" a year; "8.5 折")
    r"(?i:v)\d{1,2}(?![\w.])|\d{1,2}(?:\.\d)?\s?(?:年(?![\d级度代])|折)|"
    rf"[$€£¥]\s?{_NUMBER}\s?(?i:k|m|bn|b|million|billion)?(?![A-Za-z])|"
    rf"(?:USD|EUR|GBP|JPY|CNY|RMB|CHF)\s?{_NUMBER}\s?(?i:k|m|bn|million|billion)?(?![A-Za-z])|"
    rf"{_NUMBER}\s?(?:USD|EUR|GBP|JPY|CNY|RMB|CHF)(?![A-Za-z])|"  # "24.75 GBP"
    rf"\d(?:\.\d+)?e-?\d{{1,2}}(?![A-Za-z])|"  # 2e-5, 3.5e-4: learning rates, tolerances
    rf"{_NUMBER}\s?(?:{_UNIT})(?![A-Za-z])|{_NUMBER}|"
    # 下周二上午, 周一, 星期五下午: a day said the Chinese way
    rf"(?:下周|本周|这周|下个?星期|下礼拜)?{_CJK_WEEKDAY_NAME}(?:上午|下午|晚上|中午|早上)?|"
    # "new ETA Friday", "by Tuesday": a weekday alone (a date when a change names it)
    rf"(?i:(?:next\s)?{_WEEKDAY_NAME})"
)
# A bare number after these nouns names a thing (an account, a step, a clause), it is not
# an amount: "account 1010" and "account 1150" are two accounts, not one value changed.
_NAMES_A_NUMBER = re.compile(
    r"(?:\b(?:account|acct|ticket|issue|order|invoice|case|room|gate|seat|flight|build|job|"
    r"run|pr|mr|step|epoch|iteration|line|row|page|clause|section|sec|article|art|para|"
    r"paragraph|schedule|annex|appendix|exhibit|item|no|number|revision|rev|release|"
    r"sprint|week|wk|port|pid|uid|id|code|ext|extension|shard|node|pod|"
    # "by day 11, not day 12", "round 2": a place in a sequence, not an amount (a level, a
    # tier or a lane is set and changed: "move them to lane 8")
    r"day|round|wave|chapter|lap|hole)\.?"
    # 回应 2.7, 表 2, 图 3, 附件 4: a reviewer's point, a table or figure, an attachment
    r"|[#§№]|第|回应|意见|附件|附表|图|(?<![代发报列填外电手])表)\s*[=:]?\s*$",
    re.I,
)
# "NVA 732", "MU 5101", "HX 7": a number after a code of capitals is a flight's or a
# route's name, not an amount
_CODE = r"(?<![A-Za-z])[A-Z]{2,3} "
_CODE_BEFORE = re.compile(_CODE + "$")
_CODED_NUMBER = re.compile(_CODE + r"(\d{2,5})(?![\d.,])")
# "13.5 INSERTED ...", "; 6.1 availability": clause numbering at a clause's start
_NUMBERING_START = re.compile(r"(?:^|[;:]\s*)\s*$")
_WEEKDAY = re.compile(rf"(?:next\s)?{_WEEKDAY_NAME}", re.I)
_CJK_DAY = re.compile(rf"(?:下周|本周|这周|下个?星期|下礼拜)?{_CJK_WEEKDAY_NAME}")
# "11-07 09:00", "11-07 上午": a month-day when a time of day follows
_MONTH_DAY = re.compile(r"\d{1,2}-\d{1,2}")
_TIME_FOLLOWS = re.compile(r"\s?(?:\d{1,2}:\d\d|[上下]午|晚上|中午|早上)")
# A value, or a range of two ("0.7%–1.1%", "800–1600ms"), not inside a longer token.
# Word boundaries are ASCII: a value written against CJK text ("6月21日那周", "改到6月28日")
# is still a value.
_W = "A-Za-z0-9_"
VALUE = re.compile(
    rf"(?<![{_W}.$€£¥/!#@:§-])(?:{_ONE})(?:\s?[–~-]\s?(?:{_ONE}))?"
    # "€1,200/month", "¥9,800/天": a rate's unit may follow a slash (not "3/4", "12/05");
    # never a part of a number ("€1" of "€1,200/month")
    rf"(?![{_W}]|/(?![A-Za-z\u4e00-\u9fff])|\.[{_W}]|-[{_W}]|:\d|,\d)"
)

_DURATION = {
    "ms", "msec", "millis", "millisecond", "milliseconds", "s", "sec", "secs", "second",
    "seconds", "min", "mins", "minute", "minutes", "m", "h", "hr", "hrs", "hour", "hours", "d",
    "day", "days", "week", "weeks", "month", "months", "year", "years",
    "毫秒", "秒", "分钟", "小时", "天", "周", "个月", "年",
}  # fmt: skip
_CHANGE_VERBS = (
    r"chang\w*|rais\w*|lower\w*|reduc\w*|bump\w*|increas\w*|decreas\w*|correct\w*|updat\w*|"
    r"shift\w*|mov\w*|set|sets|cut|extend\w*|shorten\w*|revert\w*|switch\w*|went|go|goes|gone|"
    r"jump\w*|drop\w*|fell|fall\w*|rose|ris\w*|grew|grow\w*|climb\w*|push\w*|postpon\w*|"
    r"tighten\w*|loosen\w*|adjust\w*|scal\w*|make|made|upgrad\w*|downgrad\w*|promot\w*|"
    r"replac\w*|roll\w*|resched\w*|delay\w*|brought|bring\w*|slip\w*|slid|slide\w*|"
    r"renegotiat\w*|revis\w*|amend\w*|trimm\w*|halv\w*|doubl\w*|resiz\w*|upsiz\w*|downsiz\w*|"
    r"expand\w*|shr[iau]nk\w*|knock\w*"
)
_CN_CHANGE = (
    "改为|改成|提到|降到|调到|调整为|变为|升到|增加到|减少到|减到|设为|设置为|达到|降至|升至|"
    "提高到|压到|推迟到|延期到|提前到|改到|换成|变成|更新为|调为|上调到|下调到|定为|定在|改在|"
    "延到|挪到|缩短到|延长到|涨到|跌到|最终是|最终为|最终|现在是|目前是|现为|已是|"
    "推到|推至|延至|延后到|延后至|顺延到|顺延至|改至|提前至|挪至|调至|移到|移至|降为|升为|增至|减至|"
    "谈到|砍到|谈下来|更新到|更新成|升级到|升级为|切换到|切换为|换到|"
    "让到|让价到|降价到|最后是|最后为|最后定(?:了|在|为)?|"
    "只能(?:放|安排|改|挪|定|排)(?:在|到)?"
)
# "<verb> ... to X", "now X", "back to X", "is at X", 改为X: X is a new value
_CHANGE_BEFORE = re.compile(
    rf"(?:(?:{_CHANGE_VERBS})\b[^.;:!?。；]{{0,40}}?\bto|\bback to|\bnow(?: at| is| to)?|"
    r"\b(?:is|are|stands?|sits?|currently) at|\breached|\bhit|"
    r"\b(?:make|made)\s+(?:it\s+|the\s+|that\s+|this\s+)?(?:[\w-]+\s+){0,2}?|"
    rf"\bset (?:it |that |this )?to|\bto|(?:{_CHANGE_VERBS})\s*:|"
    r"\b(?:real|actual|true|correct(?:ed)?|right) (?:\S+ ){0,3}?(?:is|are|was|=|:)|"
    # "is now expected Friday", "now due", "new ETA is", "the latest figure:", "final count"
    r"\bnow (?:(?:is|at|to|expected|due|planned|scheduled|set|back|down|up|around|about|"
    r"for|on|sits?|stands?|reads?|shows?|says?|comes? (?:in )?at|landing|lands?)\s+){1,2}|"
    r"\b(?:new|revised|updated|latest|final|corrected)(?: \S+){1,6}? "
    r"(?:is|are|of|at|on|for|=|:|will be)|\b(?:new|revised|updated|final|latest)"
    r"(?: (?:eta|date|deadline|price|figure|total|count|number|estimate|cap|limit|budget|"
    r"target|time|plan|value|amount|quote|offer|rate|fee|cost))+\s*:?|\bnew [a-z][a-z-]+\s*:?|"
    r"\bwe'?ll go with|\bgo(?:ing)? with|\bwent with|\bsettled? (?:on|at)|\bagreed (?:on|to)|"
    r"\b(?:slips?|slipped|pushed|moved|brought forward|rescheduled|postponed|delayed) "
    r"(?:\S+ ){0,3}?(?:to|until|till)|\b(?:ended|ends|closed|came in|landed|finished) at|"
    r"\b(?:ended|ends|end) up (?:with|at|being|paying)|"
    # "the review moved — it's Friday", "they can only do Sunday 15 June", "so we have £105k"
    rf"(?:{_CHANGE_VERBS})\s*[—–]+\s*(?:it'?s|it is|they'?re|now)(?:\s+(?:on|at|for))?|"
    r"\b(?:they|we|he|she) (?:can|could) only (?:do|make|manage|offer|take|fit)|"
    r"\bso,?\s+(?:(?:we|they)(?:'re| are)?(?:\s+now)?\s+(?:have|at|get)|it'?s(?: now)?|now))"
    r"(?:\s+(?:the|about|around|roughly|[a-z]+day))?\s*[~≈>=<+]*\s*$"
    # 谈下来每台 20.6 万: the unit it is counted per may stand between the cue and the value
    rf"|(?:{_CN_CHANGE}|已)\s*(?:每[\u4e00-\u9fff])?\s*$",
    re.I,
)
_YEAR = re.compile(r"(?:19|20)\d\d")
_YEAR_AFTER = re.compile(r"\s*(?:年|财年|学年|\b(?:season|fiscal|budget|cohort|tax year)\b)", re.I)
_YEAR_BEFORE = re.compile(r"\b(?:in|since|during|until|fy|year)\s*$", re.I)
# A revision said first, its value after a colon or a comma: "Aurora re-quoted: GBP 53,400",
# "Finance relaxed it: 4 hours is fine", "Compliance corrected it by email: the deadline is
# 13:25", 供应商重新报价，每套 52 元
# ... but not the words for how the work went: "We moved fast, 12 services are cut over",
# "Things went well, 3 regions are live", "We went through the list, 3 reviewers signed"
_HOW_IT_WENT = (
    r"(?!\s+(?:fast|faster|quick\w*|well|smooth\w*|slow\w*|ahead|along|through|forward|"
    r"on|over|good|great|progress|steady|steadily)\b)"
)
_REVISED_LEAD = re.compile(
    rf"(?:\b(?:{_CHANGE_VERBS}|relax\w*|re-?quot\w*)\b{_HOW_IT_WENT}|重新报价|重新报|更正|修正)"
    r"[^.;!?。；！？:：,，]{0,50}[:：,，]\s*(?:[^\s.;!?。；！？:：,，]+\s*){0,5}?$",
    re.I,
)
_VALID_TO = re.compile(
    r"\b(?:valid|good|effective|open|runs?|lasts?|expir\w*|certified|licen[cs]ed|insured)\s+"
    r"(?:to|until|till|through|thru)\s*$|有效期?至\s*$",
    re.I,
)
_BARE_TO = re.compile(r"\bto(?:\s+(?:the|about|around|roughly|[a-z]+day))?\s*[~≈>=<]*\s*$", re.I)
_UP_TO = re.compile(r"\bup to\s*[~≈]*\s*$", re.I)
_AT = re.compile(r"\bat\s*[~≈]*\s*$", re.I)  # "canary at 20%": a progression, percentages only
# "we keep 200", "stays at 1Gi": the value is confirmed, which can make an old one current
_REAFFIRM = re.compile(
    r"\b(?:keep|keeps|keeping|kept|stay|stays|remain|remains|still)(?:\s+\S+){0,3}?\s+(?:at\s+)?$"
    r"|(?:保持|维持|还是)\s*$",
    re.I,
)
# A report of a change made: "Updated: timeout = 1200", "Done, limit is 2Gi", 已改为 40
_REPORT = re.compile(
    r"^\W*(?:updated|changed|set|now|done|applied|raised|lowered|bumped|moved|switched|"
    r"reverted|increased|decreased|reduced|rolled (?:out|back)|pushed)\b|^\W*已",
    re.I,
)
_OLD_BEFORE = re.compile(
    r"(?:\bnot|\binstead of|\brather than|\bno longer|\bused to be|\bpreviously|\bformerly|"
    r"\boriginally|\breplac\w* |\((?:was|were)|\b(?:down|up|raised|lowered|increased|decreased|reduced|"
    r"cut|extended|shortened|moved|changed) from|不是|而不是|原来的?是?|原先的?是?|原为|之前的?是?|"
    r"此前的?|旧的)"
    r"\s*[~≈>=<]*\s*$",
    re.I,
)
_FROM = re.compile(r"(?:\bfrom|从|由)\s*[~≈>=<]*\s*$", re.I)
_CHANGED_FROM = re.compile(
    r"\b(?:up|down|raised|lowered|increased|decreased|reduced|cut|extended|shortened|moved|"
    r"changed|dropped|rose|fell)\s+from\s*[~≈]*\s*$",
    re.I,
)
# "from X to Y", 从X提到Y, "X -> Y": X is the old value when a value of its kind follows
_THEN_VALUE = re.compile(
    rf"^\s*(?:(?:(?:all the way |way )?(?:down|up|back)\s+)?to|->|→|=>|⇒|{_CN_CHANGE}|到)\s*[~≈>=<]*\s*",
    re.I,
)
_ARROW = re.compile(r"^\s*(?:->|→|=>|⇒)", re.I)
_DEAD_AFTER = re.compile(
    r"^\s*(?:\S+\s+){0,2}?(?:is|was|are|were) (?:dead|obsolete|wrong|outdated|cancel+ed|withdrawn|"
    r"gone|off|inflated|overstated|understated|a mistake|an error|incorrect|too (?:low|high|small|"
    r"big|short|long|much|little|early|late|slow|fast|tight|loose))\b|^\s*no longer|"
    # 中班插班3个我说错了，是2个; 报价 12 万有误: the value said is withdrawn
    r"^[^，,。；;！？!?]{0,4}?(?:说错|写错|搞错|记错|弄错|算错|报错|填错|有误|是错的|不对(?![外劲]))",
    re.I,
)
# "new dates then: ...", "updated values: ...": the values after it are the new ones
_NEW_VALUES = re.compile(
    r"\b(?:new|updated|revised|corrected|final|current) (?:dates?|values?|limits?|targets?|"
    r"numbers?|deadlines?|schedule|plan|settings?|figures?)\b[^.;]*$|新的?(?:日期|时间|数值|计划)|"
    # "Two changes: peak LR 1.0e-4 and warmup 500"
    r"^\W*(?:(?:one|two|three|four|a few|some|small|quick|\d)\s+)?(?:changes?|edits?|tweaks?)\s*:"
    r"(?:[^.;—–]|\.\d)*$|"
    r"(?:改成|改为|调整为|修改为|变更为|更新为|调成)了?\s*[:：][^。；;]*$",
    re.I,
)
# "drop the 99.9% target", "remove the 2Gi limit": a target or limit given up
_DROPPED = re.compile(
    r"\b(?:drop|dropped|scrap|scrapped|abandon|abandoned|cancel|cancelled|canceled|remove|"
    r"removed|undo)\b(?:(?!\bto\b)[^.;,:]){0,30}$|(?:去掉|取消|删除|撤销)[^，。；]{0,12}$",
    re.I,
)
_GIVEN_UP = re.compile(
    r"^\s*(?:\S+\s+){0,2}?(?:target|goal|limit|cap|budget|threshold|deadline|requirement|plan|"
    r"estimate|number|figure|value|setting|date)s?\b|^\s*(?:的)?(?:目标|限制|上限|阈值|计划)",
    re.I,
)
_CHANGE_VERB = re.compile(rf"\b(?:{_CHANGE_VERBS})\b|改|调|提|降|升|推迟|延期|提前", re.I)
# Hedged or asked: "maybe we increase to 400", "should we raise it to 3?" change nothing.
_HEDGE = re.compile(
    r"\b(?:maybe|perhaps|might|could|would|if|whether|suggest\w*|propos\w*|consider\w*|"
    r"option|alternatively|either|or we|why|how come|wonder\w*|i'd|we'd)\b|\?|？|"
    r"可能|如果|建议|是否|为什么|要么|或者",
    re.I,
)
# Comparators and target words: the value is a bound (a target, a threshold, a limit).
_BOUND_BEFORE = re.compile(
    r"(?:\bunder|\bbelow|\babove|\bover|\bless than|\bmore than|\bat most|\bat least|\bup to|"
    r"\bwithin|\bmax(?:imum)?|\bmin(?:imum)?|\btarget|\bgoal|\bbudget|\bceiling|\bcap|"
    # "needs 5 reviewers", "requires 3 sign-offs": what is asked for, not what there is
    r"\bneeds?|\brequires?|\brequired|"
    r"\blimit|\bthreshold|\bsla|\bslo|\bdeadline|\bdue|\bby|[<>≤≥]=?|低于|高于|不超过|至少|"
    r"\bmeets?|\bmeeting|\bmiss(?:es)?|\bexceeds?|\bbeats?|达标|"
    r"最多|目标|小于|大于|底线|上限|下限|门槛|红线|阈值)"
    # "the expense cap to $82,500", "the limit is 40": the value of the bound itself
    r"\s*(?:(?:to|is|at|of|now|=|:)\s*){0,2}\S{0,3}$",
    re.I,
)
# "70% 的底线", "a $10,000 limit", "$20,000 duty reserve": the value is a bound
_BOUND_AFTER = re.compile(
    r"^\s*(?:以下|以上|以内|之内|or (?:less|more|lower|higher|below|above)|"
    r"的?(?:底线|上限|下限|门槛|红线|阈值)|"
    r"(?:[a-z-]+\s+)?(?:limit|cap|ceiling|floor|threshold|minimum|maximum|reserve|buffer)\b)",
    re.I,
)
# A value whose subject is one of these is a bound however it is said ("caps the indemnity
# at €2M", "the indemnity cap is now €3.5M"): it is compared with bounds only
_BOUND_WORDS = frozenset(
    {stem(w) for w in ("cap", "caps", "limit", "ceiling", "threshold", "quota", "allowance")}
    | {"上限", "下限", "阈值", "额度"}
)
_ASSIGN = re.compile(r"(--)?([A-Za-z][\w.-]*[A-Za-z0-9_])(\s*[=:]\s*|\s+)$")
_LOCAL_STOP = re.compile(r"[.!?](?=\s|$)|[,;。；！？，]|\s--?\s|\s[—–]\s")
_CLAUSE_STOP = re.compile(
    r"[.!?](?=\s|$)|[;。；！？(（]|\s[-–—]\s|,\s(?:and|but|so|then|which)\s|，"
)
# A lead-in before a colon that offers what follows ("Options: use 250 ms, or ...")
_OFFERING_LEAD = re.compile(
    r"\b(?:options?|alternatives?|choices?|suggest\w*|propos\w*|ideas?|maybe|perhaps|could|"
    r"might|would|either)\b|\?",
    re.I,
)
# The rest of a sentence offering another way: ", or give nightly its own number range"
_OR_ANOTHER_WAY = re.compile(
    r"^[^.;!?。；！？\n]{0,40}?,\s+or\s+(?!more\b|less\b|fewer\b|so\b|later\b|earlier\b|"
    r"above\b|below\b|higher\b|lower\b|sooner\b|longer\b|until\b|whichever\b|"
    # "..., or else", "..., or the job fails again": a consequence, not another way
    r"else\b|the\b|it\b|we\b|they\b|you\b|this\b|that\b|there\b|he\b|she\b)[a-z]{2,}\s+\w",
    re.I,
)
# Mentions a summary already presents as history: "800 (superseded ...)", "(previously 800)".
_MARKED_AFTER = re.compile(r"^\s*(?:\((?:superseded|replaced)|（旧值)", re.I)
# Function characters and change cues inside a CJK run: not what a value is about.
_CJK_FILLER = re.compile(
    rf"(?:{_CN_CHANGE}|最终|现在|目前|大概|大约|一共|总共|这样|那么|已经|还是|另外|其中|"
    r"[约共是为的了到在说已再还就都也这那每个把将])"
)
_GENERIC = {
    "value", "values", "number", "about", "around", "approx", "roughly", "currently",
    "current", "new", "old", "already", "again", "back", "more", "less", "only", "just",
    "then", "now", "also", "even", "still", "actually", "anyway", "least", "most", "same",
    "unit", "units", "each", "piece", "pieces", "apiece",
}  # fmt: skip
# "9 business days", "3 times", "2 replicas": a small number counting something
_COUNT_NOUN = re.compile(
    r"\s+(?:business |working |calendar )?(?!(?:of|is|was|has|its|this|thus|as)\b)[a-z]{2,}s\b"
)
_LINK_WORDS = re.compile(r"^(?:is|are|was|were|be|been|to|at|from|get|gets|got|has|have|had)$")
_COUNTED = re.compile(r"\s*(?:ids?|rows?|pods?|replicas?|nodes?|workers?|threads?)\b")
_VERBISH = re.compile(
    r"^(?:is|are|was|were|will|would|can|should|and|or|but|to|for|of|in|on|at)$", re.I
)
_CALENDAR = re.compile(
    r"^(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|wednes|satur)(?:day)?$|^(?:jan(?:uary)?|"
    r"feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|"
    r"oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)$|^(?:morning|evening|night|noon|week|month|"
    r"year|quarter)s?$",
    re.I,
)
_SCALE = {
    "ms": 0.001, "msec": 0.001, "millis": 0.001, "millisecond": 0.001, "milliseconds": 0.001,
    "毫秒": 0.001, "min": 60, "mins": 60, "minute": 60, "minutes": 60, "m": 60, "分钟": 60,
    "h": 3600, "hr": 3600, "hrs": 3600, "hour": 3600, "hours": 3600, "小时": 3600,
    "d": 86400, "day": 86400, "days": 86400, "天": 86400, "week": 604800, "weeks": 604800,
    "周": 604800, "month": 2.6e6, "months": 2.6e6, "个月": 2.6e6, "year": 3.2e7, "年": 3.2e7,
    "years": 3.2e7, "k": 1e3, "kb": 1e3, "ki": 1024, "kib": 1024, "mb": 1e6, "mi": 2**20,
    "mib": 2**20, "gb": 1e9, "gi": 2**30, "gib": 2**30, "tb": 1e12, "ti": 2**40, "tib": 2**40,
    "万": 1e4, "亿": 1e8, "bn": 1e9, "b": 1e9, "million": 1e6, "billion": 1e9,
}  # fmt: skip
_PER_AFTER = re.compile(
    r"^\s*(?:/\s*|per\s+|an?\s+|每)([A-Za-z]{3,}|[\u4e00-\u9fff])(?![A-Za-z])", re.I
)
_PER_BEFORE = re.compile(r"每([\u4e00-\u9fff])\s*$")
# 10月21日开拍, 6月17日下午专场: the event a date is of, after its time of day
_EVENT_AFTER = re.compile(
    r"\s*(?:[前后起])?\s*(?:上午|下午|中午|晚上|早上|凌晨|傍晚)?\s*([\u4e00-\u9fff]{2,6})"
)
_MONEY_SCALE = {"k": 1e3, "m": 1e6, "million": 1e6, "b": 1e9, "bn": 1e9, "billion": 1e9, "万": 1e4}
RESTATE_CANDIDATES = 6  # earlier mentions per subject word a restatement is compared with
WINDOW = 6  # archive seqs back that a change with no subject may refer to
TURN_WINDOW = 2  # ... or user turns back
ALIKE = 0.5  # log10: a change with no subject replaces a value within a factor of ~3
SAME_SUBJECT = 1.0  # log10: ... with a subject, within a factor of 10


@dataclass
class Mention:
    unit: int
    start: int
    end: int
    raw: str
    norm: str  # "800ms", "2024-06-10", "$140k": how equality is judged
    number: str  # the leading number alone ("800"), "" for dates/times/versions
    shape: str  # date, time, version, duration, percent, money, size, ratio, n
    key: str | None = None  # a setting's key ("timeout", "--chunk-size")
    words: frozenset[str] = frozenset()  # the subject: stems of the words before it
    bound: bool = False
    change: bool = False  # attached by a change cue: this is the new value
    reaffirm: bool = False  # confirmed as it is ("we keep 200")
    old: bool = False  # named as the replaced value
    hedged: bool = False
    group: bool = False  # "book the 12": a count naming a group, never a value set
    head: str = ""  # the word it is most directly about (see _head)
    counted: str = ""  # the plural noun a bare number counts ("198 dogs": dog)
    size: float | None = field(default=None, repr=False)  # magnitude(), once computed
    sized: bool = field(default=False, repr=False)


@dataclass
class Statement:
    """A unit as the state tracker sees it."""

    order: int
    message: int  # archive seq of its message (-1 unknown): "just before" is near in seq
    text: str
    defining: bool = False  # sets values (a decision, a user's word, a change report)
    decides: bool = False  # a decision: the values it states are the new ones
    fresh: bool = True  # new material; False: an item of the previous summary, whose
    # replaced values were settled when that summary was written
    goal: bool = False  # the user's request or constraint (its bounds are targets)
    turn: int | None = None  # user turns before it in the new material (None: unknown)
    offered: bool = False  # an option offered and not (yet) taken: it changes nothing
    adopted: bool = False  # a proposal the user agreed to: its values are decided, unhedged


@dataclass
class Stale:
    """Per unit index, the values a later statement replaced: raw -> replacing value."""

    values: dict[int, dict[str, str]] = field(default_factory=dict)
    why: dict[tuple[int, str], str] = field(default_factory=dict)  # the rule, for debugging

    # where the replacing value was said: (statement, offset), -1 where not known
    source: dict[tuple[int, str], tuple[int, int]] = field(default_factory=dict)

    def add(
        self, unit: int, raw: str, by: str, why: str = "", source: tuple[int, int] = (-1, -1)
    ) -> None:
        """``raw`` of statement ``unit`` is replaced by ``by``, said at ``source``."""
        if raw.lower() == by.lower():
            return  # a value is not replaced by itself
        values = self.values.setdefault(unit, {})
        if values.get(by) == raw:
            # "I'd pull 8812 and submit 8815" read as 8812 -> 8815 by one rule and back by
            # another: the value said later is current (when that is not known, the first
            # finding stands); a line never says both
            earlier = self.source.get((unit, by), (-1, -1))
            if min(source + earlier) < 0 or source <= earlier:
                return
            del values[by]
        if raw not in values:
            values[raw] = by
            self.why[(unit, raw)] = why
            self.source[(unit, raw)] = source

    def settle(self, message: Sequence[int]) -> None:
        """Two values noted as replacing each other in the statements of one message (one
        summary line: "... 8815. (superseded: 8815 → 8812)", "shipping 8812 ...
        (superseded: 8812 → 8815)") keep the way more of its statements say; on a tie
        neither way is known. ``message[i]``: the message statement ``i`` is from. Across
        messages both ways are a history (72 -> 80, then back to 72)."""
        ways = Counter(
            (message[unit], _plain(raw), _plain(by))
            for unit, values in self.values.items()
            for raw, by in values.items()
        )
        for unit, values in self.values.items():
            for raw, by in list(values.items()):
                said = (message[unit], _plain(raw), _plain(by))
                if ways[(said[0], said[2], said[1])] >= ways[said]:
                    del values[raw]


def _plain(value: str) -> str:
    """A value as two notes compare it: "$3,800.00" and "$3,800" are one."""
    return re.sub(r"[\s,]|\.0+(?!\d)", "", value.lower())


def _at(m: Mention) -> tuple[int, int]:
    return (m.unit, m.start)


_CURRENCY_SIGN = {
    "usd": "$",
    "eur": "€",
    "gbp": "£",
    "jpy": "¥",
    "cny": "¥",
    "rmb": "¥",
    "chf": "₣",
}
_CURRENCY_CODE = re.compile(r"^(?:usd|eur|gbp|jpy|cny|rmb|chf)(?=\d)")
_CURRENCY_AFTER = re.compile(r"([\d.]+)(usd|eur|gbp|jpy|cny|rmb|chf)")
_WEEKDAY_PREFIX = re.compile(rf"^(?:{_DAY}),?(?=.)")  # "mondayjune17", "monday9march" too


@functools.lru_cache(maxsize=16384)
def _shape(raw: str) -> tuple[str, str, str]:
    """(normalized value, leading number, kind)."""
    v = "".join(raw.lower().split()).replace(",", "")
    if re.fullmatch(r"[\d.,]+\s?M", raw.strip()):
        v = v[:-1] + "million"  # "212M rows": a capital M counts millions, "5m" is minutes
    v = _CURRENCY_CODE.sub(lambda m: _CURRENCY_SIGN[m.group(0)], v)
    code = _CURRENCY_AFTER.fullmatch(v)
    if code:  # "24.75gbp" is "£24.75"
        v = _CURRENCY_SIGN[code.group(2)] + code.group(1)
    v = _WEEKDAY_PREFIX.sub("", v) if re.search(r"\d", v) else v
    if re.fullmatch(r"p[0-4]|sev-?[0-5]", v):
        return ("sev" + v[-1] if v.startswith("sev") else v), "", "level"
    if re.fullmatch(r"\d{1,3}(?:\.\d{1,3}){3}(?::\d+|/\d+)?", v):
        return v, "", "ip"
    if re.fullmatch(r"\d(?:\.\d+)?e-?\d{1,2}", v):
        return v, v, "n"
    if _CJK_DAY.match(v) or _WEEKDAY.fullmatch(v):
        return v, "", "date"
    norm = v
    if re.fullmatch(r"(?:\d{1,2}月)?\d{1,2}(?:[-–~至]\d{1,2})?[日号]", v):
        return v, "", "date"  # 10月14-16日, 21-23日: a Chinese date or run of days
    if re.fullmatch(r"0[1-9]-(?:0[1-9]|[12]\d|3[01])", v):
        return v, "", "date"  # "08-26": a zero-padded month and day, not a range of numbers
    if re.search(r"\d[–~-]\d|\D[–~-]\d", v) and not re.fullmatch(r"\d{4}-\d\d-\d\d.*", v):
        # a range: its kind is its first end's, completed by the other's unit ("800–1600ms")
        first, *_, last = re.split(r"[–~]|(?<=\D)-(?=\d)|(?<=\d)-(?=\d)", v)
        unit = re.sub(r"^[$€£¥\d.]+", "", last)
        v = first + unit if first and not re.search(r"\D$", first) else first or v
        _, number, shape = _shape(v)
        return norm, number, shape
    if re.fullmatch(rf"\d{{4}}-\d\d-\d\d.*|\d{{1,2}}月\d{{1,2}}{_ZH_DAY_END}", v):
        return v, "", "date"
    if re.fullmatch(rf"{_MONTH}\.?\d{{1,2}}(?:st|nd|rd|th)?|\d{{1,2}}(?:st|nd|rd|th)?{_MONTH}", v):
        return v, "", "date"
    if re.fullmatch(r"the\d{1,2}(?:st|nd|rd|th)", v):
        return v, "", "date"
    if re.fullmatch(r"\d{1,2}:\d\d(?::\d\d)?", v):
        return v, "", "time"
    if v.startswith("v") or v.count(".") >= 2:
        return v, "", "version"
    m = re.match(r"[$€£¥₣]?(\d+(?:\.\d+)?)(.*)", v)
    number, unit = (m.group(1), m.group(2)) if m else (v, "")
    if unit in ("万元", "亿元"):
        # "38.6万元" and "35.2万" are one kind of figure: 元 after 万 adds nothing
        v, unit = v[:-1], unit[:-1]
    if v[0] in "$€£¥₣" or unit == "元":
        return v, number, "money"
    if unit == "%":
        return v, number, "percent"
    if unit in _DURATION:
        return v, number, "duration"
    if re.fullmatch(r"[kmgtp]i?b|[kmgtp]i", unit):
        return v, number, "size"
    if unit in ("x", "×", "倍"):
        return v, number, "ratio"
    return v, number, "n"


def _subject(text: str, start: int, cue: int | None = None, fallback: bool = True) -> set[str]:
    """Stems of the words naming what the value at ``start`` is about: the words just
    before it in its clause (a few), CJK character pairs included. ``cue``: where a change
    cue before the value starts; its verb is the cue, not the subject."""
    before = text[max(0, start - 80) : start]
    if cue is not None:
        offset = max(0, start - 80)
        cut = cue - offset
        if 0 <= cut < len(before):
            verb = re.match(r"\s*\S+", before[cut:])
            if verb:
                before = (
                    before[:cut] + " " * len(verb.group(0)) + before[cut + len(verb.group(0)) :]
                )
    parts = _CLAUSE_STOP.split(before)
    clause = parts[-1] if parts else before
    if fallback and not re.search(r"[A-Za-z\u4e00-\u9fff]", clause) and len(parts) > 1:
        clause = parts[-2]  # "取件已约：QJ-20241107-0418，11-07 09:00": the clause before
    found = re.findall(rf"(?<![{_W}.])[A-Za-z][{_W}.-]*|[\u4e00-\u9fff]+", clause)
    # the words just before the value, and the clause's own subject ("The INC-5523 RCA is
    # owned by Daniel and due Apr 16": the RCA is due)
    tokens = found[-5:] + [t for t in found[:-5][:4] if not has_cjk(t)]
    words: set[str] = set()
    if found and has_cjk(found[0]):
        # a Chinese clause opens with its topic (药事会第一季度会议在 3月12日: the meeting)
        head = _CJK_FILLER.sub("", found[0])[:3]
        words.update(head[j : j + 2] for j in range(len(head) - 1))
    for tok in tokens:
        if has_cjk(tok):
            tail = _CJK_FILLER.sub("", tok)[-6:]
            words.update(tail[j : j + 2] for j in range(len(tail) - 1))
            continue
        low = tok.lower().strip(".-")
        if len(low) < 3 or low in STOP or low in _GENERIC or _CALENDAR.match(low):
            continue
        if _LINK_WORDS.match(low):
            continue
        words.add(stem(low))
    return {_SAME_ROLE.get(w, w) for w in words}


# What a number is not a figure of: the lines a diff changed, an HTTP status returned
_TALLY_AFTER = re.compile(r"\s*(?:files? changed|insertions?\(\+\)|deletions?\(-\))")
_STATUS_BEFORE = re.compile(
    r"\b(?:return(?:s|ed|ing)?|respond(?:s|ed)? with|http|status(?: code)?|got an?)\s*:?\s*$", re.I
)
# What introduces the figure a value is compared against
_COMPARED = re.compile(
    r"(?:\bagainst|\bversus|\bvs\.?|\bcompared (?:with|to)|\brelative to|对比)\s*$", re.I
)


def _subject_after(after: str) -> set[str]:
    """Stems of the words after a value in its clause ("3.61% on the stable pods")."""
    clause = _CLAUSE_STOP.split(after[:60])[0]
    words = set()
    for tok in re.findall(rf"(?<![{_W}.])[A-Za-z][{_W}.-]*", clause)[:5]:
        low = tok.lower().strip(".-")
        if len(low) >= 3 and low not in STOP and low not in _GENERIC and not _LINK_WORDS.match(low):
            words.add(stem(low))
    return words


# Words that name one role of a value: a date something is due by, who owns it. Said either
# way ("due 2 June" ... "the new deadline is 2 July"), they are one subject.
_SAME_ROLE = {
    stem(w): role
    for role, names in (
        ("deadline", ("due", "deadline", "cutoff", "cut-off", "截止", "期限")),
        ("owner", ("owner", "assignee", "assigned", "负责")),
    )
    for w in names
}


def _next_value(after: str) -> tuple[str, str, str] | None:
    """The value right after a "to" / "->" / 改为, as (norm, number, kind)."""
    m = _THEN_VALUE.match(after)
    if not m:
        return None
    v = VALUE.match(after, m.end())
    return _shape(v.group(0)) if v else None


def mentions(text: str, unit: int) -> list[Mention]:
    """The values ``text`` states, with their subject and role (fresh copies: the state
    tracker marks them)."""
    return [replace(m, unit=unit) for m in _parsed(text)]


@functools.lru_cache(maxsize=8192)
def _parsed(text: str) -> tuple[Mention, ...]:
    """``mentions`` of ``text`` once: a previous summary's items come back every compaction."""
    return tuple(_mentions(text, -1))


def _mentions(text: str, unit: int) -> list[Mention]:
    out: list[Mention] = []
    report = _REPORT.search(text) is not None
    previous: Mention | None = None
    for m in VALUE.finditer(text):
        raw = m.group(0).strip()
        if not re.search(r"\d", raw) and not _CJK_DAY.match(raw) and not _WEEKDAY.fullmatch(raw):
            continue
        before, after = text[: m.start()], text[m.end() :]
        if _MARKED_AFTER.match(after):
            continue  # already written as history
        norm, number, shape = _shape(raw)
        generic = _GENERIC_COUNTED.match(after) if shape == "n" and norm.endswith("个") else None
        if generic:
            norm += generic.group(1)  # 4个班, 100个名额: 个 counts the noun after it
        if _MONTH_DAY.fullmatch(raw) and _TIME_FOLLOWS.match(after):
            norm, number, shape = raw, "", "date"
        if shape == "n" and norm == number.lower():
            numbering = re.fullmatch(r"\d{1,2}(?:\.\d{1,2})+", raw) and _NUMBERING_START.search(
                before
            )
            if (
                _NAMES_A_NUMBER.search(before[-24:])
                or numbering
                # (a whole number: "LR 1.0e-4" is a learning rate's value)
                or (re.fullmatch(r"\d{2,5}", raw) and _CODE_BEFORE.search(before[-5:]))
            ):
                continue  # "account 1010", "step 3,100", "13.5 INSERTED": an identifier
        if shape == "ip":
            continue  # an address names a host, it is not a value
        if (
            shape == "n"
            and _YEAR.fullmatch(raw)
            and (
                _YEAR_AFTER.match(after)
                # "in 2024 we shipped", not "in 2000 rows"
                or (_YEAR_BEFORE.search(before[-12:]) and not re.match(r"\s+[a-z]+s\b", after))
            )
        ):
            continue  # "2024 年度", "in 2024", "FY 2024": a year names a period, not a figure
        # hedged or asked where the value is said ("maybe increase to 400", "7.7?")
        left = _LOCAL_STOP.split(before)[-1]
        end = _LOCAL_STOP.search(after)
        right = after[: end.start()] if end else after
        # a colon starts what is stated ("... if the PO is placed before Dec 18: Q-118 rev B
        # at $257,517"): a condition before it does not hedge the value, a lead-in that
        # offers does ("Options: use 250 ms")
        lead, colon, stated = left.rpartition(": ")
        if colon and not _OFFERING_LEAD.search(lead):
            left = stated
        # the clause's own end counts: "Set GOMEMLIMIT=900MiB?" asks, it sets nothing
        asked = end is not None and end.group(0) in ("?", "？")
        hedged = (
            asked
            or _HEDGE.search(left + raw + right) is not None
            # "bump it to 4.3.0, or give nightly its own range": one of two ways offered
            or _OR_ANOTHER_WAY.match(after) is not None
        )
        mention = Mention(unit, m.start(), m.end(), raw, norm, number, shape, hedged=hedged)
        assign = _ASSIGN.search(before[-60:])
        if assign:
            flag, key, sep = assign.groups()
            code_like = "_" in key or "." in key or re.search(r"[a-z][A-Z]", key) is not None
            spaced = not sep.strip()
            # "timeout=800", "--workers 4", "max_active_runs 2": a setting and its value
            snake = "_" in key or "." in key  # "max_active_runs 2"; not "MySQL 8.0"
            if (
                flag
                or "=" in sep
                or (code_like and (snake or not spaced))
                or ("-" in key and spaced)
            ):
                mention.key = ((flag or "") + key).lower()
        if shape == "level" and not mention.key:
            # the level of one ticket: "BILL-4471 at priority P3" ... "BILL-4471 is now P1"
            said_before = _TICKET.findall(re.split(r"[.;!?。；！？]\s", before[-40:])[-1])
            said_after = _TICKET.findall(re.split(r"[.;!?。；！？]", after[:40])[0])
            ticket = (said_before or said_after or [""])[-1 if said_before else 0]
            level = "severity" if norm.startswith("sev") else "priority"
            mention.key = level + (":" + ticket.lower() if ticket else "")
        # "1", "3": list numbers and counts too small to name a state reliably, unless
        # they are a setting's value or count something ("2 replicas", "3 辆")
        small = shape == "n" and len(number.replace(".", "")) <= 1 and "." not in number
        if shape == "n" and (_TALLY_AFTER.match(after) or _STATUS_BEFORE.search(before[-24:])):
            continue  # a diff's "26 insertions(+)", an HTTP "429": no figure of anything
        counted = _COUNTED.match(after) or _COUNT_NOUN.match(after)
        if small and not mention.key and not counted and norm == number:
            continue
        tail = before[-50:]
        clause = _CLAUSE_STOP.split(before[-60:])[-1]
        # "from 01:00 to 05:00", "2024-07-01 to 2024-07-15": the end of a range, not a change
        ends_range = (
            previous is not None
            and previous.shape == shape
            and _BARE_TO.search(tail) is not None
            and previous.end >= m.start() - 8
        )
        cue = _CHANGE_BEFORE.search(tail)
        change = (
            not ends_range
            and not _UP_TO.search(tail)
            and (
                cue is not None
                or _NEW_VALUES.search(before) is not None
                or (shape == "percent" and _AT.search(tail) is not None)
                or (report and shape not in ("time", "date"))
                or _REVISED_LEAD.search(before[-90:]) is not None
            )
        )
        if _VALID_TO.search(tail):
            change = False  # "OPC valid to 13 Apr": how long it holds, not a value changed
        if re.match(r"\s+(?:now|instead)\b", after) and shape not in ("time",):
            change = True  # "Monday June 17 now, not Friday", "by Thursday 13 March instead"
        if (shape == "n" and norm == number.lower() and re.search(r"\bthe\s+$", before[-8:])) or (
            _DEMONSTRATIVE.search(before[-12:]) and (shape == "n" or raw[-1] in _CJK_MEASURE)
        ):
            # "book the 12", "the 19 are done", "those 8", 这 4 位, B区那8间: a group named
            mention.group = True
            change = False
        if _OTHER_PERIOD.search(re.split(r"[.!?;。！？；]", before)[-1]):
            change = False  # "Last year we ended up with 162": another year's figure
        mention.change = change and not hedged
        mention.reaffirm = not hedged and _REAFFIRM.search(tail) is not None
        cue_at = m.start() - len(tail) + cue.start() if cue is not None else None
        # 原定8月18日上线，8月28日学生开始选课: a date followed by its own event is about
        # that event, not about the clause before
        event = _EVENT_AFTER.match(after) if shape == "date" else None
        words = _subject(text, m.start(), cue_at, fallback=event is None)
        if _COMPARED.search(before[-20:]):
            # "0.018% 5xx on the canary against 3.61% on the stable pods": the figure
            # compared against is about what follows it, not about the clause's subject
            words = _subject_after(after)
        # "8 replicas", "6 months' notice": the noun after the value names its subject too
        noun = re.match(r"['’]?\s*([A-Za-z]{3,})", after)
        if (
            noun
            and noun.group(1).lower() not in STOP
            and not _CALENDAR.match(noun.group(1))
            and (shape == "n" or not _VERBISH.match(noun.group(1)))
        ):
            words.add(stem(noun.group(1).lower()))
        if mention.key:
            words.add(mention.key.lstrip("-"))
        if shape == "money":
            # "£18.40 per dose" ... "accept £24.75 per dose", 每人 18元 ... 每人 23元: a
            # rate's denominator names what the price is of, whatever words precede it
            per = _PER_AFTER.match(after) or _PER_BEFORE.search(before[-6:])
            if per:
                words.add("per-" + stem(per.group(1).lower()))
        if re.search(r"把\s*$", before):
            # 把 10% 只读流量切到 ...: what the value is of follows it
            run = re.match(r"\s*([\u4e00-\u9fff]{2,8})", after)
            if run:
                tail6 = _CJK_FILLER.sub("", run.group(1))[:6]
                words.update(tail6[j : j + 2] for j in range(len(tail6) - 1))
        if event:
            # 4月1日 切换, 10月21日 开拍: what happens on a date follows it in Chinese
            head = _CJK_FILLER.sub("", event.group(1))[:3]
            words.update(head[j : j + 2] for j in range(len(head) - 1))
        measure = norm[-1] if norm and norm[-1] in _CJK_MEASURE else ""
        if measure and not words and not left.strip(" ，,、：:（(【[*"):
            # 7 人还没体检: a count opening its clause is what the rest of it says
            run = re.match(r"\s*([\u4e00-\u9fff]{2,8})", after)
            if run:
                tail6 = _CJK_FILLER.sub("", run.group(1))[:6]
                words.update(tail6[j : j + 2] for j in range(len(tail6) - 1))
        if measure:
            words.add(measure)  # "135 人", "55 间": the counted thing names the subject
        counted_noun = _counted_noun(after) if shape == "n" else None
        plural = re.match(r"\s*([a-z]{3,}(?<![su])s|people|children|staff)\b", after)
        mention.counted = counted_noun if counted_noun and plural else ""
        # "6 months' notice", "3 days' delay": the possessed noun is what the value is of
        possessed = re.match(r"['’]\s*([A-Za-z]{3,})", after) if shape == "duration" else None
        owned = stem(possessed.group(1).lower()) if possessed else None
        # (the noun 个 counts is its unit, not its subject: "体艺类 7 个班" and "科创类 6 个班"
        # are two things)
        mention.head = measure or counted_noun or owned or _head(text, m.start(), m.end(), cue_at)
        mention.words = frozenset(words)
        if shape not in ("date", "time"):  # a date is a date, deadline or not
            mention.bound = bool(
                _BOUND_BEFORE.search(tail) or _BOUND_AFTER.match(after) or words & _BOUND_WORDS
            )
        timed = shape in ("time", "date")
        verb = _CHANGE_VERB.search(clause) is not None
        following = _next_value(after)
        if _OLD_BEFORE.search(before[-25:]):
            mention.old = shape != "time" or verb
        elif _DROPPED.search(before[-40:]) and _GIVEN_UP.match(after):
            mention.old = True
        elif (_FROM.search(before[-12:]) or _ARROW.match(after)) and following is not None:
            # "from X to Y", "X -> Y" between values of one kind; between two times or
            # dates only with a change verb ("moved the cut from 06-06 to 06-10"), else it
            # is a window ("from 01:00 to 05:00", "07-01 -> 07-15")
            same_kind = following[2] == shape
            mention.old = same_kind and (not timed or verb)
        elif _DEAD_AFTER.match(after):
            mention.old = True
        if hedged:
            mention.old = False
        suffix = previous.norm[len(previous.number) :] if previous and previous.number else ""
        if (
            mention.old
            and shape == "n"
            and norm == number.lower()
            and previous is not None
            and previous.shape != "n"
            and previous.norm.startswith(previous.number)
            and suffix
        ):
            # "14 days, not 10": the bare number is in the unit of the value it corrects
            mention.norm, _, mention.shape = _shape(number + suffix)
        out.append(mention)
        previous = mention
    out.extend(_progress(text, unit))
    for m in _COMPLETE.finditer(text):
        # "Full rollout", "promote it to stable", 全量: a progression taken to its end
        if _HEDGE.search(_LOCAL_STOP.split(text[: m.start()])[-1] + m.group(0)):
            continue
        done = Mention(unit, m.start(), m.end(), m.group(0), "100%", "100", "percent")
        done.change = True
        done.words = frozenset(_subject(text, m.end()))
        out.append(done)
    return out


_COMPLETE = re.compile(
    r"\b(?:full(?:y)?|complete(?:ly)?)\s+(?:roll-?out|rolled out|deploy(?:ed|ment)?|promot\w*|"
    r"ramp(?:ed)?(?: up)?|traffic|migrat\w*)\b|\bpromot\w*\s+(?:\S+\s+){0,3}?to\s+"
    r"(?:stable|all (?:pods|nodes|users|traffic|regions))\b|全量|全部放量",
    re.I,
)


# "2 of 4 days loaded", "3 out of 5", "7/12 shards", "all 4 days": how far a piece of work is
_PROGRESS = re.compile(
    rf"(?<![{_W}.$€£¥/-])(?:(\d{{1,5}})\s*(?:of|out of|/)\s*(\d{{1,5}})|(?i:all|全部|all of the)\s+"
    rf"(\d{{1,5}}))(?![{_W}.%/-]|\s*(?:%|ms|s\b))",
    re.I,
)


def _progress(text: str, unit: int) -> list[Mention]:
    out = []
    for m in _PROGRESS.finditer(text):
        done, total = (m.group(1), m.group(2)) if m.group(2) else (m.group(3), m.group(3))
        if int(total) < 2 or int(done) > int(total):
            continue
        before = text[: m.start()]
        mention = Mention(unit, m.start(), m.end(), m.group(0), f"{int(done)}/{int(total)}",
                          done, "progress")  # fmt: skip
        mention.hedged = _HEDGE.search(_LOCAL_STOP.split(before)[-1]) is not None
        words = _subject(text, m.start())
        noun = re.match(r"\s*([A-Za-z]{3,})", text[m.end() :])
        if noun and noun.group(1).lower() not in STOP:
            words.add(stem(noun.group(1).lower()))
        mention.words = frozenset(words)
        mention.head = stem(noun.group(1).lower()) if noun else ""
        out.append(mention)
    return out


def _head(text: str, start: int, end: int, cue: int | None) -> str:
    """The word a value is most directly about: the nearest content word before it in its
    comma-separated segment (past link words and a change cue's verb), else the counted noun
    after it ("9 business days": "business"). "" when neither."""
    segment = re.split(r"[,;:(（，；：=]|\s[-–—]\s", text[max(0, start - 60) : start])[-1]
    # "€138,000 base and a €5,000 signing bonus": what comes before "and" is another item
    segment = re.split(r"\s(?:and|or|plus)\s", segment)[-1]
    if cue is not None and cue >= start - len(segment):
        # the cue's verb is not the subject ("raised the budget to": budget)
        at = cue - (start - len(segment))
        verb = re.match(r"\s*\S+", segment[at:])
        if verb:
            segment = segment[:at] + " " * len(verb.group(0)) + segment[at + len(verb.group(0)) :]
    for tok in reversed(
        re.findall(rf"(?<![{_W}.])[A-Za-z][{_W}.-]*|[\u4e00-\u9fff]{{2,}}", segment)
    ):
        if has_cjk(tok):
            core = _CJK_FILLER.sub("", tok)
            if len(core) >= 2:
                return core[-2:]
            continue
        low = tok.lower().strip(".-")
        if len(low) < 3 or low in STOP or low in _GENERIC or _LINK_WORDS.match(low):
            continue
        if _CALENDAR.match(low) or re.fullmatch(_CHANGE_VERBS, low):
            continue
        return stem(low)
    noun = _counted_noun(text[end:])
    return noun or ""


def _counted_noun(after: str) -> str | None:
    """The noun a number counts ("9 business days": business; "48,211 rows": row)."""
    noun = re.match(r"\s*(?:per\s+)?([A-Za-z]{3,})", after)
    if noun:
        low = noun.group(1).lower()
        if low not in STOP and low not in _GENERIC and not _VERBISH.match(low):
            return stem(low)
    return None


_LEADING_NUMBER = re.compile(r"^[$€£¥₣]?[\d.]+")


def magnitude(m: Mention) -> float | None:
    """The value in base units (seconds, bytes, ones), for comparing sizes."""
    if m.sized:
        return m.size
    size: float | None = None
    if m.number:
        unit = _LEADING_NUMBER.sub("", m.norm.split("–")[0].split("~")[0])
        scale = _MONEY_SCALE if m.shape == "money" else _SCALE
        try:
            size = float(m.number) * scale.get(unit, 1.0)
        except ValueError:
            size = None
    m.size, m.sized = size, True
    return size


def _ratio(a: Mention, b: Mention) -> float | None:
    """|log10(a / b)|, None when either has no magnitude."""
    x, y = magnitude(a), magnitude(b)
    if x is None or y is None:
        return None
    if x <= 0 or y <= 0:
        return 0.0 if x == y else 9.0
    return abs(math.log10(x / y))


_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")


def _calendar_day(norm: str) -> tuple[int, int] | None:
    """(month, day) of a date as normalized by ``_shape`` (month 0: not said), None when
    it is not a day of the calendar ("周一", a range)."""
    m = re.fullmatch(
        rf"(?:\d{{4}}-)?(\d\d)-(\d\d)(?:[ t]\d\d:\d\d)?|(\d{{1,2}})月(\d{{1,2}}){_ZH_DAY_END}|"
        r"(\d{1,2})-(\d{1,2})",
        norm,
    )
    if m:
        month, day = next((m.group(i), m.group(i + 1)) for i in (1, 3, 5) if m.group(i))
        return int(month), int(day)
    m = re.fullmatch(
        r"([a-z]{3})[a-z]*\.?(\d{1,2})(?:st|nd|rd|th)?|(\d{1,2})(?:st|nd|rd|th)?([a-z]{3})[a-z]*",
        norm,
    )
    if m:
        name, day = (m.group(1), m.group(2)) if m.group(1) else (m.group(4), m.group(3))
        if name in _MONTHS:
            return _MONTHS.index(name) + 1, int(day)
    m = re.fullmatch(r"the(\d{1,2})(?:st|nd|rd|th)|(\d{1,2})号", norm)
    return (0, int(m.group(1) or m.group(2))) if m else None


def _value_key(m: Mention) -> tuple[str, str]:
    """A key under which values ``_same_value`` takes as equal fall together."""
    if m.shape == "date":
        day = _calendar_day(m.norm)
        return m.shape, str(day[1]) if day else m.norm
    if m.shape == "version":
        return m.shape, _version(m.norm)
    size = magnitude(m)
    return m.shape, f"{size:.6g}" if size is not None else m.norm


def _version(norm: str) -> str:
    return re.sub(r"(?:\.0)+$", "", norm.lstrip("v"))


def _same_value(a: Mention, b: Mention) -> bool:
    if a.norm == b.norm:
        return True
    if a.shape == b.shape == "date":
        # "2024-06-21", "21 June" and "June 21" are one day; "the 18th" is "Apr 18"
        x, y = _calendar_day(a.norm), _calendar_day(b.norm)
        if x and y:
            return x[1] == y[1] and (x[0] == y[0] or 0 in (x[0], y[0]))
        return False
    if a.shape == b.shape == "version":
        return _version(a.norm) == _version(b.norm) and not _release_and_revision(a, b)
    if a.shape == b.shape == "n" and _counts_other_things(a, b):
        return False  # "4 个班" and "4 人": one number, counting two things
    if a.shape == b.shape and a.number and b.number and _ratio(a, b) == 0.0:
        return True  # "3000 ms" and "3 s"
    # "800" and "800ms": one unit left out
    return bool(a.number) and a.number == b.number and "n" in (a.shape, b.shape)


def _alike(a: Mention, b: Mention, within: float = ALIKE) -> bool:
    """Same kind and about the same size: what a change replaces ("make it 0.75" after
    "> 0.9"; not "45 minutes" after "240 ms")."""
    if a.shape != b.shape or _counts_other_things(a, b) or _two_series(a, b):
        return False
    ratio = _ratio(a, b)
    return ratio is None or ratio <= within


def _two_series(a: Mention, b: Mention) -> bool:
    """Values of two series, whatever their sizes: a release number and a revision, or
    amounts in two currencies. Neither replaces the other."""
    return _release_and_revision(a, b) or _other_currencies(a, b)


_CURRENCY_SIGNS = frozenset(_CURRENCY_SIGN.values())


def _other_currencies(a: Mention, b: Mention) -> bool:
    """Amounts in two currencies ("$24" and "€23" on a localised price list) are two
    prices, not one changed."""
    signs = {m.norm[:1] for m in (a, b) if m.shape == "money"}
    return len(signs) == 2 and signs <= _CURRENCY_SIGNS


def _release_and_revision(a: Mention, b: Mention) -> bool:
    """A release number and a document's revision: "app 7.14.0" and "runbook v2" are two
    series, however close in size."""
    if a.shape != "version" or b.shape != "version":
        return False
    parts = sorted(len(re.findall(r"\d+", m.norm.split("-")[0])) for m in (a, b))
    return parts == [1, 3]


def _alike_amount(money: Mention, bare: Mention) -> bool:
    """An amount and a bare number of about its size ("USD 95,000", "80,000")."""
    ratio = _ratio(money, bare)
    return ratio is not None and ratio <= ALIKE


def _unit_of(m: Mention) -> str:
    return _LEADING_NUMBER.sub("", m.norm) if m.number else ""


def _counts_other_things(a: Mention, b: Mention) -> bool:
    """Counts of different things: "68 间" (rooms) and "380" (a price), "12 rows" and
    "12 pods". A bare number may count anything the other does."""
    if a.shape != "n":
        return False
    if a.counted and b.counted and a.counted != b.counted:
        return True  # "198 dogs", "184 slots"
    if bool(a.counted) != bool(b.counted):
        count, other = (a, b) if a.counted else (b, a)
        if "." not in count.number and "." in other.number and not _unit_of(other):
            return True  # "6 papers" and "3.2" (a score): things are counted whole
    ua, ub = _unit_of(a), _unit_of(b)
    if ua != ub and ua and ub:
        return True
    if bool(ua) != bool(ub):
        return not (a.head and a.head == b.head)
    return False


def _deciding_clause(text: str, m: Mention, adopted: bool = False) -> bool:
    """The clause a value is said in decides ("then 2500 ids per batch", "change to 1200"),
    as opposed to the reason given beside it ("p99.9 is 950ms") or what stays ("same 200 ms")."""
    from .cues import cues  # the cue lexicons; imported here, they import nothing of ours

    left = _LOCAL_STOP.split(text[: m.start])[-1]
    right = _LOCAL_STOP.split(text[m.end :])[0]
    clause = left + m.raw + right
    if re.search(r"\bsame\b", left, re.I):
        return False
    c = cues(clause)
    if c.decision or c.directive or c.agreement or c.instead:
        return True
    if adopted and c.proposal and not re.search(r"\b(?:not|never|no)\b|n't\b|不", left, re.I):
        return True  # "I would counter at €138,000", agreed to: the proposal's own clause
    # "You're right, 41 minutes.": a short sentence that agrees decides its values; so
    # does a decision said as its value alone ("So 10 sessions.", "Then 12 months.")
    words = len(text.split())
    return (words <= 8 and cues(text).agreement) or (
        words <= 4 and _BARE_VALUE.match(text) is not None
    )


# a decision said as its value alone: "So 10 sessions.", "Then 12 months."
_BARE_VALUE = re.compile(
    r"^\W*(?:(?:so|then|ok(?:ay)?|fine|right|alright|that's)\b[,\s]*|"
    # 那就4万。行，就 12 个月。: the same the Chinese way
    r"(?:行|好|可以|嗯)?[，,\s]*(?:那就|那|就|定)?\s*(?:按|用|要)?\s*)?\d",
    re.I,
)
_BARE_WEEKDAY = re.compile(rf"{_WEEKDAY_NAME}|{_CJK_WEEKDAY_NAME}", re.I)


def distinctive(m: Mention) -> bool:
    """A value specific enough that two mentions of it name the same thing: a date, a
    version, an amount of money, a figure with decimals or four digits and more. Not a
    bare weekday: "Friday" is the settlement peak in one sentence and the review in another."""
    if m.shape == "date" and _BARE_WEEKDAY.fullmatch(m.norm):
        return False
    if m.shape in ("date", "version", "money"):
        return True
    digits = re.sub(r"\D", "", m.number)
    if m.shape == "n" and "." not in m.number and digits.endswith("000"):
        return False  # a round figure ("18,000") counts many things in one conversation
    return m.shape in ("n", "percent", "duration", "size") and (
        ("." in m.number and len(digits) >= 2) or len(digits) >= 4
    )


def find_stale(units: Sequence[Statement]) -> Stale:
    """Per index of ``units`` (in conversation order), the values a later unit replaced
    (raw -> the new value). Only fresh units replace values."""
    found = Stale()
    per_unit = [mentions(u.text, i) for i, u in enumerate(units)]
    # "NVA 732" ... "Cancel 732 for tomorrow": a number said as a flight's or a route's name
    # names it wherever it is said bare
    coded = {m.group(1) for u in units for m in _CODED_NUMBER.finditer(u.text)}
    if coded:
        per_unit = [
            [m for m in ms if not (m.shape == "n" and m.norm == m.number and m.number in coded)]
            for ms in per_unit
        ]
    by_shape: dict[str, list[Mention]] = {}
    for i, ms in enumerate(per_unit):
        for m in ms:
            if units[i].adopted and not m.old:
                m.hedged = False  # "I would counter at €138,000" -- "Do that."
            if (
                units[i].decides
                and not (m.old or m.hedged or m.reaffirm or m.group)
                and m.shape not in ("time", "date")
                and _deciding_clause(units[i].text, m, units[i].adopted)
            ):
                m.change = True
            by_shape.setdefault(m.shape, []).append(m)
    same_kind = by_shape.get

    def later(a: Mention, b: Mention) -> bool:
        """``a`` was said after ``b``."""
        return (units[a.unit].order, a.start) > (units[b.unit].order, b.start)

    def about_same(a: Mention, b: Mention) -> bool:
        if a.key is not None and a.key == b.key:
            return True
        shared = a.words & b.words
        if shared and shared <= _CJK_MEASURE:
            # only the counted thing in common ("人"): the same subject when neither names
            # anything else ("约 120 人" -> "最终 135 人"), not "可容纳 150 人"
            return not (a.words - shared) and not (b.words - shared)
        return bool(shared)

    entities: dict[int, frozenset[str]] = {}

    def other_things(a: Mention, b: Mention) -> bool:
        """Said in units naming different things (two vendors, two pods), when the two
        values share no key and no head word: not one subject."""
        if (a.key and a.key == b.key) or (
            a.head and a.head == b.head and a.head not in _CJK_MEASURE
        ):
            return False  # (the counted thing alone, "人", names no one thing)
        for u in (a.unit, b.unit):
            if u not in entities:
                entities[u] = _entities(units[u].text)
        x, y = entities[a.unit], entities[b.unit]
        return bool(x and y and not x & y)

    def near(a: Mention, b: Mention) -> bool:
        ma, mb = units[a.unit].message, units[b.unit].message
        if ma >= 0 and mb >= 0 and abs(ma - mb) <= WINDOW:
            return True
        # between two user turns an agent may call many tools: a few turns back is
        # "just before" however many tool messages they took
        ta, tb = units[a.unit].turn, units[b.unit].turn
        return ta is not None and tb is not None and abs(ta - tb) <= TURN_WINDOW

    # values set or confirmed, by what they equal: a later one makes an old value current
    confirmed: dict[tuple[str, str], list[Mention]] = {}
    for ms in by_shape.values():
        for m in ms:
            if m.change or m.reaffirm:
                confirmed.setdefault(_value_key(m), []).append(m)

    def reinstated(old: Mention, new: Mention) -> bool:
        """Set or confirmed again after ``new``: current again ("back to 1Gi")."""
        return any(
            later(m, new) and _same_value(m, old) and about_same(m, old)
            for m in confirmed.get(_value_key(old), ())
        )

    range_end = _range_ends(units, per_unit)
    ending = {id(m) for m in range_end.values()}

    def replace(old: Mention, new: Mention, why: str) -> None:
        if id(old) in ending and id(new) in range_end:
            # a range replaced by a range: its end by the new end ("10月8日到10月22日" ->
            # "10月10日到10月21日" replaces 10月22日 by 10月21日, not by 10月10日)
            new = range_end[id(new)]
        if _same_value(old, new) or reinstated(old, new):
            return
        found.add(old.unit, old.raw, new.raw, f"{why} by unit {new.unit}", _at(new))
        # the changing sentence naming the old value too ("moved to 11-09, he is away on
        # 11-07") writes it as history there as well
        for m in per_unit[new.unit]:
            if m is not new and _same_value(m, old) and not m.old:
                found.add(
                    new.unit, m.raw, new.raw, f"{why}: old value beside the new one", _at(new)
                )
        # the same value said about the same thing, or just before, is the same state
        # (an amount said with or without its currency: "USD 95,000", "counter at 95,000")
        kin = same_kind(old.shape, []) + (same_kind("n", []) if old.shape == "money" else [])
        for m in kin:
            # a measurement replaced leaves the user's target of the same figure alone
            target = m.bound and not old.bound and units[m.unit].goal
            same = m is not old and later(new, m) and _same_value(m, old) and not target
            counted = m.shape == "n" and _unit_of(m) != "" and _unit_of(m) == _unit_of(old)
            if same and (about_same(m, old) or near(m, old) or distinctive(m) or counted):
                found.add(
                    m.unit, m.raw, new.raw, f"{why} (same value) by unit {new.unit}", _at(new)
                )

    # 1. Settings: the latest defining value of a key wins.
    keyed: dict[str, list[Mention]] = {}
    for ms in per_unit:
        for m in ms:
            if m.key:
                keyed.setdefault(m.key, []).append(m)
    for level in ("priority", "severity"):
        # one ticket's level said with and without its id ("Bump it to P1") is one setting;
        # with several tickets, a level without an id belongs to none of them
        tickets = [k for k in keyed if k.startswith(level + ":")]
        if level in keyed:
            # "P0; P1; P2" rows, "11 个 P1 ... 26 条 P2": levels said side by side (in one
            # message) are categories counted, not one setting's values
            said: dict[int, set[str]] = {}
            for m in keyed[level]:
                seq = units[m.unit].message
                said.setdefault(seq if seq >= 0 else -1 - m.unit, set()).add(m.norm)
            if any(len(norms) > 1 for norms in said.values()):
                keyed.pop(level)
        if len(tickets) == 1 and level in keyed:
            keyed[tickets[0]] += keyed.pop(level)
    for ms in keyed.values():
        if len({m.norm for m in ms}) < 2 or not any(units[m.unit].fresh for m in ms):
            continue
        ms = [m for m in ms if not units[m.unit].offered] or ms
        setting = [m for m in ms if (units[m.unit].defining or m.change) and not m.old]
        setting = [m for m in setting if not m.hedged] or [m for m in ms if not m.hedged] or ms
        current = max(setting, key=lambda m: (units[m.unit].order, m.start))
        for m in ms:
            if (
                not _same_value(m, current)
                and not later(m, current)
                or (later(m, current) and not _same_value(m, current) and not m.change)
            ):
                found.add(
                    m.unit, m.raw, current.raw, f"key {m.key} by unit {current.unit}", _at(current)
                )

    def changing(j: int, shape: str) -> list[Mention]:
        return [x for x in per_unit[j] if x.shape == shape and x.change and not x.old]

    def rank(m: Mention) -> int:
        return [x.start for x in per_unit[m.unit] if x.shape == m.shape].index(m.start)

    def fit(m: Mention, x: Mention) -> tuple[bool, int, int]:
        return (bool(m.head) and m.head == x.head, len(m.words & x.words), -abs(rank(m) - rank(x)))

    def sets_bound(old: Mention, new: Mention) -> bool:
        """A limit set anew ("Max 3 vans" ... "we settled at 4 vans"): a change with a verb
        that sets, not one that measures ("p99 dropped to 250 ms")."""
        before = units[new.unit].text[max(0, new.start - 60) : new.start]
        return old.bound and not new.bound and _SETS.search(before) is not None

    for j in range(len(units)):
        if not units[j].fresh or units[j].offered:
            continue
        corrected = any(m.old for m in per_unit[j])
        # "warmup 500 steps (was 2000)", "from 800 to 1200": a value said with the value it
        # replaces replaces that one (and what said the same), not another subject's
        # (not a bare weekday: "Monday June 17 now, not Friday" also replaces the "Friday
        # June 14" it shortens)
        paired: set[int] = set()
        for old in per_unit[j]:
            if not old.old:
                continue
            by = _correction(units, per_unit, j, old, same_kind(old.shape, []), found)
            if by is not None and not _BARE_WEEKDAY.fullmatch(old.norm):
                paired.add(id(by))
        for new in per_unit[j]:
            if new.old or id(new) in paired:
                continue
            if not new.change or (new.shape == "time" and not new.words) or new.shape == "level":
                continue  # a level is one ticket's setting (rule 1), not a figure
            matched = False
            if new.words:
                # 3. A change or a progression of a named subject.
                for m in same_kind(new.shape, []):
                    if m.unit >= j or m.old or (m.bound != new.bound and not sets_bound(m, new)):
                        continue
                    if (
                        about_same(m, new)
                        and _alike(m, new, SAME_SUBJECT)
                        and not other_things(m, new)
                    ):
                        matched = True
                        if fit(m, new) >= max(fit(m, x) for x in changing(j, new.shape)):
                            # of several new values in one sentence ("技术45分、商务15分、
                            # 价格40分"), the one that fits it best replaces it
                            replace(m, new, "subject")
            progression = new.shape == "percent"  # "canary at 50%" ... "revision 57 at 100%"
            if matched or corrected:
                continue
            # "It dropped to 0.3%", "after the fix it's down to 0.3%": the subject is the
            # thing said just before, whatever words stand beside the value
            lead = re.split(r"[.!?。！？]\s", units[j].text[max(0, new.start - 80) : new.start])[-1]
            # ... or what was just said, named by a pronoun after the verb: "the landlord
            # knocked it down to $7,650"
            pronoun = _PRONOUN_SUBJECT.match(lead) or _PRONOUN_OBJECT.search(lead)
            if new.words and not units[j].decides and not progression and not pronoun:
                continue
            if new.shape == "time":
                continue  # a time with no subject matched is an event, not a setting
            # 4. "make it 0.75", "change to 1200", a decision: the value of that kind and
            # size said just before (this message or the few before) is what changed,
            # a setting or a bound first. A decision adopting a value proposed just before
            # replaces what the proposal's message replaced.
            # "make it 80,000" after "USD 95,000": a bare number restates an amount
            # without its currency
            bare = new.shape == "n" and not _unit_of(new)
            kin = same_kind(new.shape, []) + (same_kind("money", []) if bare else [])
            window = [
                m
                for m in kin
                if later(new, m)
                and near(m, new)
                and (m.bound == new.bound or sets_bound(m, new))
                and not m.old
                and not other_things(m, new)
                # (the window takes a pronoun's value of any size, so said again here)
                and not _two_series(m, new)
                and (
                    _alike(m, new)
                    or (m.shape == "money" and _alike_amount(m, new))
                    # a pronoun's thing may change by any factor: the error rate "dropped to
                    # 0.3%" from 4.2%
                    or (pronoun and m.shape == new.shape and _unit_of(m) == _unit_of(new))
                )
            ]
            proposals = [m for m in window if _same_value(m, new) and m.unit != j]
            if proposals:
                proposal = max(proposals, key=lambda m: (units[m.unit].order, m.start))
                if units[proposal.unit].goal and not proposal.change:
                    # "check headcount against the $85,000 cap" after "expenses cannot go
                    # over $85,000" in the request: the user's target said again
                    continue
                if any(x.old and x.shape == new.shape for x in per_unit[proposal.unit]):
                    # "现金从 ¥10,000 降到 ¥8,000" ... "接受 ¥8,000": the value was said with
                    # the one it replaces; agreeing to it replaces nothing else
                    continue
                seq = units[proposal.unit].message
                narrowed = [
                    m for m in window if units[m.unit].message == seq and later(proposal, m)
                ]
                if any(not _same_value(m, new) for m in narrowed):
                    window = narrowed
                else:
                    # the proposal only said the new value ("24 fit under the limit"):
                    # it replaces the value of its kind set before it (not a measurement)
                    window = [m for m in window if m.change or m.key or units[m.unit].decides]
            if new.words and not units[j].decides and not pronoun:
                # a progression ("canary at 50%" ... "revision 57 at 100%") steps from the
                # value set before, not from any share said near it ("42% Android")
                window = [m for m in window if m.change]
            others = [m for m in window if not _same_value(m, new)]
            if not others:
                continue
            last = max(
                others,
                key=lambda m: (
                    units[m.unit].message == units[j].message,
                    m.key is not None or m.bound or m.change,
                    units[m.unit].order,
                    m.start,
                ),
            )
            for m in same_kind(last.shape, []):
                if (
                    not later(m, last)
                    and _same_value(m, last)
                    and (m is last or about_same(m, last) or near(m, last) or distinctive(m))
                ):
                    replace(m, new, "window")

    # 5. A figure restated: a later plain statement of the same kind of value about the same
    # subject ("the total is 79,500" after "the total is 84,440"; "all 4 days loaded" after
    # "2 of 4") is the current one, even with no change word. Stricter than a change: the
    # subject must match closely and no other named thing may stand between them.
    _restated(units, per_unit, by_shape, found, later, reinstated)
    # 6. A figure of a thing named by its identifier ("CO-014 ... $48,200", then "Hartigan
    # re-quoted CO-014 at $53,750"; "R-112 declines above 5 orders/hour", then "Tighten
    # R-112 to 3 orders/hour"): the identifier names the subject whatever words surround it.
    _anchored(units, per_unit, replace, later)
    return found


# A sentence whose subject is a pronoun ("It dropped to", "After the fix it's down to"):
# what it changes is what was said just before ("Adoption is slow: it's at 12%" names its own)
_PRONOUN_SUBJECT = re.compile(
    r"^\s*(?:(?:after|since|following|with|as of|by|from|once|when|overnight|today|now|then|so|"
    r"and|but|well|ok(?:ay)?|good news|bad news|update)\b[^,.;:!?]{0,40}?[,\s]\s*)?"
    r"(?:it|it's|it’s|that|that's|they|they're)\s",
    re.I,
)
# A figure of another period than the current one: it changes nothing current
_OTHER_PERIOD = re.compile(
    r"\b(?:last|previous|prior) (?:year|year's|time|season|edition|quarter|cycle)\b|"
    r"\b(?:a year ago|in (?:19|20)\d\d)\b|去年|前年|往年|上次|上一?届|上一?期|上季度",
    re.I,
)
_PRONOUN_OBJECT = re.compile(
    rf"\b(?:{_CHANGE_VERBS})\s+(?:it|them|that)\s+(?:(?:down|up|back|over)\s+)?(?:to|at)"
    r"\s*[~≈]?\s*$",
    re.I,
)
# A verb that sets a limit or a figure (not one that measures it)
_SETS = re.compile(
    r"\b(?:set|sets|settled?|agreed|raised|lowered|capped|bumped|tightened|loosened|relaxed|make|made|"
    r"changed|approved|trimmed|renegotiated|cut)\b[^.;!?。；]{0,40}$",
    re.I,
)


# What joins the two ends of a range: "10月10日到10月21日", "Sep 16 to Sep 18", "9:00-11:00"
_RANGE_JOIN = re.compile(r"\s*(?:到|至|~|～|-|–|—|to|until|till|through|thru)\s*", re.I)


def _range_ends(units: Sequence[Statement], per_unit: list[list[Mention]]) -> dict[int, Mention]:
    """id(start) -> end of every range: two values of one shape joined by a range word."""
    ends: dict[int, Mention] = {}
    for unit, ms in zip(units, per_unit, strict=True):
        for a, b in itertools.pairwise(ms):
            if a.shape == b.shape and _RANGE_JOIN.fullmatch(unit.text[a.end : b.start]):
                ends[id(a)] = b
    return ends


# a ticket, incident or case id a level is said of: "BILL-4471", "INC-2291", "#4471"
_TICKET = re.compile(
    r"(?<![\w-])(?:(?!SEV-)[A-Z][A-Z0-9]{1,9}(?:-[A-Z0-9]+)*-\d+|#\d{2,})(?![\w-])"
)


# An identifier that names one thing: letters and digits joined ("CO-014", "R-112",
# "PO-20270305-119", "INV2231"), not a version or a plain number
# In Chinese an identifier abuts the words around it ("其中A3-204按KBS登记") and may hold
# Chinese between its dashes ("QL-港许-2027-118"): a part is ASCII or Chinese, not both.
_IDENTIFIER = re.compile(
    rf"(?<![{_W}.-])[A-Za-z][{_W}]*(?:[-_](?:[{_W}]+|[\u4e00-\u9fff]+))*"
    rf"(?![{_W}-]|\.\d)"
)
_CLAUSE_END = re.compile(r"[.;!?。；！？]\s|\n")
ANCHOR_REACH = 80  # characters before a value where the identifier it belongs to is named
ANCHORED_SHAPES = frozenset({"money", "percent", "duration", "size", "ratio", "n", "date"})


def _anchors(text: str, m: Mention, before: int) -> frozenset[str]:
    """The identifiers named in ``m``'s clause between the previous value and ``m``."""
    start = max(before, m.start - ANCHOR_REACH)
    window = text[start : m.start]
    ends = list(_CLAUSE_END.finditer(window))
    if ends:
        window = window[ends[-1].end() :]
    return frozenset(x.lower() for x in _IDENTIFIER.findall(window) if re.search(r"\d", x))


def _anchored(
    units: Sequence[Statement],
    per_unit: list[list[Mention]],
    replace: Callable[[Mention, Mention, str], None],
    later: Callable[[Mention, Mention], bool],
) -> None:
    anchored: list[tuple[Mention, frozenset[str]]] = []
    for i, ms in enumerate(per_unit):
        before = 0
        for m in sorted(ms, key=lambda x: x.start):
            if m.shape in ANCHORED_SHAPES and not m.old and not m.hedged:
                ids = _anchors(units[i].text, m, before)
                if ids:
                    anchored.append((m, ids))
            before = m.end
    for new, ids in anchored:
        statement = units[new.unit]
        if not statement.fresh or statement.offered or statement.goal and not new.change:
            continue
        for old, old_ids in anchored:
            if (
                old.unit != new.unit
                and ids & old_ids
                and later(new, old)
                and old.shape == new.shape
                # "refunds over $10,000 need approval": a limit is no new amount (a rule's
                # limit set anew is: "declines above 5/hour" -> "tighten it to 3/hour")
                and (old.bound or not new.bound)
                # ... and a measurement ("p99 is 420 ms") replaces no target ("p99 under 300 ms")
                and (old.bound == new.bound or new.change)
                and _unit_of(old) == _unit_of(new)
                and _alike(old, new, SAME_SUBJECT)
            ):
                replace(old, new, "identifier")


_ENTITY = re.compile(
    r"(?<![\w.-])(?:[A-Z][a-z]+(?:[A-Z]\w*)?|[A-Za-z]+[-_][\w-]*\d[\w-]*|[A-Z]{2,}[\w-]*\d[\w-]*|"
    r"[a-z]+[A-Z]\w*)(?![\w-])"
)


# One of several things told apart by a letter or number: "Vendor A", "option 2", "Phase II",
# 甲方案, 方案二, B 栋: "Vendor A quotes $12,400" and "Vendor B came in at $11,900" are two
# quotes, not one revised
_DESIGNATED = re.compile(
    r"\b(?:option|vendor|supplier|bidder|plan|phase|tier|scenario|site|team|proposal|offer|"
    r"quote|bid|candidate|route|lot|package|variant|arm|group|wave|stage|building|block|wing|"
    r"zone|region|shift|track|room|hall|floor|ward|gate|dock|bay|court|pitch|studio|lab)\s+"
    r"(?-i:[A-HJ-Z]|I[IVX]{1,3}|[VX][IVX]{0,3})(?![\w.,/%-])|"  # not "the offer I sent"
    r"\b(?:option|site|team|route|lot|package|arm|group|wave|stage|building|block|zone|"
    r"phase|tier|shift|track|room|hall|floor|ward|gate|dock|bay|court|pitch)\s+\d{1,2}"
    r"(?![\w.,/%:-])|"
    r"[甲乙丙丁](?:方案|方|公司|供应商|标段|组|队|厂)|方案[一二三四五六七八九十A-D1-9]|"
    r"(?<![A-Za-z])[A-H]\s?(?:供应商|公司|厂家|厂|方)|(?:供应商|厂家)\s?[A-H](?![A-Za-z])|"
    r"[A-H一二三四五六七八九1-9](?:栋|号楼|楼|层|期|标段|区|组|线)",
    re.I,
)


def _entities(text: str) -> frozenset[str]:
    """Names and identifiers a unit is about (people, products, tickets), to tell apart two
    figures of the same kind said about different things. A sentence's first word is
    capitalized for grammar, not as a name."""
    out = {" ".join(m.group(0).lower().split()) for m in _DESIGNATED.finditer(text)}
    for m in _ENTITY.finditer(text):
        word = m.group(0)
        if word in _NOT_NAMES or word.lower() in STOP or _CALENDAR.match(word):
            continue
        opens = m.start() == 0 or re.search(r"[.!?:;]\s*$", text[: m.start()]) is not None
        # a sentence's first word is capitalized anyway: a name only when it owns something
        # ("Kestrel's price")
        if word[1:].islower() and opens and not text.startswith("'s", m.end()):
            continue
        out.add(word.lower())
    return frozenset(out)


def _restated(
    units: Sequence[Statement],
    per_unit: list[list[Mention]],
    by_shape: dict[str, list[Mention]],
    found: Stale,
    later: Callable[[Mention, Mention], bool],
    reinstated: Callable[[Mention, Mention], bool],
) -> None:
    entities: dict[int, frozenset[str]] = {}

    def named(unit: int) -> frozenset[str]:
        if unit not in entities:
            entities[unit] = _entities(units[unit].text)
        return entities[unit]

    by_message: dict[int, list[int]] = {}
    for i, u in enumerate(units):
        by_message.setdefault(u.message if u.message >= 0 else -1 - i, []).append(i)

    def parallel(m: Mention) -> bool:
        """One of several values of its kind said side by side in one message ("A €2,710,
        B €3,180"; a list of options): a comparison, not a state."""
        seq = units[m.unit].message
        siblings = by_message.get(seq, [m.unit]) if seq >= 0 else [m.unit]
        return (
            sum(
                1
                for u in siblings
                for x in per_unit[u]
                if x.shape == m.shape and x.head == m.head and not _same_value(x, m)
            )
            > 0
        )

    for shape, ms in by_shape.items():
        if shape in ("time", "ip", "level") or len(ms) < 2:  # a level: rule 1 only
            continue
        index: dict[str, list[Mention]] = {}
        single: dict[int, bool] = {}
        for m in ms:  # in conversation order
            keys = set(m.words) | ({f"^{m.head}"} if m.head else set())
            if m.key:
                keys.add(f"={m.key}")
            # a restatement states a figure; a line adding up or listing several of its
            # kind ("300 + 180 = 480", "a, b, c") restates none of them
            if m.unit not in single:
                single[m.unit] = sum(
                    1 for x in per_unit[m.unit] if x.shape == shape
                ) <= 2 and not _ARITHMETIC.search(units[m.unit].text)
            if (
                single[m.unit]
                and units[m.unit].fresh
                and not units[m.unit].offered
                and not (m.hedged or m.old or m.bound or m.change)
            ):
                candidates: dict[int, Mention] = {}
                for k in keys:
                    # the latest few said of each word: an older one was restated by them
                    for old in index.get(k, ())[-RESTATE_CANDIDATES:]:
                        candidates[id(old)] = old
                for old in candidates.values():
                    if _restate_one(
                        units, old, m, shape, found, later, reinstated, named, parallel
                    ):
                        # the same figure said before of the same thing is the same state
                        # ("Offer €132,000 base." ... "drafted: €132,000 base" -> €138,000)
                        for x in ms if shape not in ("version", "n") else ():
                            if (
                                x is not old
                                and later(old, x)
                                and _same_value(x, old)
                                and (x.words & old.words or (x.head and x.head == old.head))
                            ):
                                found.add(
                                    x.unit, x.raw, m.raw, f"restated (same value) {m.unit}", _at(m)
                                )
            for k in keys:
                index.setdefault(k, []).append(m)


_ARITHMETIC = re.compile(r"\d\S*\s*[+=×*]\s*\S*\d")


def _restate_one(
    units: Sequence[Statement],
    old: Mention,
    new: Mention,
    shape: str,
    found: Stale,
    later: Callable[[Mention, Mention], bool],
    reinstated: Callable[[Mention, Mention], bool],
    named: Callable[[int], frozenset[str]],
    parallel: Callable[[Mention], bool],
) -> bool:
    if old.old or old.hedged or old.bound:
        return False
    before, after = units[old.unit], units[new.unit]
    if after.message >= 0 and before.message >= 0 and after.message <= before.message:
        return False  # said side by side in one message: a comparison, not a correction
    if not later(new, old) or _same_value(old, new):
        return False
    if shape == "progress":
        if old.norm.split("/")[1] != new.norm.split("/")[1] or not (
            old.words & new.words or (old.head and old.head == new.head)
        ):
            return False
    else:
        keyed = old.key is not None and old.key == new.key
        headed = bool(old.head) and old.head == new.head
        if headed and old.head in _CJK_MEASURE:
            # "约 130 人" and "最终 135 人": the counted thing alone when neither names
            # anything else, or both name the same ("这 4 位" is not "23 位失能老人")
            old_other, new_other = old.words - {old.head}, new.words - {new.head}
            headed = (not old_other and not new_other) or bool(old_other & new_other)
        shared = old.words & new.words
        if shape == "n" and not (_unit_of(old) or _unit_of(new)) and not keyed:
            # bare numbers are the least telling: the same head and another word in common
            if not (headed and shared - {old.head}) and len(shared) < 3:
                return False
        elif shape == "date" and not keyed and not (headed and len(shared) >= 2):
            return False  # a plan names many days: only the same thing said of a day moves it
        elif not (keyed or headed or len(shared) >= 2):
            return False
        if not _alike(old, new, SAME_SUBJECT):
            return False
        if not keyed and (parallel(old) or parallel(new)):
            return False
        a, b = named(old.unit), named(new.unit)
        if a and b and not a & b:
            return False  # about different named things
    if reinstated(old, new):
        return False
    signs = {_polarity(units[m.unit].text, m) for m in (old, new)}
    if signs == {"+", "-"}:
        return False  # "23 of 187 failing", "186 of 187 pass": two counts, not one restated
    found.add(old.unit, old.raw, new.raw, f"restated by unit {new.unit}", _at(new))
    return True


# What a count counts, passing or failing: "23 of 187 cases failing", "186 of 187 goldens
# pass", "12 红", "全部通过"
_PASSING = re.compile(
    r"\b(?:pass(?:es|ed|ing)?|green|succeed(?:s|ed)?|successful|ok|healthy|clean)\b|通过|成功|正常",
    re.I,
)
_FAILING = re.compile(
    r"\b(?:fail(?:s|ed|ing|ures?)?|red|broken|errors?|erroring|flak(?:y|ing)|crash(?:es|ed|ing)?)\b|"
    r"失败|报错|不通过|异常",
    re.I,
)


def _polarity(text: str, m: Mention) -> str | None:
    """Whether the value ``m`` counts what passes ("+") or what fails ("-"), by the words
    right after it in its clause (or right before it when none follow)."""
    after = _LOCAL_STOP.split(text[m.end : m.end + 40])[0]
    before = _LOCAL_STOP.split(text[max(0, m.start - 30) : m.start])[-1]
    for part in (after, before):
        fail, ok = _FAILING.search(part), _PASSING.search(part)
        if fail and not (ok and ok.start() < fail.start()):
            return "-"
        if ok:
            return "+"
    return None


def _correction(
    units: Sequence[Statement],
    per_unit: list[list[Mention]],
    j: int,
    old: Mention,
    candidates: list[Mention],
    found: Stale,
) -> Mention | None:
    """An explicit correction in unit ``j`` names ``old``: it is stale wherever it was said
    about the same thing (or, with no subject, in the last few messages), and on the
    correcting line itself (which must then present it as history). Returns the value that
    replaces it, when the line says one."""
    # (of about its size: "还在用30分权重和旧的4,120,000" replaces the amount, not by 30)
    others = [
        x
        for x in per_unit[j]
        if not x.old and x.shape == old.shape and _alike(x, old, SAME_SUBJECT)
    ]
    after = [x for x in others if x.start > old.start]
    before = [x for x in others if x.start < old.start]
    text = units[j].text
    # "from Y to X", "Y -> X": the new value follows; "X, not Y": it precedes.
    forward = _FROM.search(text[max(0, old.start - 12) : old.start]) or _ARROW.match(
        text[old.end :]
    )
    # the value the sentence is about wins over one in an aside ("38.6% (Sept 38.4%)")
    before = sorted(before, key=lambda x: (bool(x.words), x.start))
    if _CHANGED_FROM.search(text[max(0, old.start - 24) : old.start]):
        # "74.6%, up from 70.4%": the new value came first
        replacing = before[-1] if before else (after[0] if after else None)
    elif forward:
        # "from Y to X": the new value follows
        replacing = after[0] if after else (before[-1] if before else None)
    else:
        replacing = before[-1] if before else (after[0] if after else None)
    by = replacing.raw if replacing else ""
    at = (j, replacing.start if replacing else -1)
    words = old.words | (replacing.words if replacing else frozenset())
    for m in candidates:
        if m.unit >= j or not _same_value(m, old):
            continue
        seqs = (units[m.unit].message, units[j].message)
        near = min(seqs) >= 0 and seqs[1] - seqs[0] <= WINDOW
        if m.words & words or (m.key and m.key == old.key) or near or distinctive(m):
            found.add(m.unit, m.raw, by, f"correction in unit {j}", at)
    found.add(j, old.raw, by, "correction", at)
    return replacing


_HISTORY = re.compile(
    r"previously|formerly|originally|initially|replaced|superseded|no longer|used to be|"
    r"\b(?:changed|raised|lowered|increased|decreased|reduced|moved|updated|corrected|"
    r"revised|bumped|cut|extended|shortened)\s+from\b|\bwas\b.*\bnow\b|->|→|"
    r"之前|此前|先前|原来|原先|原为|改为|调整为|已替换|不再|旧值|"
    r"\((?:was|were)\s|[（(]原(?:价|值|定|计划)?\s*[:：为是]?\s*[\d¥$€£]",
    re.I,
)


def marks_history(text: str) -> bool:
    """Whether a line already presents the values it mentions as history."""
    return _HISTORY.search(text) is not None


def mark_stale(text: str, values: dict[str, str]) -> str:
    """``text`` with a note saying which of its values were replaced, e.g. "... timeout = 800
    (superseded: 800 → 1200)". The text itself is left as said (its words are evidence);
    a line that already marks history is left as it is."""
    if not values or marks_history(text):
        return text
    changes: list[tuple[str, str]] = []
    for raw in sorted(values, key=lambda v: text.find(v) if v in text else len(text)):
        by = values[raw]
        if changes and changes[-1][1] == by and f"{changes[-1][0]} {raw}" in text:
            # "Dana" and "Ruiz" both replaced by Tomasz Bell: one person, "Dana Ruiz"
            changes[-1] = (f"{changes[-1][0]} {raw}", by)
            continue
        changes.append((raw, by))
    # "Marco" and "Marco Ruiz" both replaced by Dana Okafor: one note, the whole name
    changes = [
        (raw, by)
        for raw, by in changes
        if not any(
            other != raw and to == by and re.search(rf"(?<!\w){re.escape(raw)}(?!\w)", other)
            for other, to in changes
        )
    ]
    notes = [f"{raw} → {by}" if by and by != raw else raw for raw, by in changes]
    if has_cjk(text):
        return f"{text}（旧值：{'；'.join(notes)}）"
    return f"{text} (superseded: {'; '.join(notes)})"


# The note mark_stale writes: "(superseded: 800 → 1200; Dana)", "（旧值：5 万 → 4 万）"
_WRITTEN_NOTE = re.compile(r"[（(](?:superseded|旧值)[:：]\s*([^)）]*)[)）]")


def noted_values(line: str) -> list[str]:
    """The replaced values ``mark_stale`` noted on ``line``, as said: "800" and "Dana" of
    "... (superseded: 800 → 1200; Dana)"."""
    olds = (
        part.split("→")[0].strip()
        for note in _WRITTEN_NOTE.findall(line)
        for part in re.split(r"[;；]", note)
    )
    return [old for old in olds if old]


def stale_terms(values: dict[str, str]) -> set[str]:
    """Lower-cased forms of replaced values, to stop them counting as facts worth keeping."""
    out: set[str] = set()
    for raw in values:
        low = raw.lower()
        out.add(low)
        out.add("".join(low.split()))
        number = re.match(r"[$€£¥]?[\d,.]+", low)
        if number:
            out.add(number.group(0))
    return out


def stale_words(values: dict[str, str]) -> set[str]:
    return {w for raw in values for w in content_words(raw)}


# -- names and identifiers replaced --------------------------------------------------------
_ID = r"[A-Za-z_][\w.:/-]*[\w]"
_NAME = r"[A-Z][a-z]+(?: [A-Z][a-z]+){0,2}"
# "ROUND_HALF_EVEN is out", "v2.31.1 is dead", "instead of gh-ost", "replace X with Y"
_ID_ARROW = re.compile(rf"(?<![{_W}.-])({_ID})\s*(?:->|→)\s*({_ID})(?![{_W}.-])")
_ID_OUT = [
    re.compile(rf"(?<![{_W}.-])({_ID})\s+(?:is|was|are|were)\s+(?:out|dead|obsolete|wrong|gone|"
               rf"cancel+ed|off the table|no longer (?:used|needed|valid))\b", re.I),
    re.compile(rf"\b(?:instead of|rather than)\s+(?:the\s+)?({_ID})", re.I),
    re.compile(rf"\breplac\w*\s+(?:the\s+)?({_ID})\s+(?:with|by)\s+({_ID})", re.I),
    re.compile(rf"\bswitch\w*\s+from\s+({_ID})\s+to\s+({_ID})", re.I),
    _ID_ARROW,
    # "removes the INV-771 retry", "reverted 5be20d4": what it added is history now
    re.compile(rf"(?<!will )(?<!'ll )(?<!to )(?<!going to )\b(?:remove|removed|removes|deleted|"
               rf"deletes|dropped|drops|reverted|reverts|rolled back)\s+(?:the\s+)?"
               rf"(?:\w+\s+){{0,2}}?({_ID})(?![\w-])"
               # "Legal dropped LEGAL-1187 on us": handed over, not removed
               r"(?!\s+(?:on|in|into)\s+(?:us|me|you|him|her|them|our|my|your)\b)", re.I),
]  # fmt: skip
_ARROWS = re.compile(r"->|→")
# Who holds a role: "Wen Li reviews", "Marco Ruiz is incident commander", "assign it to Raj",
# "make Tomasz Nowak the reviewer", "owner: Kai", "hands incident commander over to Dana".
# the role word after the holder ("Wen Li reviews", "Kai is the owner")
_HOLDER_BEFORE = {
    "owner": r"owns|(?:is|as|will be) (?:the |our )?(?:new )?owner|takes it|takes over",
    "reviewer": r"reviews|(?:is|as|will be) (?:the |our )?(?:new )?reviewer",
    "commander": r"(?:is|as|will be) (?:the |our )?(?:new )?(?:incident )?commander",
    "approver": r"approves|signs off|(?:is|as|will be) (?:the |our )?approver",
    "lead": r"(?:is|as|will be) (?:the |our )?(?:new )?(?:tech )?lead",
    "oncall": r"(?:is|as) (?:the )?(?:primary )?on[- ]call",
}  # fmt: skip
# the holder after the role word ("assigned to Raj", "owner: Kai", "hands it over to Dana")
_HOLDER_AFTER = {
    "owner": r"owner(?: is|:)|assign(?:ed|s)? (?:\w+ )?to|reassign(?:ed|s)? (?:\w+ )?to|"
    r"hand(?:s|ed)? (?:it |\w+ )?over to",
    "reviewer": r"reviewer(?: is|:)|review(?:ed)? by|make|made",
    "commander": r"commander(?: is|:)|hand(?:s|ed)? (?:the )?(?:incident )?commander(?: role)? over to",
    "approver": r"approver(?: is|:)|approval from|sign-off from",
    "lead": r"lead(?: is|:)",
    "oncall": r"on[- ]call(?: is|:)",
}  # fmt: skip
_ROLE_PATTERNS: list[tuple[str, re.Pattern[str]]] = []
for _role, _words in _HOLDER_BEFORE.items():
    _ROLE_PATTERNS.append(
        (_role, re.compile(rf"(?P<name>{_NAME})(?:\s*\([^)]*\))?\s+(?i:(?:now\s+)?(?:{_words}))\b"))
    )
for _role, _words in _HOLDER_AFTER.items():
    name_then = rf"(?P<name>{_NAME})"
    if _role == "reviewer":
        # "make Tomasz Nowak the reviewer": the role follows the name
        _ROLE_PATTERNS.append(
            (
                _role,
                re.compile(rf"\b(?i:make|made)\s+{name_then}\s+(?i:(?:the\s+|our\s+)?reviewer)"),
            )
        )
        _words = r"reviewer(?: is|:)|review(?:ed)? by"
    _ROLE_PATTERNS.append((_role, re.compile(rf"(?i:\b(?:{_words}))\s*(?:now\s+)?{name_then}")))
_ROLE_PATTERNS += [
    (role, re.compile(rf"\b(?i:make|made)\s+(?P<name>{_NAME})\s+(?i:(?:the\s+|our\s+)?(?:new\s+)?{word})"))
    for role, word in (("owner", "owner"), ("commander", "(?:incident )?commander"), ("lead", "lead"))
]  # fmt: skip
# Any other role a person holds, by its noun: "GPTC's study engineer was Ray Castellano",
# "the study engineer is now Anjali Mehta", "Philip Marchetti is their new counsel",
# "Registrar: Maren Holt". The word before the noun, when there is one, tells two roles of
# one kind apart ("site engineer", "study engineer").
_ROLE_NOUNS = (
    r"contact|engineer|manager|coordinator|counsel|lawyer|attorney|solicitor|chair|adjuster|"
    r"underwriter|registrar|broker|representative|rep|liaison|sponsor|assignee|planner|analyst|"
    r"officer|captain|instructor|inspector|auditor|accountant|surveyor|supervisor|consultant|"
    r"advis[eo]r|examiner|editor|translator|interpreter|signatory|guarantor|courier|"
    r"photographer|teacher|doctor|physician|nurse|proctor|invigilator|moderator|handler|"
    r"architect|mentor|administrator|custodian|caseworker|producer|director|vendor contact"
)
_ANY_ROLE = [
    re.compile(
        rf"(?:\b(?i:the|our|their|his|her|its)\s+|\b[A-Z][\w&.-]*['’]s\s+)"
        rf"(?:(?i:new|current|assigned)\s+)?(?P<qual>[a-z][\w-]*\s+)?(?P<role>(?i:{_ROLE_NOUNS}))"
        rf"\s+(?i:is|was|will be|becomes|has become)\s+(?i:now\s+)?(?P<name>{_NAME})"
    ),
    re.compile(
        rf"(?P<name>{_NAME})\s+(?i:is|was|will be|becomes|has become)\s+(?i:now\s+)?"
        rf"(?i:the|our|their|[a-z]+['’]s)\s+(?:(?i:new|current)\s+)?(?P<qual>[a-z][\w-]*\s+)?"
        rf"(?P<role>(?i:{_ROLE_NOUNS}))\b"
    ),
    re.compile(rf"(?:^|[;.]\s+)(?P<role>(?i:{_ROLE_NOUNS})):\s*(?P<name>{_NAME})"),
]


# A role over one thing named by its identifier: "S4 is chaired by Lena Fischer", "Rafael
# Ortiz chairs S4 instead", "PM-318 is owned by Dana Ruiz": the holder of that thing only
_OBJECT = r"(?P<obj>[A-Z][A-Za-z]*-?\d[\w-]*|[A-Z]{2,}-[\w-]+)"
_DUTY_VERBS = {
    "chair": "chair", "own": "owner", "lead": "lead", "led": "lead", "run": "run",
    "handl": "handler", "manag": "manager", "cover": "cover", "teach": "teacher",
    "taught": "teacher", "review": "reviewer", "assign": "assignee", "belong": "owner",
}  # fmt: skip
_DUTY_STEM = r"(?P<verb>chair|own|lead|led|run|handl|manag|cover|teach|taught|review)"
_OBJECT_HOLDERS = [
    re.compile(
        rf"(?<![\w-]){_OBJECT}(?: [A-Z][a-z]+){{0,2}} (?:is|was|will be) (?:now )?"
        rf"{_DUTY_STEM}(?:ed)? by (?P<name>{_NAME})"
    ),
    re.compile(
        rf"(?P<name>{_NAME}) (?:now |still )?{_DUTY_STEM}(?:s|es) (?:the )?{_OBJECT}(?![\w-])"
    ),
    # "Billing is owned by Jonas Berg", "the migration is now run by Priya"
    re.compile(
        rf"\b(?!(?i:it|this|that|which|who|what|everything|nothing)\b)(?P<obj>[A-Za-z][\w-]{{2,}}) "
        rf"(?:is|are|was|will be) (?:now |still )?{_DUTY_STEM}(?:ed|ned)? by (?P<name>{_NAME})"
    ),
    # "PIR-311 now belongs to Mei Chen", "PIR-311, PIR-313 and PIR-314 now belong to Mei Chen"
    re.compile(
        rf"(?<![\w-]){_OBJECT}(?:(?:,| and) [A-Z][\w-]*\d[\w-]*)* (?:now |still )?"
        rf"(?P<verb>belong)s? to (?P<name>{_NAME})"
    ),
    # "OPS-4411 is assigned to Lena", "Reassign OPS-4411 to Marco"
    re.compile(
        rf"(?<![\w-]){_OBJECT} (?:is|was|has been|got) (?:now )?(?:re)?(?P<verb>assign)ed to "
        rf"(?P<name>{_NAME})"
    ),
    re.compile(rf"\b(?:[Rr]e)?(?P<verb>assign)(?:ed)? (?:the )?{_OBJECT} to (?P<name>{_NAME})"),
]


def _same_role(a: str, b: str) -> bool:
    """ "study engineer" and "engineer" are one role; "study engineer" and "site engineer"
    are two."""
    if a == b:
        return True
    x, y = a.split(), b.split()
    if x[-1] == y[-1] and len(x) == len(y) == 2 and has_cjk(x[0]) and has_cjk(y[0]):
        return x[0] in y[0] or y[0] in x[0]  # 接口联调 and 联调: one duty
    return x[-1] == y[-1] and (len(x) == 1 or len(y) == 1)


_NOT_NAMES = {
    "The", "This", "That", "It", "We", "I", "You", "They", "He", "She", "Make", "Take", "Also",
    "And", "But", "So", "Then", "Now", "Yes", "No", "Ok", "Okay", "Please", "Our", "Their",
    "His", "Her", "My", "Your", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
    "Saturday", "Sunday", "Done", "Noted", "Assign", "Reassign", "Owner", "Reviewer", "Team",
    "Both", "All", "Each", "Every", "Some", "Any", "None", "One", "Two", "Blocker", "Critical",
    "High", "Medium", "Low", "Fixed", "Created", "Added", "Updated", "Changed", "Good", "Fine",
    "Great", "Someone", "Nobody", "Everyone", "Who", "Which", "What", "When", "Where",
}  # fmt: skip


# Quick tests before the full patterns run: most sentences name no role and replace nothing
_MAY_HOLD = re.compile(
    r"交给|转给|交由|\b(?:own|belong|review|command|approv|sign|lead|on[- ]call|assign|reassign|hand(?:s|ed)?\b|"
    r"take|make|made|chair|run|handl|manag|cover|teach|taught|led\b)|审批人|负责人|对接人|处理人|"
    r"经办人|联系人|由|"
    rf"\b(?:{_ROLE_NOUNS})\b",
    re.I,
)
# 对接人刘强, 审批人是王磊, 对接人已换成陈晨（理赔专员）: a role and its holder the Chinese way
_ROLE_ZH = re.compile(
    r"(?P<role>审批人|负责人|对接人|处理人|经办人|联系人)"
    r"(?:是|为|：|:|\s|已|现在|现|改由|换成|改为|改成|变更为|更换为|换为)*"
    r"(?P<name>[\u4e00-\u9fff]{2,3}?)(?=[，,。；;、（(\s：:！!]|$|负责|审批|处理|跟进|对接)"
)
# 以后由新来的销售主管李春燕对接, 改由何静负责: who does it from now on, said by its verb
_BY_ZH = re.compile(
    r"由(?:[\u4e00-\u9fff]{0,6}?(?:主管|经理|专员|老师|主任|同事|组长))?"
    r"(?P<name>[\u4e00-\u9fff]{2,3}?)(?P<verb>对接|负责|审批|处理|经办)"
)
_VERB_ROLE_ZH = {
    "对接": "对接人",
    "负责": "负责人",
    "审批": "审批人",
    "处理": "处理人",
    "经办": "经办人",
}
_MAY_REPLACE = re.compile(
    r"\b(?:out|dead|obsolete|wrong|gone|cancel\w*|off|no longer|instead|rather|replac\w*|"
    r"switch\w*|remov\w*|delet\w*|drop\w*|revert\w*|rolled back)\b|->|→",
    re.I,
)
_MAY_STAND_IN = re.compile(
    r"\b(?:out|away|off|leave|holiday|vacation|PTO|sick|ill|unavailable|travell?ing|offline|"
    r"office|OOO|leaving|longer|cover\w*|stand\w*|fill\w*|take\w*|took|replac\w*|steps?|"
    r"moved|transferred|rotated|reassigned|left|retired|"
    r"stepping|hand\w*|pass\w*|give|gave|gives|instead|rather|place|not)\b|->|→|=>|"
    r"出差|请假|休假|不在|离职|调岗|病假|生病|没空|外派|休产假",
    re.I,
)


def _holders(text: str) -> list[tuple[str, str]]:
    """(role, name) pairs ``text`` states."""
    out: list[tuple[str, str]] = []
    if not _MAY_HOLD.search(text):
        return out
    for role, pattern in _ROLE_PATTERNS:
        for m in pattern.finditer(text):
            words = m.group("name").split()
            while words and words[0] in _NOT_NAMES:
                words.pop(0)  # "Noted Dana Okafor as ...": the name is Dana Okafor
            if not words or len(words[0]) < 2:
                continue
            out.append((role, " ".join(words)))
    for pattern in _ANY_ROLE:
        for m in pattern.finditer(text):
            name = _trim_name(m.group("name"))
            if name:
                qual = (m.groupdict().get("qual") or "").strip().lower()
                role = m.group("role").lower()
                out.append((f"{qual} {role}" if qual else role, name))
    for m in _ROLE_ZH.finditer(text):
        if m.group("name") not in _NOT_CJK_NAMES:
            # 运营负责人周航 and 推流评估交给吴涛: the heads of two things, not one handed
            # over (a contact, 合作社对接人, is the one contact whatever it is named with)
            role = m.group("role")
            topic = _zh_topic(text[: m.start()]) if role == "负责人" else ""
            out.append((f"{topic} {role}" if topic else role, m.group("name")))
    for pattern in _OBJECT_HOLDERS:
        for m in pattern.finditer(text):
            name = _trim_name(m.group("name"))
            if name:
                duty = _DUTY_VERBS[m.group("verb").lower()]
                out.append((f"{duty} of {m.group('obj').lower()}", name))
    for m in _BY_ZH.finditer(text):
        name = _trim_name(m.group("name"))
        if name:
            role = _VERB_ROLE_ZH[m.group("verb")]
            topic = _zh_topic(text[: m.start()])
            out.append((f"{topic} {role}" if topic else role, name))
    for m in _HANDED_ZH.finditer(text):
        name = _trim_name(m.group("name"))
        if name and name not in _NOT_CJK_NAMES:
            topic = _zh_topic(text[: m.start()])
            out.append((f"{topic} 负责人" if topic else "负责人", name))
    # "OPS-4411 is assigned to Lena": a duty of a named item, not the role of owner at large
    of_item = {name for role, name in out if " of " in role}
    return [(role, name) for role, name in out if " of " in role or name not in of_item]


# 联调交给陈晨, 这块转交给刘婷负责: a duty handed to someone
_HANDED_ZH = re.compile(
    r"(?:交给|转给|移交给|转交给|交由)(?P<name>[\u4e00-\u9fff]{2,3}?)"
    r"(?=[，,。；;！!\s]|$|负责|处理|跟进|对接|来)"
)
# What may stand between a topic and 由: "报表迁移改由", "联调现在由", "以后由": not the topic
_ZH_TOPIC_TAIL = re.compile(
    r"(?:以后|之后|后续|今后|现在|目前|接下来|然后|就|改|现|已|则|都|全部|将|会|仍|还是|继续|统一|"
    r"暂时|先|也|这块|这事|此事|那就)+$"
)


def _zh_topic(before: str) -> str:
    """The thing a Chinese duty is about: "前端由李娜负责" and "后端由赵强负责" are two
    duties, "报表迁移由王磊负责" and "报表迁移改由刘婷负责" one."""
    clause = re.split(r"[，,。；;！!？?：:\n]", before)[-1]
    topic = _ZH_TOPIC_TAIL.sub("", clause.strip())
    run = re.search(r"[\u4e00-\u9fff]{2,6}$", topic)
    return run.group(0) if run else ""


def _said(name: str, text: str) -> str | None:
    """How ``text`` writes ``name`` (or its first name), None when it does not."""
    if has_cjk(name):
        return name if name in text else None  # CJK text has no spaces around a name
    for form in (name, name.split()[0]):
        m = re.search(rf"(?<![\w-]){re.escape(form)}(?![\w-])", text, re.I)
        if m:
            return m.group(0)
    return None


# -- people standing in for others ----------------------------------------------------------
# "Pieter is on leave until May 5, Sofia Marin is covering", "Mirela is out ..., so the
# approver is Tobias instead", "Dana takes over from Raj", "Raj hands it over to Dana",
# "Dana instead of Raj", 王磊下周出差，审批人换成陈静, "审批人：王磊 → 陈静".
_AWAY = re.compile(
    rf"(?P<old>{_NAME})(?:'s| is| was| will be| has been| has gone| went)\s+(?:\w+\s+)?"
    r"(?:out|away|off|on (?:\w+ )?leave|on holiday|on vacation|on PTO|sick|ill|unavailable|"
    r"travell?ing|offline|out of (?:the )?office|OOO|leaving|no longer (?:with|on|at))\b|"
    # "Liu Jing starts maternity leave next week", "Sam goes on leave on Friday"
    rf"(?P<leaving>{_NAME})\s+(?:starts|begins|goes on|is going on|will go on)\s+(?:\w+\s+)?"
    r"(?:leave|holiday|vacation|PTO)\b|"
    # "Ray Castellano moved to Transmission Planning", "Dana has left the company"
    rf"(?P<gone>{_NAME})\s+(?:has\s+|had\s+)?(?:(?:moved|transferred|been reassigned|"
    # (not "Meridian moved to compel": a motion filed)
    r"was reassigned)\s+to(?!\s+(?:compel|dismiss|strike|stay|quash|amend|transfer|remand|"
    r"intervene|seal|vacate|exclude)\b)|rotated off|retired|left the (?:company|team|firm|project|"
    r"organi[sz]ation|group|department)|"
    # "Marcus Bell has left the band, ...", not "Ana has left the meeting"
    r"has left(?: the (?:band|agency|practice|firm|company|team|business|school|club))?"
    r"(?=\s*[,.;:—–-]|\s+(?:and|so)\b))"
)
_COVERS = re.compile(
    rf"(?P<new>{_NAME})\s+(?i:is covering|covers|will cover|is standing in|stands in|"
    r"is filling in|fills in|takes over|is taking over|will take over|took over|replaces|"
    r"is replacing|will replace|replaced|steps in|is stepping in)"
    rf"(?:\s+(?i:for|from)\s+(?P<old>{_NAME}))?"
)
# "Mireille Ostrova replaces Raj Menon as the contact": the replaced person straight after
_REPLACES = re.compile(
    rf"(?P<new>{_NAME})\s+(?i:replaces|is replacing|will replace|replaced|has replaced)\s+"
    rf"(?P<old>{_NAME})\b"
)
_HANDS = re.compile(
    rf"(?P<old>{_NAME})\s+(?i:(?:is |was |will be )?(?:handing|passing|giving)|hands?|handed|passes|"
    r"passed|gives?|gave)\s+(?:\w+\s+){0,3}?"
    rf"(?i:over\s+)?(?i:to)\s+(?P<new>{_NAME})"
)
_INSTEAD_OF = re.compile(
    rf"(?P<new>{_NAME})\s+(?:(?i:comes|come|goes|go|steps in|works|does it|will do it)\s+)?"
    rf"(?i:instead of|rather than|in place of|not)\s+(?P<old>{_NAME})\b|"
    rf"(?P<new2>{_NAME}),\s+not\s+(?P<old2>{_NAME})\b"
)
_NAME_ARROW = re.compile(
    rf"(?P<old>{_NAME}|[\u4e00-\u9fff]{{2,4}})\s*(?:->|→|=>)\s*(?P<new>{_NAME}|[\u4e00-\u9fff]{{2,4}})"
)
_CJK_NAME = r"[\u4e00-\u9fff]{2,3}?"
_AWAY_ZH = re.compile(
    rf"(?:^|[，。；、：:\s]|那边|这边|那里|的)(?P<old>{_CJK_NAME})"
    r"(?:\s*\d{1,2}月\d{1,2}[日号]\s*|下周|这周|本周|明天|今天|后天|最近|目前|已经|上午|下午|晚上|"
    r"今晚|这几天|下个月|要|会|临时|起|开始|就)*"
    r"(?:出差|请假|休假|不在|离职|调岗|病假|生病|没空|休产假|外派)"
)
_NEW_ZH = re.compile(
    rf"(?:换成|改成|改为|变更为|换为|改由|交给|转给|转交给|由|"
    # 后面对接周明哲, 以后找刘婷: who the work goes to from then on
    rf"(?:后面|以后|之后|后续|今后)[\u4e00-\u9fff]{{0,4}}?(?:对接|找|联系))\s*(?P<new>{_CJK_NAME})"
    r"(?:吧|来|负责|审批|处理|跟进|对接|签|[，。；！!\s]|$)"
)
_NOT_CJK_NAMES = frozenset(
    [
        "大家",
        "我们",
        "你们",
        "他们",
        "她们",
        "自己",
        "老板",
        "同事",
        "领导",
        "经理",
        "团队",
        "部门",
        "客户",
        "对方",
        "公司",
        "财务",
        "行政",
        "审批人",
        "负责人",
        "对接人",
        "这边",
        "那边",
        "下周",
        "明天",
    ]
)
# Words of a duty: a later line naming the replaced person with one of them still talks
# about the role the person no longer holds.
_DUTY = re.compile(
    r"approv|owner|owns|assign|review|sign|send|sends|lead|commander|on-?call|contact|"
    r"responsib|handl|escalat|负责|审批|对接|跟进|处理",
    re.I,
)


_ROLE_WORD = re.compile(
    r"\b(?:approver|owner|assignee|reviewer|lead|commander|on-?call|contact|responsible|"
    r"handler|signatory|reassigned|handed over)\b|审批人|负责人|对接人|处理人|经办人|联系人|值班",
    re.I,
)


def _away(m: re.Match[str]) -> str:
    """The person an ``_AWAY`` match is about: away, gone, or leaving."""
    return m.group("old") or m.group("gone") or m.group("leaving")


def _stand_ins(text: str) -> list[tuple[str, str]]:
    """(replaced person, person standing in) pairs that ``text`` states."""
    out: list[tuple[str, str]] = []

    def add(old: str | None, new: str | None) -> None:
        if not old or not new:
            return
        old, new = _trim_name(old), _trim_name(new)
        if old and new and old.split()[0].lower() != new.split()[0].lower():
            out.append((old, new))

    holding: list[str] | None = None
    for m in _AWAY.finditer(text):
        old = _away(m)
        # the one who now holds the role, said in the same text ("the study engineer is
        # now Anjali Mehta; Ray Castellano moved to ..."), else a name after the news
        if holding is None:
            holding = [name for _, name in _holders(text)]
        held = [name for name in holding if not _said(name, old)]
        # a name after the news stands in when the same sentence says it ("Ray is out, we
        # go with Alana"); the next sentence is other news ("Dan is out injured. So 62 for
        # Torbay.")
        rest = re.split(r"(?<=[.!?])\s+|[。！？\n]", text[m.end() :], maxsplit=1)[0]
        if m.group("gone"):
            rest = re.sub(rf"^\s*{_NAME}", "", rest)  # where they went is no one
        others = held or [n for n in re.findall(_NAME, rest) if _trim_name(n)]
        if others:
            add(old, others[0])
    for m in _COVERS.finditer(text):
        covered = m.group("old")
        if not covered:
            away = _AWAY.search(text)
            covered = _away(away) if away else None
        add(covered, m.group("new"))
    for m in _REPLACES.finditer(text):
        add(m.group("old"), m.group("new"))
    for m in _HANDS.finditer(text):
        add(m.group("old"), m.group("new"))
    for m in _INSTEAD_OF.finditer(text):
        add(m.group("old") or m.group("old2"), m.group("new") or m.group("new2"))
    if _ROLE_WORD.search(text):
        # "approver: Wang → Chen"; an arrow between places is a route, not a hand-over
        for m in _NAME_ARROW.finditer(text):
            add(m.group("old"), m.group("new"))
    away_zh = [m.group("old") for m in _AWAY_ZH.finditer(text)]
    if away_zh:
        new_zh = _NEW_ZH.search(text)
        if new_zh:
            add(away_zh[0], new_zh.group("new"))
    return out


def _gone(name: str, text: str) -> bool:
    """``text`` says ``name`` is away or has left (刘强离职了, "Dana is out until Monday"):
    it speaks of the person as the holder being replaced."""
    for pattern in (_AWAY, _AWAY_ZH):
        for m in pattern.finditer(text):
            if _said(name, m.group("old") or m.groupdict().get("gone") or ""):
                return True
    return False


def _trim_name(name: str) -> str:
    if has_cjk(name):
        return "" if name in _NOT_CJK_NAMES else name
    words = name.split()
    while words and (
        words[0] in _NOT_NAMES or words[0] in _ASKING or _CALENDAR_NAME.fullmatch(words[0])
    ):
        words.pop(0)
    return " ".join(words) if words and len(words[0]) >= 2 else ""


_CALENDAR_NAME = re.compile(
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day|january|february|march|april|may|june|july|"
    r"august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|"
    r"nov|dec",
    re.I,
)
_ASKING = frozenset(
    [
        "Ask",
        "Have",
        "Let",
        "Tell",
        "Get",
        "Call",
        "Ping",
        "Email",
        "Send",
        "Loop",
        "Cc",
        "Thank",
        "Thanks",
        "Via",
        "Per",
    ]
)


def _still_used(name: str, units: Sequence[Statement], j: int) -> bool:
    """``name`` is named again after unit ``j`` in a fresh unit that does not set it aside:
    "instead of" chose something else for one purpose, not everywhere."""
    for unit in units[j + 1 :]:
        if (
            unit.fresh
            and _said(name, unit.text)
            and not re.search(
                rf"(?:instead of|rather than|not|no longer|replac\w*|drop\w*|remov\w*)\s+(?:the\s+)?"
                rf"{re.escape(name)}",
                unit.text,
                re.I,
            )
        ):
            return True
    return False


def find_replaced_names(units: Sequence[Statement]) -> Stale:
    """Identifiers and people a later unit replaced: "X is out", "instead of X", "replace X
    with Y"; the holder of a role (owner, reviewer, commander...) when a later unit gives
    the role to someone else. Only fresh units replace."""
    found = Stale()
    holders: list[tuple[int, str, str]] = []  # (unit, role, name)
    holders_set: set[tuple[int, str, str]] = set()
    message_text: dict[int, str] | None = None
    # the statuses each unit says of work items, read once ("INC-4471 is open")
    statuses = [
        [(m.group("id").lower(), m.group("status")) for m in _ITEM_STATUS.finditer(u.text)]
        for u in units
    ]
    for j, unit in enumerate(units):
        text = unit.text
        if not unit.fresh:
            stated = _holders(text)
            holders.extend((j, role, name) for role, name in stated)
            holders_set.update((j, role, name) for role, name in stated)
            continue
        if _MAY_REPLACE.search(text) and _HEDGE.search(text) is None:
            for pattern in _ID_OUT:
                for m in pattern.finditer(text):
                    old = m.group(1)
                    new = m.group(2) if m.lastindex and m.lastindex >= 2 else ""
                    if pattern is _ID_ARROW and _ARROWS.search(
                        text[max(0, m.start() - 40) : m.start()] + text[m.end() : m.end() + 40]
                    ):
                        continue  # "C-02 → records request status → C-04": steps in order
                    if pattern is _ID_ARROW and re.search(r"\d", old) and not re.search(r"\d", new):
                        continue  # "Tracker C-02 → status CORRECTED": a field set, no new id
                    if old.lower() == new.lower() or not re.search(r"[A-Za-z]", old):
                        continue
                    strict = pattern is not _ID_OUT[0]  # "instead of X": X must be code-like
                    shape = r"[_./:]|\d|[a-z][A-Z]|^[A-Z0-9_]{3,}$" + ("" if strict else "|-")
                    if not re.search(shape, old):
                        continue  # a plain word ("instead of tree-shaken") is not an identifier
                    if pattern is _ID_OUT[1] and _still_used(old, units, j):
                        continue  # "booked on X instead of Y": Y is still in use elsewhere
                    for i in range(j + 1):
                        written = _said(old, units[i].text) if i < j else old
                        if written:
                            found.add(i, written, new, f"identifier replaced in unit {j}", (j, -1))
        stand_ins = _stand_ins(text) if _MAY_STAND_IN.search(text) else []
        if stand_ins and message_text is None:
            # a summary line joins the sentences of one message: judge a duty there
            message_text = {}
            for other in units:
                message_text[other.message] = message_text.get(other.message, "") + " " + other.text
        for gone, standing_in in stand_ins:
            here = _said(gone, text)
            if here:
                found.add(
                    j, here, standing_in, f"{gone} replaced by {standing_in} (unit {j})", (j, -1)
                )
            for i, other in enumerate(units):
                if i == j:
                    continue
                written = _said(gone, other.text)
                # before: every mention; after: where it still speaks of a duty
                said_with = (message_text or {}).get(other.message, other.text)
                if written and (i < j or _DUTY.search(said_with)):
                    found.add(i, written, standing_in, f"{gone} replaced in unit {j}", (j, -1))
        mine = _holders(text)
        for role, name in mine:
            replaced = {
                before
                for i, r, before in holders
                if _same_role(r, role) and before.split()[0].lower() != name.split()[0].lower()
            }
            # the role as each earlier unit stated it ("study engineer" for "engineer")
            stated_as = {r for _, r, _ in holders if _same_role(r, role)}
            for before in replaced:
                here = _said(before, text)
                if here:  # "Marco hands commander over to Dana": Marco is history here too
                    found.add(j, here, name, f"{role} handed over (unit {j})", (j, -1))
                # where the role was stated, and any later line naming the person in full
                for i in range(j):
                    if (
                        any((i, r, before) in holders_set for r in stated_as)
                        or (
                            " " in before
                            and units[i].fresh
                            and _said(before, units[i].text) == before
                        )
                        or _gone(before, units[i].text)
                    ):
                        written = _said(before, units[i].text)
                        if written:
                            found.add(i, written, name, f"{role} now {name} (unit {j})", (j, -1))
        holders.extend((j, role, name) for role, name in mine)
        holders_set.update((j, role, name) for role, name in mine)
        _commit_moved(units, j, found)
        _slot_moved(units, j, found)
        _status_changed(units, j, statuses, found)
        _place_moved(units, j, found)
    return found


# A place named by its kind and number: "Room 4B", "Gate B12", "Hall 3", "3 号厅", "教二-201"
_PLACE = (
    r"(?:(?:room|hall|gate|dock|bay|stand|booth|platform|berth|studio|lab|suite|ward|"
    r"building|court|pitch|stage)\s?[A-Z0-9][\w-]*(?:\.\d+)*|"
    r"[A-Z0-9][\w-]*\s?号?(?:厅|会议室|教室|展厅|楼|馆|室|会场|展位|月台|站台|泊位|机位|登机口))"
)
_PLACE_MOVED = re.compile(
    r"(?P<subject>[^.;!?。；！？]{0,60}?)\s*(?:moved|changed|switched|relocated|reassigned|"
    r"改到|改在|换到|换成|挪到|移到|调到|改为)\s*(?:to|into|in|at)?\s*"
    rf"(?P<place>{_PLACE})",
    re.I,
)
_PLACE_SAID = re.compile(_PLACE, re.I)


def _place_kind(place: str) -> str:
    """ "Room 4B" -> "room", "3 号厅" -> "厅": the kind a place's number is of."""
    word = re.match(r"[A-Za-z]+", place)
    return word.group(0).lower() if word else place[-1]


def _place_moved(units: Sequence[Statement], j: int, found: Stale) -> None:
    """Unit ``j`` moves something to a place ("Workshop moved to Room 2A", 会场改到 5 号厅):
    a place of the same kind said before about the same thing ("The workshop is in Room
    4B") is history."""
    if not units[j].fresh or units[j].offered or _HEDGE.search(units[j].text):
        return
    for m in _PLACE_MOVED.finditer(units[j].text):
        new, kind = m.group("place"), _place_kind(m.group("place"))
        about = content_words(m.group("subject"))
        if not about:
            continue
        for i in range(j):
            text = units[i].text
            for h in _PLACE_SAID.finditer(text):
                old = h.group(0)
                if _place_kind(old) != kind or old.lower() == new.lower():
                    continue
                # the clause the place is said in names what is there
                clause = re.split(
                    r"[.;!?,。；！？，]\s*", text[max(0, h.start() - 60) : h.start()]
                )[-1]
                if about & content_words(clause):
                    found.add(i, old, new, f"moved to {new} (unit {j})", (j, -1))


# A work item's status, said after its identifier: "INC-4471 is open", "GD-0417 状态：处理中",
# "PR #1906 merged", "OA-2025-0881 已批". Closed states first: "not approved" is no approval.
_OPEN_STATES = (
    r"open|opened|reopened|pending|in progress|in review|under review|draft|on hold|blocked|"
    r"waiting|queued|scheduled|unassigned|处理中|待审核|待审批|审核中|审批中|待处理|未处理|进行中|"
    r"挂起|草稿|待确认"
)
_CLOSED_STATES = (
    r"closed|resolved|done|fixed|merged|cancell?ed|completed|approved|rejected|shipped|"
    r"released|deployed|withdrawn|已关闭|已解决|已完成|已批准?|已通过|已驳回|已撤回|已取消|已上线|已发布|"
    r"已结案|已办结|(?:已经?)?审批通过|已经通过"
)
_ITEM_ID = r"(?<![\w-])(?P<id>[A-Z][A-Z0-9]*-\d[\w-]*|#\d{2,})"
_ITEM_STATUS = re.compile(
    _ITEM_ID + r"(?:\s*\([^)]{0,40}\))?\s*(?:is|was|now|got|has been|:|：|状态\s*[:：]?|\s)\s*"
    r"(?:(?:now|just|finally|already|been|还在|仍在|正在|已经|目前|现在)\s*)*"
    rf"(?P<status>{_CLOSED_STATES}|{_OPEN_STATES})(?![A-Za-z0-9_-])",
    re.I,
)


def _status_changed(
    units: Sequence[Statement], j: int, statuses: list[list[tuple[str, str]]], found: Stale
) -> None:
    """Unit ``j`` says a work item's status ("INC-4471 is closed now"): a different status
    said of that item before ("INC-4471 is open") is history. ``statuses``: (item, status)
    of every unit."""
    if not units[j].fresh or units[j].offered:
        return
    for m in _ITEM_STATUS.finditer(units[j].text):
        item, status = m.group("id").lower(), m.group("status")
        if _HEDGE.search(units[j].text[max(0, m.start() - 30) : m.end()]):
            continue
        for i in range(j):
            for said, before in statuses[i]:
                if said == item and before.lower() != status.lower():
                    found.add(
                        i, before, status, f"{m.group('id')} now {status} (unit {j})", (j, -1)
                    )


# "Adeyemi on 4471 instead": whoever was on that pairing, shift or seat before is replaced
_SLOT_INSTEAD = re.compile(
    r"(?P<new>[A-Z][a-z]+(?:[ .-][A-Z][a-z]+)?) (?:on|for|takes|covers|gets) "
    r"(?:[A-Z]+-)?(?P<slot>\d[\w-]*) instead\b"
)


def _slot_moved(units: Sequence[Statement], j: int, found: Stale) -> None:
    """Unit ``j`` gives a numbered slot to someone "instead": the earlier holders of that
    slot are replaced by them."""
    for m in _SLOT_INSTEAD.finditer(units[j].text):
        new, slot = m.group("new"), re.escape(m.group("slot"))
        held = re.compile(
            rf"(?P<old>[A-Z][a-z]+(?:[ .-][A-Z][a-z]+)?)(?: and [A-Z][a-z]+)? (?:is )?(?:on|for) "
            rf"(?:[A-Z]+-)?{slot}(?![\w-])"
        )
        for i in range(j):
            for h in held.finditer(units[i].text):
                old = h.group("old")
                if old.split()[-1] != new.split()[-1]:
                    found.add(i, old, new, f"{slot} given to {new} (unit {j})", (j, -1))


# "the fix on security/tile-count is now 8c41d07", "the backport is amended to 5d0b9aa"
_NOW_COMMIT = re.compile(
    r"\b(?:is|are) now\s+(?:at\s+)?(?P<new>[0-9a-f]{7,40})\b|"
    r"\b(?:amended|rebased|re-?pushed|force-pushed|reset|moved) (?:to|as)\s+(?P<new2>[0-9a-f]{7,40})\b"
)
_COMMIT = re.compile(rf"(?<![{_W}./-])[0-9a-f]{{7,40}}(?![{_W}/-])")


def _commit_moved(units: Sequence[Statement], j: int, found: Stale) -> None:
    """A commit that something "is now" replaces the commit said of the same thing before:
    "commit 3f9e2a1 on branch security/tile-count", then "the fix on security/tile-count is
    now 8c41d07". A commit id names one commit: once replaced, every mention before is."""
    unit = units[j]
    if not unit.fresh or ("now" not in unit.text and not re.search(r"ed (?:to|as) ", unit.text)):
        return
    for m in _NOW_COMMIT.finditer(unit.text):
        new = m.group("new") or m.group("new2")
        if not HEX_ID.match(new):
            continue
        subject = content_words(unit.text[max(0, m.start() - 60) : m.start()]) - _GENERIC_CODE
        if not subject:
            continue
        replaced: set[str] = set()
        for other in units[:j]:
            for old in _COMMIT.finditer(other.text):
                raw = old.group(0)
                if raw in replaced or not HEX_ID.match(raw) or raw[:7] == new[:7]:
                    continue
                near = content_words(other.text[max(0, old.start() - 60) : old.end() + 60])
                if subject & near:
                    replaced.add(raw)
        for i, other in enumerate(units[:j]):
            for raw in replaced:
                if raw in other.text:
                    found.add(i, raw, new, f"commit of the same thing moved in unit {j}", (j, -1))


# words every commit is said with: they name no particular change
_GENERIC_CODE = frozenset(
    ["fix", "fixes", "commit", "patch", "change", "branch", "main", "head", "amended", "now",
     "build", "tag", "rebased", "moved", "reset", "the"]
)  # fmt: skip

"""What a sentence does, from cue phrases in English and Chinese, and the section it
belongs to.

The six sections separate what an agent must treat differently: the user's goal (their
requests, questions and constraints), confirmed facts (observations and tool results),
decisions (agreements and choices), open issues (unknowns, risks, unanswered questions),
pending actions (next steps, owners, deadlines, waiting) and references. A sentence is
put where its strongest cue says, with the speaker's role breaking ties: a user who says
"change it to 1200" decides, a model that says "changed to 1200" reports a fact.

The cues are generic language (verbs of deciding, modal and future forms, question
forms, words of doubt and of completion); no word of a particular conversation.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from ..summary import SECTIONS

GOAL, FACTS, DECISIONS, OPEN, PENDING, REFERENCES = SECTIONS

_DAYS = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"


def _cue(english: str, chinese: str = "") -> re.Pattern[str]:
    # A cue word inside an identifier ("risk-engine", "done_at") or naming a field
    # ("unknown=4", "pending=3" in a tool's counts) is not a cue.
    pattern = rf"(?<![\w./-])(?:{english})(?![\w/=-]|\.\w)"
    if chinese:
        pattern += f"|(?:{chinese})"
    return re.compile(pattern, re.I)


# Leading words before an imperative: "ok, so please also make ..."
_LEAD = (
    r"^\W*(?:(?:ok(?:ay)?|so|then|and|also|now|yes|yeah|fine|good|great|right|alright|hmm+|"
    r"please|pls|but|just|actually|instead|first|next|finally|meanwhile|for now|"
    r"in the meantime)\b[\s,.:;!-]*)*"
)
# Verbs of asking for information or a work product.
_ASK_VERBS = (
    r"check|look|find|investigate|see|explain|tell|show|give me|summari[sz]e|write|draft|"
    r"prepare|compare|analy[sz]e|estimate|list|pull|get me|figure|confirm|verify|review|"
    r"search|dig|debug|diagnose|trace|help|describe|walk me|go through|read|fetch|query|"
    r"look up|calculate|count|measure|test|try to find|remind me|note|record|log"
)
# Verbs of committing to a course of action.
_DO_VERBS = (
    r"make|take|use|add|remove|delete|shorten|extend|launch|refund|reassign|assign|switch|"
    r"waive|keep|drop|set|change|move|book|approve|send|go with|bump|raise|lower|increase|"
    r"decrease|reduce|cancel|revert|roll ?back|deploy|ship|merge|push|release|pin|freeze|"
    r"unfreeze|enable|disable|turn (?:on|off)|schedule|reschedule|rename|replace|apply|"
    r"accept|reject|pick|choose|stick|stop|pause|resume|scale|limit|cap|exclude|include|"
    r"skip|allow|block|grant|revoke|retry|restart|rebook|upgrade|downgrade|tag|split|"
    r"combine|start|begin|promote|mark|put|leave|hold|delay|postpone|offer|credit|charge|"
    r"issue|close|reopen|escalate|route|redirect|migrate|convert|cut|trim|double|halve|"
    r"go ahead|do (?:it|that|this|both|the)|try|relaunch|rerun|re-run|kill|abort|fix|"
    r"ignore|exclude|treat|count|bill|pay|publish|submit|file|update|create|rollout|roll out|"
    r"promote|downsize|upsize|archive|restore|retire|decommission|lock|unlock|raise|"
    r"go back|bring|return|put back"
)
_QUESTION = re.compile(
    r"(?<![=<>(,]\s)(?<![=<>(,])\?(?:\s*$|\s+(?=[A-Za-z])|\))|？|[吗呢嘛](?:[\s。]|$)"
)
_REQUEST = _cue(
    r"please|pls|can you|could you|would you|will you|help(?: me| us)?|i want|i'd like|"
    r"i would like|i need|we need|we want|let me know|tell me|show me|give me|find out|"
    r"figure out|make sure|remind me|look (?:at|into)|" + _LEAD + r"(?:" + _ASK_VERBS + r")",
    r"请|帮我|帮忙|麻烦|我想|我要|我需要|我们需要|给我|看一下|看看|查一下|查查|检查一下|"
    r"找出|解释|你记一下|提醒我|写一|"
    # 你看下排产怎么补, 你算下要还多少, 你排个关键路径: asking for work the colloquial way
    r"你(?:先|再)?(?:看下|查下|算下|算一下|算算|核一下|对一下|估一下|测一下|列一下|理一下|"
    r"排一下|拉一下|整理一下|(?:排|做|列|出|拉|写|画|算|整理|准备)(?:个|一个|一份|一版))",
)
# A user's imperative that commits to a course ("make Tomasz the reviewer", "refund it",
# "shorten Tokyo to the 16th") decides; one that asks for work or information requests.
_DIRECTIVE = _cue(
    _LEAD + r"(?:" + _DO_VERBS + r")",
    r"^(?:好的?[，,]?\s*)?(?:就|先|改用|换成|用|删掉|删除|加上|去掉|保留|取消|回滚|关掉|关闭|打开|开启|"
    r"上线|发布|退款|延长|缩短|暂停|恢复)",
)
_CONSTRAINT = _cue(
    r"must(?:n't| not)?|can ?not|can't|cannot|do not|don't|never|not allowed|unless|only if|"
    r"without|deadline|due (?:by|on)|by " + _DAYS + r"|by (?:eod|end of|tomorrow|tonight|"
    r"next week|\d{4}-\d\d-\d\d)|no later than|at (?:most|least)|non-negotiable|mandatory|"
    r"required|requirement|constraint|budget|limit(?:ed)? to|under \S*\d|below \S*\d|"
    r"no (?:\w+ ){0,3}(?:before|until|unless|during|between)",
    r"必须|不能|不要|不得|禁止|只能|除非|截止|以内|不超过|至少|最多|目标|不允许|务必|底线",
)
# A choice was made: agreeing, picking, setting, keeping, dropping.
_DECISION = _cue(
    # "decided", "I decide"; not a decision still to make ("we need to decide", "will
    # decide", "decision pending")
    r"decided|(?<!\bto )(?<!\bwill )(?<!'ll )(?<!\bmust )(?<!\bshould )(?<!\bcan )"
    r"(?<!\bcould )decide|decision(?!(?: is| still| not| yet)* (?:pending|due|expected|needed|required|"
    r"outstanding|open)\b)|agreed?|agrees with (?:me|us|that|this|the)|we agree|"
    r"go(?:ing)? with|went with|"
    # "we turn it back on only after ...": a rule the user's side sets for itself
    r"^\W*(?:and |so |then |but )?we (?!(?:are|were|have|had|need|needs|want|know|knew|think|"
    r"thought|see|saw|got|get|did|do|don'?t|can|could|should|would|might|may|must|still|"
    r"also|just|only|found|lost|used|tried|asked|said|heard|was)\b)[a-z]+\b(?<!ed)"
    r"(?=[^.?!]*\bonly (?:after|when|if|once|until)\b)|"
    r"let'?s (?:use|keep|go|pilot|make|pause|stick|try|drop|not|leave|skip|run|set|switch|"
    r"move|ship|do (?:it|that|this)|take|start with|stay)|"
    r"we(?:'ll| will| are going to) (?:use|go|keep|switch|set|stick|adopt|pilot|ship|drop|"
    r"skip|leave|not)|we keep|keep (?:it|them|the|\S+ at|\S+ for)|stick (?:with|to)|"
    r"chose|choose|chosen|opt(?:ed)? for|settled? on|i approve|approved|signed off|"
    r"make it|change (?:it |that |this )?to|set (?:it |that |this )?to|switch (?:it )?to|"
    r"^\W*(?:as )?per (?:your|the user'?s|our) (?:call|decision|instructions?|ok|go-ahead|choice)|"
    r"no more|won'?t (?:do|use|add|change|restart|touch|delete)|can live with|fine by me|"
    r"(?:i|we) accept|accepted|ok with (?:that|it|this)|"
    r", not (?!today|now|yet|tonight|tomorrow|this week)(?:\S+ ){0,2}\S+\W*$|"
    r"(?:we'll|we will|we now|we then|from now on,? we) (?:" + _DO_VERBS + r")\b|"
    r"should (?:ship|go|use|stay|be done)|"
    r"fine with (?:that|it|this)|i'?m fine|sounds good|go ahead|(?:^|[,.:;]\s*)(?:just )?do it|"
    r"ship it|^\W*(?:no|not|skip|without) (?!today|now|yet|tonight|tomorrow)[\w.-]+\W*$|"
    r"as a rule|make it a rule|policy is|leave (?:it|them|\S+) (?:as|at|out)|"
    r"(?:definition|rule|policy|standard|convention)(?: is)? now\b|from now on|going forward|"
    r"drop (?:it|the|that|this|\S+-\d+)|use (?:what|the|\S+ (?:for|instead))|"
    r"(?:then|so)\s*:|new (?:dates?|plan|values?|limits?) (?:then|are|is)|"
    r"try \S+ \S*\d|(?:^|; )(?:then |so )?\d[\d,.]*\s?\w* (?:ids|rows|per|for|each)",
    # not a decision still to make (要决定, 再决定, 待确定) nor a document (同意书, 决定书)
    r"(?<![要再待能来没未需得去做])决定(?![书信函权])|采用|改为|改成|同意(?![书函])|就用|选择|"
    r"按(?:您|你)的意思|"
    r"先这样|就这样|(?<![要再待能没未需得不])确定|定为|保持|按这个|提到|降到|调到|"
    r"调整为|不加|不做|不改|不要了|不用了|不需要了|确认[，,]?\s*发布|换成|用.{1,12}代替|就按|按方案|选方案|用方案|"
    r"就选|就定|定了|批准|就这么办|改到|改在|推迟到|提前到|挪到|定在|以后都|今后|从现在起|"
    r"口径(?:改为|统一|以此为准)|(?:^|[，,。；;])\s*(?:那就|就)?按[^，,。；]{1,10}?(?:改|来|办(?!法)|执行)|"
    r"(?:只|都|一律|统一)按|"
    # 定10月8日开业, 定9月16日开工吧: a date or a day settled on, said at a clause's start
    r"(?:^|[，,。；;：:])\s*(?:那就|就|那)?定(?=\s*(?:\d|[下本这明后]周|周[一二三四五六日]))",
)
# "use X instead of Y": a choice when the user says it; a description when the model does
_INSTEAD = _cue(r"instead(?: of)?|rather than|not \S+ but", r"而不是|改用|换成")
# The model suggests; when the user agrees next, the suggestion becomes a decision.
_PROPOSAL = _cue(
    r"i(?:'d| would) (?!like|love|need|have|be\b)\w+|"
    r"i suggest|i recommend|my recommendation|recommend\w*|suggest\w*|propos(?:e|al)|"
    r"(?:i|we) (?:can|could) (?!see|tell|confirm|find|not|also see|only)\w+|"
    r"we (?:should|could)|you (?:should|could)|the (?:fix|plan|option|approach|proper fix) "
    r"(?:is|would be)|best (?:option|bet|fix)|what (?:does )?helps?|stop-?gap|plan:|options?:|"
    r"won'?t (?:help|buy|work|fix|solve|change)|wouldn'?t|not worth|doesn'?t help|no point|"
    r"would help|proper fix|(?:two|three|several) (?:fixes|options|ways|steps|layers|parts)|"
    r"options?|approach(?:es)?|fix(?:es)?:",
    r"建议|推荐|方案|可以考虑|应该",
)
# "they'll notice", "you'll see": what someone will perceive or feel is a consequence, not
# work anyone is to do
_NOT_A_DEED = (
    r"(?!\s+(?:probably\s+|likely\s+)?(?:notice|see|like|love|hate|know|feel|care|mind|"
    r"understand|remember|forget|expect|complain|appreciate|wonder)\b)"
)
_TIME_UNITS = ("second", "minute", "hour", "day", "week", "month", "year")
# Work that is not done yet: next steps, owners, waiting, deadlines, hand-overs.
_PENDING = _cue(
    r"next steps?|next:|to-?dos?|follow[- ]?ups?|action items?|don'?t forget|remember to|"
    r"still to do|left to do|outstanding|(?:once|after|as soon as|when) (?:the |it |they |he |"
    r"she |we )?\S+ (?:is |are |has |have )?(?:lands?|landed|published|merged|signed|approved|"
    r"done|back|ready|available|arrives?|publishes|comes? (?:in|back))\b|"
    r"still (?:need|have) to|(?:i|we|you|they|he|she|someone|team|\w+'s team|\w+) (?:still )?"
    r"(?:need|needs|have|has) to|needs? to be|needs? (?:approval|review|sign-off|updating)|"
    r"must (?:still|first)|must be (?:\w+ed|done|confirmed|approved|merged)|"
    r"(?:i|we|you|they|he|she)(?:'ll| will| are going to| is going to)" + _NOT_A_DEED + "|"
    r"(?:team|owners?) will|going to|plan(?:ned|s)? to|scheduled (?:for|on)|tomorrow|tonight|"
    # "later", but not what happened some time after something ("five seconds later it dies")
    + "".join(rf"(?<!{unit} )(?<!{unit}s )" for unit in _TIME_UNITS)
    + r"later|next (?:week|window|sprint|release|"
    + _DAYS
    + r")|"
    r"(?:i|we|you|they|still|are|am|'re|is) (?:waiting|wait) (?:for|on)|^\W*(?:wait|waiting) (?:for|on)|"
    # "Still need the signed W-9 from Kestrel": something owed, not yet in
    r"\bstill (?:need|needs|require|requires)\b|"
    # a status after its item: "Publish DRU-88317 (7.4): waiting on Sofia's OK"
    r"[:;(]\s*(?:still )?waiting (?:for|on)|"
    r"waits (?:for|on)|blocked (?:on|by)|sign(?:s|ed)? off|sign-off|"
    # work someone else still owes: "sheets still to come", "awaiting legal review",
    # "PR #2210 is in review with a Wednesday deploy target", "waitlisted on BO-7719"
    r"(?:still|yet) to (?:come|follow|arrive|be \w+)|await(?:s|ing)\b|"
    r"(?:is|are) (?:still )?(?:in|under) review|waitlisted|on the waitlist|"
    r"(?:deploy|release|launch|delivery|completion) (?:target|date)\b|"
    r"(?:wait|waiting|hold|on hold|leave \w+(?: \w+)?) until|until (?:he|she|they) \w+s\b|"
    r"once (?:the|it|they|we|he|she|both)|(?:is|are) due|due (?:on|by|date)|"
    # a deadline on work not yet done: "due 2026-12-09", "must issue before Dec 18"
    r"due (?:\d[\w./-]*|next|this|end|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*|"
    r"(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\b|"
    + _DAYS
    + r")|must (?:\w+ ){1,2}(?:before|by)|(?:stays?|remains?|kept) open until|"
    r"follows? up|following up|\b(?:we|i|you|they) owe\b|\bonce \w+ \w+s\b|"
    # an inline label: "Pending: the DPO's approval", "Reminder set: call Clearwater at 09:00"
    r"^\W*(?:pending|reminder(?: set| created| added)?)\s*:|"
    r"takes? (?:it|over)|remind|ticket for|for (?:the )?\S+(?: \S+)? team|backlog|not today|"
    r"before (?:the )?(?:cutover|release|merge|deploy|freeze|window|launch)|"
    r"(?:opened|created|filed|raised|logged) [^.;]{0,40}?\b(?:for|to)\b(?!\s*[~≈$€£¥]?\s*\d)|"
    r"(?:opened|created|filed|raised|logged|posted|sent|pinged|emailed|messaged|asked)\b[^.;]{0,60}?"
    r"\b(?:asking|to ask|to confirm|for (?:an? )?(?:answer|reply|review|approval|decision|"
    r"confirmation|sign-?off|input))\b|"
    r"\buntil\b[^.;]{0,40}?,? then (?:i|we|you|they|he|she)\b|"
    r"to be (?:done|confirmed|decided)|not (?:done|finished|merged|deployed|shipped) yet|"
    r"will (?:do|handle|own|run|check|add|fix|remove|ask|tell|file|open|update|send|write)|"
    r"(?:asks?|asked|requires?|required|wants?|needs?) (?:us|you|me) to (?:provide|send|submit|"
    r"upload|supply|share|sign|return|fill)|"
    # owed to someone, or waiting on someone's word: "Still owed to Bellwether: the letter",
    # "proof v4 is in - needs Hannah's OK before printing"
    r"still owed|owed to|(?:needs?|awaits?) (?:\w+'s |your |his |her |their )?(?:ok|okay|"
    r"go-ahead|sign-?off|signature|countersignature|approval)\b",
    r"明天|下一步|待办|后续|稍后|跟进|要做|需要(?!\s*[\d一二两三四五六七八九十几])|等.{0,8}(?:之后|以后|完成|回复|确认)|负责|"
    r"等.{1,12}(?:通过|批准|确认|回复|到位|结束)(?:之?后)?再|我(?:去|来)(?:问|找|联系|确认|催|跟进)|"
    r"\d{1,2}月\d{1,2}[日号]\s*(?:前\s*)?(?:要|得|需|必须)|由[我你他她]|[我你他她]来(?!说|看|讲|自)|"
    r"记得|别忘了|还没做|尚未完成|还要|之后安排|再安排|"
    r"记一下|提醒|之后再|计划|安排|件事|回头|下周|晚些|待.{0,4}完成|最晚|"
    r"(?:季末|季度末|月底|月末|年底|年末|下月|下个月)(?:前)?(?:再)?(?:付|支付|交|提交|发|到|完成)|[要需得须](?:参加|出席|到场)|[须需请]于.{1,16}前|(?:建|开|提|起|创建)(?:个|一个)?工单|工单.{0,4}(?:跟进|待)|"
    r"要求(?:我们|我方|你们|对方)?(?:补充|提供|提交|上传|补交|出具|签署)|"
    r"(?:要|再|才能|需要|得|待)(?:决定|确定)",  # a decision still to make: 这周就要决定
)
# Work handed to someone else: "have Priya take the batching", "ask the tax team for a
# higher limit", "I asked #tax-platform to raise it", 让王磊周三前确认, 已通知王磊：...
_DELEGATED = (
    r"(?:(?<=^)|(?<=[,.;:!] )|(?<=\band )|(?<=\bso )|(?<=\bthen )|(?<=\balso )|(?<=\bplease )|"
    r"(?<=^please )|(?<=^pls ))(?:have|get|ask|tell|remind) "
    r"(?!me\b|us\b|you\b)(?:(?-i:[A-Z][a-z]+(?: [A-Z][a-z]+)?)|him|her|them|the [\w-]+(?: team)?|"
    r"(?:our|their|his|her) [\w-]+(?: team)?)\b|"
    r"\b(?:asked|told|pinged|reminded|notified|emailed|messaged) (?!me\b|us\b|you\b)"
    r"(?:(?-i:[A-Z#@][\w-]*(?: [A-Z][a-z]+)?)|him|her|them|the [\w-]+(?: team)?)[^.;]{0,30}?\bto\b"
)
# someone other than the speaker, the listener or a thing (让他们, 叫财务; not 让我, 让这)
_OTHERS_ZH = r"(?!我|你|咱|大家|它|这|那)"
_DELEGATED_ZH = (
    # 让王磊周三前确认, 叫财务发函: a task handed over has its deliverable or its date;
    # 让他们走保修, 让学院自己调 says how others are to proceed (a decision)
    rf"(?:让|叫|安排|交给){_OTHERS_ZH}[\u4e00-\u9fff]{{2,3}}"
    r"(?=[^，,。；;！!？?]{0,12}(?:前|之前|明天|今天|下周|周[一二三四五六日天]|\d|确认|发|联系|准备|"
    r"提交|通知|回复|跟进|补|签|出|交|做|写|查|问|催|办|核|一下|再说))|"
    # 已通知王磊：周三前确认 hands a task over; 已通知顾明哲。 only reports the telling
    r"已(?:通知|告知|提醒|转告|发给|转给|请|催)(?![\u4e00-\u9fffA-Za-z·]{1,8}(?:[。，,；;！!（(]|$))"
)
# A deadline the Chinese way: 6月25日前, 周三前, 月底之前
_DEADLINE_ZH = (
    r"(?:\d{1,2}月\d{1,2}[日号]|(?:下|本|这)?周[一二三四五六日天]|月底|月初|明天|今天|本周|这周)"
    r"\s*(?:之|以)?前|"
    # a date written with figures: "2025-09-18 前", "10/8 前把大纲发给他" (not "10-08 之前
    # 每天都在 38%": what was so before it)
    r"(?:(?:\d{4}-)?\d{1,2}-\d{1,2}|\d{1,2}/\d{1,2})\s*前(?![的每都一是])"
)
_DELEGATION = _cue(_DELEGATED, _DELEGATED_ZH)
# The strongest of those: someone will do it later, it was handed over, it is a to-do.
_HANDOVER = _cue(
    r"(?:i|we|they|he|she)(?:'ll| will| am going to| are going to| is going to)" + _NOT_A_DEED + "|"
    r"(?:team|owners?) will|takes? (?:it|over)|later (?:today|this week)|"
    r"next (?:week|window|sprint|release|" + _DAYS + r")|follow[- ]?ups?|to-?dos?|"
    r"action items?|next steps?|ticket for|for (?:the )?\S+(?: \S+)? team|"
    r"(?:opened|created|filed|raised|logged) [^.;]{0,40}?\b(?:for|to)\b(?!\s*[~≈$€£¥]?\s*\d)|remind me|not today|"
    r"(?:opened|created|filed|raised|logged|posted|sent|pinged|emailed|messaged|asked)\b[^.;]{0,60}?"
    r"\b(?:asking|to ask|to confirm|for (?:an? )?(?:answer|reply|review|approval|decision|"
    r"confirmation|sign-?off|input))\b|\buntil\b[^.;]{0,40}?,? then (?:i|we|you|they|he|she)\b|"
    r"not (?:done|finished|merged|deployed|shipped) yet|\w+ needs to (?!be\b)|"
    r"sign(?:s|ed)? off|sign-off|task for|(?:he|she|they) (?:can|could|will|'ll|should) "
    r"(?:do|have|send|finish|deliver|sign|review|check|confirm|get)|" + _DELEGATED,
    r"明天|下一步|待办|后续|跟进|记一下|提醒|件事|负责|下周|待审核|待审批|审批中|审核中|待处理|"
    r"待回复|等待.{0,6}(?:审批|审核|确认|回复)|" + _DELEGATED_ZH + "|" + _DEADLINE_ZH,
)
_NAMED_OWNER = re.compile(
    r"\b[A-Z][a-z]+(?:'s)?(?: [A-Z][a-z]+)?(?: \([^)]{1,30}\))?(?: team)? "
    r"(?:will|takes|owns|is going to|agreed to take|promised to|committed to)\b"
)
# A work item named with its owner: "Task TSK-41188: send Ingrid the agenda by Thu",
# "PAY-4418 — evaluate tenacity 9.x, assigned to Priya" (still to do unless it says done)
_WORK_ITEM = re.compile(
    r"^\W*(?i:task|to-?do|reminder|action item|follow-?up)\s+[\w-]*\d[\w-]*\s*[:—–-]|"
    r"^\W*[A-Z][A-Z0-9]+-\d+\s*[:—–-]+\s*[a-z]+\b.{0,120}?\bassigned to [A-Z]"
)
# Work put off until something happens: "once Daniel publishes the RCA", "after the freeze",
# "before June 17", 等审批通过后
_LATER = _cue(
    r"(?:once|after|as soon as|when) (?:the |it |they |he |she |we |\w+ )?\S+ (?:is |are |has |"
    r"have )?(?:lands?|landed|published|publishes|merged|signed|approved|done|finished|back|ready|"
    r"available|arrives?|comes? (?:in|back)|goes? (?:live|out))\b|after the \w+|"
    r"before (?:the )?(?:\w+day|\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|end of|"
    r"release|launch|cutover|freeze|deadline|next)|by (?:\w+day|eod|end of|next)",
    r"等.{1,12}(?:之后|以后|后|通过|完成|回复)|之后再|以后再|前(?:完成|发|交)",
)
# Someone else's decision reported: a reviewer approved, the client agreed, a ticket shows
# "Approved", 已由陈静批准. What was approved (with its condition) is a decision made.
_DECIDED_BY = re.compile(
    r"(?:\b(?:[A-Z][\w-]+(?: [A-Z][\w-]+)?|[a-z]+-[a-z]{1,3}|legal|finance|security|procurement|"
    r"the (?:customer|client|team|board|committee|cab|vendor|supplier|counterparty|other side|"
    r"owner|reviewer|approver|manager|lead|cto|cfo|ceo|landlord|carrier|airline|insurer)|"
    r"they|he|she)\s+(?:has |have |had |just |finally |also )?(?:approved|signed off|agreed|"
    r"accepted|decided|chose|opted|went with|rejected|declined|okayed|ok'?d|countersigned)\b|"
    r"\bapproved by\b|\b(?:status|state|decision)\s*[:=]\s*(?:approved|accepted|rejected)\b)"
    r"|已由.{1,8}(?:批准|同意|审批通过)|(?:审批|已)(?:通过|批准)|批了|同意了",
)
# Not known, not settled, at risk.
_OPEN = _cue(
    r"unclear|not (?:yet )?clear|not sure|unsure|unknown|unresolved|open questions?|undecided|"
    r"uncertain\w*|not certain|no guarantee|"
    # what does not fit, cannot be found or is contested: "the numbers don't add up",
    # "I couldn't find the signed NDA", "Dana and Rosa both want the Steinway"
    r"(?:don'?t|doesn'?t|do not|does not) (?:add up|match|reconcile)|mismatch\w*|"
    r"inconsisten\w*|discrepanc\w*|(?:couldn'?t|could not|can'?t|cannot) (?:find|locate|reach)|"
    r"\bboth want\b|disagree\w*|dispute[sd]?\b|"
    r"may (?:reject|decline|refuse|deny|miss|lose|exceed|run out|conflict|clash|overrun|"
    r"expire|lapse|fall through)|"
    # a consequence that hangs on something not known yet: "if it comes in low, we'd need"
    r"\bif\b[^.;]{3,80},\s*(?:we|you|they|it)(?:'d| would) (?:need|have|lose|miss|owe|pay)\b|"
    r"to be decided|tbd|hypothes[ie]s|suspect\w*|might|possibly|perhaps|"
    r"may (?:be|have|not|still|cause|break|fail|need|require|trigger|delay|affect|block|"
    r"change|push|slip|cost|apply)|"
    # an inline label in a report: "New risk: ...", "Open question: ...", "Caveat: ..."
    r"^\W*(?:new|main|one|another|open|remaining|key|biggest)?\s*(?:risks?|questions?|"
    r"unknowns?|concerns?|caveats?|blockers?)\s*:|"
    r"\b(?:no|not)\b[^.;]{0,30}\bknown yet|not yet known|"
    r"can'?t (?:rule out|tell|explain|reproduce|confirm|attribute|account for|determine|say|"
    r"verify|check|guarantee|promise|be sure)|"
    r"cannot (?:rule out|explain|confirm|tell|attribute|determine|verify|check|guarantee|be sure)|"
    r"unaccounted|not explained|"
    r"no idea|don'?t know|do not know|doesn'?t explain|"
    r"still (?:fail\w*|flak\w*|broken|open|unknown|unexplained|happen\w*|red|slow|high|"
    r"saturate|occur\w*)|not (?:yet )?(?:investigated|explained|understood|known|fixed|"
    r"measured|verified|tested|checked|confirmed|reproduced|resolved|decided)|unmeasured|"
    r"unverified|untested|unexplained|nobody (?:knows|has|owns)|no one (?:knows|owns)|"
    # someone else still at it: the answer is not in yet
    r"(?:is|are) (?:still )?(?:reviewing|checking|looking into|investigating|evaluating|"
    r"assessing|considering)\b|expects? to (?:answer|reply|respond|decide|confirm)|"
    r"(?:answer|reply|decision|response|verdict) (?:is )?(?:expected|due|pending|requested)|"
    r"(?:hasn'?t|haven'?t|has not|have not|not yet) heard back|"
    r"(?:has|have|hasn'?t|haven'?t) (?:not )?(?:yet )?(?:answered|replied|responded|confirmed|"
    r"got back)|(?:hasn'?t|haven'?t|has not|have not) (?:yet )?(?:verified|checked|tested)|"
    r"no (?:answer|reply|response) (?:yet|from)|"
    # nobody can say when: "on backorder with no date", "no ETA from the vendor"
    r"(?:with |has |have |there is |still )?no (?:date|eta|timeline|timeframe|delivery date)\b|"
    r"(?:won'?t|will not|would not|wouldn'?t|refuse\w* to) commit|"
    r"(?:one|a|the|main|remaining|only|open) gap\b|"
    r"remains? (?:open|unclear|to be seen)|whether|at risk|(?:the|a|main|one) risk (?:is|of)|"
    r"risk of|risky|concern\w*|worr\w*|"
    r"blocker|blocked|caveat|keep in mind|watch out|(?:would|could|may|can) still|revisit|"
    r"(?:one|a|the|another) warning\b|warning:|heads[- ]up|"
    r"question is|no (?:before/after )?(?:measurement|data|evidence)|probably|"
    r"likely (?:cause|culprit|reason|explanation)|(?:thinks|believes|suspects|guess|assum\w+)|"
    r"could (?!you\b|we\b|i\b)\w+|(?:don'?t|do not) want to decide|not decided",
    r"不确定|未知|不清楚|待定|待确认|是否|尚未|还没|仍然|仍在|依然|风险|可能|怀疑|疑问|未达到|"
    r"不一致|对不上|有出入|有矛盾|"
    r"没底|没把握|拿不准|说不准|吃不准|"
    r"没达到|临时|失效|不知道|需确认|有待|隐患|余量不大|余量(?:很|太|较|比较)?(?:薄|小|紧)|不够|"
    r"没算进去|未计入|未明确|没有明确|不明确|"
    r"待查|未明|不明(?!显|白)|未定|没定|新问题|有个问题|问题是|没有(?:日期|时间表|交期)|"
    # no answer yet: 暂未回复, 未答复, 暂无回音
    r"(?:暂|尚|还|仍)?未(?:答复|回复|回应|回音|批复|表态)|暂无(?:回复|答复|回音|消息)|"
    # whether it will hold, and the rules do not say: "抽查时会不会被认可，文件没说"
    r"会不会|(?:文件|合同|协议|规定|条款|制度|通知)里?(?:也)?没(?:有)?(?:说|写|提|规定)",
)
# Said outright that nobody knows or that it is undecided: open even in a decision's words.
_UNKNOWN = _cue(
    r"nobody knows|no one knows|unknown|unclear|not sure|undecided|uncertain|"
    r"(?:can'?t|cannot) (?:verify|confirm|tell|be sure)|(?:don'?t|do not) want to "
    r"decide|not decided|open question|tbd|to be decided|we don'?t know|don'?t know yet",
    r"不确定|未知|不清楚|待定|不知道|没底|没把握|拿不准|说不准|吃不准",
)
# Work reported as finished, a question answered.
_DONE = _cue(
    r"done|fixed|resolved|closed|merged|deployed|shipped|released|promoted|completed|finished|"
    r"answered|pushed|rolled (?:out|back)|reverted|applied|removed|deleted|approved|passe[sd]|"
    r"is gone|went away|works now|no longer (?:needed|an issue|a problem)|cancel+ed|dropped|"
    r"not needed|took care|handled|sorted|sent|delivered|received|provided|replied|got back|"
    r"arrived|came back",
    r"已完成|完成了|已解决|解决了|已修复|修好|已合并|已上线|已发布|发布完成|已关闭|搞定|已处理|"
    r"已删除|已回滚|已记录|达到目标|不再需要|取消了|已通过|通过了|已批准|批准了|已审批|审批通过|"
    r"已上传|已提交|已提供|已发送|已发出|已寄出|已受理|已到账|已支付|已付款|已签署|已签字|已签约|"
    r"已收到|已退款|"
    # the work named, then 完成 closing its clause ("压测完成："), every item passed
    r"[\u4e00-\u9fff]完成(?=[：:，,。；;！!）)]|$)|(?:全部|均已?|都已?)通过",
)
_AGREEMENT = re.compile(
    r"^\W*(?:ok(?:ay)?|yes|yep|yeah|agreed?|sounds good|fine|good|great|perfect|excellent|"
    r"sure|go ahead|do it|let'?s do (?:it|that)|makes sense|understood|right|you'?re right|"
    r"correct|exactly|that'?s right)\b|"
    r"^\W*(?:好的?|可以|行|同意|没问题|就这么办|确认|批(?:了|准)?(?=[，,。！!\s]|$)|准了|"
    r"(?:照|按)你说的(?:办)?|就按这个|就这么定)",
    re.I,
)
# The model narrating the tool call it is about to make: done by the call itself.
_IMMEDIATE = re.compile(
    r"^\W*(?:thought:\s*)?(?:let me|let's (?:check|look|see|find|run|start|open|read|try|verify|"
    r"inspect|search|confirm)|i'?ll (?:now |first |then |start |also )?(?:check|look|run|"
    r"search|open|read|grep|list|inspect|take|pull|query|fetch|verify|try|start|compare|see|"
    r"find|use|view|examine|create|write|edit|modify|apply|test|reproduce)|i will (?:now |first )?"
    r"(?:check|look|run|search|open|read|inspect|take|query|fetch|verify|try)|now,? (?:i|let)|"
    r"first,? (?:i|let)|next,? (?:i|let)|i need to (?:check|look|see|find|locate|understand|"
    r"verify|examine|create|run|view|modify|edit|update|fix|make)|我先|先看|让我|"
    # 我检索一下 / 我查一下 ...: the model saying what it looks up next
    r"我(?:来|再)?(?:检索|查|搜|翻|拉|调|读|核对|核|算|问)一下|"
    # 先改复盘负责人，再查邮件。我查报关行门户里的状态: the steps its calls are about to take
    r"(?:好的?[，,]\s*)?(?:我(?:来|这就|马上|现在)?|那我)?先?(?:查|看看|拉|调|翻|改|建|核对|登记|提交|更新)"
    r"[^。！？!?]{0,40}[，,]\s*(?:再|然后|同时)[^。！？!?]{0,40}[。.…]?$|"
    r"我(?:来|这就|马上)?(?:查|看看|拉|调|翻)(?!了|过)(?![^。！？!?]{41}))",
    re.I,
)
# A list heading that names the section of the items below it.
_HEADING_SECTIONS: tuple[tuple[str, re.Pattern[str]], ...] = (
    (
        OPEN,
        _cue(
            r"open (?:questions?|issues?|points?)|unknowns?|risks?|caveats?|concerns?|blockers?",
            r"待确认|风险|疑问|未解决|未决",
        ),
    ),
    (
        PENDING,
        _cue(
            r"next steps?|to-?dos?|action items?|follow[- ]?ups?|tomorrow|remaining|pending|"
            r"to do|what to watch|watch list|checklist|plan|owner|assignee|due|outstanding|"
            r"still to do|left to do|open items",
            r"明天|下一步|待办|后续|计划",
        ),
    ),
    (DECISIONS, _cue(r"decisions?|agreed|decided", r"决定|结论")),
)


# The imperative mood by its shape, for verbs no list names ("Reclassify it as SEV-2",
# "Recode to 27.0 then", "Re-quote for 48"): the sentence opens with a word that is not of
# a closed class (pronoun, determiner, auxiliary, preposition, conjunction, question word,
# adverb, greeting) and goes straight on to its object (it, the, a, them, a number, an
# identifier after "to"/"for"/"as": "delivery 6 days" is a noun and its figure). A
# sentence whose subject comes first has its verb there instead ("Legal also needs",
# "Finance won't go", "Priya says").
_NOT_A_VERB = (
    r"i|you|we|they|he|she|it|this|that|these|those|there|here|the|a|an|my|our|your|their|"
    r"his|her|its|some|any|all|both|each|every|no|none|nothing|nobody|everything|"
    r"something|anything|is|are|was|were|be|been|being|am|do|does|did|can|could|will|"
    r"would|shall|should|may|might|must|have|has|had|and|or|but|if|when|while|because|"
    r"since|as|so|then|for|to|of|in|on|at|by|with|from|about|after|before|until|without|"
    r"what|why|how|who|whom|whose|which|where|not|never|thanks|thank|sorry|hi|hello|hey|"
    r"also|just|still|only|even|maybe|perhaps|probably|yes|no|ok|okay|good|great|fine|"
    r"sure|well|last|next|first|one|two|three|time|today|tomorrow|yesterday|please|"
    r"let|let's|lets|me|us|him|them|"
    # verbs of handing work to someone ("Ask them about the warranty"): not a choice
    r"ask|tell|have|get|remind|make"
)
_IMPERATIVE_SHAPE = re.compile(
    _LEAD + r"(?!(?:" + _NOT_A_VERB + r")\b)(?![a-z]+ly\b)(?![a-z]+ing\b)(?![a-z]+ed\b)"
    r"(?:re-)?[a-z]{3,}(?:-[a-z]+)?(?<!s)\s+"
    r"(?:(?:it|them|the|this|that|these|those|all|both|him|her|back|off|out|up|down|over)\b"
    r"|(?:to|for|as)\s+(?:[$€£¥~]?\d|[A-Za-z]+[-_./]?\w*\d))"
    r"(?![\w.,-]*\s+(?:is|are|was|were|has|have|will|would)\b)",
    re.I,
)
# The negative imperative: "Don't charge him the €15", "Never page for this alert", 不要...
_DONT = re.compile(
    _LEAD + r"(?:don'?t|do not|never|no need to)\s+(?!forget|worry|know|think|see|want|need|"
    r"have|mind|get me wrong)[a-z]+\b|^\W*(?:不要|别|不用|无需)(?!忘|担心|急)[\u4e00-\u9fff]|"
    # 问卷别超过5道题, 合同里别写: the thing first, then the don't
    # (not 特别, 区别, 分别, 级别: words that hold the character)
    r"^\W*[\u4e00-\u9fff]{1,4}?(?:里|上)?(?<![特区分告识类级派性差个鉴辨])别(?!忘|担心|急|人|的|处)"
    r"[\u4e00-\u9fff]",
    re.I,
)
# The Chinese imperative of a change: a verb of changing with its result and the new value
# at the head of the user's clause ("升到 8 分片", "调为 16", "太紧了，扩到 512 GB")
# 让他们走保修, 叫学院自己调: how others are to proceed (handing them a task is a handover)
# (not 不让直行, "does not give way", nor 名叫, 叫做: a name)
_LET_ZH = re.compile(rf"(?<![不没别名])(?:让|叫)(?![做作])(?!什么){_OTHERS_ZH}[\u4e00-\u9fff]")
_CHANGE_ZH = re.compile(
    r"(?:^|[，,；;。：:])\W*(?:那就|就|先|再|都|统一)?"
    r"(?:升|降|扩|缩|加|减|改|调|提|延|推|挪|换|设|定|涨|压)[到成为至]\s*[\d一二两三四五六七八九十百]"
)


@dataclass(frozen=True)
class Cues:
    question: bool
    request: bool
    directive: bool
    instead: bool
    unknown: bool
    constraint: bool
    decision: bool
    proposal: bool
    pending: bool
    handover: bool
    open: bool
    done: bool
    agreement: bool
    immediate: bool
    decided_by: bool
    later: bool
    refused: bool  # every agreement or decision it names is negated ("won't agree", 没同意)


# "not received", "hasn't been deployed", "never sent": the work is not done
_NEGATED = re.compile(r"(?:\bnot|\bnever|n't|\bno longer)\s+(?:yet\s+|been\s+|be\s+)*$", re.I)


# "not able to agree", "did not agree", "won't approve", 没同意, 不同意: a refusal
_REFUSING = re.compile(
    r"(?:\bnot|n't|\bnever|\bunable to|\brefuse[sd]? to)\s+(?:(?:yet|able|willing|ready|going)\s+"
    r"(?:to\s+)?)?$|(?:没有?|不|未|尚未|还没)$",
    re.I,
)


def _refuses(text: str) -> bool:
    found = list(_DECISION.finditer(text))
    return bool(found) and all(
        _REFUSING.search(text[max(0, m.start() - 24) : m.start()]) for m in found
    )


# A report that opens on what was done: "Booked: Cedar Court, 22 rooms for tonight",
# "Extended — CL-BK-448210 rev 3", "Updated (commit a41c77e):", 已办：..., 已下单
_REPORT_HEAD = re.compile(
    # ("Need: ...", "Speed: ..." are no report: -eed is not a past tense here)
    r"^\W*[A-Z][a-z]*[a-df-z]ed\b\s*(?::|—|–|--|\()|"
    r"^\W*(?:已办|已建|已下单?|已创建|已预[订定]|已订|已取消|已改|已调|已更新|已录入|已登记|已安排|已配置)"
)


def _says_done(text: str) -> bool:
    if _REPORT_HEAD.search(text):
        return True
    return any(
        not _NEGATED.search(text[max(0, m.start() - 20) : m.start()]) for m in _DONE.finditer(text)
    )


# What is set aside is not what is said: "confirm from the log rather than guess",
# "measure it instead of assuming" doubt nothing
_NOT_THIS_WAY = re.compile(r"\b(?:rather than|instead of)\s+\w+", re.I)


@functools.lru_cache(maxsize=16384)
def cues(text: str) -> Cues:
    return Cues(
        question=_QUESTION.search(text) is not None,
        request=_REQUEST.search(text) is not None,
        directive=_DIRECTIVE.search(text) is not None
        or _IMPERATIVE_SHAPE.search(text) is not None
        or _DONT.search(text) is not None
        or _CHANGE_ZH.search(text) is not None
        or (_LET_ZH.search(text) is not None and _HANDOVER.search(text) is None),
        instead=_INSTEAD.search(text) is not None,
        unknown=_UNKNOWN.search(text) is not None,
        constraint=_CONSTRAINT.search(text) is not None,
        decision=_DECISION.search(text) is not None,
        proposal=_PROPOSAL.search(text) is not None,
        pending=_PENDING.search(text) is not None
        or _NAMED_OWNER.search(text) is not None
        or _WORK_ITEM.search(text) is not None,
        handover=_HANDOVER.search(text) is not None or _NAMED_OWNER.search(text) is not None,
        open=_OPEN.search(_NOT_THIS_WAY.sub(" ", text)) is not None,
        done=_says_done(text),
        agreement=_AGREEMENT.search(text) is not None,
        immediate=_IMMEDIATE.search(text) is not None,
        decided_by=_DECIDED_BY.search(text) is not None,
        later=_LATER.search(text) is not None,
        refused=_refuses(text),
    )


def heading_section(text: str) -> str | None:
    """The section a list heading ("Open questions for Friday:") names for its items."""
    if len(text) > 120:
        return None
    for section, pattern in _HEADING_SECTIONS:
        if pattern.search(text):
            return section
    return None


def is_heading(text: str) -> bool:
    return text.rstrip().endswith((":", "：")) and len(text) <= 120


_AGREED_ACT = re.compile(
    r"^\W*(?:yes|yeah|yep|ok(?:ay)?|sure|fine|agreed|right)\b[\s,.!:;-]+(?:please\s+|then\s+)?"
    r"(?!(?:the|a|an|it|that|this|these|those|i|we|you|they|he|she|there|but|and|so|no|not|"
    r"what|why|how|when|where|who|which|is|are|was|were|do|does|did|can|could|would|should|"
    r"will|thanks|thank|good|great|makes?|sounds?|let me|me|for|with|on|in|to|by|from|at|of|"
    r"as|if|my|our|your|their|his|her|its|all|both|one|two|just|also|now|here|same)\b)[a-z]+\b|"
    # 行，那乙醚下学期单独申请: agreeing, then saying how it is to be
    r"^\W*(?:行|好|好的|可以|嗯|ok)[，,]\s*那(?![个些里边么])",
    re.I,
)
# a number or an identifier: what an "ok, ..." sentence agrees to
_NAMES_SOMETHING = re.compile(r"\d|[\w-]+[_./][\w-]+|\b[a-z]+[A-Z]\w+|--\w")


# The user (or someone they quote) accepting a way of doing it: "a summary per event type is
# fine", "Black boxes, not deletion": one thing taken, the other set aside.
_ACCEPTED = re.compile(
    r"\b(?:is|are|would be|'s) (?:fine|ok|okay|acceptable)\b(?!\s*(?:now|again|\?))|"
    # a phrase of a few words, no verb, set against another: "Black boxes, not deletion"
    r"^\W*(?:[A-Za-z-]+\s){0,2}[A-Za-z-]+, not "
    r"(?!only|just|yet|now|today|sure|really|much|many|all)[a-z][\w-]*(?:,|\.|$)",
    re.I,
)


# The user picking in the first person ("I'll take option C"), or settling with 那就 ("那就 10
# 月 8 号开业"): a choice, not a promise to do something
_USER_PICKS = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|fine|right|then)[,.]?\s*)?i'?ll (?:take|go with|choose|pick|have)\b|"
    # (after a word that gives in or agrees: 算了，那就不复核了; 好吧，那就顺达)
    r"^\W*(?:好|行|嗯|算了|好吧|行吧|那好|可以)?[，,]?\s*那就(?![是要])",
    re.I,
)
# The user proposing a course in their own voice: "let's cap the refund at $500" (any doing
# verb, not looking, talking or waiting); from the model it is narration or an offer
_USER_LETS = re.compile(
    r"(?:^|[,.;:!]\s*)\W*let'?s (?!(?:check|look|see|find|think|talk|discuss|review|wait|figure|"
    r"revisit|consider|recap|summari[sz]e|get|begin|do some|first|also|just|maybe|not forget|be|"
    r"have|hope|say|assume|compare|dig|explore|verify|confirm|double|make sure|ask|hear|chat|"
    r"meet|sync|go over|go through|walk|take a look|understand|write|start)\b)[a-z]+",
    re.I,
)


def _picks(text: str) -> bool:
    """The speaker picking or proposing a course in their own voice ("I'll take option C",
    "let's cap the refund at $500", 那就 10 月 8 号开业)."""
    return _USER_LETS.search(text) is not None or _USER_PICKS.match(text) is not None


def classify(text: str, role: str, *, acting: bool = False) -> str:
    """The section of one sentence said by ``role`` ("user" or "model"). ``acting``: the
    sentence comes from a model message that also calls tools."""
    c = cues(text)
    if role == "user":
        if c.question:
            return GOAL
        if c.unknown:
            return OPEN
        agreed_value = c.agreement and not c.handover and _NAMES_SOMETHING.search(text)
        # "Yes, inject the clock.": agreeing and saying what to do is deciding it
        agreed_act = c.agreement and _AGREED_ACT.match(text) is not None
        accepted = _ACCEPTED.search(text) is not None and not c.handover
        lets = _picks(text) and not c.request
        if (
            c.decision
            or agreed_value
            or agreed_act
            or accepted
            or lets
            or (c.instead and not c.handover)
        ):
            return DECISIONS
        if c.handover and not (c.constraint and _DELEGATION.search(text)):
            # "ask them about the warranty, 3 years on-site is non-negotiable": the
            # constraint is the goal; the asking is the agent's own next step
            return PENDING
        if c.directive and not c.request:
            return DECISIONS
        if c.request and c.later:
            return PENDING  # "once Daniel publishes the RCA, make sure it goes out"
        if c.request or c.constraint:
            return GOAL
        if c.pending:
            return PENDING
        if c.open:
            return OPEN
        return FACTS
    if c.immediate:
        return FACTS  # "Let me check the logs": done by the next tool call
    if acting and re.search(r"(?<![\w-])(?:i'll|i will|let me|we'll)(?![\w-])", text, re.I):
        return FACTS
    if c.question or (c.unknown and not c.decided_by):
        # "I can't verify the export received the rows": unknown, whatever else it says
        return OPEN
    if not acting and _COMMITS.search(text) and not c.done:
        # "... may be slow, so I will check tomorrow that the refunds settled": the agent
        # committing to a next step outweighs the hedge that motivates it
        return PENDING
    if c.refused and not c.done:
        return OPEN  # "the landlord won't agree to replace it": still to be settled
    if c.decided_by and not c.unknown:
        return DECISIONS  # "Tobias approved FIN-3318 with one change: ..."
    if c.open and not c.done:
        return OPEN
    if c.handover or (c.pending and not c.done):
        return PENDING
    if c.decision and not c.done and _DECISION.search(_CN_MOVED.sub("", text)):
        # a model saying a figure "降到 11 ms" reports a measurement; its report of a
        # change the user decided is taken as the decision elsewhere
        return DECISIONS
    return FACTS


def writer_decides(text: str) -> bool:
    """A quoted letter's sentence in which its writer settles something ("Let's do Thursday
    March 20 instead", "We have approved the waiver"): a decision of theirs, not a request
    of the speaker's. Orders in a letter ("Do not return the vehicle") are not counted."""
    c = cues(text)
    if c.question or c.refused or c.unknown:
        return False
    # "let's do Thursday instead" settles it even said as a request
    return c.decision or c.decided_by or (_picks(text) and (not c.request or c.instead))


# The agent committing to a later step: "I will check tomorrow", "we'll follow up Monday"
_COMMITS = re.compile(
    r"\b(?:i|we)(?:'ll| will| am going to| are going to) (?!be\b|need\b|have\b)(?:\w+ ){0,6}?"
    r"(?:tomorrow|tonight|later|next|on (?:mon|tues|wednes|thurs|fri|satur|sun)day|by\b|before\b|"
    r"after\b|once\b|when\b)",
    re.I,
)
# Chinese verbs of a value moving: a decision when the user says them, not the model
_CN_MOVED = re.compile(r"提到|降到|调到|调整为|改到|改为|改成|升到|推迟到|提前到|挪到")


_IMPERATIVE_CLAUSE = re.compile(
    r"(?:^|[,.;:!]\s*|\b(?:so|and|then|but)\s+)\W*(?:please\s+|just\s+|also\s+)*"
    r"(?:" + _DO_VERBS + r")\b",
    re.I,
)


def has_imperative(text: str) -> bool:
    """A clause of ``text`` opens with a verb of committing ("..., so move X to Y")."""
    return _IMPERATIVE_CLAUSE.search(text) is not None


def is_imperative_by_shape(text: str) -> bool:
    """``text`` opens with a verb straight on to its object ("Reclassify it as SEV-2")."""
    return _IMPERATIVE_SHAPE.search(text) is not None


def is_agreement(text: str) -> bool:
    return _AGREEMENT.search(text) is not None


# The agent offering to do something, as a question the user answers: "Shall I rebook you
# on the 14:05?", "Want me to raise the limit to 500?", 要不要把上线改到 28 日？ A "yes" to it
# decides what it offered.
_OFFER = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|so|then|and|also|or)\b[\s,]*)*"
    r"(?P<lead>(?:should|shall|can) (?:i|we) go ahead and|(?:shall|should) (?:i|we)|"
    r"(?:do you )?(?:want|need) (?:me|us) to|would you like (?:me|us) to|"
    r"(?:is it )?ok(?:ay)? (?:if|for) (?:i|we|me|us)(?: to)?|"
    r"要不要|是否需要我|需要我|我(?:这边)?(?:现在)?(?:就|来|去)?(?=[^？?]{2,40}(?:吗|好吗|可以吗)[？?]))"
    r"\s*(?P<rest>[^?？]{3,}?)\s*(?:吗|好吗|可以吗)?[?？]\s*$",
    re.I,
)


def offered_action(text: str) -> str | None:
    """What an offer-question offers to do, as a statement ("Shall I rebook you on the
    14:05?" -> "Rebook you on the 14:05"); None when ``text`` is no such offer."""
    m = _OFFER.match(text)
    if m is None:
        return None
    rest = m.group("rest").strip()
    return rest[:1].upper() + rest[1:]


def is_proposal(text: str) -> bool:
    return _PROPOSAL.search(text) is not None


def is_done(text: str) -> bool:
    return _says_done(text) and _PENDING.search(text) is None


def is_immediate(text: str) -> bool:
    return _IMMEDIATE.search(text) is not None


def commits_later(text: str) -> bool:
    """The speaker commits to a step at a later time ("I'll check tomorrow that ...")."""
    return _COMMITS.search(text) is not None

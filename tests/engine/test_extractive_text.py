"""The extractive summarizer's text helpers: working-note wording, clause pruning, what
counts as an identifier, which option a reply picks."""

from __future__ import annotations

import pytest

from compaction.engine.extractive.choices import chosen_keys, column_options, item_key
from compaction.engine.extractive.references import References, identifier
from compaction.engine.extractive.text import (
    change_columns,
    change_row,
    key_terms,
    older_versions,
    prune,
    split_units,
    telegraphic,
)


@pytest.mark.parametrize(
    "text",
    [
        "Good news: the canary is clean (as planned), 0.02% 5xx on edge-proxy-7f.",
        "I think the pool is actually saturated at 200 threads (DubboServerHandler).",
        "Honestly, INV-2291 was just reopened by Priya at 09:14 UTC.",
    ],
)
def test_it_writes_working_notes_without_losing_a_term(text):
    short = telegraphic(text)
    assert len(short) < len(text)
    for term, _ in key_terms(text):
        assert term in short.lower(), term


def test_it_prunes_clauses_that_name_nothing_and_keeps_the_rest_verbatim():
    text = (
        "The plan scans idx_created_at over 9.2M rows of risk_rule_hit; that is a lot of work, "
        "and it would not get better by adding more threads - the index needs (merchant_id, "
        "rule_code) first."
    )
    short = prune(text)
    assert short.startswith("The plan scans idx_created_at over 9.2M rows of risk_rule_hit")
    assert "that is a lot of work" not in short
    assert "(merchant_id, rule_code) first" in short


@pytest.mark.parametrize(
    ("token", "expected"),
    [
        ("6YQ2KD", "6YQ2KD"),  # a booking locator
        ("arXiv:2309.04417", "arXiv:2309.04417"),
        ("p3kx9w2m1qz", "p3kx9w2m1qz"),  # a generated id
        ("CVE-2023-29234", "CVE-2023-29234"),
        ("o.id", None),  # a query's alias and column
        ("no-op", None),
        ("HTTP", None),
        # a mail search names the mailbox or domain searched, not its syntax
        ("from:glenda.osei@mercerstreetpartners.com", "glenda.osei@mercerstreetpartners.com"),
        ("from:route9fleet.com", "route9fleet.com"),
        ("newer_than:30d", None),
    ],
)
def test_it_tells_identifiers_from_words(token, expected):
    assert identifier(token) == expected


def test_it_keeps_a_few_of_a_run_of_sibling_ids_the_most_used_first():
    refs = References()
    vans = ", ".join(f"BW-{n}" for n in range(101, 141))
    refs.note_dialogue(f"Due this month: {vans}.", "model", 1)
    refs.note_dialogue("Park BW-131 until the kit is fitted; BW-117 goes to Westland.", "user", 2)
    refs.note_tool_input("docs/fleet/SOP-MAINT-07.md", 3)
    ranked = [ref for ref, _ in refs.ranked()]
    vans_listed = [ref for ref in ranked if ref.startswith("BW-")]
    assert len(vans_listed) == 4
    assert vans_listed[:2] == ["BW-117", "BW-131"] or vans_listed[:2] == ["BW-131", "BW-117"]
    assert "docs/fleet/SOP-MAINT-07.md" in ranked


def test_it_counts_a_small_number_of_things_as_a_term():
    terms = dict(key_terms("From the 14th, max 3 vans off the road per day; step 2 is next."))
    assert "3 vans" in terms
    assert not any(t.startswith("2") for t in terms)  # "step 2 is": numbering


def test_it_splits_a_sentence_that_opens_with_markdown_emphasis():
    text = "The service pulls pdfmerge. **It relicensed at v1.7.0**. `x.py` changed."
    assert split_units(text) == [
        "The service pulls pdfmerge.",
        "**It relicensed at v1.7.0**.",
        "`x.py` changed.",
    ]


def test_it_does_not_cut_a_sentence_after_a_title_or_a_reference_before_its_number():
    text = (
        "Forget Oslo. Raise the Art. 71 exemption for the three. Dear Prof. Harcourt, the "
        "re-amp is waived. Read back by Dr. Osei. See Sec. 4.2 first. It ends at the Art. Then stop."
    )
    assert split_units(text) == [
        "Forget Oslo.",
        "Raise the Art. 71 exemption for the three.",
        "Dear Prof. Harcourt, the re-amp is waived.",
        "Read back by Dr. Osei.",
        "See Sec. 4.2 first.",
        "It ends at the Art.",
        "Then stop.",
    ]


def test_it_pairs_identifiers_said_in_one_sentence():
    refs = References()
    refs.note_dialogue(
        "The pool lives in deploy/values-prod.yaml under dubbo.protocol.threads. Unrelated: PAY-3318.",
        "model",
        1,
    )
    assert refs.partners("deploy/values-prod.yaml") == ["dubbo.protocol.threads"]
    assert refs.partners("PAY-3318") == []


@pytest.mark.parametrize(
    ("reply", "keys"),
    [
        ("b please, she prefers receipts.", {"b"}),
        ("Yes, option a for the gap.", {"a"}),
        ("The second one, we can't afford Sunday risk.", {"2"}),
        ("可以，就按方案二。", {"2"}),
        ("选第三个吧", {"3"}),
        ("第二。", {"2"}),
        # an ordinal inside a noun names no option: the second priority group, the next day
        ("就按方案一，第二顺位摇号。", {"1"}),
        ("第二天再说", set()),
        ("Option 1. Email Tom.", {"1"}),
        ("先按 A 报给刘婧，西湖报 788 试试水。", {"a"}),
        ("就用方案 B 吧", {"b"}),
        ("A few things first: the budget.", set()),
        ("用 API 查一下", set()),
        ("1, 2 and 4 after the freeze, tickets to Dana.", {"1", "2", "4"}),
        ("A and B. Nothing gets cancelled yet.", {"a", "b"}),
    ],
)
def test_it_reads_which_option_a_reply_picks(reply, keys):
    assert chosen_keys(reply) == keys


@pytest.mark.parametrize(
    ("item", "key"),
    [("a) lump sum", "a"), ("(c) drop it", "c"), ("2. 安吉竹溪营地", "2"), ("方案三：脱口秀", "3"),
     ("Option B: keep it", "b"), ("- plain bullet", ""),
     ("- **Option 1** — 6 tomorrow, 4 Thursday", "1"), ("**方案 A：西湖 + 滨江（推荐）**", "a"),
     ("- **B** — hold the rest", "b"), ("| 方案二 | ¥718 | ¥588 |", "2"), ("A good idea", ""),
     ("| 2 | Stop nonprod nights | $4,650 |", "2"), ("| 2024 | revenue |", "")],
)  # fmt: skip
def test_it_reads_the_key_an_option_is_offered_under(item, key):
    assert item_key(item) == key


def test_it_reads_options_laid_out_as_the_columns_of_a_table():
    table = (
        "Transport for tomorrow's 6:\n\n"
        "| | Option A — in-house PTS | **Option B — Kestrel** |\n|---|---|---|\n"
        "| Runs | 2 (10:30, 14:00) | 3 (10:15, 12:00, 13:45) |\n"
        "| Cost | no charge | £185 per journey |\n\nA would leave two for Thursday."
    )
    assert column_options(table) == [
        ("a", "Option A — in-house PTS: Runs 2 (10:30, 14:00); Cost no charge"),
        ("b", "Option B — Kestrel: Runs 3 (10:15, 12:00, 13:45); Cost £185 per journey"),
    ]
    assert column_options("| Item | Result |\n|---|---|\n| PO | raised |") == []


@pytest.mark.parametrize(
    ("text", "units"),
    [
        (
            "#1 06:00 N. Ferreira declared OPEL 4. Exec on-call informed (J. Whitcombe). Done.",
            ["#1 06:00 N. Ferreira declared OPEL 4.", "Exec on-call informed (J. Whitcombe).",
             "Done."],
        ),
        ("We go with option B. The rest waits.", ["We go with option B.", "The rest waits."]),
        ("Candidates are A. Then B.", ["Candidates are A.", "Then B."]),
    ],
)  # fmt: skip
def test_it_does_not_end_a_sentence_at_a_persons_initial(text, units):
    assert split_units(text) == units


@pytest.mark.parametrize(
    "header, columns",
    [
        ("| Flight | Was | Now | Pax |", (1, 2)),
        ("| | **Before** | **After** |", (1, 2)),
        ("| 项目 | 旧标准 | 新标准 | 对象 |", (1, 2)),
        ("| 条款 | 调整前 | 调整后 |", (1, 2)),
        ("| Setting | From | To |", (1, 2)),
        ("| | LE v2 (old) | **LE v3 (now)** |", (1, 2)),
        # two versions of one thing side by side: the later is current
        ("| Item | Rev B | Rev C | Note |", (1, 2)),
        ("| 条款 | 第1版 | 第2版 |", (1, 2)),
        ("| Line | Quote v1 | Quote v2 | Quote v3 |", (2, 3)),
        # two rounds of an offer: the later round is current
        ("| | 首次报价 | 二次报价 | 课时 |", (1, 2)),
        ("| Vendor | First offer | Second offer |", (1, 2)),
        ("| Line | 1st quote | 2nd quote |", (1, 2)),
        ("| Item | Round 1 | Round 2 |", (1, 2)),
        ("| 供应商 | 第一轮报价 | 第二轮报价 | 第三轮报价 |", (2, 3)),
        # not a change: a reason column, an "added" column, a lone "new"
        ("| 问题 | 原因 | 新增 |", None),
        ("| Ticket | New | Owner |", None),
        ("| Host | Used | Quota |", None),
        ("| Metric | W2 | W3 |", None),
        ("| Package | v2.1 | v2.2 |", None),
        # two periods side by side are both current
        ("| | First half | Second half |", None),
        ("| 指标 | 第一季度 | 第二季度 |", None),
        ("| What changed since the call | Now |", None),
    ],
)
def test_it_finds_the_before_and_after_columns_of_a_change_table(header, columns):
    assert change_columns(header) == columns


def test_it_writes_a_change_row_with_its_old_value_as_history():
    assert change_row("| BX 305 | 06:10 | 06:50 |", (1, 2)) == "BX 305; 06:50 (previously 06:10)"
    # nothing before, or nothing changed: no note
    assert change_row("| BX 999 | — | 08:00 |", (1, 2)) == "BX 999; 08:00"
    assert change_row("| BX 241 | 07:05 | 07:05 |", (1, 2)) == "BX 241; 07:05"


def test_it_finds_the_names_a_later_version_supersedes():
    names = [
        "HT-0918-V1.docx",
        "HT-0918-V2.docx",
        "Q-118 rev B",
        "Q-118 rev C",
        "PT-1187",
        "PT-1188",
    ]
    # a version replaces its predecessor; a run of ticket numbers is not a version
    assert older_versions(names) == {"HT-0918-V1.docx", "Q-118 rev B"}

"""Build blind-snow-removal-contract-dispute: part D (close-out) and labels."""
import sys

from common import Conv
from snow_a import SYSTEM, part_a
from snow_b import part_b
from snow_c import part_c

CID = "blind-snow-removal-contract-dispute"


def part_d(c):
    c.model("""## Marisol's reply (March 26)

1. **Amendment 3:** Northline agrees to all terms — SE-07 waiver for R-25, conditional R-19 waiver, $2,850 for SE-09 R-12. **One change requested:** their installer Trakwise can't fit AVL units on NL-T31 and the four other spares (NL-T29, NL-T30, NL-T32, NL-T33) before **April 9** (quote Q-22817 attached). They want the amendment to say April 9.
2. **Salt:** they dispute the 148 tons. Their scale records show **121 tons** from City domes; the rest, they say, came from their Quarry Road pile. They suspect some Feb 19 City tickets were keyed to Northline's vendor number for Keller Bros loads. They'll send all February scale tickets **by March 28** and ask us not to apply the offset until we've reconciled.
3. **Contact change:** Marisol is on leave from April 1 for three weeks. **Tom Reyes**, Deputy Operations Manager (treyes@northlinesnow.com, 555-0147), will sign Amendment 3 and is the contact while she's out.

**My read**
- April 9 is still before the season ends on April 15, and the waiver stays conditional, so accepting costs little. The risk is a week less of AVL coverage if there's another storm.
- Salt: the gap is 27 tons (148 vs 121) = **$2,592**. Her point about Feb 19 is plausible — the log does show Keller Bros and City crew loads on the 19th and 20th next to Northline's. Worth checking line by line once the tickets arrive. OFS-2025-0031 is only *pending* until the March invoice posts, so there's time.

Accept April 9 and update A3?""", tag="read2sum")

    c.user("""April 9 is fine, it's still before season end. Update the amendment. And hold off on anything salt-related until we have their tickets.""", tag="u15")

    c.calls("Updating A3 to April 9 and adding a follow-up to check the AVL units actually report.", [
        ("contract_amendment_update", {"amendment_id": "PW-2024-117-A3", "base_version": 1,
                                       "changes": [{"clause": 3, "field": "avl_deadline", "from": "2025-04-04", "to": "2025-04-09"},
                                                   {"clause": 3, "field": "trucks", "to": "NL-T29, NL-T30, NL-T31, NL-T32, NL-T33 and any other spare or substitute truck"}],
                                       "contractor_signatory": "Tom Reyes, Deputy Operations Manager (treyes@northlinesnow.com)",
                                       "note": "Per Northline e-mail 2025-03-26 (Trakwise quote Q-22817). Accepted by D. Okafor.",
                                       "followup_task": {"case_id": "DSP-2025-009",
                                                         "text": "Verify AVL units on NL-T29, NL-T30, NL-T31, NL-T32, NL-T33 reporting in fleet system; if not, waiver lapses - deduct R-19 $4,750 under s.7.6",
                                                         "due": "2025-04-10"}},
         """AMENDMENT UPDATED
amendment_id: PW-2024-117-A3   version: was 1, now 2   status: DRAFT - LEGAL REVIEW (restarted, SLA 3 business days)
clause 3 avl_deadline: was "2025-04-04", now "2025-04-09"
clause 3 trucks: was "NL-T31 and all spare and substitute trucks", now "NL-T29, NL-T30, NL-T31, NL-T32, NL-T33 and any other spare or substitute truck"
contractor signature block: was "designated contract representative", now "Tom Reyes, Deputy Operations Manager"
routed to: rlindqvist@marlowheights.gov (v2 diff attached)
case DSP-2025-009: task T3 created - 'Verify AVL units on NL-T29..NL-T33 reporting' due 2025-04-10 (owner dokafor)
case DSP-2025-009: task T2 (meet and confer) closed - held 2025-03-24"""),
    ], tag="amend")

    c.model("""Done. **PW-2024-117-A3** is at version 2 — AVL deadline **2025-04-09**, the five spares named, Tom Reyes as Northline's signatory — and back with Rachel for legal review.

**Where things stand (case DSP-2025-009)**

| Item | Status |
|---|---|
| SE-09 R-12 damages | **$2,850** final — retained from the invoice |
| SE-07 damages ($3,800) | waived in A3 for R-25 Birch Hollow, no standby fee |
| SE-09 R-19 ($4,750) | waived in A3 if AVL on NL-T29–T33 by 2025-04-09; check due 2025-04-10 (task T3) |
| HLD-55821 | $11,400 held; release $8,550 when A3 is executed |
| Salt line 14 | OFS-2025-0031 ($14,208) pending against the March invoice; on hold until we reconcile Northline's tickets (due March 28) |
| A3 signature | Rachel's review, then Tom Reyes for Northline |

Nothing salt-related will go out until the tickets are in.""", tag="status")

    c.user("""Last thing — write me a short status for Alan Cho, the Public Works Director. Don't send it, I'll forward it myself.""", tag="u16")

    c.model("""Here's a draft you can paste:

---

**To:** Alan Cho, Director of Public Works
**From:** Dana Okafor, Contracts Officer
**Re:** Northline Snow & Ice — February invoice dispute (PW-2024-117), status

**Summary.** We disputed $11,400 of Northline's $186,420 February invoice (INV-NL-2025-0214) for routes plowed late in storms SE-07 and SE-09. After meeting on March 24 we have agreed terms, to be recorded in Amendment 3, which is now in legal review. Northline continues under the contract through April 15.

**Agreed terms (Amendment 3)**
- $2,850 in damages for SE-09 route R-12 is kept.
- January (SE-07) damages of $3,800 are waived; in exchange Northline plows the new Birch Hollow route (R-25) for the rest of the season with no standby fee.
- R-19 damages ($4,750) are waived **only if** Northline installs working AVL on its spare trucks by April 9; we verify on April 10.

**Money**
- $175,020 was paid on March 21; $11,400 is still held. On signature we release $8,550 and keep $2,850.
- Separately, Northline billed $14,208 for 148 tons of salt that came from City domes. We've set up an offset against their March invoice; they say the figure is 121 tons, and we'll reconcile their scale tickets before applying it.

**Risks.** The salt claim was raised after the invoice dispute window, so we're relying on the contract's audit clause; the City Attorney's office is reviewing. The AVL condition could fail if the installer slips.

---

Want a shorter version for an e-mail body instead?""", tag="memo")


def labels(c):
    L = c.label
    L("user_goal", "Settle Northline's February invoice INV-NL-2025-0214 with liquidated damages applied correctly, keep contract "
      "PW-2024-117 running to season end April 15 (no termination, no backup contractor), nothing sent to Northline without Dana's review",
      ["INV-NL-2025-0214", "April 15"], "u1")
    L("fact", "Invoice total $186,420 received 2025-02-28; Section 12.2 written-notice deadline was March 14 (notice was issued March 5)",
      ["$186,420", "March 14"], "analysis1")
    L("fact", "Amendment PW-2024-117-A2 sets LDs at $950 per route per 6-hour period with a 12% monthly cap and adds the 7.3(b) "
      "exclusion for unavailable City salt", ["$950", "12%"], "a2.out")
    L("fact", "Ops log OPS-2025-0211-14: Salt Dome B closed 20:10 Feb 11 to 02:40 Feb 12 (6.5 h), so Zone 5 routes R-19/R-21 get the exclusion",
      ["OPS-2025-0211-14"], "a2fix.out")
    L("fact", "SE-09 R-19 has no AVL completion; inspector FV-0212-031 verified it complete 2025-02-13 15:30 (45.5 h)",
      ["FV-0212-031", "45.5"], "pull.out")
    L("fact", "Call CALL-0211-118 at 23:58 confirms Northline reported the NL-T22 breakdown within 18 min (7.7 met) but admitted spare NL-T31 had no AVL",
      ["CALL-0211-118"], "callcheck.out")
    L("fact", "Undisputed $175,020 was disbursed 2025-03-21 in PR-2025-03-21; only the $11,400 held remains open, so no second hold is possible",
      ["disbursed 2025-03-21"], "hold2.out")
    L("fact", "Materials issue log: 148.0 tons of City-dome salt went to Northline in February; line 14 bills 212 t at $96, so $14,208 is overbilled",
      ["148.0 tons", "$14,208"], "saltcalc")
    L("fact", "Marisol Vega is on leave from April 1; Tom Reyes (treyes@northlinesnow.com) signs Amendment 3 and is Northline's contact",
      ["Tom Reyes", "treyes@northlinesnow.com"], "read2.out")
    L("decision", "Hold only the disputed part of the invoice (hold HLD-55821) and pay the undisputed balance on normal terms",
      ["HLD-55821"], "hold.out")
    L("decision", "Option A: apply the 7.3(b) Dome B exclusion; notice DOC-NTC-0312 disputed $11,400 (12 periods x $950)",
      ["DOC-NTC-0312", "$11,400"], "notice.out")
    L("decision", "Per Rachel Lindqvist: waive SE-09 R-19 damages only if Northline installs AVL on NL-T31 and all spares, recorded in a formal Amendment 3",
      ["NL-T31", "Amendment 3"], "u9")
    L("decision", "Trade: waive the SE-07 damages in exchange for Northline plowing new route R-25 (Birch Hollow) with no standby fee",
      ["waive SE-07", "R-25"], "u12")
    L("decision", "Recover the salt overbilling by offset OFS-2025-0031 ($14,208) against Northline's March invoice instead of a hold",
      ["OFS-2025-0031"], "offset.out")
    L("decision", "AVL installation deadline in Amendment 3 set to 2025-04-09 (A3 v2)", ["2025-04-09"], "amend")
    L("pending_action", "Keep HLD-55821 at $11,400 until Amendment 3 is executed, then release $8,550 and retain $2,850 (SE-09 R-12)",
      ["HLD-55821", "$8,550"], "hold2")
    L("pending_action", "Get PW-2024-117-A3 through Rachel's legal review and signed by Tom Reyes for Northline",
      ["PW-2024-117-A3", "Tom Reyes"], "read2.out")
    L("pending_action", "Reconcile Northline's February scale tickets (due March 28) before offset OFS-2025-0031 is applied; nothing salt-related goes out until then",
      ["March 28", "OFS-2025-0031"], "read2.out")
    L("pending_action", "Verify AVL units on NL-T29..NL-T33 report by 2025-04-10 (task T3); otherwise deduct R-19 $4,750 under 7.6",
      ["2025-04-10"], "amend")
    L("open_issue", "Salt tonnage disputed: City log 148.0 tons vs Northline's 121 tons (27 t = $2,592); possible mis-keyed Keller Bros tickets on Feb 19",
      ["121 tons", "148.0 tons"], "read2.out")
    L("open_issue", "Line-14 claim was raised after the 12.2 window; recovery relies on Section 15.1 (audit/overpayment) and Rachel has to confirm that basis",
      ["Section 15.1"], "saltcalc")
    L("reference", "Contract PW-2024-117 (Northline, vendor V-10442)", ["PW-2024-117"], "pull")
    L("reference", "Dispute case DSP-2025-009", ["DSP-2025-009"], "send.out")
    L("reference", "Northline contract representative e-mail mvega@northlinesnow.com", ["mvega@northlinesnow.com"], "hold.out")
    L("reference", "City Attorney contact rlindqvist@marlowheights.gov (cc on all Northline correspondence)", ["rlindqvist@marlowheights.gov"], "send")

    S = c.stale
    S("Northline contract manager Greg Tamsin (left 2025-02-14; replaced by Marisol Vega)", ["Greg Tamsin"], "hold.out")
    S("LD rate $1,200 per period (base 7.4; replaced by $950 under Amendment 2)", ["$1,200"], "u3")
    S("LD claim $16,800 (replaced by $13,300 at $950)", ["$16,800"], "a2fix")
    S("LD claim $13,300 (replaced by $11,400 after the 7.3(b) exclusion)", ["$13,300"], "options")
    S("Meet-and-confer on Thursday March 20 (moved to Monday March 24, 9:30)", ["March 20"], "u9")
    S("AVL deadline March 31 (moved to April 4)", ["March 31"], "u10")
    S("AVL deadline April 4 (moved to April 9, 2025-04-09)", ["April 4"], "u15")
    S("Net damages $6,650 (became $2,850 after waiving SE-07 for R-25)", ["$6,650"], "u12")


def build():
    c = Conv(CID, "Snow-removal contractor dispute: missed routes, liquidated damages and invoice INV-NL-2025-0214", SYSTEM)
    part_a(c)
    part_b(c)
    part_c(c)
    part_d(c)
    labels(c)
    return c


if __name__ == "__main__":
    c = build()
    if "--index" in sys.argv:
        c.dump_index()
    c.write("/work/blind20/out/%s.json" % CID)
    print("wrote", CID, len(c.msgs), "messages")

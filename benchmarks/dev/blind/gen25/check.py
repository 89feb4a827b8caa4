"""Shape checker for the blind batch: /work/main/.venv/bin/python /work/blind25/check.py FILE.json
Checks the labelled format, exact message_index of every label and stale item, and the brief's
size rules. It does not summarize or score anything."""
import json, sys
sys.path.insert(0, "/work/main")
import os
os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
from compaction.engine import (LABEL_KINDS, TokenEstimator, context_text, conversation_problems,
                               load_conversations, normalize)

MINIMUM = {"user_goal": 1, "fact": 6, "decision": 4, "pending_action": 3, "open_issue": 2, "reference": 3}

def main(path):
    raw = json.load(open(path))
    [conv] = load_conversations(path)
    problems = [f"messages: {p}" for p in conversation_problems(conv.messages)]
    texts = ["" if m.role == "system" else context_text([m]) for m in conv.messages]
    def first(needle):
        w = normalize(needle)
        return next((i for i, t in enumerate(texts) if w and w in t), None)
    for what, items in (("label", conv.labels), ("stale", conv.stale)):
        ids = [str(i.get("id")) for i in items]
        dup = sorted({i for i in ids if ids.count(i) > 1})
        if dup: problems.append(f"{what} ids used twice: {dup}")
    kinds = {}
    for lab in conv.labels:
        kinds[lab["kind"]] = kinds.get(lab["kind"], 0) + 1
        if lab["kind"] not in LABEL_KINDS: problems.append(f"label {lab['id']}: kind {lab['kind']}")
        ev = lab.get("evidence") or []
        if not 1 <= len(ev) <= 3: problems.append(f"label {lab['id']}: {len(ev)} evidence strings")
        f = {e: first(e) for e in ev}
        miss = [e for e, i in f.items() if i is None]
        if miss: problems.append(f"label {lab['id']}: evidence {miss} not in the conversation")
        elif f and max(f.values()) != lab["message_index"]:
            problems.append(f"label {lab['id']}: evidence complete at message {max(f.values())}, not {lab['message_index']}")
    for s in conv.stale:
        for t in s["terms"]:
            i = first(t)
            if i is None or i > s["message_index"]:
                problems.append(f"stale {s['id']}: term {t!r} first at {i}, after message_index {s['message_index']}")
    for k, n in MINIMUM.items():
        if kinds.get(k, 0) < n: problems.append(f"only {kinds.get(k, 0)} {k} labels (need {n})")
    if len(conv.stale) < 4: problems.append(f"only {len(conv.stale)} stale items (need 4)")
    # one tool message answers all calls of the model message before it
    msgs = raw["messages"]
    for i, m in enumerate(msgs):
        calls = [p["toolRequest"]["ref"] for p in m["content"] if "toolRequest" in p]
        if calls and i + 1 < len(msgs):
            nxt = msgs[i + 1]
            refs = [p["toolResponse"]["ref"] for p in nxt["content"] if "toolResponse" in p]
            if nxt["role"] != "tool" or sorted(refs) != sorted(calls):
                problems.append(f"message {i}: its tool calls must all be answered by message {i+1}")
    tokens = sum(TokenEstimator().count(m) for m in conv.messages)
    users = sum(1 for m in conv.messages if m.role == "user" and m.text.strip())
    ncalls = sum(len(m.tool_requests) for m in conv.messages)
    if not 30000 <= tokens <= 50000: problems.append(f"{tokens} tokens (need 30,000-50,000)")
    if not 12 <= users <= 20: problems.append(f"{users} user turns (need 12-20)")
    if not 10 <= ncalls <= 35: problems.append(f"{ncalls} tool calls (need 10-35)")
    print(f"{path}: {tokens} tokens, {users} user turns, {ncalls} tool calls, labels {kinds}, stale {len(conv.stale)}")
    for p in problems: print("  PROBLEM:", p)
    print("OK" if not problems else f"{len(problems)} problems")
    return 0 if not problems else 1

if __name__ == "__main__":
    sys.exit(max(main(p) for p in sys.argv[1:]))

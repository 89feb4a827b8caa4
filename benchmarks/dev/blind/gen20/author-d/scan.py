"""Lists every message index where each label evidence / stale term occurs (author-d QA aid)."""
import json, sys
from common import message_text, _norm
d = json.load(open(sys.argv[1]))
texts = [message_text(m) for m in d["messages"]]
for lab in d["labels"] + d["stale"]:
    for e in lab.get("evidence", lab.get("terms", [])):
        idx = [i for i, t in enumerate(texts) if _norm(e) in t and d["messages"][i]["role"] != "system"]
        print("%-4s %-4s %-28s %s" % (lab["id"], lab["message_index"], e[:28], idx[:14]))

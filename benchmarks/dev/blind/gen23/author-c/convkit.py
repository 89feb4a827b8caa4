"""Small helper to build labelled conversations (genkit MessageData shape) deterministically.

Labels are hand-written (kind, text, evidence); their message_index is computed as the
message where the last evidence string first appears (system message excluded), and the
script asserts the computation is the same whether tool inputs are serialised with
ensure_ascii on or off. Stale items name the message that replaced the value with a
marker string; the script asserts every term occurs by then.
"""
import json
import os
import re

OUT_DIR = "/work/blind23/out"


def norm(s):
    return re.sub(r"\s+", " ", s.lower()).strip()


class Conv:
    def __init__(self, cid, title):
        self.id = cid
        self.title = title
        self.msgs = []
        self.pending = None
        self.ncalls = 0

    def system(self, text):
        assert not self.msgs
        self.msgs.append({"role": "system", "content": [{"text": text}]})

    def user(self, text):
        assert self.pending is None, "tool calls unanswered"
        self.msgs.append({"role": "user", "content": [{"text": text}]})
        return len(self.msgs) - 1

    def model(self, text=None, calls=()):
        assert self.pending is None, "tool calls unanswered"
        parts = []
        if text:
            parts.append({"text": text})
        refs = []
        for name, inp in calls:
            self.ncalls += 1
            ref = "call-%02d" % self.ncalls
            parts.append({"toolRequest": {"name": name, "ref": ref, "input": inp}})
            refs.append((name, ref))
        self.msgs.append({"role": "model", "content": parts})
        self.pending = refs or None
        return len(self.msgs) - 1

    def tool(self, *outputs):
        assert self.pending and len(outputs) == len(self.pending), (len(outputs), self.pending)
        parts = []
        for (name, ref), out in zip(self.pending, outputs):
            parts.append({"toolResponse": {"name": name, "ref": ref, "output": out}})
        self.msgs.append({"role": "tool", "content": parts})
        self.pending = None
        return len(self.msgs) - 1


def msg_text(m, ascii_json):
    out = []
    for p in m["content"]:
        if "text" in p:
            out.append(p["text"])
        if "toolRequest" in p:
            out.append(json.dumps(p["toolRequest"]["input"], separators=(",", ":"), ensure_ascii=ascii_json))
        if "toolResponse" in p:
            o = p["toolResponse"]["output"]
            out.append(o if isinstance(o, str) else json.dumps(o, separators=(",", ":"), ensure_ascii=ascii_json))
    return norm("\n".join(out))


def first_index(msgs, strings, ascii_json):
    texts = [msg_text(m, ascii_json) if m["role"] != "system" else "" for m in msgs]
    idxs = []
    for s in strings:
        ns = norm(s)
        hit = next((i for i, t in enumerate(texts) if ns in t), None)
        assert hit is not None, "evidence not found: %r" % s
        idxs.append(hit)
    return max(idxs)


def build(conv, labels, stale, meta=None, verbose=True):
    assert conv.pending is None
    msgs = conv.msgs
    out_labels = []
    for n, (kind, text, ev) in enumerate(labels, 1):
        assert 1 <= len(ev) <= 3
        a = first_index(msgs, ev, True)
        b = first_index(msgs, ev, False)
        assert a == b, ("ascii/unicode mismatch", ev, a, b)
        out_labels.append({"id": "l%d" % n, "kind": kind, "text": text, "evidence": ev, "message_index": a})
    out_stale = []
    texts = [msg_text(m, False) if m["role"] != "system" else "" for m in msgs]
    textsA = [msg_text(m, True) if m["role"] != "system" else "" for m in msgs]
    for n, (text, terms, marker) in enumerate(stale, 1):
        nm = norm(marker)
        idx = next(i for i, t in enumerate(texts) if nm in t)
        assert next(i for i, t in enumerate(textsA) if nm in t) == idx
        for t in terms:
            nt = norm(t)
            assert any(nt in x for x in texts[: idx + 1]), ("stale term missing", t)
            assert any(nt in x for x in textsA[: idx + 1]), ("stale term missing ascii", t)
        out_stale.append({"id": "s%d" % n, "text": text, "terms": terms, "message_index": idx})
    doc = {
        "id": conv.id,
        "title": conv.title,
        "source": "authored",
        "messages": msgs,
        "labels": out_labels,
        "stale": out_stale,
        "meta": meta or {},
    }
    os.makedirs(OUT_DIR, exist_ok=True)
    path = os.path.join(OUT_DIR, conv.id + ".json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False, indent=1)
    if verbose:
        users = sum(1 for m in msgs if m["role"] == "user")
        print("wrote", path, "messages", len(msgs), "users", users, "calls", conv.ncalls,
              "chars", sum(len(msg_text(m, False)) for m in msgs))
        for l in out_labels:
            m = msgs[l["message_index"]]
            print("  %-4s %-15s @%-3d %-5s %s" % (l["id"], l["kind"], l["message_index"], m["role"], l["evidence"]))
        for s in out_stale:
            print("  %-4s %-15s @%-3d %-5s %s" % (s["id"], "stale", s["message_index"], msgs[s["message_index"]]["role"], s["terms"]))
        from collections import Counter
        print("  counts", dict(Counter(l["kind"] for l in out_labels)), "stale", len(out_stale))
    return doc

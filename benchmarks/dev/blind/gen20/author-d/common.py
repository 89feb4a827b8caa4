"""Shared helpers for author-d generators: message builders, label checks, writer."""
import json
import os
import re

OUT_DIR = "/work/blind20/out"


class Conv:
    """Accumulates genkit-shaped messages; tool calls get sequential refs."""

    def __init__(self, system_text):
        self.messages = [{"role": "system", "content": [{"text": system_text}]}]
        self._ref = 0
        self._pending = None  # list of (name, ref) awaiting a tool message

    @property
    def n(self):
        return len(self.messages)

    def user(self, text):
        assert self._pending is None, "tool calls not answered"
        self.messages.append({"role": "user", "content": [{"text": text.strip()}]})
        return self.n - 1

    def model(self, text=None, calls=()):
        """calls: list of (tool_name, input_dict)."""
        assert self._pending is None, "tool calls not answered"
        parts = []
        if text:
            parts.append({"text": text.strip()})
        pend = []
        for name, inp in calls:
            self._ref += 1
            ref = "call-%d" % self._ref
            parts.append({"toolRequest": {"name": name, "ref": ref, "input": inp}})
            pend.append((name, ref))
        self.messages.append({"role": "model", "content": parts})
        self._pending = pend or None
        return self.n - 1

    def tool(self, outputs):
        """outputs: list of outputs (str or obj), same order as the calls."""
        assert self._pending is not None, "no calls to answer"
        assert len(outputs) == len(self._pending), "output count mismatch"
        parts = []
        for (name, ref), out in zip(self._pending, outputs):
            parts.append({"toolResponse": {"name": name, "ref": ref, "output": out}})
        self.messages.append({"role": "tool", "content": parts})
        self._pending = None
        return self.n - 1


def _norm(s):
    return re.sub(r"\s+", " ", s.lower()).strip()


def message_text(msg):
    bits = []
    for p in msg["content"]:
        if "text" in p:
            bits.append(p["text"])
        if "toolRequest" in p:
            bits.append(json.dumps(p["toolRequest"]["input"], ensure_ascii=False,
                                   separators=(",", ":")))
        if "toolResponse" in p:
            o = p["toolResponse"]["output"]
            bits.append(o if isinstance(o, str) else json.dumps(
                o, ensure_ascii=False, separators=(",", ":")))
    return _norm("\n".join(bits))


def first_index(messages, s):
    s = _norm(s)
    for i, m in enumerate(messages):
        if m["role"] == "system":
            continue
        if s in message_text(m):
            return i
    return None


def verify(messages, labels, stale):
    """Check hand-written indices; return list of problems (strings)."""
    probs = []
    for lab in labels:
        firsts = [first_index(messages, e) for e in lab["evidence"]]
        if None in firsts:
            probs.append("%s: evidence missing %r" % (lab["id"], lab["evidence"]))
            continue
        want = max(firsts)
        if want != lab["message_index"]:
            probs.append("%s: index %d but evidence completes at %d (%s)" % (
                lab["id"], lab["message_index"], want, list(zip(lab["evidence"], firsts))))
    for st in stale:
        firsts = [first_index(messages, t) for t in st["terms"]]
        if None in firsts:
            probs.append("%s: term missing %r" % (st["id"], st["terms"]))
        elif max(firsts) > st["message_index"]:
            probs.append("%s: terms complete at %d > %d" % (
                st["id"], max(firsts), st["message_index"]))
    return probs


def write(conv_id, title, messages, labels, stale, meta=None):
    probs = verify(messages, labels, stale)
    for p in probs:
        print("LABEL PROBLEM:", p)
    doc = {"id": conv_id, "title": title, "source": "authored", "messages": messages,
           "labels": labels, "stale": stale, "meta": meta or {}}
    os.makedirs(OUT_DIR, exist_ok=True)
    path = os.path.join(OUT_DIR, conv_id + ".json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False, indent=1)
    print("wrote", path, "messages:", len(messages), "label problems:", len(probs))
    return path


def L(i, kind, text, evidence, idx):
    return {"id": i, "kind": kind, "text": text, "evidence": evidence, "message_index": idx}


def S(i, text, terms, idx):
    return {"id": i, "text": text, "terms": terms, "message_index": idx}

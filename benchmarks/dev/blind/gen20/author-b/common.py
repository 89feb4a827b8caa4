"""Small builder for labelled genkit conversations (author B).

Messages are appended in order; each may carry a tag so labels can state where
they expect their evidence to complete. The builder computes message_index from
the evidence with the FORMAT.md normalization and asserts it equals the tag's
index, so a label never silently lands on the wrong message.
"""
import json
import re

_WS = re.compile(r"\s+")


def norm(s):
    return _WS.sub(" ", s.lower()).strip()


def _part_text(part):
    if "text" in part:
        return part["text"]
    if "toolRequest" in part:
        return json.dumps(part["toolRequest"]["input"], separators=(",", ":"), ensure_ascii=False)
    if "toolResponse" in part:
        out = part["toolResponse"]["output"]
        return out if isinstance(out, str) else json.dumps(out, separators=(",", ":"), ensure_ascii=False)
    return ""


class Conv:
    def __init__(self, cid, title, system):
        self.cid = cid
        self.title = title
        self.msgs = [{"role": "system", "content": [{"text": system}]}]
        self.tags = {}
        self.labels = []
        self.stale_items = []
        self._ref = 0

    # ---- messages -------------------------------------------------------
    def _tag(self, tag):
        if tag:
            assert tag not in self.tags, tag
            self.tags[tag] = len(self.msgs) - 1

    def user(self, text, tag=None):
        self.msgs.append({"role": "user", "content": [{"text": text.strip()}]})
        self._tag(tag)

    def model(self, text, tag=None):
        self.msgs.append({"role": "model", "content": [{"text": text.strip()}]})
        self._tag(tag)

    def calls(self, text, calls, tag=None):
        """calls: list of (name, input_dict, output). Adds model msg + one tool msg.

        tag names the model message; tag + '.out' names the tool message."""
        parts = [{"text": text.strip()}] if text else []
        resps = []
        for name, inp, out in calls:
            self._ref += 1
            ref = "call-%d" % self._ref
            parts.append({"toolRequest": {"name": name, "ref": ref, "input": inp}})
            resps.append({"toolResponse": {"name": name, "ref": ref, "output": out}})
        self.msgs.append({"role": "model", "content": parts})
        self._tag(tag)
        self.msgs.append({"role": "tool", "content": resps})
        self._tag(tag + ".out" if tag else None)

    # ---- labels ---------------------------------------------------------
    def _texts(self):
        out = []
        for m in self.msgs:
            if m["role"] == "system":
                out.append("")
            else:
                out.append(norm(" ".join(_part_text(p) for p in m["content"])))
        return out

    def _first(self, texts, s):
        s = norm(s)
        for i, t in enumerate(texts):
            if s in t:
                return i
        raise AssertionError("%s: evidence %r not found" % (self.cid, s))

    def label(self, kind, text, evidence, at):
        self.labels.append((kind, text, list(evidence), at))

    def stale(self, text, terms, at):
        self.stale_items.append((text, list(terms), at))

    def build(self):
        texts = self._texts()
        labels = []
        for n, (kind, text, ev, at) in enumerate(self.labels, 1):
            idx = max(self._first(texts, e) for e in ev)
            want = self.tags[at]
            assert idx == want, "%s label %r completes at %d, tag %s=%d" % (
                self.cid, ev, idx, at, want)
            labels.append({"id": "l%d" % n, "kind": kind, "text": text,
                           "evidence": ev, "message_index": idx})
        stale = []
        for n, (text, terms, at) in enumerate(self.stale_items, 1):
            idx = self.tags[at]
            last = max(self._first(texts, t) for t in terms)
            assert last <= idx, "%s stale %r first complete at %d > %d" % (self.cid, terms, last, idx)
            stale.append({"id": "s%d" % n, "text": text, "terms": terms, "message_index": idx})
        return {"id": self.cid, "title": self.title, "source": "authored",
                "messages": self.msgs, "labels": labels, "stale": stale,
                "meta": {"author": "blind20/author-b", "language": "en"}}

    def write(self, path):
        doc = self.build()
        with open(path, "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)
        return doc

    def dump_index(self):
        """Print index, role and a short preview for authoring."""
        for i, m in enumerate(self.msgs):
            t = " ".join(_part_text(p) for p in m["content"])[:90].replace("\n", " ")
            print(i, m["role"], t)

"""Shared helpers for building labelled conversations (genkit MessageData shape)."""
import json
import re


def _norm(s):
    return re.sub(r"\s+", " ", s.lower()).strip()


class Conv:
    def __init__(self, cid, title):
        self.cid = cid
        self.title = title
        self.messages = []
        self.labels = []
        self.stale = []
        self._ref = 0
        self._pending = None  # list of (name, ref) awaiting a tool message

    # ---- messages -------------------------------------------------------
    def system(self, text):
        assert not self.messages
        self.messages.append({"role": "system", "content": [{"text": text}]})

    def user(self, text):
        assert self._pending is None
        self.messages.append({"role": "user", "content": [{"text": text}]})
        return len(self.messages) - 1

    def model(self, text=None, calls=()):
        assert self._pending is None
        parts = []
        if text:
            parts.append({"text": text})
        pend = []
        for name, inp in calls:
            self._ref += 1
            ref = "call-%d" % self._ref
            parts.append({"toolRequest": {"name": name, "ref": ref, "input": inp}})
            pend.append((name, ref))
        self.messages.append({"role": "model", "content": parts})
        if pend:
            self._pending = pend
        return len(self.messages) - 1

    def tool(self, *outputs):
        assert self._pending is not None and len(outputs) == len(self._pending), (
            len(outputs), self._pending)
        parts = []
        for (name, ref), out in zip(self._pending, outputs):
            assert isinstance(out, str)
            parts.append({"toolResponse": {"name": name, "ref": ref, "output": out}})
        self._pending = None
        self.messages.append({"role": "tool", "content": parts})
        return len(self.messages) - 1

    # ---- text as the lab sees it --------------------------------------
    def _texts(self, ascii_json):
        out = []
        for m in self.messages:
            chunks = []
            if m["role"] != "system":
                for p in m["content"]:
                    if "text" in p:
                        chunks.append(p["text"])
                    if "toolRequest" in p:
                        chunks.append(json.dumps(p["toolRequest"]["input"], separators=(",", ":"),
                                                 ensure_ascii=ascii_json))
                        chunks.append(json.dumps(p["toolRequest"]["input"], ensure_ascii=ascii_json))
                    if "toolResponse" in p:
                        chunks.append(p["toolResponse"]["output"])
            out.append(_norm("\n".join(chunks)))
        return out

    def first_index(self, evidence):
        res = set()
        for ascii_json in (True, False):
            texts = self._texts(ascii_json)
            seen = {e: None for e in evidence}
            for i, t in enumerate(texts):
                for e in evidence:
                    if seen[e] is None and _norm(e) in t:
                        seen[e] = i
            if any(v is None for v in seen.values()):
                raise AssertionError("evidence not found: %r -> %r" % (evidence, seen))
            res.add(max(seen.values()))
        assert len(res) == 1, ("json escaping changes index", evidence, res)
        return res.pop()

    # ---- labels ---------------------------------------------------------
    def label(self, kind, text, evidence, expect):
        idx = self.first_index(evidence)
        if idx != expect:
            raise AssertionError("label %r: evidence %r completes at %d, expected %d"
                                 % (text[:60], evidence, idx, expect))
        self.labels.append({"id": "l%d" % (len(self.labels) + 1), "kind": kind, "text": text,
                            "evidence": list(evidence), "message_index": idx})

    def stale_item(self, text, terms, index):
        last = self.first_index(terms)
        assert last <= index, ("stale terms appear after index", terms, last, index)
        self.stale.append({"id": "s%d" % (len(self.stale) + 1), "text": text,
                           "terms": list(terms), "message_index": index})

    def dump(self, path, meta=None):
        assert self._pending is None
        doc = {"id": self.cid, "title": self.title, "source": "authored",
               "messages": self.messages, "labels": self.labels, "stale": self.stale,
               "meta": meta or {}}
        with open(path, "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)
        return doc

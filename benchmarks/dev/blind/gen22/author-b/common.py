"""Small builder shared by the two generator scripts of author-b.

Builds genkit-shaped messages, keeps tool refs paired, and computes/verifies
label message_index values with the normalization described in FORMAT.md.
"""
import json
import re


def norm(s):
    return re.sub(r"\s+", " ", s.lower()).strip()


class Conv:
    def __init__(self, conv_id, title):
        self.id = conv_id
        self.title = title
        self.messages = []
        self.labels = []
        self.stale = []
        self._ref = 0
        self._pending = None  # refs of the last model message with calls

    # ---- messages -------------------------------------------------
    def system(self, text):
        assert not self.messages
        self.messages.append({"role": "system", "content": [{"text": text}]})
        return len(self.messages) - 1

    def user(self, text):
        assert self._pending is None, "tool answer missing"
        self.messages.append({"role": "user", "content": [{"text": text}]})
        return len(self.messages) - 1

    def model(self, text=None, calls=()):
        assert self._pending is None, "tool answer missing"
        parts = []
        if text:
            parts.append({"text": text})
        refs = []
        for name, inp in calls:
            self._ref += 1
            ref = "call_%03d" % self._ref
            refs.append((name, ref))
            parts.append({"toolRequest": {"name": name, "ref": ref, "input": inp}})
        assert parts
        self.messages.append({"role": "model", "content": parts})
        if refs:
            self._pending = refs
        return len(self.messages) - 1

    def tool(self, outputs):
        refs = self._pending
        assert refs is not None and len(refs) == len(outputs), (refs, len(outputs))
        parts = []
        for (name, ref), out in zip(refs, outputs):
            parts.append({"toolResponse": {"name": name, "ref": ref, "output": out}})
        self.messages.append({"role": "tool", "content": parts})
        self._pending = None
        return len(self.messages) - 1

    # ---- text used for evidence matching ---------------------------
    @staticmethod
    def msg_text(m, ascii_json=False):
        out = []
        for p in m["content"]:
            if "text" in p:
                out.append(p["text"])
            if "toolRequest" in p:
                out.append(json.dumps(p["toolRequest"]["input"], separators=(",", ":"),
                                      ensure_ascii=ascii_json))
            if "toolResponse" in p:
                o = p["toolResponse"]["output"]
                out.append(o if isinstance(o, str) else json.dumps(o, separators=(",", ":"),
                                                                   ensure_ascii=ascii_json))
        return norm("\n".join(out))

    def first_index(self, evidence, ascii_json=False):
        texts = [("" if m["role"] == "system" else self.msg_text(m, ascii_json))
                 for m in self.messages]
        seen = {}
        for e in evidence:
            ne = norm(e)
            for i, t in enumerate(texts):
                if ne in t:
                    seen[e] = i
                    break
            else:
                raise AssertionError("evidence %r never appears" % e)
        return max(seen.values())

    # ---- labels ---------------------------------------------------
    def label(self, kind, text, evidence, expect):
        i1 = self.first_index(evidence, ascii_json=False)
        i2 = self.first_index(evidence, ascii_json=True)
        assert i1 == i2 == expect, (kind, text[:60], evidence, "computed", i1, i2, "expected", expect)
        self.labels.append({"id": "l%d" % (len(self.labels) + 1), "kind": kind, "text": text,
                            "evidence": list(evidence), "message_index": expect})

    def stale_item(self, text, terms, index):
        i = self.first_index(terms)
        assert i <= index, (text, terms, i, index)
        self.stale.append({"id": "s%d" % (len(self.stale) + 1), "text": text,
                           "terms": list(terms), "message_index": index})

    def dump(self, path, meta=None):
        assert self._pending is None
        doc = {"id": self.id, "title": self.title, "source": "authored",
               "messages": self.messages, "labels": self.labels, "stale": self.stale,
               "meta": meta or {}}
        with open(path, "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)
        return doc

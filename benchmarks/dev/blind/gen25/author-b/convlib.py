"""Small deterministic builder for labelled conversations (author-b)."""
import json, re

def _norm(s):
    return re.sub(r"\s+", " ", s.lower()).strip()

class Conv:
    def __init__(self, cid, title, system):
        self.cid, self.title = cid, title
        self.messages = [{"role": "system", "content": [{"text": system}]}]
        self.labels, self.stale = [], []
        self._ref = 0

    def user(self, text):
        self.messages.append({"role": "user", "content": [{"text": text}]})
        return len(self.messages) - 1

    def model(self, text, calls=None):
        """calls: list of (name, input_dict, output_str). Returns index of model msg."""
        parts = []
        if text:
            parts.append({"text": text})
        resp = []
        for name, inp, out in calls or []:
            self._ref += 1
            ref = f"call-{self._ref}"
            parts.append({"toolRequest": {"name": name, "ref": ref, "input": inp}})
            resp.append({"toolResponse": {"name": name, "ref": ref, "output": out}})
        self.messages.append({"role": "model", "content": parts})
        idx = len(self.messages) - 1
        if resp:
            self.messages.append({"role": "tool", "content": resp})
        return idx

    def last(self):
        return len(self.messages) - 1

    def _texts(self, ascii_):
        out = []
        for m in self.messages:
            if m["role"] == "system":
                out.append("")
                continue
            bits = []
            for p in m["content"]:
                if "text" in p:
                    bits.append(p["text"])
                if "toolRequest" in p:
                    bits.append(json.dumps(p["toolRequest"]["input"], separators=(",", ":"), ensure_ascii=ascii_))
                if "toolResponse" in p:
                    o = p["toolResponse"]["output"]
                    bits.append(o if isinstance(o, str) else json.dumps(o, separators=(",", ":"), ensure_ascii=ascii_))
            out.append(_norm("\n".join(bits)))
        return out

    def _first_all(self, ev, ascii_):
        texts = self._texts(ascii_)
        seen = {e: None for e in ev}
        for i, t in enumerate(texts):
            for e in ev:
                if seen[e] is None and _norm(e) in t:
                    seen[e] = i
        if any(v is None for v in seen.values()):
            raise SystemExit(f"evidence missing: {ev} -> {seen}")
        return max(seen.values())

    def label(self, kind, text, evidence, at=None):
        self.labels.append({"kind": kind, "text": text, "evidence": evidence, "at": at})

    def stale_item(self, text, terms, at):
        self.stale.append({"text": text, "terms": terms, "message_index": at})

    def build(self):
        labels = []
        for n, l in enumerate(self.labels, 1):
            i1 = self._first_all(l["evidence"], False)
            i2 = self._first_all(l["evidence"], True)
            assert i1 == i2, (l, i1, i2)
            if l["at"] is not None and l["at"] != i1:
                raise SystemExit(f"label {l['text']!r}: expected {l['at']} got {i1}")
            labels.append({"id": f"l{n}", "kind": l["kind"], "text": l["text"],
                           "evidence": l["evidence"], "message_index": i1})
        stale = []
        for n, s in enumerate(self.stale, 1):
            for a in (False, True):
                texts = self._texts(a)
                for t in s["terms"]:
                    assert any(_norm(t) in x for x in texts[: s["message_index"] + 1]), (s, t)
            stale.append({"id": f"s{n}", **s})
        return {"id": self.cid, "title": self.title, "source": "authored",
                "messages": self.messages, "labels": labels, "stale": stale, "meta": {"author": "blind25/author-b"}}

    def write(self, path):
        doc = self.build()
        with open(path, "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)
        from collections import Counter
        c = Counter(l["kind"] for l in doc["labels"])
        print(path, len(doc["messages"]), "messages", dict(c), "stale", len(doc["stale"]))
        for l in doc["labels"]:
            print(f"  {l['id']:>4} {l['kind']:<15} @{l['message_index']:<3} {l['evidence']}")
        for s in doc["stale"]:
            print(f"  {s['id']:>4} stale @{s['message_index']:<3} {s['terms']}")
        return doc

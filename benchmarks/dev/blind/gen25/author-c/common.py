"""Shared builder for the author-c generators (deterministic)."""
import json, re, os

def norm(s):
    return re.sub(r"\s+", " ", s.lower()).strip()

class Conv:
    def __init__(self, cid, title, system):
        self.cid, self.title = cid, title
        self.messages = [{"role": "system", "content": [{"text": system}]}]
        self._ref = 0
        self._pending = None
        self.labels, self.stale = [], []

    def idx(self):
        return len(self.messages)

    def user(self, text):
        assert self._pending is None
        self.messages.append({"role": "user", "content": [{"text": text}]})
        return len(self.messages) - 1

    def model(self, text=None, calls=()):
        assert self._pending is None
        parts = []
        if text:
            parts.append({"text": text})
        refs = []
        for name, inp in calls:
            self._ref += 1
            ref = f"call-{self._ref}"
            parts.append({"toolRequest": {"name": name, "ref": ref, "input": inp}})
            refs.append((name, ref))
        self.messages.append({"role": "model", "content": parts})
        if refs:
            self._pending = refs
        return len(self.messages) - 1

    def tool(self, *outputs):
        assert self._pending is not None and len(outputs) == len(self._pending)
        parts = [{"toolResponse": {"name": n, "ref": r, "output": o}} for (n, r), o in zip(self._pending, outputs)]
        self._pending = None
        self.messages.append({"role": "tool", "content": parts})
        return len(self.messages) - 1

    # ---- text views (several JSON renderings so the index is robust) ----
    def _texts(self, ascii_, seps):
        out = []
        for m in self.messages:
            bits = []
            for p in m["content"]:
                if "text" in p:
                    bits.append(p["text"])
                if "toolRequest" in p:
                    bits.append(json.dumps(p["toolRequest"]["input"], ensure_ascii=ascii_, separators=seps))
                if "toolResponse" in p:
                    o = p["toolResponse"]["output"]
                    bits.append(o if isinstance(o, str) else json.dumps(o, ensure_ascii=ascii_, separators=seps))
            out.append(norm("\n".join(bits)))
        return out

    def first_index(self, evidence):
        results = set()
        for a in (False, True):
            for s in ((",", ":"), (", ", ": ")):
                texts = self._texts(a, s)
                found = None
                for i in range(1, len(texts)):
                    joined = "\n".join(texts[1:i + 1])
                    if all(norm(e) in joined for e in evidence):
                        found = i
                        break
                results.add(found)
        assert len(results) == 1, (evidence, results)
        r = results.pop()
        assert r is not None, ("evidence not found", evidence)
        return r

    def label(self, kind, text, evidence, expect=None):
        i = self.first_index(evidence)
        if expect is not None:
            assert i == expect, (text, evidence, i, expect)
        self.labels.append({"id": f"l{len(self.labels)+1}", "kind": kind, "text": text,
                            "evidence": evidence, "message_index": i})

    def stale_item(self, text, terms, index):
        texts = self._texts(False, (",", ":"))
        joined = "\n".join(texts[1:index + 1])
        for t in terms:
            assert norm(t) in joined, ("stale term missing", t, index)
        self.stale.append({"id": f"s{len(self.stale)+1}", "text": text, "terms": terms, "message_index": index})

    def write(self, meta=None):
        assert self._pending is None
        doc = {"id": self.cid, "title": self.title, "source": "authored", "messages": self.messages,
               "labels": self.labels, "stale": self.stale, "meta": meta or {}}
        path = f"/work/blind25/out/{self.cid}.json"
        with open(path, "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)
        nu = sum(1 for m in self.messages if m["role"] == "user")
        nc = sum(1 for m in self.messages for p in m["content"] if "toolRequest" in p)
        print(f"wrote {path}: {len(self.messages)} messages, {nu} user, {nc} tool calls")
        for l in self.labels:
            print(f"  {l['id']:4} {l['kind']:15} @{l['message_index']:3} {l['evidence']}")
        for s in self.stale:
            print(f"  {s['id']:4} stale           @{s['message_index']:3} {s['terms']}")

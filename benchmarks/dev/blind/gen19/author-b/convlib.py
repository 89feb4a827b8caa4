"""Small helper to build labelled genkit conversations deterministically."""
import json, re, sys

def norm(s):
    return re.sub(r"\s+", " ", s.lower()).strip()

class Conv:
    def __init__(self, cid, title, system):
        self.id, self.title = cid, title
        self.msgs = [{"role": "system", "content": [{"text": system}]}]
        self.tags, self.labels, self.stale = {}, [], []
        self._pending = None
        self._ref = 0

    def _tag(self, tag):
        if tag:
            assert tag not in self.tags, tag
            self.tags[tag] = len(self.msgs)

    def user(self, text, tag=None):
        assert self._pending is None
        self._tag(tag)
        self.msgs.append({"role": "user", "content": [{"text": text.strip()}]})

    def model(self, text=None, calls=None, tag=None):
        assert self._pending is None
        self._tag(tag)
        parts = []
        if text:
            parts.append({"text": text.strip()})
        pend = []
        for name, inp in (calls or []):
            self._ref += 1
            ref = f"call_{self._ref:03d}"
            parts.append({"toolRequest": {"name": name, "ref": ref, "input": inp}})
            pend.append((name, ref))
        self.msgs.append({"role": "model", "content": parts})
        self._pending = pend or None

    def tool(self, outputs, tag=None):
        assert self._pending and len(outputs) == len(self._pending), (len(outputs), self._pending)
        self._tag(tag)
        parts = [{"toolResponse": {"name": n, "ref": r, "output": o.strip("\n")}}
                 for (n, r), o in zip(self._pending, outputs)]
        self.msgs.append({"role": "tool", "content": parts})
        self._pending = None

    def _texts(self):
        out = []
        for m in self.msgs:
            bits = []
            for p in m["content"]:
                if "text" in p:
                    bits.append(p["text"])
                elif "toolRequest" in p:
                    bits.append(json.dumps(p["toolRequest"]["input"], ensure_ascii=False, separators=(",", ":")))
                elif "toolResponse" in p:
                    o = p["toolResponse"]["output"]
                    bits.append(o if isinstance(o, str) else json.dumps(o, ensure_ascii=False, separators=(",", ":")))
            out.append(norm("\n".join(bits)))
        return out

    def first(self, s, texts=None):
        texts = texts or self._texts()
        s = norm(s)
        for i, t in enumerate(texts):
            if i == 0:
                continue
            if s in t:
                return i
        return None

    def label(self, kind, text, evidence, at):
        self.labels.append((kind, text, evidence, at))

    def stale_item(self, text, terms, at):
        self.stale.append((text, terms, at))

    def build(self):
        texts = self._texts()
        errs = []
        labels = []
        for n, (kind, text, ev, at) in enumerate(self.labels, 1):
            firsts = [self.first(e, texts) for e in ev]
            want = self.tags[at]
            if None in firsts:
                errs.append(f"label {n} {ev}: missing {firsts}")
                continue
            got = max(firsts)
            if got != want:
                errs.append(f"label {n} {kind} {ev}: first-complete at {got} ({firsts}) but tagged {at}={want}")
            labels.append({"id": f"l{n}", "kind": kind, "text": text, "evidence": ev, "message_index": got})
        stale = []
        for n, (text, terms, at) in enumerate(self.stale, 1):
            want = self.tags[at]
            firsts = [self.first(t, texts) for t in terms]
            if None in firsts or max(firsts) > want:
                errs.append(f"stale {n} {terms}: firsts {firsts} > {want}")
            stale.append({"id": f"s{n}", "text": text, "terms": terms, "message_index": want})
        if errs:
            print("\n".join(errs))
            sys.exit(1)
        return {"id": self.id, "title": self.title, "source": "authored",
                "messages": self.msgs, "labels": labels, "stale": stale,
                "meta": {"author": "author-b", "generator": "author-b"}}

    def write(self, path):
        doc = self.build()
        with open(path, "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)
        print("wrote", path, len(self.msgs), "messages")
        for l in doc["labels"]:
            print(f"  {l['id']:>4} {l['kind']:<15} @{l['message_index']:<3} {l['evidence']}")
        for s in doc["stale"]:
            print(f"  {s['id']:>4} stale           @{s['message_index']:<3} {s['terms']}")

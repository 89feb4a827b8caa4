"""Small builder for labelled conversations (genkit MessageData shape)."""
import json, re

def norm(s):
    return re.sub(r"\s+", " ", s.lower()).strip()

class Conv:
    def __init__(self, cid, title):
        self.cid, self.title = cid, title
        self.msgs, self.tags = [], {}
        self.labels, self.stale_items = [], []
        self._pending = None
        self._n = 0

    def _tag(self, tag):
        if tag:
            assert tag not in self.tags, tag
            self.tags[tag] = len(self.msgs)

    def system(self, text):
        self.msgs.append({"role": "system", "content": [{"text": text}]})

    def user(self, text, tag=None):
        assert self._pending is None
        self._tag(tag)
        self.msgs.append({"role": "user", "content": [{"text": text}]})

    def model(self, text=None, calls=(), tag=None):
        assert self._pending is None
        self._tag(tag)
        parts = []
        if text:
            parts.append({"text": text})
        refs = []
        for name, inp in calls:
            self._n += 1
            ref = f"call_{self._n:03d}"
            refs.append((name, ref))
            parts.append({"toolRequest": {"name": name, "ref": ref, "input": inp}})
        self.msgs.append({"role": "model", "content": parts})
        if refs:
            self._pending = refs

    def tool(self, *outputs, tag=None):
        assert self._pending and len(outputs) == len(self._pending), (len(outputs), self._pending)
        self._tag(tag)
        parts = []
        for (name, ref), out in zip(self._pending, outputs):
            parts.append({"toolResponse": {"name": name, "ref": ref, "output": out}})
        self.msgs.append({"role": "tool", "content": parts})
        self._pending = None

    # ---- labels
    def texts(self):
        out = []
        for m in self.msgs:
            if m["role"] == "system":
                out.append("")
                continue
            bits = []
            for p in m["content"]:
                if "text" in p:
                    bits.append(p["text"])
                if "toolRequest" in p:
                    bits.append(json.dumps(p["toolRequest"]["input"], ensure_ascii=False, separators=(",", ":")))
                if "toolResponse" in p:
                    o = p["toolResponse"]["output"]
                    bits.append(o if isinstance(o, str) else json.dumps(o, ensure_ascii=False, separators=(",", ":")))
            out.append(norm("\n".join(bits)))
        return out

    def first(self, s, texts):
        w = norm(s)
        for i, t in enumerate(texts):
            if w in t:
                return i
        raise AssertionError(f"evidence not found: {s!r}")

    def label(self, kind, text, evidence, at):
        self.labels.append((kind, text, list(evidence), at))

    def stale(self, text, terms, at):
        self.stale_items.append((text, list(terms), at))

    def build(self):
        texts = self.texts()
        labels, stale, errors = [], [], []
        for i, (kind, text, ev, at) in enumerate(self.labels, 1):
            idx = max(self.first(e, texts) for e in ev)
            want = self.tags[at] if isinstance(at, str) else at
            if idx != want:
                errors.append(f"label l{i} ({kind}: {text[:50]}) evidence complete at {idx}, intended {at}={want}; " +
                              ", ".join(f"{e!r}@{self.first(e, texts)}" for e in ev))
            labels.append({"id": f"l{i}", "kind": kind, "text": text, "evidence": ev, "message_index": idx})
        for i, (text, terms, at) in enumerate(self.stale_items, 1):
            want = self.tags[at] if isinstance(at, str) else at
            for t in terms:
                if self.first(t, texts) > want:
                    errors.append(f"stale s{i}: term {t!r} first at {self.first(t, texts)} > {want}")
            stale.append({"id": f"s{i}", "text": text, "terms": terms, "message_index": want})
        if errors:
            raise SystemExit("\n".join(errors))
        return {"id": self.cid, "title": self.title, "source": "authored", "messages": self.msgs,
                "labels": labels, "stale": stale, "meta": {"author": "author-c", "generator": "blind22/author-c"}}

    def write(self, path):
        doc = self.build()
        with open(path, "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)
        return doc

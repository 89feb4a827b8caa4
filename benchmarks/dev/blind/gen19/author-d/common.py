"""Shared helpers for author-d generators: build genkit messages, compute and
verify label message_index values deterministically."""
import json
import re

_ws = re.compile(r"\s+")


def norm(s):
    return _ws.sub(" ", s.lower()).strip()


class Conv:
    def __init__(self, cid, title):
        self.cid = cid
        self.title = title
        self.messages = []
        self.tags = {}
        self._ref = 0
        self.labels = []
        self.stale = []

    # -- messages -------------------------------------------------------
    def _tag(self, tag):
        if tag:
            assert tag not in self.tags, tag
            self.tags[tag] = len(self.messages)

    def system(self, text):
        self.messages.append({"role": "system", "content": [{"text": text}]})

    def user(self, text, tag=None):
        self._tag(tag)
        self.messages.append({"role": "user", "content": [{"text": text}]})

    def model(self, text=None, calls=(), tag=None):
        """calls: list of (name, input_dict). returns refs."""
        self._tag(tag)
        parts = []
        if text:
            parts.append({"text": text})
        refs = []
        for name, inp in calls:
            self._ref += 1
            ref = f"call_{self._ref:03d}"
            refs.append((name, ref))
            parts.append({"toolRequest": {"name": name, "ref": ref, "input": inp}})
        self.messages.append({"role": "model", "content": parts})
        self._pending = refs
        return refs

    def tool(self, outputs, tag=None):
        """outputs: list of outputs in the same order as the previous model calls."""
        self._tag(tag)
        assert len(outputs) == len(self._pending), (len(outputs), self._pending)
        parts = []
        for (name, ref), out in zip(self._pending, outputs):
            parts.append({"toolResponse": {"name": name, "ref": ref, "output": out}})
        self.messages.append({"role": "tool", "content": parts})
        self._pending = []

    # -- labels ---------------------------------------------------------
    def label(self, kind, text, evidence, at):
        self.labels.append({"kind": kind, "text": text, "evidence": evidence, "at": at})

    def stale_item(self, text, terms, at):
        self.stale.append({"text": text, "terms": terms, "at": at})

    def resolve(self, at):
        if isinstance(at, int):
            return at
        if "+" in at:
            t, n = at.split("+")
            return self.tags[t] + int(n)
        return self.tags[at]

    def _msg_texts(self):
        out = []
        for m in self.messages:
            if m["role"] == "system":
                out.append("")
                continue
            buf = []
            for p in m["content"]:
                if "text" in p:
                    buf.append(p["text"])
                if "toolRequest" in p:
                    buf.append(json.dumps(p["toolRequest"]["input"], ensure_ascii=False, separators=(",", ":")))
                if "toolResponse" in p:
                    o = p["toolResponse"]["output"]
                    buf.append(o if isinstance(o, str) else json.dumps(o, ensure_ascii=False, separators=(",", ":")))
            out.append(norm("\n".join(buf)))
        return out

    def build(self):
        texts = self._msg_texts()
        labels = []
        errors = []
        for i, l in enumerate(self.labels, 1):
            firsts = []
            for ev in l["evidence"]:
                e = norm(ev)
                idx = next((k for k, t in enumerate(texts) if e in t), None)
                if idx is None:
                    errors.append(f"l{i}: evidence {ev!r} never appears")
                    idx = -1
                firsts.append(idx)
            mi = max(firsts)
            want = self.resolve(l["at"])
            if mi != want:
                errors.append(f"l{i} ({l['kind']}: {l['text'][:50]}): computed {mi} want {want} ({l['at']}); firsts={firsts}")
            labels.append({"id": f"l{i}", "kind": l["kind"], "text": l["text"],
                           "evidence": l["evidence"], "message_index": mi})
        stale = []
        for i, s in enumerate(self.stale, 1):
            at = self.resolve(s["at"])
            for term in s["terms"]:
                e = norm(term)
                idx = next((k for k, t in enumerate(texts) if e in t), None)
                if idx is None or idx > at:
                    errors.append(f"s{i}: term {term!r} first at {idx}, after {at}")
            stale.append({"id": f"s{i}", "text": s["text"], "terms": s["terms"], "message_index": at})
        if errors:
            raise SystemExit("\n".join(errors))
        return {"id": self.cid, "title": self.title, "source": "authored",
                "messages": self.messages, "labels": labels, "stale": stale,
                "meta": {"author": "author-d", "generator": "deterministic, seeded"}}

    def write(self, path):
        doc = self.build()
        with open(path, "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)
        return doc

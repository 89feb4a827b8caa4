"""Small helper to build labelled conversations with exact message indexes."""
import json
import re


def norm(s):
    return re.sub(r"\s+", " ", s.lower()).strip()


class Conv:
    def __init__(self, cid, title, system):
        self.id = cid
        self.title = title
        self.msgs = [{"role": "system", "content": [{"text": system}]}]
        self.pending = []
        self.n = 0
        self.labels = []
        self.stale = []

    # ---- building -------------------------------------------------------
    def user(self, text):
        assert not self.pending
        self.msgs.append({"role": "user", "content": [{"text": text.strip()}]})
        return len(self.msgs) - 1

    def model(self, text=None, calls=()):
        assert not self.pending
        parts = []
        if text:
            parts.append({"text": text.strip()})
        for name, inp in calls:
            self.n += 1
            ref = f"call_{self.n:03d}"
            parts.append({"toolRequest": {"name": name, "ref": ref, "input": inp}})
            self.pending.append((name, ref))
        self.msgs.append({"role": "model", "content": parts})
        return len(self.msgs) - 1

    def tool(self, *outputs):
        assert len(outputs) == len(self.pending), (len(outputs), self.pending)
        parts = []
        for (name, ref), out in zip(self.pending, outputs):
            parts.append({"toolResponse": {"name": name, "ref": ref, "output": out}})
        self.pending = []
        self.msgs.append({"role": "tool", "content": parts})
        return len(self.msgs) - 1

    # ---- evidence -------------------------------------------------------
    def _texts(self, i, ascii_):
        out = []
        for p in self.msgs[i]["content"]:
            if "text" in p:
                out.append(p["text"])
            if "toolRequest" in p:
                out.append(json.dumps(p["toolRequest"]["input"], ensure_ascii=ascii_, separators=(",", ":")))
            if "toolResponse" in p:
                o = p["toolResponse"]["output"]
                out.append(o if isinstance(o, str) else json.dumps(o, ensure_ascii=ascii_, separators=(",", ":")))
        return norm("\n".join(out))

    def first(self, s):
        res = set()
        for a in (True, False):
            idx = None
            for i in range(1, len(self.msgs)):
                if norm(s) in self._texts(i, a):
                    idx = i
                    break
            res.add(idx)
        assert len(res) == 1, f"ascii ambiguity for {s!r}: {res}"
        r = res.pop()
        assert r is not None, f"evidence not found: {s!r}"
        return r

    def label(self, kind, text, evidence, expect=None):
        idx = max(self.first(e) for e in evidence)
        if expect is not None:
            assert idx == expect, f"label {text[:50]!r}: idx {idx} != expected {expect} ({[(e, self.first(e)) for e in evidence]})"
        self.labels.append({"id": f"l{len(self.labels)+1}", "kind": kind, "text": text,
                            "evidence": list(evidence), "message_index": idx})

    def stale_item(self, text, terms, idx):
        for t in terms:
            f = self.first(t)
            assert f <= idx, f"stale term {t!r} first at {f} > {idx}"
        self.stale.append({"id": f"s{len(self.stale)+1}", "text": text, "terms": list(terms), "message_index": idx})

    def dump(self, path):
        doc = {"id": self.id, "title": self.title, "source": "authored", "messages": self.msgs,
               "labels": self.labels, "stale": self.stale, "meta": {"author": "author-c", "generator": "author-c"}}
        with open(path, "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)
        for l in self.labels:
            m = self.msgs[l["message_index"]]
            print(f'{l["id"]:>4} {l["kind"]:<15} @{l["message_index"]:>3} {m["role"]:<6} {l["evidence"]}')
        for s in self.stale:
            print(f'{s["id"]:>4} {"stale":<15} @{s["message_index"]:>3} {s["terms"]}')
        nu = sum(1 for m in self.msgs if m["role"] == "user")
        nc = sum(1 for m in self.msgs for p in m["content"] if "toolRequest" in p)
        print("messages", len(self.msgs), "user", nu, "calls", nc, "chars", sum(len(self._texts(i, False)) for i in range(len(self.msgs))))

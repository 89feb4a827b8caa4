"""Shared helpers for author-a's generator scripts (deterministic)."""
import json
import re


def _norm(s):
    return re.sub(r"\s+", " ", s.lower()).strip()


class Conv:
    def __init__(self, cid, title):
        self.cid = cid
        self.title = title
        self.messages = []
        self.tags = {}
        self.labels = []
        self.stale = []
        self._ref = 0

    # ---- messages -------------------------------------------------
    def _add(self, role, parts, tag=None):
        self.messages.append({"role": role, "content": parts})
        if tag:
            assert tag not in self.tags, tag
            self.tags[tag] = len(self.messages) - 1
        return len(self.messages) - 1

    def system(self, text):
        return self._add("system", [{"text": text}])

    def user(self, text, tag=None):
        return self._add("user", [{"text": text}], tag)

    def model(self, text=None, calls=(), tag=None):
        """calls: list of (name, input_dict). Returns refs."""
        parts = []
        if text:
            parts.append({"text": text})
        self._pending = []
        for name, inp in calls:
            self._ref += 1
            ref = f"call-{self._ref}"
            parts.append({"toolRequest": {"name": name, "ref": ref, "input": inp}})
            self._pending.append((name, ref))
        self._add("model", parts, tag)

    def tool(self, outputs, tag=None):
        """outputs: list of strings, in the order of the pending calls."""
        assert len(outputs) == len(self._pending), (len(outputs), self._pending)
        parts = []
        for (name, ref), out in zip(self._pending, outputs):
            assert isinstance(out, str)
            parts.append({"toolResponse": {"name": name, "ref": ref, "output": out}})
        self._pending = []
        self._add("tool", parts, tag)

    # ---- labels ---------------------------------------------------
    def label(self, kind, text, evidence, at):
        self.labels.append({"kind": kind, "text": text, "evidence": evidence, "at": at})

    def stale_item(self, text, terms, at):
        self.stale.append({"text": text, "terms": terms, "at": at})

    def _texts(self, ascii_json, compact):
        out = []
        seps = (",", ":") if compact else (", ", ": ")
        for m in self.messages:
            if m["role"] == "system":
                out.append("")
                continue
            bits = []
            for p in m["content"]:
                if "text" in p:
                    bits.append(p["text"])
                if "toolRequest" in p:
                    bits.append(json.dumps(p["toolRequest"]["input"], ensure_ascii=ascii_json, separators=seps))
                if "toolResponse" in p:
                    bits.append(p["toolResponse"]["output"])
            out.append(_norm("\n".join(bits)))
        return out

    def _first(self, texts, s):
        s = _norm(s)
        for i, t in enumerate(texts):
            if s in t:
                return i
        raise AssertionError(f"evidence not found: {s!r}")

    def build(self, path):
        variants = [self._texts(a, c) for a in (True, False) for c in (True, False)]
        labels = []
        for n, lb in enumerate(self.labels, 1):
            idxs = set()
            for texts in variants:
                idxs.add(max(self._first(texts, e) for e in lb["evidence"]))
            assert len(idxs) == 1, (lb, idxs)
            idx = idxs.pop()
            want = self.tags[lb["at"]]
            assert idx == want, f"label {n} {lb['evidence']} completes at {idx}, expected {lb['at']}={want}; per-evidence: " + str([(e, self._first(variants[1], e)) for e in lb["evidence"]])
            labels.append({"id": f"l{n}", "kind": lb["kind"], "text": lb["text"],
                           "evidence": lb["evidence"], "message_index": idx})
        stale = []
        for n, st in enumerate(self.stale, 1):
            want = self.tags[st["at"]]
            for texts in variants:
                last = max(self._first(texts, t) for t in st["terms"])
                assert last <= want, (st, last, want)
            stale.append({"id": f"s{n}", "text": st["text"], "terms": st["terms"], "message_index": want})
        doc = {"id": self.cid, "title": self.title, "source": "authored",
               "messages": self.messages, "labels": labels, "stale": stale,
               "meta": {"author": "author-a", "generator": "blind15/author-a"}}
        with open(path, "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)
        from collections import Counter
        print(path, len(self.messages), "messages;", dict(Counter(l["kind"] for l in labels)), "stale", len(stale))
        for l in labels:
            print(f"  {l['id']:>4} {l['kind']:<15} @{l['message_index']:<3} {l['evidence']}")
        for s in stale:
            print(f"  {s['id']:>4} stale           @{s['message_index']:<3} {s['terms']}")
        return doc

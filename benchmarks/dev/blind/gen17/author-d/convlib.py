"""Small builder for labelled conversations (author-d). Deterministic."""
import json
import re


def _norm(s):
    return re.sub(r"\s+", " ", s.lower()).strip()


class Conv:
    def __init__(self, cid, title, system):
        self.cid = cid
        self.title = title
        self.messages = [{"role": "system", "content": [{"text": system}]}]
        self.labels = []
        self.stale = []
        self._pending = []
        self._n = 0

    # ---- messages -------------------------------------------------
    def user(self, text):
        self.messages.append({"role": "user", "content": [{"text": text}]})
        return len(self.messages) - 1

    def model(self, text=None, calls=()):
        parts = []
        if text:
            parts.append({"text": text})
        refs = []
        for name, inp in calls:
            self._n += 1
            ref = f"call-{self._n}"
            parts.append({"toolRequest": {"name": name, "ref": ref, "input": inp}})
            refs.append((name, ref))
        self.messages.append({"role": "model", "content": parts})
        self._pending = refs
        return len(self.messages) - 1

    def tool(self, *outputs):
        assert len(outputs) == len(self._pending), (len(outputs), self._pending)
        parts = [{"toolResponse": {"name": n, "ref": r, "output": o}}
                 for (n, r), o in zip(self._pending, outputs)]
        self._pending = []
        self.messages.append({"role": "tool", "content": parts})
        return len(self.messages) - 1

    # ---- labels -----------------------------------------------------
    def label(self, kind, text, evidence, expect=None):
        self.labels.append({"kind": kind, "text": text, "evidence": list(evidence),
                            "_expect": expect})

    def stale_item(self, text, terms, at):
        self.stale.append({"text": text, "terms": list(terms), "message_index": at})

    # ---- text / index ------------------------------------------------
    def _texts(self, ascii_json):
        out = []
        for m in self.messages:
            chunks = []
            for p in m["content"]:
                if "text" in p:
                    chunks.append(p["text"])
                if "toolRequest" in p:
                    chunks.append(json.dumps(p["toolRequest"]["input"], separators=(",", ":"),
                                             ensure_ascii=ascii_json))
                if "toolResponse" in p:
                    o = p["toolResponse"]["output"]
                    chunks.append(o if isinstance(o, str) else json.dumps(o, ensure_ascii=ascii_json))
            out.append(_norm("\n".join(chunks)))
        return out

    def _first(self, texts, ev):
        e = _norm(ev)
        for i, t in enumerate(texts):
            if i == 0:
                continue
            if e in t:
                return i
        return None

    def build(self, path):
        ta = self._texts(False)
        tb = self._texts(True)
        labels = []
        ok = True
        for k, lab in enumerate(self.labels, 1):
            idx = []
            for ev in lab["evidence"]:
                a, b = self._first(ta, ev), self._first(tb, ev)
                if a is None or a != b:
                    print(f"!! evidence {ev!r} not found / ambiguous ({a},{b}) in l{k}")
                    ok = False
                idx.append(a or 0)
            mi = max(idx)
            if lab["_expect"] is not None and lab["_expect"] != mi:
                print(f"!! l{k} {lab['kind']} index {mi} != expected {lab['_expect']}: {lab['evidence']} firsts={idx}")
                ok = False
            labels.append({"id": f"l{k}", "kind": lab["kind"], "text": lab["text"],
                           "evidence": lab["evidence"], "message_index": mi})
        stale = []
        for k, st in enumerate(self.stale, 1):
            for t in st["terms"]:
                a = self._first(ta, t)
                if a is None or a > st["message_index"]:
                    print(f"!! stale s{k} term {t!r} first at {a} > {st['message_index']}")
                    ok = False
            stale.append({"id": f"s{k}", **st})
        doc = {"id": self.cid, "title": self.title, "source": "authored",
               "messages": self.messages, "labels": labels, "stale": stale,
               "meta": {"author": "author-d", "generator": "gen script in /work/blind17/author-d"}}
        with open(path, "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)
        for l in labels:
            m = self.messages[l["message_index"]]
            print(f"{l['id']:>4} {l['kind']:<15} @{l['message_index']:>3} ({m['role']}) {l['evidence']}")
        for s in stale:
            print(f"{s['id']:>4} stale @{s['message_index']:>3} {s['terms']}")
        print("ALL CONSISTENT" if ok else "INCONSISTENCIES ABOVE")
        return doc

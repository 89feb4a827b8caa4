"""Small builder for labelled genkit conversations (author-b).

Labels carry an expected message index (written by hand); the builder verifies it against
the evidence rule (last evidence string first appears there, system message excluded),
under both JSON encodings of tool inputs (ensure_ascii True/False), and fails loudly.
"""
import json
import re


def norm(s):
    return re.sub(r"\s+", " ", s.lower()).strip()


class Conv:
    def __init__(self, cid, title):
        self.cid = cid
        self.title = title
        self.messages = []
        self.labels = []
        self.stale = []
        self.marks = {}
        self._ref = 0
        self._pending = None

    # ---- messages -------------------------------------------------------
    def system(self, text):
        assert not self.messages
        self.messages.append({"role": "system", "content": [{"text": text}]})

    def user(self, text, mark=None):
        assert self._pending is None, "tool answer missing"
        self.messages.append({"role": "user", "content": [{"text": text}]})
        if mark:
            self.marks[mark] = len(self.messages) - 1
        return len(self.messages) - 1

    def model(self, text=None, calls=(), mark=None):
        assert self._pending is None, "tool answer missing"
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
        if refs:
            self._pending = refs
        if mark:
            self.marks[mark] = len(self.messages) - 1
        return len(self.messages) - 1

    def tool(self, outputs, mark=None):
        refs = self._pending
        assert refs and len(refs) == len(outputs), (refs, len(outputs))
        parts = []
        for (name, ref), out in zip(refs, outputs):
            parts.append({"toolResponse": {"name": name, "ref": ref, "output": out}})
        self.messages.append({"role": "tool", "content": parts})
        self._pending = None
        if mark:
            self.marks[mark] = len(self.messages) - 1
        return len(self.messages) - 1

    # ---- labels ---------------------------------------------------------
    def label(self, kind, text, evidence, at):
        idx = self.marks[at] if isinstance(at, str) else at
        self.labels.append({"id": f"l{len(self.labels) + 1}", "kind": kind, "text": text,
                            "evidence": list(evidence), "message_index": idx})

    def stale_item(self, text, terms, at):
        idx = self.marks[at] if isinstance(at, str) else at
        self.stale.append({"id": f"s{len(self.stale) + 1}", "text": text,
                           "terms": list(terms), "message_index": idx})

    # ---- verification ---------------------------------------------------
    def _texts(self, ascii_):
        out = []
        for m in self.messages:
            chunks = []
            for p in m["content"]:
                if "text" in p:
                    chunks.append(p["text"])
                if "toolRequest" in p:
                    chunks.append(json.dumps(p["toolRequest"]["input"], ensure_ascii=ascii_,
                                             separators=(",", ":")))
                if "toolResponse" in p:
                    o = p["toolResponse"]["output"]
                    chunks.append(o if isinstance(o, str) else json.dumps(o, ensure_ascii=ascii_))
            out.append(norm("\n".join(chunks)))
        return out

    def first_index(self, evidence, ascii_):
        texts = self._texts(ascii_)
        ev = [norm(e) for e in evidence]
        seen = set()
        for i, t in enumerate(texts):
            if self.messages[i]["role"] == "system":
                continue
            for e in ev:
                if e in t:
                    seen.add(e)
            if len(seen) == len(ev):
                return i
        return None

    def verify(self):
        errors = []
        for lab in self.labels:
            for a in (True, False):
                fi = self.first_index(lab["evidence"], a)
                if fi != lab["message_index"]:
                    errors.append(f"{lab['id']} ({lab['kind']}: {lab['text'][:50]}) ascii={a}: "
                                  f"expected {lab['message_index']} got {fi}")
            if not 1 <= len(lab["evidence"]) <= 3:
                errors.append(f"{lab['id']}: evidence count")
        for st in self.stale:
            for a in (True, False):
                fi = self.first_index(st["terms"], a)
                if fi is None or fi > st["message_index"]:
                    errors.append(f"{st['id']} terms not present by {st['message_index']} (got {fi})")
        if errors:
            raise SystemExit("\n".join(errors))

    def write(self, path, meta=None):
        self.verify()
        doc = {"id": self.cid, "title": self.title, "source": "authored",
               "messages": self.messages, "labels": self.labels, "stale": self.stale,
               "meta": meta or {}}
        with open(path, "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)
        kinds = {}
        for lab in self.labels:
            kinds[lab["kind"]] = kinds.get(lab["kind"], 0) + 1
        users = sum(1 for m in self.messages if m["role"] == "user")
        calls = sum(1 for m in self.messages for p in m["content"] if "toolRequest" in p)
        print(path, "messages", len(self.messages), "users", users, "calls", calls,
              "labels", kinds, "stale", len(self.stale))

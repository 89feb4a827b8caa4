"""Small builder for labelled genkit conversations (author-d)."""
import json, re

def _norm(s):
    return re.sub(r"\s+", " ", s.lower()).strip()

class Conv:
    def __init__(self, cid, title, system, meta=None):
        self.cid, self.title = cid, title
        self.msgs = [{"role": "system", "content": [{"text": system}]}]
        self.marks = {}
        self.labels, self.stale = [], []
        self._pending = None
        self._n = 0
        self.meta = meta or {}

    # ---- messages -------------------------------------------------------
    def _mark(self, mark):
        if mark:
            assert mark not in self.marks, mark
            self.marks[mark] = len(self.msgs) - 1

    def user(self, text, mark=None):
        assert self._pending is None, "tool answer missing"
        self.msgs.append({"role": "user", "content": [{"text": text}]})
        self._mark(mark)

    def model(self, text=None, calls=None, mark=None):
        assert self._pending is None, "tool answer missing"
        parts = []
        if text:
            parts.append({"text": text})
        refs = []
        for name, inp in (calls or []):
            self._n += 1
            ref = f"call_{self._n:02d}"
            refs.append((name, ref))
            parts.append({"toolRequest": {"name": name, "ref": ref, "input": inp}})
        self.msgs.append({"role": "model", "content": parts})
        self._mark(mark)
        if refs:
            self._pending = refs

    def tool(self, outputs, mark=None):
        refs = self._pending
        assert refs and len(refs) == len(outputs), (refs, len(outputs))
        parts = [{"toolResponse": {"name": n, "ref": r, "output": o}} for (n, r), o in zip(refs, outputs)]
        self.msgs.append({"role": "tool", "content": parts})
        self._pending = None
        self._mark(mark)

    # ---- labels ---------------------------------------------------------
    def _texts(self, ascii_):
        out = []
        for m in self.msgs:
            chunks = []
            for p in m["content"]:
                if "text" in p:
                    chunks.append(p["text"])
                if "toolRequest" in p:
                    chunks.append(json.dumps(p["toolRequest"]["input"], separators=(",", ":"), ensure_ascii=ascii_))
                if "toolResponse" in p:
                    o = p["toolResponse"]["output"]
                    chunks.append(o if isinstance(o, str) else json.dumps(o, separators=(",", ":"), ensure_ascii=ascii_))
            out.append(_norm("\n".join(chunks)))
        return out

    def first_index(self, evidence):
        res = []
        for ascii_ in (False, True):
            t = self._texts(ascii_)
            idx = None
            for i in range(1, len(t)):
                if all(any(_norm(e) in t[j] for j in range(1, i + 1)) for e in evidence):
                    idx = i
                    break
            res.append(idx)
        assert res[0] == res[1], (evidence, res)
        return res[0]

    def label(self, lid, kind, text, evidence, at):
        want = self.marks[at]
        got = self.first_index(evidence)
        if got != want:
            raise AssertionError(f"label {lid} {evidence}: evidence completes at {got}, wanted {want} ({at})")
        self.labels.append({"id": lid, "kind": kind, "text": text, "evidence": evidence, "message_index": want})

    def stale_item(self, sid, text, terms, at):
        want = self.marks[at]
        got = self.first_index(terms)
        if got is None or got > want:
            raise AssertionError(f"stale {sid} {terms}: terms complete at {got}, replaced at {want}")
        self.stale.append({"id": sid, "text": text, "terms": terms, "message_index": want})

    def write(self, path):
        assert self._pending is None
        doc = {"id": self.cid, "title": self.title, "source": "authored", "messages": self.msgs,
               "labels": self.labels, "stale": self.stale, "meta": self.meta}
        with open(path, "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)
        n_user = sum(1 for m in self.msgs if m["role"] == "user")
        n_calls = sum(1 for m in self.msgs for p in m["content"] if "toolRequest" in p)
        chars = sum(len(json.dumps(m, ensure_ascii=False)) for m in self.msgs)
        print(f"{path}: {len(self.msgs)} msgs, {n_user} user, {n_calls} calls, {chars} chars")

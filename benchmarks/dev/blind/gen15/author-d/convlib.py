"""Small helper for building labelled genkit conversations deterministically."""
import json, re

def norm(s):
    return re.sub(r"\s+", " ", s.lower()).strip()

class Conv:
    def __init__(self, cid, title, system):
        self.cid = cid
        self.title = title
        self.messages = [{"role": "system", "content": [{"text": system}]}]
        self._ref = 0

    def user(self, text):
        self.messages.append({"role": "user", "content": [{"text": text}]})
        return len(self.messages) - 1

    def model(self, text=None, calls=None):
        """calls: list of (name, input, output). Adds the model message and one tool message."""
        parts = []
        if text:
            parts.append({"text": text})
        resp = []
        for name, inp, out in (calls or []):
            self._ref += 1
            ref = f"call-{self._ref}"
            parts.append({"toolRequest": {"name": name, "ref": ref, "input": inp}})
            resp.append({"toolResponse": {"name": name, "ref": ref, "output": out}})
        self.messages.append({"role": "model", "content": parts})
        idx = len(self.messages) - 1
        if resp:
            self.messages.append({"role": "tool", "content": resp})
        return idx

    # ---- text extraction under several plausible serialisations ----
    def msg_texts(self, i, ascii_, seps):
        out = []
        for p in self.messages[i]["content"]:
            if "text" in p:
                out.append(p["text"])
            if "toolRequest" in p:
                out.append(json.dumps(p["toolRequest"]["input"], ensure_ascii=ascii_, separators=seps))
            if "toolResponse" in p:
                o = p["toolResponse"]["output"]
                out.append(o if isinstance(o, str) else json.dumps(o, ensure_ascii=ascii_, separators=seps))
        return norm("\n".join(out))

    def first_index(self, ev):
        res = set()
        for a in (True, False):
            for s in ((",", ":"), (", ", ": ")):
                idx = None
                for i in range(1, len(self.messages)):
                    if norm(ev) in self.msg_texts(i, a, s):
                        idx = i
                        break
                res.add(idx)
        if len(res) != 1 or None in res:
            raise SystemExit(f"evidence {ev!r}: ambiguous/missing first index {res}")
        return res.pop()

    def build(self, labels, stale, meta=None, out_path=None, verbose=True):
        L = []
        for n, (kind, text, evidence) in enumerate(labels, 1):
            assert 1 <= len(evidence) <= 3, text
            idx = max(self.first_index(e) for e in evidence)
            L.append({"id": f"l{n}", "kind": kind, "text": text, "evidence": evidence, "message_index": idx})
        S = []
        for n, (text, terms, anchor) in enumerate(stale, 1):
            aidx = self.first_index(anchor)
            for t in terms:
                assert self.first_index(t) <= aidx, (t, aidx)
            S.append({"id": f"s{n}", "text": text, "terms": terms, "message_index": aidx})
        doc = {"id": self.cid, "title": self.title, "source": "authored",
               "messages": self.messages, "labels": L, "stale": S, "meta": meta or {}}
        if verbose:
            for l in L:
                m = self.messages[l["message_index"]]
                print(f'{l["id"]:4} {l["kind"]:15} @{l["message_index"]:3} ({m["role"]}) {l["evidence"]}')
            for s in S:
                print(f'{s["id"]:4} stale           @{s["message_index"]:3} ({self.messages[s["message_index"]]["role"]}) {s["terms"]}')
            ncalls = sum(1 for m in self.messages for p in m["content"] if "toolRequest" in p)
            nusers = sum(1 for m in self.messages if m["role"] == "user")
            print("messages", len(self.messages), "users", nusers, "calls", ncalls)
        if out_path:
            with open(out_path, "w", encoding="utf-8") as f:
                json.dump(doc, f, ensure_ascii=False, indent=1)
        return doc

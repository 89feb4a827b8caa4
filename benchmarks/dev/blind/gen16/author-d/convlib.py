"""Small helper to build labelled conversations deterministically (author-d)."""
import json
import re


def norm(s):
    return re.sub(r"\s+", " ", s.lower()).strip()


class Conv:
    def __init__(self, cid, title):
        self.cid = cid
        self.title = title
        self.messages = []
        self._ref = 0
        self._pending = None
        self.labels = []
        self.stale = []

    # --- messages -------------------------------------------------------
    def system(self, text):
        self.messages.append({"role": "system", "content": [{"text": text}]})

    def user(self, text):
        assert self._pending is None, "tool answer missing"
        self.messages.append({"role": "user", "content": [{"text": text}]})
        return len(self.messages) - 1

    def model(self, text=None, calls=None):
        assert self._pending is None, "tool answer missing"
        parts = []
        if text:
            parts.append({"text": text})
        refs = []
        for name, inp in calls or []:
            self._ref += 1
            ref = f"call-{self._ref}"
            refs.append((name, ref))
            parts.append({"toolRequest": {"name": name, "ref": ref, "input": inp}})
        self.messages.append({"role": "model", "content": parts})
        if refs:
            self._pending = refs
        return len(self.messages) - 1

    def tool(self, outputs):
        assert self._pending is not None and len(outputs) == len(self._pending)
        parts = []
        for (name, ref), out in zip(self._pending, outputs):
            parts.append({"toolResponse": {"name": name, "ref": ref, "output": out}})
        self._pending = None
        self.messages.append({"role": "tool", "content": parts})
        return len(self.messages) - 1

    # --- matching ---------------------------------------------------------
    def _msg_text(self, m, ascii_json):
        chunks = []
        for p in m["content"]:
            if "text" in p:
                chunks.append(p["text"])
            if "toolRequest" in p:
                chunks.append(json.dumps(p["toolRequest"]["input"], separators=(",", ":"), ensure_ascii=ascii_json))
            if "toolResponse" in p:
                o = p["toolResponse"]["output"]
                chunks.append(o if isinstance(o, str) else json.dumps(o, separators=(",", ":"), ensure_ascii=ascii_json))
        return norm("\n".join(chunks))

    def first_index(self, s, ascii_json=False, start=0):
        s = norm(s)
        for i, m in enumerate(self.messages):
            if i < start or m["role"] == "system":
                continue
            if s in self._msg_text(m, ascii_json):
                return i
        raise ValueError(f"evidence not found: {s!r}")

    def idx(self, evidence, start=0):
        a = max(self.first_index(e, False, start) for e in evidence)
        b = max(self.first_index(e, True, start) for e in evidence)
        assert a == b, (evidence, a, b)
        return a

    def label(self, kind, text, evidence, expect=None):
        i = self.idx(evidence)
        if expect is not None:
            assert i == expect, (text, evidence, i, expect)
        self.labels.append({"id": f"l{len(self.labels)+1}", "kind": kind, "text": text,
                            "evidence": evidence, "message_index": i})

    def stale_item(self, text, terms, replaced_by, after=0):
        """replaced_by: a string that first establishes the new value (searched from `after`)."""
        i = self.first_index(replaced_by, False, after)
        for t in terms:
            assert self.first_index(t) <= i, (t, i)
        self.stale.append({"id": f"s{len(self.stale)+1}", "text": text, "terms": terms, "message_index": i})

    def write(self, path, meta=None):
        assert self._pending is None
        doc = {"id": self.cid, "title": self.title, "source": "authored", "messages": self.messages,
               "labels": self.labels, "stale": self.stale, "meta": meta or {}}
        with open(path, "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)
        users = sum(1 for m in self.messages if m["role"] == "user")
        calls = sum(1 for m in self.messages for p in m["content"] if "toolRequest" in p)
        kinds = {}
        for l in self.labels:
            kinds[l["kind"]] = kinds.get(l["kind"], 0) + 1
        print(f"{self.cid}: {len(self.messages)} msgs, {users} user, {calls} calls, labels {kinds}, stale {len(self.stale)}")

"""Small builder for labelled conversations (author-b)."""
import json
import re


def norm(s):
    return re.sub(r"\s+", " ", s.lower()).strip()


def msg_text(m, ascii_json):
    parts = []
    for p in m["content"]:
        if "text" in p:
            parts.append(p["text"])
        if "toolRequest" in p:
            parts.append(json.dumps(p["toolRequest"]["input"], separators=(",", ":"), ensure_ascii=ascii_json))
        if "toolResponse" in p:
            o = p["toolResponse"]["output"]
            parts.append(o if isinstance(o, str) else json.dumps(o, separators=(",", ":"), ensure_ascii=ascii_json))
    return norm("\n".join(parts))


class Conv:
    def __init__(self, cid, title, system):
        self.id = cid
        self.title = title
        self.messages = [{"role": "system", "content": [{"text": system}]}]
        self.labels = []
        self.stale = []
        self._ref = 0
        self._pending = None

    @property
    def n(self):
        return len(self.messages)

    def user(self, text):
        assert self._pending is None
        self.messages.append({"role": "user", "content": [{"text": text}]})
        return self.n - 1

    def model(self, text=None, calls=None):
        assert self._pending is None
        content = []
        if text:
            content.append({"text": text})
        refs = []
        for name, inp in (calls or []):
            self._ref += 1
            ref = f"call-{self._ref}"
            refs.append((name, ref))
            content.append({"toolRequest": {"name": name, "ref": ref, "input": inp}})
        self.messages.append({"role": "model", "content": content})
        if refs:
            self._pending = refs
        return self.n - 1

    def tool(self, outputs):
        refs = self._pending
        assert refs is not None and len(outputs) == len(refs), (len(outputs), refs)
        self.messages.append({"role": "tool", "content": [
            {"toolResponse": {"name": name, "ref": ref, "output": out}} for (name, ref), out in zip(refs, outputs)]})
        self._pending = None
        return self.n - 1

    def step(self, text, calls, outputs):
        a = self.model(text, calls)
        b = self.tool(outputs)
        return a, b

    # ---- labels -------------------------------------------------------
    def _first_index(self, strings, ascii_json):
        texts = [msg_text(m, ascii_json) if m["role"] != "system" else "" for m in self.messages]
        need = [norm(s) for s in strings]
        found = {}
        for i, t in enumerate(texts):
            for s in need:
                if s not in found and s in t:
                    found[s] = i
        missing = [s for s in need if s not in found]
        if missing:
            raise ValueError(f"evidence not found: {missing}")
        return max(found.values())

    def first_index(self, strings):
        a = self._first_index(strings, True)
        b = self._first_index(strings, False)
        if a != b:
            raise ValueError(f"index differs with ascii json for {strings}: {a} vs {b}")
        return a

    def label(self, kind, text, evidence, expect=None):
        idx = self.first_index(evidence)
        if expect is not None and idx != expect:
            raise ValueError(f"label {text!r}: index {idx}, expected {expect}")
        self.labels.append({"id": f"l{len(self.labels)+1}", "kind": kind, "text": text,
                            "evidence": evidence, "message_index": idx})

    def stale_item(self, text, terms, at):
        idx = self.first_index(terms)
        assert idx <= at, (terms, idx, at)
        self.stale.append({"id": f"s{len(self.stale)+1}", "text": text, "terms": terms, "message_index": at})

    def dump(self, path):
        doc = {"id": self.id, "title": self.title, "source": "authored", "messages": self.messages,
               "labels": self.labels, "stale": self.stale, "meta": {"author": "blind17-author-b"}}
        with open(path, "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)
        users = sum(1 for m in self.messages if m["role"] == "user")
        calls = sum(1 for m in self.messages for p in m["content"] if "toolRequest" in p)
        kinds = {}
        for l in self.labels:
            kinds[l["kind"]] = kinds.get(l["kind"], 0) + 1
        print(f"{self.id}: {len(self.messages)} msgs, {users} user, {calls} calls, labels {kinds}, stale {len(self.stale)}")
        for l in self.labels:
            print(f"  {l['id']:4} {l['kind']:15} @{l['message_index']:3} {l['evidence']}")
        for s in self.stale:
            print(f"  {s['id']:4} stale           @{s['message_index']:3} {s['terms']}")

"""Small builder for labelled conversations (author-c). Deterministic."""
import json
import re


def _norm(s):
    return re.sub(r"\s+", " ", s.lower()).strip()


class Conv:
    def __init__(self, cid, title, system):
        self.cid = cid
        self.title = title
        self.messages = [{"role": "system", "content": [{"text": system}]}]
        self.tags = {}
        self.labels = []
        self.stale = []
        self._ref = 0
        self._pending = []

    # ---- messages -------------------------------------------------------
    def user(self, text, tag=None):
        self.messages.append({"role": "user", "content": [{"text": text}]})
        if tag:
            self.tags[tag] = len(self.messages) - 1
        return len(self.messages) - 1

    def model(self, text=None, calls=(), tag=None):
        parts = []
        if text:
            parts.append({"text": text})
        self._pending = []
        for name, inp in calls:
            self._ref += 1
            ref = f"call-{self._ref}"
            parts.append({"toolRequest": {"name": name, "ref": ref, "input": inp}})
            self._pending.append((name, ref))
        self.messages.append({"role": "model", "content": parts})
        if tag:
            self.tags[tag] = len(self.messages) - 1
        return len(self.messages) - 1

    def tool(self, outputs, tag=None):
        assert len(outputs) == len(self._pending), (len(outputs), self._pending)
        parts = []
        for (name, ref), out in zip(self._pending, outputs):
            parts.append({"toolResponse": {"name": name, "ref": ref, "output": out}})
        self._pending = []
        self.messages.append({"role": "tool", "content": parts})
        if tag:
            self.tags[tag] = len(self.messages) - 1
        return len(self.messages) - 1

    # ---- labels ---------------------------------------------------------
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
                    chunks.append(o if isinstance(o, str) else json.dumps(o, separators=(",", ":"), ensure_ascii=ascii_json))
            out.append(_norm("\n".join(chunks)) if m["role"] != "system" else "")
        return out

    def _first_all(self, evidence):
        res = []
        for ascii_json in (False, True):
            texts = self._texts(ascii_json)
            seen = set()
            idx = None
            for i, t in enumerate(texts):
                for e in evidence:
                    if _norm(e) in t:
                        seen.add(e)
                if len(seen) == len(evidence):
                    idx = i
                    break
            res.append(idx)
        assert res[0] == res[1], (evidence, res)
        assert res[0] is not None, ("evidence missing", evidence)
        return res[0]

    def label(self, kind, text, evidence, at=None):
        idx = self._first_all(evidence)
        if at is not None:
            want = self.tags[at] if isinstance(at, str) else at
            assert idx == want, (text, evidence, "got", idx, "want", want)
        self.labels.append({"id": f"l{len(self.labels)+1}", "kind": kind, "text": text,
                            "evidence": list(evidence), "message_index": idx})

    def stale_item(self, text, terms, at):
        idx = self.tags[at] if isinstance(at, str) else at
        first = self._first_all(terms)
        assert first <= idx, (text, first, idx)
        self.stale.append({"id": f"s{len(self.stale)+1}", "text": text, "terms": list(terms),
                           "message_index": idx})

    def dump(self, path, meta=None):
        doc = {"id": self.cid, "title": self.title, "source": "authored",
               "messages": self.messages, "labels": self.labels, "stale": self.stale,
               "meta": meta or {}}
        with open(path, "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)
        n_user = sum(1 for m in self.messages if m["role"] == "user")
        n_calls = sum(1 for m in self.messages for p in m["content"] if "toolRequest" in p)
        print(f"{self.cid}: {len(self.messages)} msgs, {n_user} user, {n_calls} calls, "
              f"{len(self.labels)} labels, {len(self.stale)} stale")
        for l in self.labels:
            print(f"  {l['id']:>4} {l['kind']:<15} @{l['message_index']:<3} {l['evidence']}")
        for s in self.stale:
            print(f"  {s['id']:>4} stale           @{s['message_index']:<3} {s['terms']}")

"""Shared builder for labelled conversations (deterministic)."""
import json, re, os

def _norm(s):
    return re.sub(r"\s+", " ", s.lower()).strip()

class Conv:
    def __init__(self, cid, title, system):
        self.cid, self.title = cid, title
        self.messages = [{"role": "system", "content": [{"text": system}]}]
        self.labels, self.stale = [], []
        self._ref = 0

    def user(self, text):
        self.messages.append({"role": "user", "content": [{"text": text}]})
        return len(self.messages) - 1

    def model(self, text):
        self.messages.append({"role": "model", "content": [{"text": text}]})
        return len(self.messages) - 1

    def call(self, text, calls):
        """calls: list of (name, input_dict, output_str). Returns (model_idx, tool_idx)."""
        parts = [{"text": text}] if text else []
        resp = []
        for name, inp, out in calls:
            self._ref += 1
            ref = f"call-{self._ref}"
            parts.append({"toolRequest": {"name": name, "ref": ref, "input": inp}})
            resp.append({"toolResponse": {"name": name, "ref": ref, "output": out}})
        self.messages.append({"role": "model", "content": parts})
        self.messages.append({"role": "tool", "content": resp})
        return len(self.messages) - 2, len(self.messages) - 1

    def _texts(self, ascii_):
        out = []
        for m in self.messages:
            bits = []
            for p in m["content"]:
                if "text" in p:
                    bits.append(p["text"])
                if "toolRequest" in p:
                    bits.append(json.dumps(p["toolRequest"]["input"], ensure_ascii=ascii_, separators=(",", ":")))
                if "toolResponse" in p:
                    o = p["toolResponse"]["output"]
                    bits.append(o if isinstance(o, str) else json.dumps(o, ensure_ascii=ascii_, separators=(",", ":")))
            out.append(_norm("\n".join(bits)) if m["role"] != "system" else "")
        return out

    def _first(self, ev, texts):
        e = _norm(ev)
        for i, t in enumerate(texts):
            if e in t:
                return i
        raise SystemExit(f"[{self.cid}] evidence not found: {ev!r}")

    def label(self, kind, text, evidence, expect=None):
        idxs = []
        for asc in (True, False):
            texts = self._texts(asc)
            idxs.append(max(self._first(e, texts) for e in evidence))
        if idxs[0] != idxs[1]:
            raise SystemExit(f"[{self.cid}] ascii-dependent index for {evidence}: {idxs}")
        idx = idxs[0]
        if expect is not None and expect != idx:
            print(f"WARN [{self.cid}] label {evidence} expected {expect} got {idx}")
        self.labels.append({"id": f"l{len(self.labels)+1}", "kind": kind, "text": text,
                            "evidence": evidence, "message_index": idx})

    def stale_item(self, text, terms, idx):
        texts = self._texts(False)
        for t in terms:
            if self._first(t, texts) > idx:
                raise SystemExit(f"[{self.cid}] stale term {t!r} appears after {idx}")
        self.stale.append({"id": f"s{len(self.stale)+1}", "text": text, "terms": terms, "message_index": idx})

    def write(self, meta=None):
        doc = {"id": self.cid, "title": self.title, "source": "authored",
               "messages": self.messages, "labels": self.labels, "stale": self.stale,
               "meta": meta or {}}
        users = sum(1 for m in self.messages if m["role"] == "user")
        calls = sum(1 for m in self.messages for p in m["content"] if "toolRequest" in p)
        chars = sum(len(t) for t in self._texts(False))
        path = f"/work/blind25/out/{self.cid}.json"
        with open(path, "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)
        from collections import Counter
        print(path, "msgs", len(self.messages), "users", users, "calls", calls, "chars", chars,
              dict(Counter(l["kind"] for l in self.labels)), "stale", len(self.stale))

"""Small helper to build labelled conversations deterministically."""
import json, re

def _norm(s):
    return re.sub(r"\s+", " ", s.lower()).strip()

class Conv:
    def __init__(self, cid, title):
        self.cid, self.title = cid, title
        self.messages, self.labels, self.stale = [], [], []
        self._ref = 0

    # ---- messages -------------------------------------------------------
    def system(self, text):
        self.messages.append({"role": "system", "content": [{"text": text}]})

    def user(self, text):
        self.messages.append({"role": "user", "content": [{"text": text}]})
        return len(self.messages) - 1

    def model(self, text):
        self.messages.append({"role": "model", "content": [{"text": text}]})
        return len(self.messages) - 1

    def calls(self, text, calls):
        """calls: list of (name, input_dict, output_str)."""
        parts = [{"text": text}] if text else []
        resp = []
        for name, inp, out in calls:
            self._ref += 1
            ref = f"call-{self._ref}"
            parts.append({"toolRequest": {"name": name, "ref": ref, "input": inp}})
            resp.append({"toolResponse": {"name": name, "ref": ref, "output": out}})
        self.messages.append({"role": "model", "content": parts})
        self.messages.append({"role": "tool", "content": resp})
        return len(self.messages) - 2

    # ---- matching -------------------------------------------------------
    def _texts(self, ascii_json):
        out = []
        for m in self.messages:
            if m["role"] == "system":
                out.append("")
                continue
            bits = []
            for p in m["content"]:
                if "text" in p:
                    bits.append(p["text"])
                if "toolRequest" in p:
                    bits.append(json.dumps(p["toolRequest"]["input"], separators=(",", ":"), ensure_ascii=ascii_json))
                if "toolResponse" in p:
                    o = p["toolResponse"]["output"]
                    bits.append(o if isinstance(o, str) else json.dumps(o, separators=(",", ":"), ensure_ascii=ascii_json))
            out.append(_norm("\n".join(bits)))
        return out

    def _first_all(self, strings, texts):
        ev = [_norm(e) for e in strings]
        for i in range(len(texts)):
            if all(any(e in t for t in texts[: i + 1]) for e in ev):
                return i
        raise ValueError(f"evidence not found: {strings}")

    def _first_one(self, s, texts):
        s = _norm(s)
        for i, t in enumerate(texts):
            if s in t:
                return i
        raise ValueError(f"marker not found: {s}")

    def index_of(self, strings):
        a = self._first_all(strings, self._texts(False))
        b = self._first_all(strings, self._texts(True))
        assert a == b, (strings, a, b)
        return a

    # ---- labels -----------------------------------------------------------
    def label(self, kind, text, evidence, expect=None):
        idx = self.index_of(evidence)
        if expect is not None:
            assert idx == expect, (text, idx, expect)
        self.labels.append({"id": f"l{len(self.labels)+1}", "kind": kind, "text": text,
                            "evidence": evidence, "message_index": idx})
        return idx

    def stale_value(self, text, terms, replaced_by):
        """replaced_by: a string that first appears in the replacing message."""
        idx = self._first_one(replaced_by, self._texts(False))
        idx2 = self._first_one(replaced_by, self._texts(True))
        assert idx == idx2
        t_idx = self.index_of(terms)
        assert t_idx <= idx, (terms, t_idx, idx)
        self.stale.append({"id": f"s{len(self.stale)+1}", "text": text, "terms": terms,
                           "message_index": idx})

    def dump(self, path):
        doc = {"id": self.cid, "title": self.title, "source": "authored",
               "messages": self.messages, "labels": self.labels, "stale": self.stale,
               "meta": {"author": "author-d", "generator": "deterministic python"}}
        with open(path, "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)
        for l in self.labels:
            print(f"{l['id']:4} {l['kind']:15} @{l['message_index']:3} {l['evidence']}")
        for s in self.stale:
            print(f"{s['id']:4} stale           @{s['message_index']:3} {s['terms']}")
        print(len(self.messages), "messages")

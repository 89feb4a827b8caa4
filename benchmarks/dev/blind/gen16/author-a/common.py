"""Shared builder for labelled conversations (author-a)."""
import json, re


def norm(s):
    return re.sub(r"\s+", " ", s.lower()).strip()


class Conv:
    def __init__(self, cid, title):
        self.id, self.title = cid, title
        self.messages, self.labels, self.stale_items = [], [], []
        self._ref = 0
        self._pending_expect = []

    # ---- messages -------------------------------------------------------
    def sys(self, text):
        self.messages.append({"role": "system", "content": [{"text": text}]})
        return len(self.messages) - 1

    def user(self, text):
        self.messages.append({"role": "user", "content": [{"text": text}]})
        return len(self.messages) - 1

    def model(self, text):
        self.messages.append({"role": "model", "content": [{"text": text}]})
        return len(self.messages) - 1

    def act(self, text, calls):
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

    # ---- text of a message ---------------------------------------------
    def _text(self, m, ascii_json):
        out = []
        for p in m["content"]:
            if "text" in p:
                out.append(p["text"])
            if "toolRequest" in p:
                out.append(json.dumps(p["toolRequest"]["input"], separators=(",", ":"), ensure_ascii=ascii_json))
            if "toolResponse" in p:
                o = p["toolResponse"]["output"]
                out.append(o if isinstance(o, str) else json.dumps(o, separators=(",", ":"), ensure_ascii=ascii_json))
        return norm("\n".join(out))

    def first_index(self, ev, ascii_json=False):
        for i, m in enumerate(self.messages):
            if m["role"] == "system":
                continue
            if norm(ev) in self._text(m, ascii_json):
                return i
        raise AssertionError(f"{self.id}: evidence {ev!r} not found")

    # ---- labels -----------------------------------------------------------
    def label(self, kind, text, evidence, at):
        idxs = [self.first_index(e) for e in evidence]
        idxs2 = [self.first_index(e, True) for e in evidence]
        idx = max(idxs)
        assert idx == max(idxs2), (self.id, evidence, idxs, idxs2)
        assert idx == at, f"{self.id}: label {text[:50]!r} evidence {evidence} first complete at {idx} ({idxs}), expected {at}"
        self.labels.append({"id": f"l{len(self.labels)+1}", "kind": kind, "text": text,
                            "evidence": evidence, "message_index": idx})

    def stale(self, text, terms, at):
        for t in terms:
            assert self.first_index(t) <= at, (self.id, t, self.first_index(t), at)
        self.stale_items.append({"id": f"s{len(self.stale_items)+1}", "text": text,
                                 "terms": terms, "message_index": at})

    def dump(self, path, meta=None):
        doc = {"id": self.id, "title": self.title, "source": "authored",
               "messages": self.messages, "labels": self.labels,
               "stale": self.stale_items, "meta": meta or {}}
        with open(path, "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)
        ncalls = sum(1 for m in self.messages for p in m["content"] if "toolRequest" in p)
        nusers = sum(1 for m in self.messages if m["role"] == "user")
        print(f"{self.id}: {len(self.messages)} msgs, {nusers} user, {ncalls} calls, {len(self.labels)} labels, {len(self.stale_items)} stale")

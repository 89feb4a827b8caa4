"""Small builder for labelled genkit conversations (author-b)."""
import json
import re


def norm(s):
    return re.sub(r"\s+", " ", s.lower()).strip()


class Conv:
    def __init__(self, cid, title, system):
        self.id = cid
        self.title = title
        self.messages = [{"role": "system", "content": [{"text": system}]}]
        self.ncall = 0
        self.labels = []
        self.stale_items = []

    # ---- building -------------------------------------------------------
    def user(self, text):
        self.messages.append({"role": "user", "content": [{"text": text.strip("\n")}]})
        return len(self.messages) - 1

    def model(self, text=None, calls=()):
        """calls: list of (name, input_dict, output_str). Returns index of model msg."""
        parts = []
        if text:
            parts.append({"text": text.strip("\n")})
        resps = []
        for name, inp, out in calls:
            self.ncall += 1
            ref = f"call-{self.ncall}"
            parts.append({"toolRequest": {"name": name, "ref": ref, "input": inp}})
            resps.append({"toolResponse": {"name": name, "ref": ref, "output": out.strip("\n") if isinstance(out, str) else out}})
        self.messages.append({"role": "model", "content": parts})
        idx = len(self.messages) - 1
        if resps:
            self.messages.append({"role": "tool", "content": resps})
        return idx

    # ---- matching -------------------------------------------------------
    def _text(self, m, ascii_):
        out = []
        for p in m["content"]:
            if "text" in p:
                out.append(p["text"])
            if "toolRequest" in p:
                out.append(json.dumps(p["toolRequest"]["input"], separators=(",", ":"), ensure_ascii=ascii_))
            if "toolResponse" in p:
                o = p["toolResponse"]["output"]
                out.append(o if isinstance(o, str) else json.dumps(o, separators=(",", ":"), ensure_ascii=ascii_))
        return norm("\n".join(out))

    def first(self, s):
        res = []
        for ascii_ in (True, False):
            hit = None
            for i, m in enumerate(self.messages):
                if m["role"] == "system":
                    continue
                if norm(s) in self._text(m, ascii_):
                    hit = i
                    break
            res.append(hit)
        if res[0] != res[1]:
            raise SystemExit(f"evidence {s!r}: index depends on ensure_ascii {res}")
        if res[0] is None:
            raise SystemExit(f"evidence {s!r} not found")
        return res[0]

    def label(self, kind, text, evidence, at):
        idx = max(self.first(e) for e in evidence)
        if idx != at:
            detail = {e: self.first(e) for e in evidence}
            raise SystemExit(f"label {text[:60]!r}: computed {idx} != expected {at} {detail}")
        self.labels.append({"id": f"l{len(self.labels)+1}", "kind": kind, "text": text,
                            "evidence": evidence, "message_index": idx})

    def stale(self, text, terms, at):
        for t in terms:
            f = self.first(t)
            if f > at:
                raise SystemExit(f"stale term {t!r} first at {f} > {at}")
        self.stale_items.append({"id": f"s{len(self.stale_items)+1}", "text": text,
                                 "terms": terms, "message_index": at})

    def dump(self, path, meta=None):
        doc = {"id": self.id, "title": self.title, "source": "authored",
               "messages": self.messages, "labels": self.labels,
               "stale": self.stale_items, "meta": meta or {}}
        with open(path, "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)
        users = sum(1 for m in self.messages if m["role"] == "user")
        chars = sum(len(self._text(m, False)) for m in self.messages)
        print(f"{self.id}: {len(self.messages)} msgs, {users} user, {self.ncall} calls, {chars} chars, "
              f"{len(self.labels)} labels, {len(self.stale_items)} stale")

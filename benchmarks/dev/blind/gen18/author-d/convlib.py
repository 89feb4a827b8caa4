"""Small helper to build labelled conversations deterministically."""
import json, re


def norm(s):
    return re.sub(r"\s+", " ", s.lower()).strip()


class Conv:
    def __init__(self, cid, title, system):
        self.cid = cid
        self.title = title
        self.messages = [{"role": "system", "content": [{"text": system}]}]
        self.labels = []
        self.stale = []
        self._ref = 0

    def user(self, text):
        self.messages.append({"role": "user", "content": [{"text": text}]})
        return len(self.messages) - 1

    def model(self, text=None, calls=None):
        """calls: list of (name, input_dict, output). Adds model msg and one tool msg."""
        parts = []
        if text:
            parts.append({"text": text})
        outs = []
        for name, inp, out in (calls or []):
            self._ref += 1
            ref = f"call-{self._ref}"
            parts.append({"toolRequest": {"name": name, "ref": ref, "input": inp}})
            outs.append({"toolResponse": {"name": name, "ref": ref, "output": out}})
        self.messages.append({"role": "model", "content": parts})
        idx = len(self.messages) - 1
        if outs:
            self.messages.append({"role": "tool", "content": outs})
        return idx

    # ---- text of a message as the matcher sees it
    def _text(self, i):
        m = self.messages[i]
        chunks = []
        for p in m["content"]:
            if "text" in p:
                chunks.append(p["text"])
            if "toolRequest" in p:
                chunks.append(json.dumps(p["toolRequest"]["input"], ensure_ascii=False, separators=(",", ":")))
            if "toolResponse" in p:
                o = p["toolResponse"]["output"]
                chunks.append(o if isinstance(o, str) else json.dumps(o, ensure_ascii=False, separators=(",", ":")))
        return norm("\n".join(chunks))

    def first_index(self, s):
        s = norm(s)
        for i in range(1, len(self.messages)):
            if s in self._text(i):
                return i
        raise ValueError(f"evidence not found: {s!r}")

    def label(self, kind, text, evidence, expect=None):
        idx = max(self.first_index(e) for e in evidence)
        if expect is not None and expect != idx:
            raise ValueError(f"label {text[:40]!r}: computed {idx}, expected {expect}")
        self.labels.append({"id": f"l{len(self.labels)+1}", "kind": kind, "text": text,
                            "evidence": evidence, "message_index": idx})

    def stale_item(self, text, terms, replaced_by):
        """replaced_by: a string whose first appearance marks where the new value is established."""
        idx = self.first_index(replaced_by)
        for t in terms:
            if self.first_index(t) > idx:
                raise ValueError(f"stale term {t!r} appears after replacement {idx}")
        self.stale.append({"id": f"s{len(self.stale)+1}", "text": text, "terms": terms,
                           "message_index": idx})

    def dump(self, path):
        doc = {"id": self.cid, "title": self.title, "source": "authored",
               "messages": self.messages, "labels": self.labels, "stale": self.stale,
               "meta": {"author": "author-d", "generator": "blind18/author-d"}}
        with open(path, "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)
        return doc

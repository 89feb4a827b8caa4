"""Small helper to build labelled conversations in the genkit MessageData shape.

Dialogue, facts, labels and stale values are hand-written in the per-conversation
scripts; this module only assembles messages and computes/validates message indexes.
"""
import json
import re


def norm(s):
    return re.sub(r"\s+", " ", s.lower()).strip()


class Conv:
    def __init__(self, cid, title, system):
        self.cid = cid
        self.title = title
        self.messages = [{"role": "system", "content": [{"text": system}]}]
        self.labels = []
        self.stale = []
        self.anchors = {}
        self._ref = 0

    # ---- messages -------------------------------------------------------
    def user(self, text, anchor=None):
        self.messages.append({"role": "user", "content": [{"text": text.strip()}]})
        if anchor:
            self.anchors[anchor] = len(self.messages) - 1
        return len(self.messages) - 1

    def model(self, text, anchor=None):
        self.messages.append({"role": "model", "content": [{"text": text.strip()}]})
        if anchor:
            self.anchors[anchor] = len(self.messages) - 1
        return len(self.messages) - 1

    def call(self, text, calls, anchor=None, tool_anchor=None):
        """calls: list of (name, input_dict, output). Adds a model message with the
        requests and ONE tool message answering all of them."""
        parts = []
        if text:
            parts.append({"text": text.strip()})
        resps = []
        for name, inp, out in calls:
            self._ref += 1
            ref = f"call-{self._ref}"
            parts.append({"toolRequest": {"name": name, "ref": ref, "input": inp}})
            resps.append({"toolResponse": {"name": name, "ref": ref, "output": out}})
        self.messages.append({"role": "model", "content": parts})
        if anchor:
            self.anchors[anchor] = len(self.messages) - 1
        self.messages.append({"role": "tool", "content": resps})
        if tool_anchor:
            self.anchors[tool_anchor] = len(self.messages) - 1
        return len(self.messages) - 1

    # ---- text of a message, per FORMAT.md -------------------------------
    @staticmethod
    def msg_text(m):
        out = []
        for p in m["content"]:
            if "text" in p:
                out.append(p["text"])
            if "toolRequest" in p:
                out.append(json.dumps(p["toolRequest"]["input"], ensure_ascii=False,
                                      separators=(",", ":")))
            if "toolResponse" in p:
                o = p["toolResponse"]["output"]
                out.append(o if isinstance(o, str) else json.dumps(
                    o, ensure_ascii=False, separators=(",", ":")))
        return norm("\n".join(out))

    def first_index(self, ev):
        e = norm(ev)
        for i, m in enumerate(self.messages):
            if m["role"] == "system":
                continue
            if e in self.msg_text(m):
                return i
        raise ValueError(f"[{self.cid}] evidence not found: {ev!r}")

    # ---- labels ---------------------------------------------------------
    def label(self, kind, text, evidence, expect=None):
        idx = max(self.first_index(e) for e in evidence)
        if expect is not None:
            exp = self.anchors[expect] if isinstance(expect, str) else expect
            if exp != idx:
                raise ValueError(f"[{self.cid}] label {text!r}: computed {idx}, expected {exp}")
        self.labels.append({"id": f"l{len(self.labels)+1}", "kind": kind, "text": text,
                            "evidence": evidence, "message_index": idx})

    def stale_item(self, text, terms, replaced_at):
        idx = self.anchors[replaced_at] if isinstance(replaced_at, str) else replaced_at
        for t in terms:
            if self.first_index(t) > idx:
                raise ValueError(f"[{self.cid}] stale term {t!r} first at {self.first_index(t)} > {idx}")
        self.stale.append({"id": f"s{len(self.stale)+1}", "text": text, "terms": terms,
                           "message_index": idx})

    def write(self, path):
        doc = {"id": self.cid, "title": self.title, "source": "authored",
               "messages": self.messages, "labels": self.labels, "stale": self.stale,
               "meta": {"author": "blind18/author-b", "generator": "deterministic script"}}
        with open(path, "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)
        return doc

"""Shared helpers for author-a's labelled conversations (deterministic builders)."""
import json
import os
import re

OUT_DIR = "/work/blind20/out"


def norm(s):
    return re.sub(r"\s+", " ", s.lower()).strip()


def _dump(obj):
    return json.dumps(obj, separators=(",", ":"), ensure_ascii=False)


def message_text(m):
    parts = []
    for p in m["content"]:
        if "text" in p:
            parts.append(p["text"])
        if "toolRequest" in p:
            parts.append(_dump(p["toolRequest"]["input"]))
        if "toolResponse" in p:
            out = p["toolResponse"]["output"]
            parts.append(out if isinstance(out, str) else _dump(out))
    return norm("\n".join(parts))


class Conv:
    """Builds genkit-shaped messages; every tool-calling model message is followed
    by exactly one tool message answering all of its calls."""

    def __init__(self, system_prompt):
        self.messages = [{"role": "system", "content": [{"text": system_prompt}]}]
        self._ref = 0

    def user(self, text):
        self.messages.append({"role": "user", "content": [{"text": text}]})
        return len(self.messages) - 1

    def say(self, text):
        self.messages.append({"role": "model", "content": [{"text": text}]})
        return len(self.messages) - 1

    def act(self, text, calls):
        """calls: list of (tool_name, input_dict, output). Returns (model_idx, tool_idx)."""
        content = []
        if text:
            content.append({"text": text})
        responses = []
        for name, inp, out in calls:
            self._ref += 1
            ref = "call_%03d" % self._ref
            content.append({"toolRequest": {"name": name, "ref": ref, "input": inp}})
            responses.append({"toolResponse": {"name": name, "ref": ref, "output": out}})
        self.messages.append({"role": "model", "content": content})
        self.messages.append({"role": "tool", "content": responses})
        n = len(self.messages)
        return n - 2, n - 1


class Labels:
    def __init__(self, conv):
        self.texts = [message_text(m) for m in conv.messages]
        self.roles = [m["role"] for m in conv.messages]
        self.labels = []
        self.stale = []

    def first_idx(self, ev):
        e = norm(ev)
        for i, t in enumerate(self.texts):
            if i == 0:
                continue  # system message evidence does not count
            if e in t:
                return i
        raise AssertionError("evidence not found: %r" % ev)

    def add(self, kind, text, evidence, expect=None):
        assert 1 <= len(evidence) <= 3, evidence
        idx = max(self.first_idx(e) for e in evidence)
        if expect is not None:
            assert idx == expect, "label %r: computed %d, expected %d" % (text[:50], idx, expect)
        lid = "l%d" % (len(self.labels) + 1)
        self.labels.append({"id": lid, "kind": kind, "text": text,
                            "evidence": list(evidence), "message_index": idx})

    def add_stale(self, text, terms, replaced_at):
        for t in terms:
            first = self.first_idx(t)
            assert first <= replaced_at, "stale term %r first at %d > %d" % (t, first, replaced_at)
        sid = "s%d" % (len(self.stale) + 1)
        self.stale.append({"id": sid, "text": text, "terms": list(terms),
                           "message_index": replaced_at})

    def report(self):
        from collections import Counter
        print("labels:", dict(Counter(l["kind"] for l in self.labels)), "stale:", len(self.stale))
        for l in self.labels:
            print("  %-4s %-15s @%-3d %-6s %s" % (l["id"], l["kind"], l["message_index"],
                                                 self.roles[l["message_index"]], l["evidence"]))
        for s in self.stale:
            print("  %-4s stale           @%-3d %-6s %s" % (s["id"], s["message_index"],
                                                           self.roles[s["message_index"]], s["terms"]))


def write(conv_id, title, conv, labels, meta=None):
    doc = {"id": conv_id, "title": title, "source": "authored", "messages": conv.messages,
           "labels": labels.labels, "stale": labels.stale, "meta": meta or {}}
    os.makedirs(OUT_DIR, exist_ok=True)
    path = os.path.join(OUT_DIR, conv_id + ".json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False, indent=1)
    roles = [m["role"] for m in conv.messages]
    n_user = roles.count("user")
    n_calls = sum(1 for m in conv.messages for p in m["content"] if "toolRequest" in p)
    chars = sum(len(t) for t in labels.texts)
    print("%s: %d messages, %d user, %d tool calls, ~%d tokens (chars/4)" % (
        path, len(roles), n_user, n_calls, chars // 4))
    return path

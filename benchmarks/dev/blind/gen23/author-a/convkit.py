"""Small helpers shared by the two generators (author-a).

A conversation is built as a list of messages; any message can be given an anchor name.
Labels and stale items name the anchor of the message where they are meant to be
established; build() computes where the evidence really completes (same normalization as
FORMAT.md) and refuses to write the file when that differs from the intended message, so a
stray earlier mention of an evidence string is caught here, not silently re-indexed.
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
        self.anchors = {}
        self.labels = []
        self.stale = []
        self._ref = 0
        self._pending = None  # refs of the last model message's calls

    # ---- messages -------------------------------------------------------------
    def _anchor(self, name):
        if name:
            assert name not in self.anchors, name
            self.anchors[name] = len(self.messages) - 1

    def user(self, text, name=None):
        assert self._pending is None, "tool results missing before user message"
        self.messages.append({"role": "user", "content": [{"text": text}]})
        self._anchor(name)

    def model(self, text=None, calls=(), name=None):
        """calls: list of (tool_name, input_dict)."""
        assert self._pending is None
        parts = []
        if text:
            parts.append({"text": text})
        refs = []
        for tool, inp in calls:
            self._ref += 1
            ref = f"call_{self._ref:03d}"
            refs.append((tool, ref))
            parts.append({"toolRequest": {"name": tool, "ref": ref, "input": inp}})
        self.messages.append({"role": "model", "content": parts})
        self._anchor(name)
        self._pending = refs or None

    def tool(self, outputs, name=None):
        """outputs: list of strings, same order as the calls of the previous model message."""
        assert self._pending is not None and len(outputs) == len(self._pending)
        parts = [{"toolResponse": {"name": t, "ref": r, "output": o}}
                 for (t, r), o in zip(self._pending, outputs)]
        self.messages.append({"role": "tool", "content": parts})
        self._pending = None
        self._anchor(name)

    # ---- labels ---------------------------------------------------------------
    def label(self, kind, text, evidence, at):
        self.labels.append({"id": f"l{len(self.labels) + 1}", "kind": kind, "text": text,
                            "evidence": list(evidence), "_at": at})

    def stale_item(self, text, terms, at):
        self.stale.append({"id": f"s{len(self.stale) + 1}", "text": text,
                           "terms": list(terms), "_at": at})

    # ---- output ---------------------------------------------------------------
    def _texts(self):
        out = []
        for m in self.messages:
            if m["role"] == "system":
                out.append("")
                continue
            bits = []
            for p in m["content"]:
                if "text" in p:
                    bits.append(p["text"])
                elif "toolRequest" in p:
                    bits.append(json.dumps(p["toolRequest"]["input"], ensure_ascii=False,
                                           separators=(",", ":")))
                elif "toolResponse" in p:
                    o = p["toolResponse"]["output"]
                    bits.append(o if isinstance(o, str) else json.dumps(o, ensure_ascii=False))
            out.append(norm("\n".join(bits)))
        return out

    def build(self, path):
        assert self._pending is None
        texts = self._texts()

        def first(s):
            w = norm(s)
            return next((i for i, t in enumerate(texts) if w in t), None)

        errors = []
        labels = []
        for lab in self.labels:
            want = self.anchors[lab["_at"]]
            idx = {e: first(e) for e in lab["evidence"]}
            if any(v is None for v in idx.values()):
                errors.append(f"{lab['id']} ({lab['text'][:40]}): missing {idx}")
                continue
            got = max(idx.values())
            if got != want:
                errors.append(f"{lab['id']} ({lab['text'][:40]}): wanted {lab['_at']}={want}, got {got} {idx}")
            labels.append({k: v for k, v in lab.items() if k != "_at"} | {"message_index": want})
        stale = []
        for s in self.stale:
            want = self.anchors[s["_at"]]
            for t in s["terms"]:
                i = first(t)
                if i is None or i > want:
                    errors.append(f"{s['id']}: term {t!r} first at {i}, after {s['_at']}={want}")
            stale.append({k: v for k, v in s.items() if k != "_at"} | {"message_index": want})
        if errors:
            raise SystemExit("label problems:\n  " + "\n  ".join(errors))
        doc = {"id": self.cid, "title": self.title, "source": "authored",
               "messages": self.messages, "labels": labels, "stale": stale,
               "meta": {"author": "author-a", "generator": "blind23/author-a"}}
        with open(path, "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)
        users = sum(1 for m in self.messages if m["role"] == "user")
        calls = sum(1 for m in self.messages for p in m["content"] if "toolRequest" in p)
        print(f"wrote {path}: {len(self.messages)} messages, {users} user, {calls} calls, "
              f"{len(labels)} labels, {len(stale)} stale")
        return doc

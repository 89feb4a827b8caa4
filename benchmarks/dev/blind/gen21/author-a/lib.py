"""Small helper to build labelled conversations in the genkit MessageData shape.

Dialogue, facts and labels are written by hand in the per-conversation scripts;
this module only assembles messages, checks the tool-call pairing and works out
/ verifies the message_index of each label from its evidence strings.
"""
import json
import os
import re

OUT_DIR = "/work/blind21/out"


def _norm(s):
    return re.sub(r"\s+", " ", s.lower()).strip()


class Conv:
    def __init__(self, cid, title):
        self.cid = cid
        self.title = title
        self.messages = []
        self.labels = []
        self.stale = []
        self._ref = 0
        self.n_calls = 0

    # ---- messages -------------------------------------------------------
    def system(self, text):
        assert not self.messages
        self.messages.append({"role": "system", "content": [{"text": text}]})
        return 0

    def user(self, text):
        self.messages.append({"role": "user", "content": [{"text": text}]})
        return len(self.messages) - 1

    def model(self, text):
        self.messages.append({"role": "model", "content": [{"text": text}]})
        return len(self.messages) - 1

    def calls(self, text, calls):
        """calls: list of (name, input_dict, output_str). Adds the model message
        and ONE tool message answering every call. Returns (model_idx, tool_idx)."""
        parts = []
        if text:
            parts.append({"text": text})
        resps = []
        for name, inp, out in calls:
            self._ref += 1
            ref = f"call-{self._ref}"
            parts.append({"toolRequest": {"name": name, "ref": ref, "input": inp}})
            if not isinstance(out, str):
                out = json.dumps(out, ensure_ascii=False, indent=2)
            resps.append({"toolResponse": {"name": name, "ref": ref, "output": out}})
            self.n_calls += 1
        self.messages.append({"role": "model", "content": parts})
        self.messages.append({"role": "tool", "content": resps})
        return len(self.messages) - 2, len(self.messages) - 1

    # ---- labels ---------------------------------------------------------
    def _texts(self):
        out = []
        for m in self.messages:
            chunks = []
            for p in m["content"]:
                if "text" in p:
                    chunks.append(p["text"])
                if "toolRequest" in p:
                    chunks.append(json.dumps(p["toolRequest"]["input"], ensure_ascii=False,
                                             separators=(",", ":")))
                if "toolResponse" in p:
                    o = p["toolResponse"]["output"]
                    chunks.append(o if isinstance(o, str) else json.dumps(o, ensure_ascii=False,
                                                                          separators=(",", ":")))
            out.append(_norm(" ".join(chunks)) if m["role"] != "system" else "")
        return out

    def first_index(self, strings):
        texts = self._texts()
        idx = -1
        for s in strings:
            ns = _norm(s)
            found = next((i for i, t in enumerate(texts) if ns in t), None)
            if found is None:
                raise SystemExit(f"[{self.cid}] evidence not found: {s!r}")
            idx = max(idx, found)
        return idx

    def label(self, kind, text, evidence, expect=None):
        self.labels.append({"id": f"l{len(self.labels) + 1}", "kind": kind, "text": text,
                            "evidence": evidence, "_expect": expect})

    def stale_item(self, text, terms, replaced_at):
        self.stale.append({"id": f"s{len(self.stale) + 1}", "text": text, "terms": terms,
                           "message_index": replaced_at})

    def finish(self, meta=None):
        labels = []
        for lab in self.labels:
            idx = self.first_index(lab["evidence"])
            exp = lab.pop("_expect")
            if exp is not None and exp != idx:
                print(f"  NOTE {lab['id']} ({lab['kind']}): expected index {exp}, evidence completes at {idx}"
                      f" {lab['evidence']}")
            lab["message_index"] = idx
            labels.append(lab)
        texts = self._texts()
        for st in self.stale:
            for t in st["terms"]:
                nt = _norm(t)
                if not any(nt in x for x in texts[: st["message_index"] + 1]):
                    raise SystemExit(f"[{self.cid}] stale term {t!r} not present by {st['message_index']}")
        doc = {"id": self.cid, "title": self.title, "source": "authored",
               "messages": self.messages, "labels": labels, "stale": self.stale,
               "meta": meta or {}}
        os.makedirs(OUT_DIR, exist_ok=True)
        path = os.path.join(OUT_DIR, self.cid + ".json")
        with open(path, "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)
        users = sum(1 for m in self.messages if m["role"] == "user")
        print(f"wrote {path}: {len(self.messages)} messages, {users} user msgs, {self.n_calls} tool calls")
        for lab in labels:
            print(f"  {lab['id']:>4} {lab['kind']:<15} @{lab['message_index']:<3} {lab['evidence']}")
        for st in self.stale:
            print(f"  {st['id']:>4} stale           @{st['message_index']:<3} {st['terms']}")
        return path

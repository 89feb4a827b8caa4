"""Shared helpers for author-a's labelled-conversation generators."""
import json
import re


def _norm(s):
    return re.sub(r"\s+", " ", s.lower()).strip()


class Conv:
    def __init__(self, cid, title, system):
        self.id = cid
        self.title = title
        self.messages = [{"role": "system", "content": [{"text": system}]}]
        self.labels = []
        self.stale = []
        self._ref = 0

    # ---- building -------------------------------------------------------
    def user(self, text):
        self.messages.append({"role": "user", "content": [{"text": text.strip()}]})
        return len(self.messages) - 1

    def model(self, text):
        self.messages.append({"role": "model", "content": [{"text": text.strip()}]})
        return len(self.messages) - 1

    def calls(self, text, calls):
        """calls: list of (name, input_dict, output_str). Appends the model message
        and ONE tool message answering all calls."""
        parts = []
        if text:
            parts.append({"text": text.strip()})
        resp = []
        for name, inp, out in calls:
            self._ref += 1
            ref = f"call-{self._ref:02d}"
            parts.append({"toolRequest": {"name": name, "ref": ref, "input": inp}})
            resp.append({"toolResponse": {"name": name, "ref": ref, "output": out}})
        self.messages.append({"role": "model", "content": parts})
        self.messages.append({"role": "tool", "content": resp})
        return len(self.messages) - 2

    # ---- text views -----------------------------------------------------
    def _texts(self, ascii_json=False):
        out = []
        for m in self.messages:
            chunks = []
            for p in m["content"]:
                if "text" in p:
                    chunks.append(p["text"])
                if "toolRequest" in p:
                    chunks.append(json.dumps(p["toolRequest"]["input"], ensure_ascii=ascii_json,
                                             separators=(",", ":")))
                if "toolResponse" in p:
                    o = p["toolResponse"]["output"]
                    chunks.append(o if isinstance(o, str) else json.dumps(o, ensure_ascii=ascii_json, separators=(",", ":")))
            out.append(_norm("\n".join(chunks)))
        return out

    def first_index(self, strings):
        res = []
        for ascii_json in (False, True):
            texts = self._texts(ascii_json)
            seen = {s: None for s in strings}
            idx = None
            for i, t in enumerate(texts):
                if i == 0:
                    continue  # system message does not count
                for s in strings:
                    if seen[s] is None and _norm(s) in t:
                        seen[s] = i
                if all(v is not None for v in seen.values()):
                    idx = max(seen.values())
                    break
            res.append(idx)
        if res[0] != res[1]:
            raise ValueError(f"evidence {strings} index differs by JSON escaping: {res}")
        if res[0] is None:
            raise ValueError(f"evidence {strings} not found")
        return res[0]

    # ---- labels ---------------------------------------------------------
    def label(self, kind, text, evidence, expect=None):
        idx = self.first_index(evidence)
        if expect is not None and idx != expect:
            raise ValueError(f"label {text!r}: index {idx}, expected {expect}")
        self.labels.append({"id": f"l{len(self.labels)+1}", "kind": kind, "text": text,
                            "evidence": evidence, "message_index": idx})

    def stale_item(self, text, terms, replaced_at):
        idx_terms = self.first_index(terms)
        if idx_terms > replaced_at:
            raise ValueError(f"stale {terms}: terms first complete at {idx_terms} > {replaced_at}")
        self.stale.append({"id": f"s{len(self.stale)+1}", "text": text, "terms": terms,
                           "message_index": replaced_at})

    def find(self, needle, start=1):
        """index of first message (>=start) containing needle"""
        texts = self._texts()
        for i in range(start, len(texts)):
            if _norm(needle) in texts[i]:
                return i
        raise ValueError(f"{needle!r} not found")

    def dump(self, path, meta=None):
        doc = {"id": self.id, "title": self.title, "source": "authored",
               "messages": self.messages, "labels": self.labels, "stale": self.stale,
               "meta": meta or {}}
        with open(path, "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)

    def report(self):
        for l in self.labels:
            m = self.messages[l["message_index"]]
            print(f'{l["id"]:4} {l["kind"]:14} @{l["message_index"]:3} ({m["role"]}) {l["evidence"]}')
        for s in self.stale:
            print(f'{s["id"]:4} stale          @{s["message_index"]:3} {s["terms"]}')

"""Small builder for labelled conversations (genkit MessageData shape).

Keeps a running list of messages, hands out tool refs, and checks every label's
message_index against the exact "last evidence first appears here" rule, under both
JSON encodings of tool inputs (ASCII-escaped and raw UTF-8).
"""
import json
import os
import re

OUT_DIR = "/work/blind19/out"


def _norm(s):
    return re.sub(r"\s+", " ", s.lower()).strip()


class Conv:
    def __init__(self, cid, title):
        self.id = cid
        self.title = title
        self.messages = []
        self.labels = []
        self.stale = []
        self._ref = 0
        self.marks = {}

    # ---- messages -------------------------------------------------------
    def _add(self, msg, mark=None):
        self.messages.append(msg)
        idx = len(self.messages) - 1
        if mark:
            assert mark not in self.marks, mark
            self.marks[mark] = idx
        return idx

    def system(self, text):
        assert not self.messages
        return self._add({"role": "system", "content": [{"text": text}]})

    def user(self, text, mark=None):
        return self._add({"role": "user", "content": [{"text": text}]}, mark)

    def model(self, text, mark=None):
        return self._add({"role": "model", "content": [{"text": text}]}, mark)

    def calls(self, text, calls, mark=None, tool_mark=None):
        """calls: list of (name, input_dict, output_str). Adds the model message and
        ONE tool message answering every call with the same refs."""
        parts = []
        if text:
            parts.append({"text": text})
        resp = []
        for name, inp, out in calls:
            self._ref += 1
            ref = f"call-{self._ref}"
            parts.append({"toolRequest": {"name": name, "ref": ref, "input": inp}})
            resp.append({"toolResponse": {"name": name, "ref": ref, "output": out}})
        m = self._add({"role": "model", "content": parts}, mark)
        t = self._add({"role": "tool", "content": resp}, tool_mark)
        return m, t

    # ---- labels ---------------------------------------------------------
    def label(self, kind, text, evidence, at):
        at = self.marks[at] if isinstance(at, str) else at
        lid = f"l{len(self.labels) + 1}"
        self.labels.append({"id": lid, "kind": kind, "text": text,
                            "evidence": evidence, "message_index": at})

    def stale_item(self, text, terms, at):
        at = self.marks[at] if isinstance(at, str) else at
        sid = f"s{len(self.stale) + 1}"
        self.stale.append({"id": sid, "text": text, "terms": terms, "message_index": at})

    # ---- checks ---------------------------------------------------------
    def _texts(self, ascii_json):
        out = []
        for m in self.messages:
            bits = []
            for p in m["content"]:
                if "text" in p:
                    bits.append(p["text"])
                if "toolRequest" in p:
                    bits.append(json.dumps(p["toolRequest"]["input"], separators=(",", ":"),
                                           ensure_ascii=ascii_json))
                if "toolResponse" in p:
                    o = p["toolResponse"]["output"]
                    bits.append(o if isinstance(o, str) else json.dumps(
                        o, separators=(",", ":"), ensure_ascii=ascii_json))
            out.append(_norm("\n".join(bits)) if m["role"] != "system" else "")
        return out

    def first_index(self, strings, ascii_json):
        texts = self._texts(ascii_json)
        need = [_norm(s) for s in strings]
        firsts = []
        for s in need:
            f = next((i for i, t in enumerate(texts) if s in t), None)
            if f is None:
                return None
            firsts.append(f)
        return max(firsts)

    def verify(self):
        problems = []
        for l in self.labels:
            for asc in (True, False):
                got = self.first_index(l["evidence"], asc)
                if got != l["message_index"]:
                    problems.append(f"{l['id']} {l['kind']} {l['evidence']} want {l['message_index']} got {got} (ascii={asc})")
        for s in self.stale:
            for asc in (True, False):
                got = self.first_index(s["terms"], asc)
                if got is None or got > s["message_index"]:
                    problems.append(f"{s['id']} stale {s['terms']} at {s['message_index']} first-all {got}")
        # structural
        roles = [m["role"] for m in self.messages]
        assert roles[0] == "system" and "system" not in roles[1:]
        n_user = sum(1 for r in roles if r == "user")
        n_calls = sum(1 for m in self.messages for p in m["content"] if "toolRequest" in p)
        return problems, n_user, n_calls

    def write(self):
        problems, n_user, n_calls = self.verify()
        for p in problems:
            print("PROBLEM", p)
        doc = {"id": self.id, "title": self.title, "source": "authored",
               "messages": self.messages, "labels": self.labels, "stale": self.stale,
               "meta": {"author": "author-c", "generator": "blind19/author-c"}}
        os.makedirs(OUT_DIR, exist_ok=True)
        path = os.path.join(OUT_DIR, f"{self.id}.json")
        with open(path, "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)
        kinds = {}
        for l in self.labels:
            kinds[l["kind"]] = kinds.get(l["kind"], 0) + 1
        chars = sum(len(json.dumps(m, ensure_ascii=False)) for m in self.messages)
        print(f"{path}: {len(self.messages)} msgs, {n_user} user, {n_calls} calls, "
              f"labels {kinds}, stale {len(self.stale)}, chars {chars}")
        return path

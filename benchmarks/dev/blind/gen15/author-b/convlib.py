"""Small helper to build labelled genkit conversations and self-check label indices."""
import json
import re


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

    # ---- messages -------------------------------------------------------
    def system(self, text):
        self.messages.append({"role": "system", "content": [{"text": text}]})
        return len(self.messages) - 1

    def user(self, text):
        self.messages.append({"role": "user", "content": [{"text": text}]})
        return len(self.messages) - 1

    def model(self, text=None, calls=None):
        """calls: list of (name, input_dict, output_str). Returns index of model msg."""
        parts = []
        if text:
            parts.append({"text": text})
        responses = []
        for name, inp, out in calls or []:
            self._ref += 1
            ref = f"call-{self._ref}"
            parts.append({"toolRequest": {"name": name, "ref": ref, "input": inp}})
            responses.append({"toolResponse": {"name": name, "ref": ref, "output": out}})
        self.messages.append({"role": "model", "content": parts})
        idx = len(self.messages) - 1
        if responses:
            self.messages.append({"role": "tool", "content": responses})
        return idx

    # ---- labels ---------------------------------------------------------
    def label(self, kind, text, evidence, at):
        self.labels.append({"id": f"l{len(self.labels)+1}", "kind": kind, "text": text,
                            "evidence": evidence, "message_index": at})

    def stale_item(self, text, terms, at):
        self.stale.append({"id": f"s{len(self.stale)+1}", "text": text, "terms": terms,
                           "message_index": at})

    # ---- checking -------------------------------------------------------
    def _texts(self, ascii_json):
        out = []
        for m in self.messages:
            if m["role"] == "system":
                out.append("")
                continue
            chunks = []
            for p in m["content"]:
                if "text" in p:
                    chunks.append(p["text"])
                if "toolRequest" in p:
                    chunks.append(json.dumps(p["toolRequest"]["input"], separators=(",", ":"),
                                             ensure_ascii=ascii_json))
                if "toolResponse" in p:
                    o = p["toolResponse"]["output"]
                    chunks.append(o if isinstance(o, str) else json.dumps(o, separators=(",", ":"), ensure_ascii=ascii_json))
            out.append(_norm("\n".join(chunks)))
        return out

    def first_index(self, ev, ascii_json):
        texts = self._texts(ascii_json)
        idx = []
        for e in ev:
            ne = _norm(e)
            f = next((i for i, t in enumerate(texts) if ne in t), None)
            idx.append(f)
        if any(i is None for i in idx):
            return None
        return max(idx)

    def verify(self):
        problems = []
        for lab in self.labels:
            for aj in (False, True):
                fi = self.first_index(lab["evidence"], aj)
                if fi != lab["message_index"]:
                    problems.append(f"label {lab['id']} ({lab['kind']}: {lab['evidence']}) expected {lab['message_index']} got {fi} ascii={aj}")
        for st in self.stale:
            for aj in (False, True):
                fi = self.first_index(st["terms"], aj)
                if fi is None or fi > st["message_index"]:
                    problems.append(f"stale {st['id']} terms {st['terms']} first complete at {fi} > {st['message_index']}")
        users = sum(1 for m in self.messages if m["role"] == "user")
        calls = sum(1 for m in self.messages for p in m["content"] if "toolRequest" in p)
        chars = sum(len(json.dumps(m, ensure_ascii=False)) for m in self.messages)
        kinds = {}
        for lab in self.labels:
            kinds[lab["kind"]] = kinds.get(lab["kind"], 0) + 1
        print(f"{self.cid}: {len(self.messages)} msgs, {users} user, {calls} tool calls, {chars} chars, labels {kinds}, stale {len(self.stale)}")
        for p in problems:
            print("PROBLEM:", p)
        return problems

    def write(self, path):
        doc = {"id": self.cid, "title": self.title, "source": "authored",
               "messages": self.messages, "labels": self.labels, "stale": self.stale,
               "meta": {"author": "blind15/author-b", "generator": "seeded python script"}}
        with open(path, "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)

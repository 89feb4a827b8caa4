"""Small builder for labelled conversations (author-c). Deterministic."""
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
        """calls: list of (name, input_dict, output_str). Adds the model message and,
        if there are calls, ONE tool message answering all of them."""
        parts = []
        if text:
            parts.append({"text": text})
        resps = []
        for name, inp, out in calls or []:
            self._ref += 1
            ref = f"call-{self._ref}"
            parts.append({"toolRequest": {"name": name, "ref": ref, "input": inp}})
            resps.append({"toolResponse": {"name": name, "ref": ref, "output": out}})
        self.messages.append({"role": "model", "content": parts})
        mi = len(self.messages) - 1
        if resps:
            self.messages.append({"role": "tool", "content": resps})
        return mi

    # ---- text for matching ---------------------------------------------
    def _texts(self, ascii_json):
        out = []
        for m in self.messages:
            if m["role"] == "system":
                out.append("")
                continue
            bits = []
            for p in m["content"]:
                if "text" in p:
                    bits.append(p["text"])
                if "toolRequest" in p:
                    bits.append(json.dumps(p["toolRequest"]["input"], ensure_ascii=ascii_json,
                                           separators=(",", ":")))
                    bits.append(json.dumps(p["toolRequest"]["input"], ensure_ascii=ascii_json))
                if "toolResponse" in p:
                    o = p["toolResponse"]["output"]
                    bits.append(o if isinstance(o, str) else json.dumps(o, ensure_ascii=ascii_json))
            out.append(_norm("\n".join(bits)))
        return out

    def _first_complete(self, strings, texts):
        need = [_norm(s) for s in strings]
        seen = set()
        for i, t in enumerate(texts):
            for s in need:
                if s in t:
                    seen.add(s)
            if len(seen) == len(need):
                return i
        raise ValueError(f"evidence never complete: {strings}")

    def label(self, kind, text, evidence):
        a = self._first_complete(evidence, self._texts(False))
        b = self._first_complete(evidence, self._texts(True))
        if a != b:
            raise ValueError(f"index depends on JSON escaping: {evidence} {a} {b}")
        self.labels.append({"id": f"l{len(self.labels)+1}", "kind": kind, "text": text,
                            "evidence": evidence, "message_index": a})

    def stale_item(self, text, terms, replaced_at):
        texts = self._texts(False)
        upto = " ".join(texts[: replaced_at + 1])
        for t in terms:
            if _norm(t) not in upto:
                raise ValueError(f"stale term {t!r} not present by {replaced_at}")
        self.stale.append({"id": f"s{len(self.stale)+1}", "text": text, "terms": terms,
                           "message_index": replaced_at})

    def write(self, path):
        doc = {"id": self.cid, "title": self.title, "source": "authored",
               "messages": self.messages, "labels": self.labels, "stale": self.stale,
               "meta": {"author": "author-c", "generator": "author-c/gen_*.py"}}
        with open(path, "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)
        users = sum(1 for m in self.messages if m["role"] == "user")
        calls = sum(1 for m in self.messages for p in m["content"] if "toolRequest" in p)
        kinds = {}
        for l in self.labels:
            kinds[l["kind"]] = kinds.get(l["kind"], 0) + 1
        print(path, "messages", len(self.messages), "users", users, "calls", calls,
              "labels", kinds, "stale", len(self.stale))

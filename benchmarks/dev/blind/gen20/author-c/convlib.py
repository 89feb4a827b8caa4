"""Small builder for labelled conversations (author C).

Builds genkit-shaped messages, computes label message_index from the evidence
(and asserts it equals the message the author intended), and validates stale items.
"""
import json
import re

_WS = re.compile(r"\s+")


def norm(s):
    return _WS.sub(" ", s.lower()).strip()


class Conv:
    def __init__(self, cid, title):
        self.cid = cid
        self.title = title
        self.msgs = []
        self.keys = {}
        self.labels = []
        self.stale = []
        self._ref = 0

    # ---- messages -------------------------------------------------------
    def _add(self, msg, key):
        self.msgs.append(msg)
        idx = len(self.msgs) - 1
        if key:
            assert key not in self.keys, key
            self.keys[key] = idx
        return idx

    def system(self, text):
        return self._add({"role": "system", "content": [{"text": text}]}, None)

    def user(self, text, key=None):
        return self._add({"role": "user", "content": [{"text": text}]}, key)

    def say(self, text, key=None):
        return self._add({"role": "model", "content": [{"text": text}]}, key)

    def act(self, text, calls, key=None, tkey=None):
        """Model message with tool calls, followed by ONE tool message.

        calls: list of (name, input_dict, output_str)."""
        parts = []
        if text:
            parts.append({"text": text})
        resp = []
        for name, inp, out in calls:
            self._ref += 1
            ref = "call-%d" % self._ref
            parts.append({"toolRequest": {"name": name, "ref": ref, "input": inp}})
            assert isinstance(out, str)
            resp.append({"toolResponse": {"name": name, "ref": ref, "output": out}})
        self._add({"role": "model", "content": parts}, key)
        return self._add({"role": "tool", "content": resp}, tkey)

    # ---- labels ---------------------------------------------------------
    def label(self, kind, text, evidence, at):
        self.labels.append({"kind": kind, "text": text, "evidence": evidence, "at": at})

    def stale_item(self, text, terms, at):
        self.stale.append({"text": text, "terms": terms, "at": at})

    # ---- text / validation ---------------------------------------------
    def _texts(self, ascii_json):
        out = []
        for m in self.msgs:
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
                if "toolResponse" in p:
                    bits.append(p["toolResponse"]["output"])
            out.append(norm("\n".join(bits)))
        return out

    def _first_index(self, evidence, texts):
        last = -1
        for ev in evidence:
            e = norm(ev)
            hit = next((i for i, t in enumerate(texts) if e in t), None)
            if hit is None:
                return None
            last = max(last, hit)
        return last

    def _resolve(self, at):
        return self.keys[at] if isinstance(at, str) else at

    def build(self):
        t_u = self._texts(False)
        t_a = self._texts(True)
        labels, stale, errors = [], [], []
        for n, lab in enumerate(self.labels, 1):
            i_u = self._first_index(lab["evidence"], t_u)
            i_a = self._first_index(lab["evidence"], t_a)
            want = self._resolve(lab["at"])
            if i_u is None or i_u != i_a or i_u != want:
                errors.append("l%d %s %r: computed %s/%s, wanted %s" % (
                    n, lab["kind"], lab["evidence"], i_u, i_a, want))
            labels.append({"id": "l%d" % n, "kind": lab["kind"], "text": lab["text"],
                           "evidence": lab["evidence"], "message_index": want})
        for n, st in enumerate(self.stale, 1):
            want = self._resolve(st["at"])
            for tx in (t_u, t_a):
                i = self._first_index(st["terms"], tx)
                if i is None or i > want:
                    errors.append("s%d %r: terms complete at %s, replaced at %s" % (
                        n, st["terms"], i, want))
            stale.append({"id": "s%d" % n, "text": st["text"], "terms": st["terms"],
                          "message_index": want})
        for i in range(1, len(self.msgs)):
            if self.msgs[i]["role"] == self.msgs[i - 1]["role"]:
                errors.append("messages %d and %d have the same role" % (i - 1, i))
        if errors:
            raise SystemExit("\n".join(errors))
        return {"id": self.cid, "title": self.title, "source": "authored",
                "messages": self.msgs, "labels": labels, "stale": stale,
                "meta": {"author": "blind20-author-c", "language": "zh"}}

    def write(self, path):
        doc = self.build()
        with open(path, "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)
        kinds = {}
        for lab in doc["labels"]:
            kinds[lab["kind"]] = kinds.get(lab["kind"], 0) + 1
        print(path, "messages", len(doc["messages"]), "labels", kinds, "stale", len(doc["stale"]))
        return doc

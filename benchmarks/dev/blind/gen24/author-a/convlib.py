"""Small helper to build labelled conversations deterministically.

Messages are appended through Conv; each append returns the message index and can
be given a key so labels can say where they are expected to land. Label indices are
computed from the evidence (first message where all evidence has appeared, system
message excluded) and asserted against the expected key, so a stray early mention
of an evidence string is caught at build time.
"""
import json
import re


def _norm(s):
    return re.sub(r"\s+", " ", s.lower()).strip()


class Conv:
    def __init__(self, cid, title):
        self.cid = cid
        self.title = title
        self.messages = []
        self.keys = {}
        self.labels = []
        self.stale = []
        self._ref = 0

    # ---- messages -------------------------------------------------------
    def _add(self, msg, key):
        self.messages.append(msg)
        idx = len(self.messages) - 1
        if key:
            assert key not in self.keys, key
            self.keys[key] = idx
        return idx

    def system(self, text):
        assert not self.messages
        return self._add({"role": "system", "content": [{"text": text}]}, "system")

    def user(self, text, key=None):
        return self._add({"role": "user", "content": [{"text": text}]}, key)

    def model(self, text, key=None):
        return self._add({"role": "model", "content": [{"text": text}]}, key)

    def calls(self, text, calls, key=None):
        """calls: list of (name, input_dict, output_str). Adds the model message and
        ONE tool message answering all calls. Returns (model_idx, tool_idx)."""
        parts = []
        if text:
            parts.append({"text": text})
        resp = []
        for name, inp, out in calls:
            self._ref += 1
            ref = f"call-{self._ref}"
            parts.append({"toolRequest": {"name": name, "ref": ref, "input": inp}})
            assert isinstance(out, str)
            resp.append({"toolResponse": {"name": name, "ref": ref, "output": out}})
        mi = self._add({"role": "model", "content": parts}, key)
        ti = self._add({"role": "tool", "content": resp}, (key + ":tool") if key else None)
        return mi, ti

    # ---- labels ---------------------------------------------------------
    def label(self, kind, text, evidence, at):
        self.labels.append({"kind": kind, "text": text, "evidence": evidence, "at": at})

    def stale_item(self, text, terms, at):
        self.stale.append({"text": text, "terms": terms, "at": at})

    # ---- evaluation -----------------------------------------------------
    def _texts(self, ensure_ascii):
        out = []
        for m in self.messages:
            bits = []
            for p in m["content"]:
                if "text" in p:
                    bits.append(p["text"])
                if "toolRequest" in p:
                    bits.append(json.dumps(p["toolRequest"]["input"], ensure_ascii=ensure_ascii,
                                           separators=(",", ":")))
                if "toolResponse" in p:
                    o = p["toolResponse"]["output"]
                    bits.append(o if isinstance(o, str) else json.dumps(o, ensure_ascii=ensure_ascii))
            out.append(_norm("\n".join(bits)))
        return out

    def _first_index(self, texts, strings):
        for s in strings:
            assert s == s.strip() and s, repr(s)
        seen = set()
        for i, t in enumerate(texts):
            if i == 0 and self.messages[0]["role"] == "system":
                continue
            for s in strings:
                if _norm(s) in t:
                    seen.add(s)
            if len(seen) == len(strings):
                return i
        return None

    def resolve(self, idx_of):
        if isinstance(idx_of, int):
            return idx_of
        return self.keys[idx_of]

    def build(self):
        errors = []
        t_a = self._texts(True)
        t_u = self._texts(False)
        labels = []
        for n, l in enumerate(self.labels, 1):
            want = self.resolve(l["at"])
            ia = self._first_index(t_a, l["evidence"])
            iu = self._first_index(t_u, l["evidence"])
            if not (ia == iu == want):
                errors.append(f"label {n} {l['kind']} {l['evidence']}: want {want} got ascii={ia} utf={iu}")
            labels.append({"id": f"l{n}", "kind": l["kind"], "text": l["text"],
                           "evidence": l["evidence"], "message_index": want})
        stale = []
        for n, s in enumerate(self.stale, 1):
            want = self.resolve(s["at"])
            ia = self._first_index(t_a, s["terms"])
            iu = self._first_index(t_u, s["terms"])
            if ia is None or iu is None or ia > want or iu > want:
                errors.append(f"stale {n} {s['terms']}: replaced at {want} but terms complete at {ia}/{iu}")
            stale.append({"id": f"s{n}", "text": s["text"], "terms": s["terms"], "message_index": want})
        # structure checks
        for i, m in enumerate(self.messages):
            if m["role"] == "model":
                reqs = [p["toolRequest"]["ref"] for p in m["content"] if "toolRequest" in p]
                if reqs:
                    nxt = self.messages[i + 1]
                    assert nxt["role"] == "tool"
                    got = [p["toolResponse"]["ref"] for p in nxt["content"]]
                    assert got == reqs, (i, reqs, got)
        if errors:
            raise SystemExit("\n".join(errors))
        return {"id": self.cid, "title": self.title, "source": "authored",
                "messages": self.messages, "labels": labels, "stale": stale,
                "meta": {"generator": "author-a", "language": None}}

    def write(self, path, language):
        doc = self.build()
        doc["meta"]["language"] = language
        with open(path, "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)
        ntools = sum(1 for m in self.messages for p in m["content"] if "toolRequest" in p)
        nuser = sum(1 for m in self.messages if m["role"] == "user")
        kinds = {}
        for l in doc["labels"]:
            kinds[l["kind"]] = kinds.get(l["kind"], 0) + 1
        print(f"{path}: {len(self.messages)} messages, {nuser} user, {ntools} tool calls, "
              f"labels {kinds}, stale {len(doc['stale'])}")
        for l in doc["labels"]:
            print(f"  {l['id']:>4} {l['kind']:<14} @{l['message_index']:<3} {l['evidence']}")
        for s in doc["stale"]:
            print(f"  {s['id']:>4} stale          @{s['message_index']:<3} {s['terms']}")

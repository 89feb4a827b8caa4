"""Small helper to build labelled conversations in the genkit MessageData shape.

Labels get their message_index computed from the evidence (first message where all
evidence strings have appeared, system message excluded) and the script asserts that
this equals the message the author intended (given as a tag), so accidental early
appearances are caught. Matching is done both with ASCII-escaped and raw compact JSON
for tool inputs, and the two must agree.
"""
import json
import re

WS = re.compile(r"\s+")


def norm(s):
    return WS.sub(" ", s.lower()).strip()


class Conv:
    def __init__(self, cid, title):
        self.cid = cid
        self.title = title
        self.messages = []
        self.tags = {}
        self.labels = []
        self.stale = []
        self._ref = 0
        self._pending = None  # list of (name, ref) awaiting tool message

    # ---- messages -------------------------------------------------------
    def _add(self, msg, tag=None):
        self.messages.append(msg)
        idx = len(self.messages) - 1
        if tag:
            assert tag not in self.tags, tag
            self.tags[tag] = idx
        return idx

    def system(self, text):
        assert not self.messages
        return self._add({"role": "system", "content": [{"text": text}]})

    def user(self, text, tag=None):
        assert self._pending is None
        return self._add({"role": "user", "content": [{"text": text}]}, tag)

    def model(self, text=None, calls=(), tag=None):
        """calls: list of (name, input_dict). Returns index."""
        assert self._pending is None
        parts = []
        if text:
            parts.append({"text": text})
        pend = []
        for name, inp in calls:
            self._ref += 1
            ref = f"call_{self._ref:03d}"
            parts.append({"toolRequest": {"name": name, "ref": ref, "input": inp}})
            pend.append((name, ref))
        if pend:
            self._pending = pend
        return self._add({"role": "model", "content": parts}, tag)

    def tool(self, outputs, tag=None):
        """outputs: list of outputs in the same order as the pending calls."""
        assert self._pending is not None and len(outputs) == len(self._pending)
        parts = []
        for (name, ref), out in zip(self._pending, outputs):
            parts.append({"toolResponse": {"name": name, "ref": ref, "output": out}})
        self._pending = None
        return self._add({"role": "tool", "content": parts}, tag)

    # ---- labels ---------------------------------------------------------
    def label(self, kind, text, evidence, at):
        self.labels.append({"kind": kind, "text": text, "evidence": evidence, "at": at})

    def stale_item(self, text, terms, at):
        self.stale.append({"text": text, "terms": terms, "at": at})

    # ---- indexing -------------------------------------------------------
    def _msg_text(self, m, ascii_json):
        out = []
        for p in m["content"]:
            if "text" in p:
                out.append(p["text"])
            if "toolRequest" in p:
                out.append(json.dumps(p["toolRequest"]["input"], separators=(",", ":"),
                                      ensure_ascii=ascii_json))
            if "toolResponse" in p:
                o = p["toolResponse"]["output"]
                out.append(o if isinstance(o, str) else
                           json.dumps(o, separators=(",", ":"), ensure_ascii=ascii_json))
        return norm("\n".join(out))

    def first_index(self, evidence, ascii_json):
        texts = [self._msg_text(m, ascii_json) for m in self.messages]
        seen = set()
        for i, t in enumerate(texts):
            if i == 0:
                continue
            for e in evidence:
                if norm(e) in t:
                    seen.add(e)
            if len(seen) == len(evidence):
                return i
        return None

    def _resolve(self, at):
        return self.tags[at] if isinstance(at, str) else at

    def build(self):
        assert self._pending is None
        errors = []
        labels = []
        for n, l in enumerate(self.labels, 1):
            want = self._resolve(l["at"])
            a = self.first_index(l["evidence"], False)
            b = self.first_index(l["evidence"], True)
            if a != want or b != want:
                errors.append(f"label {n} {l['kind']} {l['evidence']}: want {want}, got raw={a} ascii={b}")
            labels.append({"id": f"l{n}", "kind": l["kind"], "text": l["text"],
                           "evidence": l["evidence"], "message_index": want})
        stale = []
        for n, s in enumerate(self.stale, 1):
            want = self._resolve(s["at"])
            a = self.first_index(s["terms"], False)
            b = self.first_index(s["terms"], True)
            if a is None or a > want or b is None or b > want:
                errors.append(f"stale {n} {s['terms']}: terms complete at {a}/{b}, after {want}")
            stale.append({"id": f"s{n}", "text": s["text"], "terms": s["terms"],
                          "message_index": want})
        if errors:
            raise SystemExit("\n".join(errors))
        msgs = [dict(m) for m in self.messages]
        return {"id": self.cid, "title": self.title, "source": "authored",
                "messages": msgs, "labels": labels, "stale": stale,
                "meta": {"author": "author-c", "generator": "blind15/author-c"}}

    def write(self, path):
        doc = self.build()
        with open(path, "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)
        ncalls = sum(1 for m in self.messages for p in m["content"] if "toolRequest" in p)
        nuser = sum(1 for m in self.messages if m["role"] == "user")
        print(f"wrote {path}: {len(self.messages)} messages, {nuser} user, {ncalls} calls, "
              f"{len(doc['labels'])} labels, {len(doc['stale'])} stale")
        for l in doc["labels"]:
            print(f"  {l['id']:>4} {l['kind']:<15} @{l['message_index']:<3} {l['evidence']}")
        for s in doc["stale"]:
            print(f"  {s['id']:>4} stale           @{s['message_index']:<3} {s['terms']}")

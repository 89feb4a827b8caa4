"""Small builder for labelled conversations (author-a).

Messages are added in order; any message can carry a tag.  Labels name the tag of the
message where they are established; build() computes the index where all evidence first
appears (system message excluded) and asserts it equals the tagged message, so evidence
that leaks in earlier (or never appears) is caught at generation time.
"""
import json
import re


def _norm(s):
    return re.sub(r"\s+", " ", s.lower()).strip()


class Conv:
    def __init__(self, cid, title, system):
        self.cid = cid
        self.title = title
        self.messages = [{"role": "system", "content": [{"text": system}]}]
        self.tags = {}
        self.labels = []
        self.stale = []
        self._pending = None  # refs/names of last model calls
        self._ref = 0

    # -- messages -------------------------------------------------------------
    def _tag(self, tag):
        if tag:
            assert tag not in self.tags, tag
            self.tags[tag] = len(self.messages)

    def user(self, text, tag=None):
        assert self._pending is None, "tool answer missing"
        self._tag(tag)
        self.messages.append({"role": "user", "content": [{"text": text.strip()}]})

    def model(self, text=None, calls=(), tag=None):
        assert self._pending is None, "tool answer missing"
        self._tag(tag)
        parts = []
        if text:
            parts.append({"text": text.strip()})
        pend = []
        for name, inp in calls:
            self._ref += 1
            ref = f"call_{self._ref:03d}"
            parts.append({"toolRequest": {"name": name, "ref": ref, "input": inp}})
            pend.append((name, ref))
        assert parts
        self.messages.append({"role": "model", "content": parts})
        if pend:
            self._pending = pend

    def tool(self, outputs, tag=None):
        assert self._pending is not None and len(outputs) == len(self._pending)
        self._tag(tag)
        parts = []
        for (name, ref), out in zip(self._pending, outputs):
            parts.append({"toolResponse": {"name": name, "ref": ref, "output": out.strip()}})
        self.messages.append({"role": "tool", "content": parts})
        self._pending = None

    # -- labels ---------------------------------------------------------------
    def label(self, kind, text, evidence, at):
        self.labels.append((kind, text, list(evidence), at))

    def stale_item(self, text, terms, at):
        self.stale.append((text, list(terms), at))

    # -- build ----------------------------------------------------------------
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
                    bits.append(o if isinstance(o, str) else json.dumps(o, ensure_ascii=ascii_json))
            out.append(_norm("\n".join(bits)))
        return out

    def _first_all(self, texts, ev):
        for i in range(1, len(texts)):
            if all(_norm(e) in "\n".join(texts[1:i + 1]) for e in ev):
                return i
        return None

    def build(self):
        assert self._pending is None
        t_u = self._texts(False)
        t_a = self._texts(True)
        labels, stale, errors = [], [], []
        for n, (kind, text, ev, at) in enumerate(self.labels, 1):
            want = self.tags[at]
            got = self._first_all(t_u, ev)
            got_a = self._first_all(t_a, ev)
            if got != want or got_a != want:
                errors.append(f"label l{n} {kind} {ev}: tagged {at}={want}, evidence completes at {got}/{got_a}")
            labels.append({"id": f"l{n}", "kind": kind, "text": text, "evidence": ev,
                           "message_index": want})
        for n, (text, terms, at) in enumerate(self.stale, 1):
            want = self.tags[at]
            got = self._first_all(t_u, terms)
            if got is None or got > want:
                errors.append(f"stale s{n} {terms}: replaced at {want} but terms complete at {got}")
            stale.append({"id": f"s{n}", "text": text, "terms": terms, "message_index": want})
        if errors:
            raise SystemExit("\n".join(errors))
        return {"id": self.cid, "title": self.title, "source": "authored",
                "messages": self.messages, "labels": labels, "stale": stale,
                "meta": {"author": "author-a", "generator": "blind19/author-a"}}

    def write(self, path):
        doc = self.build()
        with open(path, "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)
        return doc

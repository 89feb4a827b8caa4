"""Small helper for building labelled conversations deterministically.

Messages are appended with optional tags; labels and stale items name the tag of
the message where they are meant to land, and the builder asserts that the
computed message_index (first message where all evidence has appeared,
ignoring the system message) equals that intended message.
"""
import json
import re


def norm(s):
    return re.sub(r"\s+", " ", s.lower()).strip()


class Conv:
    def __init__(self, cid, title):
        self.cid = cid
        self.title = title
        self.messages = []
        self.tags = {}
        self.labels = []
        self.stale = []
        self._ref = 0
        self._pending = None

    # --- messages -------------------------------------------------------
    def _tag(self, tag):
        if tag:
            assert tag not in self.tags, tag
            self.tags[tag] = len(self.messages)

    def system(self, text):
        self.messages.append({"role": "system", "content": [{"text": text}]})

    def user(self, text, tag=None):
        assert self._pending is None
        self._tag(tag)
        self.messages.append({"role": "user", "content": [{"text": text}]})

    def model(self, text=None, calls=(), tag=None):
        """calls: list of (name, input_dict). Returns nothing; use tool() next."""
        assert self._pending is None
        self._tag(tag)
        parts = []
        if text:
            parts.append({"text": text})
        pend = []
        for name, inp in calls:
            self._ref += 1
            ref = f"call-{self._ref}"
            parts.append({"toolRequest": {"name": name, "ref": ref, "input": inp}})
            pend.append((name, ref))
        self.messages.append({"role": "model", "content": parts})
        if pend:
            self._pending = pend

    def tool(self, outputs, tag=None):
        """outputs: list in the same order as the calls of the previous model message."""
        assert self._pending is not None and len(outputs) == len(self._pending)
        self._tag(tag)
        parts = []
        for (name, ref), out in zip(self._pending, outputs):
            parts.append({"toolResponse": {"name": name, "ref": ref, "output": out}})
        self.messages.append({"role": "tool", "content": parts})
        self._pending = None

    # --- labels ---------------------------------------------------------
    def label(self, kind, text, evidence, at):
        self.labels.append({"id": f"l{len(self.labels) + 1}", "kind": kind, "text": text,
                            "evidence": list(evidence), "_at": at})

    def stale_item(self, text, terms, at):
        self.stale.append({"id": f"s{len(self.stale) + 1}", "text": text,
                           "terms": list(terms), "_at": at})

    # --- build ----------------------------------------------------------
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
                    chunks.append(o if isinstance(o, str) else json.dumps(
                        o, ensure_ascii=False, separators=(",", ":")))
            out.append(norm("\n".join(chunks)) if m["role"] != "system" else "")
        return out

    def _first_complete(self, texts, strings):
        for i in range(len(texts)):
            joined = " \u0000 ".join(texts[: i + 1])
            if all(norm(s) in joined for s in strings):
                return i
        return None

    def build(self, path, meta=None):
        assert self._pending is None
        texts = self._texts()
        problems = []
        labels = []
        for lab in self.labels:
            want = self.tags[lab["_at"]] if isinstance(lab["_at"], str) else lab["_at"]
            got = self._first_complete(texts, lab["evidence"])
            if got != want:
                problems.append(f"label {lab['id']} ({lab['kind']}: {lab['text'][:50]}) "
                                f"evidence {lab['evidence']} completes at {got}, intended {want}")
            d = {k: v for k, v in lab.items() if k != "_at"}
            d["message_index"] = got if got is not None else want
            labels.append(d)
        stale = []
        for st in self.stale:
            want = self.tags[st["_at"]] if isinstance(st["_at"], str) else st["_at"]
            got = self._first_complete(texts, st["terms"])
            if got is None or got > want:
                problems.append(f"stale {st['id']} terms {st['terms']} not all present by {want} (got {got})")
            d = {k: v for k, v in st.items() if k != "_at"}
            d["message_index"] = want
            stale.append(d)
        if problems:
            raise SystemExit("\n".join(problems))
        doc = {"id": self.cid, "title": self.title, "source": "authored",
               "messages": self.messages, "labels": labels, "stale": stale,
               "meta": meta or {}}
        with open(path, "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)
        return doc

"""Small builder for labelled genkit conversations (author-d)."""
import json
import re


def norm(s):
    return re.sub(r"\s+", " ", s.lower()).strip()


def msg_text_variants(m):
    """Text of a message as the FORMAT describes; two JSON variants (ascii / utf-8)."""
    outs = []
    for ensure_ascii in (False, True):
        parts = []
        for p in m["content"]:
            if "text" in p:
                parts.append(p["text"])
            if "toolRequest" in p:
                parts.append(json.dumps(p["toolRequest"]["input"], separators=(",", ":"),
                                        ensure_ascii=ensure_ascii))
            if "toolResponse" in p:
                o = p["toolResponse"]["output"]
                parts.append(o if isinstance(o, str) else json.dumps(o, separators=(",", ":"),
                                                                      ensure_ascii=ensure_ascii))
        outs.append(norm("\n".join(parts)))
    return outs


class Conv:
    def __init__(self, cid, title, system):
        self.id = cid
        self.title = title
        self.msgs = [{"role": "system", "content": [{"text": system}]}]
        self.marks = {}
        self.ncalls = 0
        self._pending = None
        self.labels = []
        self.stale = []

    def _mark(self, mark):
        if mark:
            assert mark not in self.marks, mark
            self.marks[mark] = len(self.msgs) - 1

    def user(self, text, mark=None):
        assert self._pending is None
        self.msgs.append({"role": "user", "content": [{"text": text.strip()}]})
        self._mark(mark)

    def model(self, text=None, calls=None, mark=None):
        assert self._pending is None
        content = []
        if text:
            content.append({"text": text.strip()})
        refs = []
        for name, inp in (calls or []):
            self.ncalls += 1
            ref = f"call-{self.ncalls}"
            refs.append((name, ref))
            content.append({"toolRequest": {"name": name, "ref": ref, "input": inp}})
        self.msgs.append({"role": "model", "content": content})
        self._mark(mark)
        if refs:
            self._pending = refs

    def tool(self, outputs, mark=None):
        refs = self._pending
        assert refs is not None and len(refs) == len(outputs), (refs, len(outputs))
        self.msgs.append({"role": "tool", "content": [
            {"toolResponse": {"name": n, "ref": r, "output": o.strip("\n") if isinstance(o, str) else o}}
            for (n, r), o in zip(refs, outputs)]})
        self._pending = None
        self._mark(mark)

    def label(self, lid, kind, text, evidence, at):
        self.labels.append((lid, kind, text, evidence, at))

    def stale_item(self, sid, text, terms, at):
        self.stale.append((sid, text, terms, at))

    # ------------------------------------------------------------------
    def _first_index(self, strings):
        texts = [msg_text_variants(m) for m in self.msgs]
        idx = None
        for variant in (0, 1):
            first = None
            for i, m in enumerate(self.msgs):
                if m["role"] == "system":
                    continue
                t = texts[i][variant]
                # all strings present in 1..i ?
                ok = all(any(norm(s) in texts[j][variant] for j in range(1, i + 1)) for s in strings)
                if ok:
                    first = i
                    break
            if idx is None:
                idx = first
            elif idx != first:
                raise AssertionError(f"ascii/utf8 JSON variants disagree for {strings}: {idx} vs {first}")
        return idx

    def build(self):
        assert self._pending is None
        labels, stale = [], []
        errors = []
        for lid, kind, text, ev, at in self.labels:
            want = self.marks[at]
            got = self._first_index(ev)
            if got != want:
                errors.append(f"label {lid} {ev}: computed {got}, intended {at}={want}")
            labels.append({"id": lid, "kind": kind, "text": text, "evidence": ev, "message_index": want})
        for sid, text, terms, at in self.stale:
            want = self.marks[at]
            got = self._first_index(terms)
            if got is None or got > want:
                errors.append(f"stale {sid} {terms}: terms complete at {got}, replaced at {at}={want}")
            stale.append({"id": sid, "text": text, "terms": terms, "message_index": want})
        if errors:
            raise SystemExit("\n".join(errors))
        return {"id": self.id, "title": self.title, "source": "authored",
                "messages": self.msgs, "labels": labels, "stale": stale,
                "meta": {"author": "author-d", "generator": "gen.py"}}

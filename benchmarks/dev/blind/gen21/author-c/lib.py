"""Small builder for labelled genkit conversations (author-c)."""
import json
import re

VARIANTS = [(a, s) for a in (True, False) for s in ((",", ":"), (", ", ": "))]


def norm(s):
    return re.sub(r"\s+", " ", s.lower()).strip()


class Conv:
    def __init__(self, cid, title):
        self.cid = cid
        self.title = title
        self.msgs = []
        self.tags = {}
        self.labels = []
        self.stale = []
        self.ncalls = 0

    # ---- messages -------------------------------------------------
    def _tag(self, tag):
        if tag:
            assert tag not in self.tags, tag
            self.tags[tag] = len(self.msgs)

    def system(self, text):
        self.msgs.append({"role": "system", "content": [{"text": text}]})

    def user(self, text, tag=None):
        self._tag(tag)
        self.msgs.append({"role": "user", "content": [{"text": text}]})

    def model(self, text, tag=None):
        self._tag(tag)
        self.msgs.append({"role": "model", "content": [{"text": text}]})

    def act(self, text, calls, tag=None, ttag=None):
        """calls: list of (name, input_dict, output_str)."""
        self._tag(tag)
        parts = []
        if text:
            parts.append({"text": text})
        resp = []
        for name, inp, out in calls:
            self.ncalls += 1
            ref = f"call-{self.ncalls}"
            parts.append({"toolRequest": {"name": name, "ref": ref, "input": inp}})
            assert isinstance(out, str)
            resp.append({"toolResponse": {"name": name, "ref": ref, "output": out}})
        self.msgs.append({"role": "model", "content": parts})
        self._tag(ttag)
        self.msgs.append({"role": "tool", "content": resp})

    # ---- labels ---------------------------------------------------
    def label(self, kind, text, evidence, at):
        self.labels.append({"kind": kind, "text": text, "evidence": evidence, "at": at})

    def stale_item(self, text, terms, at):
        self.stale.append({"text": text, "terms": terms, "at": at})

    # ---- build / verify ------------------------------------------
    def _texts(self, ensure_ascii, seps):
        out = []
        for m in self.msgs:
            if m["role"] == "system":
                out.append("")
                continue
            chunks = []
            for p in m["content"]:
                if "text" in p:
                    chunks.append(p["text"])
                if "toolRequest" in p:
                    chunks.append(json.dumps(p["toolRequest"]["input"], ensure_ascii=ensure_ascii, separators=seps))
                if "toolResponse" in p:
                    chunks.append(p["toolResponse"]["output"])
            out.append(norm("\n".join(chunks)))
        return out

    def _idx(self, at):
        return at if isinstance(at, int) else self.tags[at]

    def first_index(self, strings, texts):
        idx = -1
        for s in strings:
            ns = norm(s)
            hits = [i for i, t in enumerate(texts) if ns in t]
            if not hits:
                return None
            idx = max(idx, hits[0])
        return idx

    def build(self, path):
        problems = []
        labels, stale = [], []
        variants = [self._texts(a, s) for a, s in VARIANTS]
        for i, l in enumerate(self.labels, 1):
            want = self._idx(l["at"])
            got = {self.first_index(l["evidence"], t) for t in variants}
            if got != {want}:
                problems.append(f"label l{i} {l['kind']} {l['evidence']}: want {want} got {got}")
            labels.append({"id": f"l{i}", "kind": l["kind"], "text": l["text"],
                           "evidence": l["evidence"], "message_index": want})
        for i, s in enumerate(self.stale, 1):
            want = self._idx(s["at"])
            got = {self.first_index(s["terms"], t) for t in variants}
            if any(g is None or g > want for g in got):
                problems.append(f"stale s{i} {s['terms']}: replaced at {want}, terms first complete at {got}")
            print(f"  stale s{i} {s['terms']}: first complete at {got}, replaced at {want}")
            stale.append({"id": f"s{i}", "text": s["text"], "terms": s["terms"], "message_index": want})
        doc = {"id": self.cid, "title": self.title, "source": "authored",
               "messages": self.msgs, "labels": labels, "stale": stale,
               "meta": {"author": "author-c", "generator": "blind21/author-c"}}
        with open(path, "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)
        try:
            import tiktoken
            enc = tiktoken.get_encoding("cl100k_base")
            tok = sum(len(enc.encode(t)) for t in self._texts(False, (",", ":")))
        except Exception:
            tok = -1
        users = sum(1 for m in self.msgs if m["role"] == "user")
        print(f"{self.cid}: {len(self.msgs)} msgs, {users} user, {self.ncalls} calls, ~{tok} tok (cl100k, excl. system)")
        for k in sorted(self.tags, key=self.tags.get):
            pass
        for p in problems:
            print("  PROBLEM", p)
        return problems

"""Small helper for building labelled conversations (author-a)."""
import json
import re


def norm(s):
    return re.sub(r"\s+", " ", s.lower()).strip()


class Conv:
    def __init__(self, cid, title, system):
        self.cid = cid
        self.title = title
        self.messages = [{"role": "system", "content": [{"text": system}]}]
        self._ref = 0
        self.labels = []
        self.stale = []
        self.marks = {}

    # --- messages -------------------------------------------------------
    def user(self, text, mark=None):
        self.messages.append({"role": "user", "content": [{"text": text}]})
        return self._mark(mark)

    def model(self, text=None, calls=None, mark=None):
        """calls: list of (name, input, output). Adds model msg + one tool msg."""
        parts = []
        if text:
            parts.append({"text": text})
        resp = []
        for name, inp, out in calls or []:
            self._ref += 1
            ref = f"call_{self._ref:03d}"
            parts.append({"toolRequest": {"name": name, "ref": ref, "input": inp}})
            resp.append({"toolResponse": {"name": name, "ref": ref, "output": out}})
        self.messages.append({"role": "model", "content": parts})
        idx = self._mark(mark)
        if resp:
            self.messages.append({"role": "tool", "content": resp})
        return idx

    def _mark(self, mark):
        idx = len(self.messages) - 1
        if mark:
            self.marks[mark] = idx
        return idx

    # --- labels ---------------------------------------------------------
    def label(self, kind, text, evidence, at):
        self.labels.append({"kind": kind, "text": text, "evidence": evidence, "at": at})

    def stale_item(self, text, terms, at):
        self.stale.append({"text": text, "terms": terms, "at": at})

    # --- text of a message as the matcher sees it -------------------------
    @staticmethod
    def _msg_text(m, ascii_json):
        out = []
        for p in m["content"]:
            if "text" in p:
                out.append(p["text"])
            if "toolRequest" in p:
                out.append(json.dumps(p["toolRequest"]["input"], separators=(",", ":"),
                                      ensure_ascii=ascii_json))
            if "toolResponse" in p:
                o = p["toolResponse"]["output"]
                out.append(o if isinstance(o, str) else json.dumps(o, separators=(",", ":"),
                                                                    ensure_ascii=ascii_json))
        return norm("\n".join(out))

    def _first(self, s, ascii_json):
        s = norm(s)
        for i, m in enumerate(self.messages):
            if m["role"] == "system":
                continue
            if s in self._msg_text(m, ascii_json):
                return i
        return None

    def _resolve(self, at):
        return self.marks[at] if isinstance(at, str) else at

    def build(self, path):
        labels, stale, problems = [], [], []
        for n, l in enumerate(self.labels, 1):
            want = self._resolve(l["at"])
            idx = []
            for aj in (False, True):
                firsts = [self._first(e, aj) for e in l["evidence"]]
                if None in firsts:
                    problems.append(f"label {n} {l['evidence']} missing (ascii={aj}): {firsts}")
                    idx.append(None)
                else:
                    idx.append(max(firsts))
            if idx[0] != idx[1] or idx[0] != want:
                problems.append(f"label l{n} {l['kind']} {l['evidence']}: computed {idx} wanted {want}")
            labels.append({"id": f"l{n}", "kind": l["kind"], "text": l["text"],
                           "evidence": l["evidence"], "message_index": want})
        for n, s in enumerate(self.stale, 1):
            want = self._resolve(s["at"])
            for t in s["terms"]:
                f = self._first(t, False)
                if f is None or f > want:
                    problems.append(f"stale s{n} term {t!r} first at {f} > {want}")
            stale.append({"id": f"s{n}", "text": s["text"], "terms": s["terms"],
                          "message_index": want})
        doc = {"id": self.cid, "title": self.title, "source": "authored",
               "messages": self.messages, "labels": labels, "stale": stale,
               "meta": {"author": "author-a", "generator": "blind17/author-a"}}
        with open(path, "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)
        users = sum(1 for m in self.messages if m["role"] == "user")
        calls = sum(1 for m in self.messages for p in m["content"] if "toolRequest" in p)
        chars = sum(len(self._msg_text(m, False)) for m in self.messages)
        kinds = {}
        for l in labels:
            kinds[l["kind"]] = kinds.get(l["kind"], 0) + 1
        print(f"{self.cid}: {len(self.messages)} msgs, {users} user, {calls} calls, {chars} chars,"
              f" labels {kinds}, stale {len(stale)}")
        for p in problems:
            print("PROBLEM:", p)
        return not problems

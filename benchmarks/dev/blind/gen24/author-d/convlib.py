"""Small helper to build labelled conversations deterministically and verify
label / stale indices against the FORMAT.md matching rules before writing."""
import json
import os
import re

OUT_DIR = "/work/blind24/out"


def _norm(s):
    return re.sub(r"\s+", " ", s.lower()).strip()


class Conv:
    def __init__(self, cid, title):
        self.id = cid
        self.title = title
        self.messages = []
        self.keys = {}
        self.labels = []
        self.stale = []
        self._ref = 0
        self._pending = None

    # ---- messages -------------------------------------------------------
    def _add(self, msg, key):
        if key:
            assert key not in self.keys, key
            self.keys[key] = len(self.messages)
        self.messages.append(msg)
        return len(self.messages) - 1

    def system(self, text):
        assert not self.messages
        return self._add({"role": "system", "content": [{"text": text}]}, "system")

    def user(self, text, key=None):
        assert self._pending is None, "previous tool calls unanswered"
        return self._add({"role": "user", "content": [{"text": text}]}, key)

    def model(self, text=None, calls=None, key=None):
        assert self._pending is None, "previous tool calls unanswered"
        content = []
        if text:
            content.append({"text": text})
        pend = []
        for name, inp in calls or []:
            self._ref += 1
            ref = "call-%d" % self._ref
            content.append({"toolRequest": {"name": name, "ref": ref, "input": inp}})
            pend.append((name, ref))
        if pend:
            self._pending = pend
        return self._add({"role": "model", "content": content}, key)

    def tool(self, outputs, key=None):
        pend = self._pending
        assert pend and len(pend) == len(outputs), (pend, len(outputs))
        content = []
        for (name, ref), out in zip(pend, outputs):
            content.append({"toolResponse": {"name": name, "ref": ref, "output": out}})
        self._pending = None
        return self._add({"role": "tool", "content": content}, key)

    # ---- labels ---------------------------------------------------------
    def label(self, kind, text, evidence, at):
        self.labels.append({"kind": kind, "text": text, "evidence": evidence, "_at": at})

    def stale_item(self, text, terms, at):
        self.stale.append({"text": text, "terms": terms, "_at": at})

    # ---- verification ---------------------------------------------------
    def _msg_texts(self, ascii_json):
        out = []
        for m in self.messages:
            parts = []
            for p in m["content"]:
                if "text" in p:
                    parts.append(p["text"])
                if "toolRequest" in p:
                    parts.append(json.dumps(p["toolRequest"]["input"], separators=(",", ":"),
                                            ensure_ascii=ascii_json))
                if "toolResponse" in p:
                    o = p["toolResponse"]["output"]
                    parts.append(o if isinstance(o, str) else json.dumps(
                        o, separators=(",", ":"), ensure_ascii=ascii_json))
            out.append(_norm("\n".join(parts)))
        return out

    def _first_complete(self, texts, evidence):
        seen = set()
        ev = [_norm(e) for e in evidence]
        for i, (m, t) in enumerate(zip(self.messages, texts)):
            if m["role"] == "system":
                continue
            for e in ev:
                if e in t:
                    seen.add(e)
            if len(seen) == len(ev):
                return i
        return None

    def build(self):
        assert self._pending is None
        problems = []
        variants = [self._msg_texts(False), self._msg_texts(True)]
        labels = []
        for n, l in enumerate(self.labels, 1):
            at = self.keys[l["_at"]] if isinstance(l["_at"], str) else l["_at"]
            got = [self._first_complete(t, l["evidence"]) for t in variants]
            if got[0] != at or got[1] != at:
                problems.append("label l%d %r: expected %s got %s" % (n, l["evidence"], at, got))
            labels.append({"id": "l%d" % n, "kind": l["kind"], "text": l["text"],
                           "evidence": l["evidence"], "message_index": at})
        stale = []
        for n, s in enumerate(self.stale, 1):
            at = self.keys[s["_at"]] if isinstance(s["_at"], str) else s["_at"]
            for t in variants:
                got = self._first_complete(t, s["terms"])
                if got is None or got > at:
                    problems.append("stale s%d %r: terms complete at %s > %s" % (n, s["terms"], got, at))
            stale.append({"id": "s%d" % n, "text": s["text"], "terms": s["terms"],
                          "message_index": at})
        if problems:
            raise SystemExit("\n".join(problems))
        doc = {"id": self.id, "title": self.title, "source": "authored",
               "messages": self.messages, "labels": labels, "stale": stale,
               "meta": {"author": "author-d", "generator": "deterministic python script"}}
        return doc

    def write(self):
        doc = self.build()
        os.makedirs(OUT_DIR, exist_ok=True)
        path = os.path.join(OUT_DIR, self.id + ".json")
        with open(path, "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)
        n_users = sum(1 for m in self.messages if m["role"] == "user")
        n_calls = sum(1 for m in self.messages for p in m["content"] if "toolRequest" in p)
        kinds = {}
        for l in doc["labels"]:
            kinds[l["kind"]] = kinds.get(l["kind"], 0) + 1
        print(path, "messages", len(self.messages), "users", n_users, "calls", n_calls,
              "labels", kinds, "stale", len(doc["stale"]))
        return path

    def dump_index(self):
        for i, m in enumerate(self.messages):
            t = " ".join(p.get("text", "") for p in m["content"])[:90].replace("\n", " ")
            calls = [p["toolRequest"]["name"] for p in m["content"] if "toolRequest" in p]
            print(i, m["role"], calls or "", t)

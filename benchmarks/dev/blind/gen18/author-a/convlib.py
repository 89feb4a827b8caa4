"""Small helper to build labelled conversations with exact message_index values."""
import json, re, os

OUT_DIR = "/work/blind18/out"


def _norm(s):
    return re.sub(r"\s+", " ", s.lower()).strip()


class Conv:
    def __init__(self, cid, title, system):
        self.cid = cid
        self.title = title
        self.messages = [{"role": "system", "content": [{"text": system}]}]
        self.labels = []
        self.stale = []
        self._ref = 0
        self._pending = None  # list of (name, ref) awaiting a tool message

    # ---- messages -------------------------------------------------------
    def user(self, text):
        assert self._pending is None, "tool answer missing"
        self.messages.append({"role": "user", "content": [{"text": text.strip()}]})
        return len(self.messages) - 1

    def model(self, text=None, calls=None):
        """calls: list of (name, input_dict). Returns index."""
        assert self._pending is None, "tool answer missing"
        parts = []
        if text:
            parts.append({"text": text.strip()})
        pend = []
        for name, inp in (calls or []):
            self._ref += 1
            ref = f"call-{self._ref}"
            parts.append({"toolRequest": {"name": name, "ref": ref, "input": inp}})
            pend.append((name, ref))
        self.messages.append({"role": "model", "content": parts})
        self._pending = pend or None
        return len(self.messages) - 1

    def tool(self, *outputs):
        assert self._pending and len(outputs) == len(self._pending)
        parts = []
        for (name, ref), out in zip(self._pending, outputs):
            assert isinstance(out, str)
            parts.append({"toolResponse": {"name": name, "ref": ref, "output": out.strip("\n")}})
        self.messages.append({"role": "tool", "content": parts})
        self._pending = None
        return len(self.messages) - 1

    # ---- labels ---------------------------------------------------------
    def label(self, kind, text, evidence):
        self.labels.append({"id": f"l{len(self.labels)+1}", "kind": kind, "text": text,
                            "evidence": evidence})

    def stale_item(self, text, terms, at):
        self.stale.append({"id": f"s{len(self.stale)+1}", "text": text, "terms": terms,
                           "message_index": at})

    # ---- indexing -------------------------------------------------------
    def _texts(self, ensure_ascii):
        res = []
        for m in self.messages:
            chunks = []
            for p in m["content"]:
                if "text" in p:
                    chunks.append(p["text"])
                if "toolRequest" in p:
                    chunks.append(json.dumps(p["toolRequest"]["input"], separators=(",", ":"),
                                             ensure_ascii=ensure_ascii))
                if "toolResponse" in p:
                    o = p["toolResponse"]["output"]
                    chunks.append(o if isinstance(o, str) else json.dumps(o, separators=(",", ":"), ensure_ascii=ensure_ascii))
            res.append((m["role"], _norm("\n".join(chunks))))
        return res

    def _first(self, texts, ev):
        e = _norm(ev)
        for i, (role, t) in enumerate(texts):
            if role == "system":
                continue
            if e in t:
                return i
        return None

    def finalize(self):
        assert self._pending is None
        for ea in (True, False):
            texts = self._texts(ea)
            for lab in self.labels:
                idx = []
                for ev in lab["evidence"]:
                    f = self._first(texts, ev)
                    assert f is not None, (lab, ev, "missing", ea)
                    idx.append(f)
                mi = max(idx)
                if "message_index" in lab:
                    assert lab["message_index"] == mi, (lab, mi, "ascii-dependent index")
                lab["message_index"] = mi
            for st in self.stale:
                for t in st["terms"]:
                    f = self._first(texts, t)
                    assert f is not None and f <= st["message_index"], (st, t, f)
        doc = {"id": self.cid, "title": self.title, "source": "authored",
               "messages": self.messages, "labels": self.labels, "stale": self.stale,
               "meta": {"author": "author-a", "generator": "blind18/author-a"}}
        path = os.path.join(OUT_DIR, self.cid + ".json")
        with open(path, "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)
        n_user = sum(1 for m in self.messages if m["role"] == "user")
        n_calls = sum(1 for m in self.messages for p in m["content"] if "toolRequest" in p)
        print(path, "messages", len(self.messages), "user", n_user, "calls", n_calls)
        for lab in self.labels:
            print(" ", lab["id"], lab["kind"], lab["message_index"], lab["evidence"])
        for st in self.stale:
            print(" ", st["id"], "stale", st["message_index"], st["terms"])
        return path

"""Shared builder for authored labelled conversations (author-d)."""
import json
import re


def _norm(s):
    return re.sub(r"\s+", " ", s.lower()).strip()


class Conv:
    def __init__(self, cid, title, system):
        self.cid = cid
        self.title = title
        self.messages = [{"role": "system", "content": [{"text": system}]}]
        self.anchors = {}
        self.labels = []
        self.stale = []
        self._ref = 0
        self._pending = None

    # ---- messages -------------------------------------------------------
    def user(self, text, anchor=None):
        assert self._pending is None, "tool calls not answered"
        self.messages.append({"role": "user", "content": [{"text": text}]})
        if anchor:
            self.anchors[anchor] = len(self.messages) - 1
        return len(self.messages) - 1

    def model(self, text=None, calls=(), anchor=None):
        """calls: list of (name, input_dict, output_str)."""
        assert self._pending is None, "tool calls not answered"
        parts = []
        if text:
            parts.append({"text": text})
        pend = []
        for name, inp, out in calls:
            self._ref += 1
            ref = f"call_{self._ref:02d}"
            parts.append({"toolRequest": {"name": name, "ref": ref, "input": inp}})
            pend.append({"toolResponse": {"name": name, "ref": ref, "output": out}})
        self.messages.append({"role": "model", "content": parts})
        if anchor:
            self.anchors[anchor] = len(self.messages) - 1
        if pend:
            self.messages.append({"role": "tool", "content": pend})
            if anchor:
                self.anchors[anchor + ".tool"] = len(self.messages) - 1
        return len(self.messages) - 1

    # ---- text used for matching ------------------------------------------
    def _msg_text(self, m, ascii_json):
        out = []
        for p in m["content"]:
            if "text" in p:
                out.append(p["text"])
            if "toolRequest" in p:
                out.append(json.dumps(p["toolRequest"]["input"], ensure_ascii=ascii_json,
                                      separators=(",", ":")))
            if "toolResponse" in p:
                o = p["toolResponse"]["output"]
                out.append(o if isinstance(o, str) else json.dumps(o, ensure_ascii=ascii_json))
        return _norm("\n".join(out))

    def first_index(self, s, ascii_json=False):
        s = _norm(s)
        for i, m in enumerate(self.messages):
            if m["role"] == "system":
                continue
            if s in self._msg_text(m, ascii_json):
                return i
        return None

    def _idx(self, ev):
        res = []
        for aj in (False, True):
            firsts = [self.first_index(e, aj) for e in ev]
            if any(f is None for f in firsts):
                res.append(None)
            else:
                res.append(max(firsts))
        assert res[0] == res[1], f"ensure_ascii sensitivity for {ev}: {res}"
        return res[0]

    # ---- labels ----------------------------------------------------------
    def label(self, kind, text, evidence, at):
        idx = self._idx(evidence)
        want = self.anchors[at] if isinstance(at, str) else at
        if idx != want:
            detail = {e: self.first_index(e) for e in evidence}
            raise AssertionError(f"label {text[:50]!r}: computed {idx}, wanted {want} ({at}); firsts={detail}")
        self.labels.append({"id": f"l{len(self.labels)+1}", "kind": kind, "text": text,
                            "evidence": list(evidence), "message_index": idx})

    def stale_item(self, text, terms, at):
        idx = self.anchors[at] if isinstance(at, str) else at
        for t in terms:
            f = self.first_index(t)
            assert f is not None and f <= idx, f"stale term {t!r} first at {f}, replaced at {idx}"
        self.stale.append({"id": f"s{len(self.stale)+1}", "text": text, "terms": list(terms),
                           "message_index": idx})

    def write(self, path, meta=None):
        doc = {"id": self.cid, "title": self.title, "source": "authored",
               "messages": self.messages, "labels": self.labels, "stale": self.stale,
               "meta": meta or {}}
        with open(path, "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)
        print("wrote", path, len(self.messages), "messages")
        for name, i in sorted(self.anchors.items(), key=lambda x: x[1]):
            pass

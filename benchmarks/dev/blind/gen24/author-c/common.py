"""Shared helpers for author-c's conversation generators (deterministic, no I/O besides the output file)."""
import json
import re


def norm(s):
    return re.sub(r"\s+", " ", s.lower()).strip()


def message_text(m, ascii_json):
    out = []
    for p in m["content"]:
        if "text" in p:
            out.append(p["text"])
        if "toolRequest" in p:
            out.append(json.dumps(p["toolRequest"]["input"], ensure_ascii=ascii_json, separators=(",", ":")))
        if "toolResponse" in p:
            o = p["toolResponse"]["output"]
            out.append(o if isinstance(o, str) else json.dumps(o, ensure_ascii=ascii_json, separators=(",", ":")))
    return norm("\n".join(out))


class Conv:
    def __init__(self, cid, title, system):
        self.id = cid
        self.title = title
        self.messages = [{"role": "system", "content": [{"text": system}]}]
        self.labels = []
        self.stale = []
        self._ref = 0

    # --- messages -------------------------------------------------------
    def user(self, text):
        self.messages.append({"role": "user", "content": [{"text": text}]})
        return len(self.messages) - 1

    def model(self, text=None, calls=()):
        parts = []
        if text:
            parts.append({"text": text})
        refs = []
        for name, inp in calls:
            self._ref += 1
            ref = f"call-{self._ref}"
            refs.append((name, ref))
            parts.append({"toolRequest": {"name": name, "ref": ref, "input": inp}})
        self.messages.append({"role": "model", "content": parts})
        self._pending = refs
        return len(self.messages) - 1

    def tool(self, outputs):
        assert len(outputs) == len(self._pending), (len(outputs), self._pending)
        parts = []
        for (name, ref), out in zip(self._pending, outputs):
            parts.append({"toolResponse": {"name": name, "ref": ref, "output": out}})
        self.messages.append({"role": "tool", "content": parts})
        self._pending = []
        return len(self.messages) - 1

    # --- labels ---------------------------------------------------------
    def label(self, kind, text, evidence, expect):
        self.labels.append({"id": f"l{len(self.labels) + 1}", "kind": kind, "text": text,
                            "evidence": evidence, "message_index": expect})

    def stale_item(self, text, terms, index):
        self.stale.append({"id": f"s{len(self.stale) + 1}", "text": text, "terms": terms, "message_index": index})

    # --- validation -----------------------------------------------------
    def _first(self, ev, ascii_json):
        e = norm(ev)
        for i, m in enumerate(self.messages):
            if m["role"] == "system":
                continue
            if e in message_text(m, ascii_json):
                return i
        return None

    def validate(self):
        problems = []
        for lab in self.labels:
            for aj in (False, True):
                firsts = [self._first(e, aj) for e in lab["evidence"]]
                if None in firsts:
                    problems.append(f"{lab['id']} evidence missing (ascii={aj}): {lab['evidence']} -> {firsts}")
                    continue
                idx = max(firsts)
                if idx != lab["message_index"]:
                    problems.append(f"{lab['id']} ({lab['kind']}) expected {lab['message_index']} got {idx} "
                                    f"(ascii={aj}) per-evidence {firsts} {lab['evidence']}")
        for st in self.stale:
            for aj in (False, True):
                firsts = [self._first(t, aj) for t in st["terms"]]
                if None in firsts or max(firsts) > st["message_index"]:
                    problems.append(f"{st['id']} terms not all present by {st['message_index']}: {firsts}")
        # structure
        for i, m in enumerate(self.messages):
            if m["role"] == "model":
                reqs = [p["toolRequest"]["ref"] for p in m["content"] if "toolRequest" in p]
                if reqs:
                    nxt = self.messages[i + 1]
                    assert nxt["role"] == "tool"
                    assert [p["toolResponse"]["ref"] for p in nxt["content"]] == reqs
        return problems

    def stats(self):
        users = sum(1 for m in self.messages if m["role"] == "user")
        calls = sum(1 for m in self.messages for p in m["content"] if "toolRequest" in p)
        chars = sum(len(message_text(m, False)) for m in self.messages)
        kinds = {}
        for lab in self.labels:
            kinds[lab["kind"]] = kinds.get(lab["kind"], 0) + 1
        return {"messages": len(self.messages), "user_msgs": users, "tool_calls": calls, "chars": chars,
                "labels": kinds, "stale": len(self.stale)}

    def write(self, path, meta=None):
        problems = self.validate()
        for p in problems:
            print("PROBLEM:", p)
        doc = {"id": self.id, "title": self.title, "source": "authored", "messages": self.messages,
               "labels": self.labels, "stale": self.stale, "meta": meta or {}}
        with open(path, "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)
        print(json.dumps(self.stats(), ensure_ascii=False))
        return not problems

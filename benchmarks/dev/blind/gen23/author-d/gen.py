"""Generator for author-d's two labelled conversations. Deterministic (seeded)."""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_film  # noqa: E402

OUT = "/work/blind23/out"


def main():
    docs = [gen_film.build()]
    try:
        import gen_thesis  # noqa
        docs.append(gen_thesis.build())
    except ImportError:
        pass
    for d in docs:
        path = os.path.join(OUT, d["id"] + ".json")
        with open(path, "w", encoding="utf-8") as f:
            json.dump(d, f, ensure_ascii=False, indent=1)
        print("wrote", path, len(d["messages"]), "messages")


if __name__ == "__main__":
    main()

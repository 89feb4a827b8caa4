"""Regenerate both author-a conversations (deterministic)."""
import gen_biotech
import gen_museum

if __name__ == "__main__":
    gen_biotech.build().build(gen_biotech.OUT)
    gen_museum.build().build(gen_museum.OUT)

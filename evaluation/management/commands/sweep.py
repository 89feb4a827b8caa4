"""Threshold experiments (docs/design.md, "The threshold and the benefit rule") and
baselines side by side, from the command line.

    python manage.py sweep PATH --thresholds 4000,8000,12000,16000,24000
        [--min-saving N] [--strategy SPEC.yaml] [--json] [--workers N] [--models M1,M2]
    python manage.py sweep PATH --compare [--budget 12000] [--baselines none,trim,...] [--json]

PATH is a conversation file or a folder of them (any format ``replay`` reads; files of a
folder that are not conversations are skipped and named on stderr). The default strategy
is micro_compact + extractive auto_compact with min_saving_tokens 2000. A progress bar
goes to stderr; stdout carries the table or the JSON document only.
"""

from __future__ import annotations

import json
import sys
from typing import Any

from django.core.management.base import BaseCommand, CommandError

from compaction.engine import EngineError, MemorySpec
from evaluation import baselines as bl
from evaluation import sweeps
from evaluation.costs import DEFAULT_MODELS
from evaluation.sweep import DEFAULT_MIN_SAVING, DEFAULT_THRESHOLDS, RETENTION_FIGURES, SweepError
from memorylab.errors import Invalid

RETENTION_NOTE = (
    "Retention, pooled over the labels of the labelled conversations (- without labels): "
    "section acc = covered labels in the summary section of their kind, summary rec = "
    "anywhere in the summary, context rec = anywhere in the final context, stale leak = "
    "superseded values a summary line states as current."
)


def _f(value: Any, fmt: str = "{:.1f}") -> str:
    return "-" if value is None else fmt.format(value)


def _table(header: tuple[str, ...], rows: list[tuple[str, ...]]) -> list[str]:
    widths = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(header)]

    def line(cells: tuple[str, ...]) -> str:
        return "  ".join(
            c.ljust(w) if i == 0 else c.rjust(w)
            for i, (c, w) in enumerate(zip(cells, widths, strict=True))
        )

    return [line(header), "  ".join("-" * w for w in widths), *(line(r) for r in rows)]


def sweep_text(doc: dict[str, Any]) -> str:
    models = doc["models"]
    header = (
        "threshold", "tokens/task", "baseline", "savings%", "median%", "p25-p75%",
        "section acc", "summary rec", "context rec", "stale leak", "compactions",
        "unprofitable", *(f"{m} cached%" for m in models),
    )  # fmt: skip
    rows = []
    for r in doc["thresholds"]:
        rows.append(
            (
                str(r["threshold"]), str(r["tokens_per_task"]), str(r["baseline_tokens_per_task"]),
                _f(r["savings_pct"]), _f(r["median_savings_pct"]),
                f"{_f(r['savings_p25_pct'])}-{_f(r['savings_p75_pct'])}",
                *(_f(r[k], "{:.3f}") for k in RETENTION_FIGURES), str(r["compactions"]),
                str(r["unprofitable_compactions"]),
                *(_f((r["costs"].get(m) or {}).get("cached_savings_pct")) for m in models),
            )
        )  # fmt: skip
    out = [
        f"{doc['conversation_count']} conversations x {len(doc['thresholds'])} thresholds "
        f"in {doc['elapsed_seconds']} s ({doc['workers']} workers)",
        "",
        *_table(header, rows),
        "",
        RETENTION_NOTE,
        "",
    ]
    if doc.get("cache_aware"):
        out += [*cache_aware_text(doc), ""]
    rec = doc["recommendation"]
    out.append("Recommended threshold_tokens: " + rec["rule"])
    if rec["tokens"]:
        out.append(f"  tokens: {rec['tokens']['low']}-{rec['tokens']['high']}, default "
                   f"{rec['tokens']['default']}. {rec['tokens']['reasoning']}")  # fmt: skip
    for model, rng in rec["models"].items():
        if rng:
            out.append(f"  {model}: {rng['low']}-{rng['high']}, default {rng['default']}. "
                       f"{rng['reasoning']}")  # fmt: skip
    return "\n".join(out)


def cache_aware_text(doc: dict[str, Any]) -> list[str]:
    """Per model: the strategy as given (cache-blind unless it set ``cache``) beside the
    same strategy replayed with that model's cache-aware rule."""
    header = ("model", "threshold", "tokens saved% blind", "aware", "cached saving% blind",
              "aware", "costlier blind", "aware", "section acc. blind", "aware")  # fmt: skip
    rows = []
    for m in doc["models"]:
        for r in doc["thresholds"]:
            blind = r["costs"].get(m) or {}
            aware = (r.get("cache_aware") or {}).get(m) or {}
            ac = aware.get("costs") or {}
            rows.append(
                (
                    m, str(r["threshold"]), _f(r["savings_pct"]), _f(aware.get("savings_pct")),
                    _f(blind.get("cached_savings_pct")), _f(ac.get("cached_savings_pct")),
                    str(blind.get("conversations_costlier_than_baseline_cached", "-")),
                    str(ac.get("conversations_costlier_than_baseline_cached", "-")),
                    _f(r["section_accuracy"], "{:.3f}"), _f(aware.get("section_accuracy"), "{:.3f}"),
                )
            )  # fmt: skip
    return [
        "Cache-blind vs cache-aware (the same strategy deciding its edits with each model's "
        "cache prices); costlier = conversations costing more than no compaction with caching",
        *_table(header, rows),
    ]


def compare_text(doc: dict[str, Any]) -> str:
    models = doc["models"]
    header = ("strategy", "tokens/task", "% of baseline", "median saving%", "section acc",
              "summary rec", "context rec", "stale leak", "compactions",
              *(f"{m} $ cached" for m in models))  # fmt: skip
    rows = [
        (
            s["name"], str(s["tokens_per_task"]), _f(s["tokens_pct_of_baseline"]),
            _f(s["median_savings_pct"]), *(_f(s[k], "{:.3f}") for k in RETENTION_FIGURES),
            str(s["compactions"]),
            *(_f((s["costs"].get(m) or {}).get("cost_cached_usd"), "{:.2f}") for m in models),
        )
        for s in doc["strategies"]
    ]  # fmt: skip
    out = [
        f"{doc['conversation_count']} conversations, budget {doc['budget']} tokens, "
        f"{doc['elapsed_seconds']} s",
        "",
        *_table(header, rows),
        "",
    ]
    out += [f"  {s['name']}: {s['description']}" for s in doc["strategies"]]
    for model, rows in (doc.get("cache_aware") or {}).items():
        out.append("")
        out.append(f"cache-blind vs cache-aware ({model}, input cost with caching):")
        for r in rows:
            out.append(
                f"  {r['strategy']:<17} tokens {_f(r['blind_tokens_pct'])}% -> "
                f"{_f(r['aware_tokens_pct'])}% of baseline; saves {_f(r['blind_cached_savings_pct'])}%"
                f" -> {_f(r['aware_cached_savings_pct'])}% with caching; costlier than no "
                f"compaction: {r['blind_costlier']} -> {r['aware_costlier']} conversation(s)"
            )
    for model, variants in doc["caching"].items():
        out.append("")
        out.append(f"micro_compact vs prompt caching ({model}):")
        for v in variants:
            out.append(
                f"  {v['strategy']:<12} clear_at_least {v['clear_at_least_tokens']:>6}: "
                f"saves {_f(v['savings_pct'])}% uncached, {_f(v['cached_savings_pct'])}% cached; "
                f"{v['losing_edits']} of {v['edits']} cache-breaking edits cost more than they "
                f"save; {len(v['costlier_with_caching'])} conversation(s) cost more than no "
                f"compaction"
            )
    return "\n".join(out)


class Command(BaseCommand):
    help = "Sweep auto_compact thresholds over conversations, or compare baselines (--compare)."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("path", help="a conversation file or a folder of them")
        parser.add_argument(
            "--thresholds",
            default=",".join(str(t) for t in DEFAULT_THRESHOLDS),
            help="comma-separated threshold_tokens values (default %(default)s)",
        )
        parser.add_argument("--min-saving", type=int, help="min_saving_tokens (default: the "
                            f"strategy's; {DEFAULT_MIN_SAVING} for the default strategy)")  # fmt: skip
        parser.add_argument("--strategy", help="MemorySpec YAML to sweep (default: micro + "
                            "extractive auto_compact)")  # fmt: skip
        parser.add_argument("--json", action="store_true", help="print JSON")
        parser.add_argument("--workers", type=int, help="processes (default: the CPUs)")
        parser.add_argument("--models", default=",".join(DEFAULT_MODELS),
                            help="agent models to price (litellm names; default %(default)s)")  # fmt: skip
        parser.add_argument("--series", action="store_true",
                            help="add per-call token series to every conversation (JSON)")  # fmt: skip
        parser.add_argument("--no-progress", action="store_true", help="no progress bar")
        parser.add_argument("--no-cache-aware", action="store_true",
                            help="skip the cache-aware replays (one per model) beside the "
                            "strategy as given")  # fmt: skip
        parser.add_argument("--compare", action="store_true",
                            help="run the baselines side by side instead of a sweep")  # fmt: skip
        parser.add_argument("--budget", type=int, default=sweeps.DEFAULT_BUDGET,
                            help="--compare: the threshold / trim budget (default %(default)s)")  # fmt: skip
        parser.add_argument("--baselines", default=",".join((*bl.BASELINES, *(
            f"micro@{n}" for n in bl.DEFAULT_BATCHES))),
            help="--compare: which (default %(default)s)")  # fmt: skip
        parser.add_argument("--window-turns", type=int, default=sweeps.DEFAULT_WINDOW_TURNS,
                            help="--compare: ChatHistoryMemory's max_turns (default 10)")  # fmt: skip
        parser.add_argument("--llm-model", default=bl.DEFAULT_LLM_MODEL,
                            help="--compare: the LLM summarizer (default %(default)s)")  # fmt: skip
        parser.add_argument("--real-llm", action="store_true",
                            help="--compare: call the LLM for real (default: mocked offline)")  # fmt: skip

    def handle(self, *args: Any, **options: Any) -> None:
        try:
            strategy = MemorySpec.load(options["strategy"]) if options["strategy"] else None
            params = sweeps.clean_params(
                None,
                path=options["path"],
                thresholds=options["thresholds"],
                min_saving=options["min_saving"],
                strategy=strategy,
                models=options["models"],
                sweep=not options["compare"],
                compare=options["compare"]
                and {
                    "budget": options["budget"],
                    "baselines": options["baselines"],
                    "window_turns": options["window_turns"],
                    "llm_model": options["llm_model"],
                    "real_llm": options["real_llm"],
                },
                workers=options["workers"],
                cache_aware=not options["no_cache_aware"],
                series=options["series"],
                operator=True,
            )
        except Invalid as exc:
            raise CommandError(_as_flag(exc.message)) from exc
        except (EngineError, SweepError) as exc:
            raise CommandError(str(exc)) from exc
        progress, close = self._progress(options)
        try:
            # The document a web or API sweep stores as its result, built by the same function.
            doc = sweeps.document(params, trusted=True, progress=progress, check_models=False)
        except Invalid as exc:
            raise CommandError(_as_flag(exc.message)) from exc
        except (EngineError, SweepError, ValueError) as exc:
            raise CommandError(str(exc)) from exc
        finally:
            close()
        for name in doc.get("skipped", ()):
            self.stderr.write(f"skipped: {name}")
        if options["json"]:
            self.stdout.write(json.dumps(doc, indent=2))
        else:
            self.stdout.write(compare_text(doc) if options["compare"] else sweep_text(doc))

    def _progress(self, options: dict[str, Any]) -> tuple[Any, Any]:
        if options["no_progress"]:
            return None, lambda: None
        from tqdm import tqdm

        # The raw stream: OutputWrapper adds a newline to every write, tqdm redraws with \r.
        stream = getattr(self.stderr, "_out", sys.stderr)
        bar = tqdm(total=0, unit="conv", file=stream, desc="sweep", leave=False)

        def update(done: int, total: int) -> None:
            bar.total = total
            bar.n = done
            bar.refresh()

        return update, bar.close


# Request fields whose flag is not the field's own name.
FLAGS = {"min_saving_tokens": "--min-saving"}


def _as_flag(message: str) -> str:
    """A request error as the command line names it: ``min_saving_tokens: ...`` is about
    ``--min-saving``, ``thresholds: ...`` about ``--thresholds``."""
    field, sep, rest = message.partition(": ")
    flag = FLAGS.get(field) or "--" + field.replace("_", "-")
    if sep and field.isidentifier() and field not in ("source", "path", "strategy"):
        return f"{flag}: {rest}"
    return message

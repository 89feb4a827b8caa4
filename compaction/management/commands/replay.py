"""python manage.py replay FILE --spec SPEC.yaml [--json] [--archive-dir DIR]"""

from __future__ import annotations

import json

from django.core.management.base import BaseCommand, CommandError

from compaction.engine import (
    EngineError,
    InvalidConversation,
    MemorySpec,
    aggregate,
    replay_path,
    spec_with_archive_dir,
    summary_table,
    turns_table,
)


class Command(BaseCommand):
    help = (
        "Play a conversation (our labelled format, genkit messages, OpenAI chat, "
        "mini-swe-agent trajectories, tau-bench runs, LoCoMo) through a memory as an agent "
        "would, and print what it costs: tokens per task against the uncompacted baseline, "
        "compactions, the final context."
    )

    def add_arguments(self, parser):
        parser.add_argument("path", help="a .json/.jsonl file or a directory of them")
        parser.add_argument("--spec", help="MemorySpec YAML (default: the built-in defaults)")
        parser.add_argument(
            "--json", action="store_true", help="print the replay report as JSON on stdout"
        )
        parser.add_argument(
            "--archive-dir", help="write the raw archive here instead of the spec's path"
        )

    def handle(self, *args, path, spec=None, json=False, archive_dir=None, **options):
        try:
            memory_spec = MemorySpec.load(spec) if spec else MemorySpec()
        except EngineError as exc:
            raise CommandError(f"bad spec {spec}: {exc}") from exc
        if archive_dir:
            memory_spec = spec_with_archive_dir(memory_spec, archive_dir)
        skipped: list[InvalidConversation] = []
        try:
            reports = replay_path(path, memory_spec, errors=skipped)
        except EngineError as exc:
            raise CommandError(str(exc)) from exc
        for problem in skipped:
            self.stderr.write(f"skipped {problem}")
        if not reports:
            raise CommandError(f"{path}: no conversation to replay")
        if json:
            self.stdout.write(_dumps(_document(reports)))
            return
        if len(reports) == 1:
            self.stdout.write(turns_table(reports[0]) + "\n")
        self.stdout.write(summary_table(reports))
        if reports[0].archive:
            where = reports[0].archive if len(reports) == 1 else memory_spec.archive.path
            self.stdout.write(f"archive: {where}")


def _document(reports):
    """One conversation: the report itself; several: each report and the summed totals."""
    if len(reports) == 1:
        return reports[0].to_dict()
    return {
        "conversations": [{"id": r.conversation_id, **r.to_dict()} for r in reports],
        "totals": aggregate(reports),
    }


def _dumps(obj) -> str:
    return json.dumps(obj, ensure_ascii=False)

"""python manage.py replay FILE --spec SPEC.yaml [--json] [--archive-dir DIR]

A replay's sessions are scratch: their archive goes to a temporary folder removed at the
end, or to ``--archive-dir`` to keep it, never to the spec's ``archive.path`` or the
server's archive folder (a later import of the same conversation would find it there).
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

from django.conf import settings
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
            "--archive-dir",
            help="keep the raw archive in this folder (default: a temporary folder, removed "
            "at the end; the spec's archive.path is not used)",
        )

    def handle(self, *args, path, spec=None, json=False, archive_dir=None, **options):
        try:
            memory_spec = MemorySpec.load(spec) if spec else MemorySpec()
        except EngineError as exc:
            raise CommandError(f"bad spec {spec}: {exc}") from exc
        if archive_dir:
            server_archive = Path(settings.MEMORYLAB_ARCHIVE_DIR).resolve()
            if Path(archive_dir).resolve() == server_archive:
                raise CommandError(
                    f"--archive-dir: {archive_dir} is the server's archive folder "
                    "(MEMORYLAB_ARCHIVE_DIR); a replay's sessions are scratch, choose another"
                )
            reports, skipped = self._replay(path, spec_with_archive_dir(memory_spec, archive_dir))
        else:
            with tempfile.TemporaryDirectory(prefix="memorylab-replay-") as scratch:
                reports, skipped = self._replay(path, spec_with_archive_dir(memory_spec, scratch))
            for report in reports:
                report.archive = None  # removed with the temporary folder
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
        if not memory_spec.archive.enabled:
            return
        if archive_dir:
            where = reports[0].archive if len(reports) == 1 else archive_dir
            self.stdout.write(f"archive: {where}")
        else:
            self.stdout.write("archive: not kept (--archive-dir DIR keeps it)")

    @staticmethod
    def _replay(path, memory_spec):
        skipped: list[InvalidConversation] = []
        try:
            return replay_path(path, memory_spec, errors=skipped), skipped
        except EngineError as exc:
            raise CommandError(str(exc)) from exc


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

"""The import rules that keep the layers apart, read from the source with ``ast`` (imports
inside functions and under TYPE_CHECKING count: they are dependencies all the same).

1. The engine (``compaction/engine``) is a pure library: it imports the standard library,
   itself and ENGINE_LIBRARIES, never Django, the apps or the project package.
2. Everything else uses the engine through ``compaction.engine`` and the names of its
   ``__all__``, never through a submodule: the engine may reorganize its inside freely.
3. An app uses another app only through that app's public modules (PUBLIC_MODULES). The
   rest of an app (views, api, schemas, tasks, importing, management commands...) is
   its internals. The project package (``memorylab``: settings, URLs, the API) wires the
   apps together and may import any of their modules; the apps use only its leaf
   utilities (SHARED_PROJECT_MODULES). The benchmarks measure the lab's inside and may
   import any of its modules too (rules 1, 2 and 5 hold for them).
4. Arrows between apps point one way (the graph of app imports has no cycle), and
   sessions, the store every other app builds on, never imports the lab (evaluation).
5. No module imports another module's private (``_underscore``) name, tests included;
   a test that needs an internal asks for a public one or checks with its own code.

Today's violations that work under way removes are listed below (ALLOWED_*), each with
why; an entry that no longer matches anything fails the test, so the lists only shrink.
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import compaction.engine

ROOT = Path(__file__).resolve().parents[1]
SOURCE_PACKAGES = ("compaction", "sessions", "evaluation", "memorylab", "benchmarks")
ENGINE = "compaction.engine"
APPS = ("sessions", "compaction", "evaluation")  # compaction: its Django side, not the engine
PROJECT = "memorylab"
# The engine's only third-party imports: a YAML parser, the tokenizer, the LLM client.
ENGINE_LIBRARIES = frozenset({"yaml", "tiktoken", "litellm"})
# What an app offers other apps: its operations, its models, its errors.
PUBLIC_MODULES = frozenset({"services", "models", "errors"})
# What the project package offers every app: a field type, the service errors and their
# API schema, the ownership rule, the model allow-list, the background-job slots, the
# allow-listed data folders, the plain-statement row reads.
SHARED_PROJECT_MODULES = frozenset(
    {
        "memorylab.fields",
        "memorylab.errors",
        "memorylab.schemas",
        "memorylab.ownership",
        "memorylab.models_policy",
        "memorylab.jobs",
        "memorylab.datadirs",
        "memorylab.rows",
    }
)
# Arrows between apps that are wrong whatever else the graph holds.
FORBIDDEN_ARROWS = {("sessions", "evaluation"): "sessions is the store; the lab builds on it"}

# -- violations left for work under way (the lead empties these lists) ----------------------

# (importer, imported module) -> why it is still there
ALLOWED_INTERNALS: dict[tuple[str, str], str] = {}
# (importer, imported module) -> why; app edges that make a cycle or point the wrong way
ALLOWED_EDGES: dict[tuple[str, str], str] = {}
# (importer, "module.name") -> why
ALLOWED_PRIVATE = {}


# -- reading the source ---------------------------------------------------------------------


@dataclass(frozen=True)
class Import:
    importer: str  # the importing module, e.g. "sessions.views"
    line: int
    module: str  # the module imported from, resolved: "compaction.engine.formats"
    name: str | None  # the name taken from it (``from m import name``), None for a module
    bound_as: str = ""  # the local name a module import binds (for ``module._name``)

    def __str__(self) -> str:
        what = self.module + (f" import {self.name}" if self.name else "")
        return f"{self.importer}:{self.line}: {what}"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


@cache
def is_project_module(name: str) -> bool:
    path = ROOT.joinpath(*name.split("."))
    return path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()


@cache
def package_names(package: str) -> frozenset[str]:
    """The names a package's ``__init__`` binds: ``from pkg import name`` takes those
    before a submodule of the same name (``compaction.engine.replay`` is a function)."""
    init = ROOT.joinpath(*package.split("."), "__init__.py")
    if not init.is_file():
        return frozenset()
    names: set[str] = set()
    for node in ast.parse(init.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Import | ast.ImportFrom):
            names.update((a.asname or a.name).partition(".")[0] for a in node.names)
        elif isinstance(node, ast.FunctionDef | ast.ClassDef):
            names.add(node.name)
        elif isinstance(node, ast.Assign):
            names.update(t.id for t in node.targets if isinstance(t, ast.Name))
    return frozenset(names)


def python_files(*folders: str) -> list[Path]:
    return sorted(p for folder in folders for p in (ROOT / folder).rglob("*.py"))


@cache
def imports_of(path: Path) -> tuple[Import, ...]:
    importer = module_name(path)
    package = importer if path.name == "__init__.py" else importer.rpartition(".")[0]
    found: list[Import] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                # ``import a.b`` binds ``a``; only ``import a.b as c`` binds the module itself.
                local = alias.asname or (alias.name if "." not in alias.name else "")
                found.append(Import(importer, node.lineno, alias.name, None, local))
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # relative: climb from the importer's package
                up = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*up, *([node.module] if node.module else [])])
            for alias in node.names:
                sub = f"{base}.{alias.name}"
                local = alias.asname or alias.name
                if alias.name not in package_names(base) and is_project_module(sub):
                    # ``from sessions import services`` imports the module sessions.services.
                    found.append(Import(importer, node.lineno, sub, None, local))
                    if alias.name.startswith("_"):  # a private module is a private name too
                        found.append(Import(importer, node.lineno, base, alias.name))
                else:
                    found.append(Import(importer, node.lineno, base, alias.name))
    return tuple(found)


def source_imports() -> Iterator[Import]:
    for path in python_files(*SOURCE_PACKAGES):
        yield from imports_of(path)


def top(module: str) -> str:
    return module.partition(".")[0]


def is_engine(module: str) -> bool:
    return module == ENGINE or module.startswith(ENGINE + ".")


def app_of(module: str) -> str | None:
    """The app a module belongs to; the engine is no app."""
    return top(module) if top(module) in APPS and not is_engine(module) else None


# -- the rules ------------------------------------------------------------------------------


def engine_violations() -> list[Import]:
    out = []
    for imp in source_imports():
        if not is_engine(imp.importer):
            continue
        library = top(imp.module)
        if is_engine(imp.module) or library in sys.stdlib_module_names:
            continue
        if library not in ENGINE_LIBRARIES:
            out.append(imp)
    return out


def engine_api_violations() -> list[Import]:
    public = set(compaction.engine.__all__)
    out = []
    for imp in source_imports():
        if is_engine(imp.importer) or not is_engine(imp.module):
            continue
        if imp.module != ENGINE or (imp.name is not None and imp.name not in public):
            out.append(imp)
    return out


def internals_violations() -> list[Import]:
    """Imports of another app's internals, or of the project package beyond its utilities."""
    out = []
    for imp in source_imports():
        app, target = app_of(imp.importer), app_of(imp.module)
        if app is None:
            continue  # the engine, the project package and the benchmarks
        if target is not None and target != app:
            submodule = imp.module.split(".")[1] if "." in imp.module else ""
            if imp.module.count(".") != 1 or submodule not in PUBLIC_MODULES:
                out.append(imp)
        elif top(imp.module) == PROJECT and imp.module not in SHARED_PROJECT_MODULES:
            out.append(imp)
    return out


def app_edges() -> dict[tuple[str, str], list[Import]]:
    """(importing app, imported app) -> the imports that make that arrow."""
    edges: dict[tuple[str, str], list[Import]] = {}
    for imp in source_imports():
        app, target = app_of(imp.importer), app_of(imp.module)
        if app is not None and target is not None and app != target:
            edges.setdefault((app, target), []).append(imp)
    return edges


def edge_violations(allowed: dict[tuple[str, str], str]) -> list[Import]:
    """The imports, not allowed, that point sessions at the lab or close a cycle."""
    edges = {
        arrow: kept
        for arrow, imps in app_edges().items()
        if (kept := [i for i in imps if (i.importer, i.module) not in allowed])
    }

    def reaches(start: str, goal: str) -> bool:
        seen, todo = set(), [start]
        while todo:
            app = todo.pop()
            if app == goal:
                return True
            if app not in seen:
                seen.add(app)
                todo += [b for (a, b) in edges if a == app and (a, b) not in FORBIDDEN_ARROWS]
        return False

    # A forbidden arrow is reported as such, not as the cycle it may close.
    forbidden = [i for arrow, imps in edges.items() if arrow in FORBIDDEN_ARROWS for i in imps]
    in_cycles = [
        i
        for (a, b), imps in edges.items()
        if (a, b) not in FORBIDDEN_ARROWS and reaches(b, a)
        for i in imps
    ]
    return forbidden + in_cycles


def private_violations() -> list[Import]:
    """``from m import _name`` or ``m._name`` where m is a module of this project."""
    out = []
    for path in python_files(*SOURCE_PACKAGES, "tests"):
        for imp in imports_of(path):
            name = imp.name or ""
            if name.startswith("_") and not name.startswith("__") and is_project_module(imp.module):
                out.append(imp)
        out += private_attributes(path)
    return out


def private_attributes(path: Path) -> list[Import]:
    """``services._helper(...)``: a private name reached through an imported module."""
    bound = {
        imp.bound_as: imp.module
        for imp in imports_of(path)
        if imp.bound_as and imp.name is None and is_project_module(imp.module)
    }
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [
        Import(module_name(path), node.lineno, bound[node.value.id], node.attr)
        for node in ast.walk(tree)
        if isinstance(node, ast.Attribute)
        and node.attr.startswith("_")
        and not node.attr.startswith("__")
        and isinstance(node.value, ast.Name)
        and node.value.id in bound
    ]


def module_key(imp: Import) -> tuple[str, str]:
    return (imp.importer, imp.module)


def name_key(imp: Import) -> tuple[str, str]:
    return (imp.importer, f"{imp.module}.{imp.name}")


# -- the tests ------------------------------------------------------------------------------


def test_it_finds_the_imports_it_judges():
    # A reader that found nothing would pass every rule below.
    imports = list(source_imports())
    assert len(imports) > 500
    assert any(i.importer == "sessions.views" and i.module == ENGINE for i in imports)
    assert any(i.importer == "compaction.engine.replay" and i.module == f"{ENGINE}.formats"
               for i in imports)  # fmt: skip


def test_it_keeps_the_engine_free_of_django_and_the_apps():
    assert [str(i) for i in engine_violations()] == []


def test_it_uses_the_engine_only_through_its_public_api():
    assert [str(i) for i in engine_api_violations()] == []


def test_it_uses_other_apps_only_through_their_public_modules():
    found = internals_violations()
    assert [str(i) for i in found if module_key(i) not in ALLOWED_INTERNALS] == []


def test_it_points_the_arrows_between_apps_one_way():
    assert [str(i) for i in edge_violations(ALLOWED_EDGES)] == []


def test_it_imports_no_private_name_of_another_module():
    found = private_violations()
    assert [str(i) for i in found if name_key(i) not in ALLOWED_PRIVATE] == []


def test_it_allows_only_violations_that_still_exist():
    found = {
        "ALLOWED_INTERNALS": {module_key(i) for i in internals_violations()},
        "ALLOWED_EDGES": {module_key(i) for i in edge_violations({})},
        "ALLOWED_PRIVATE": {name_key(i) for i in private_violations()},
    }
    stale = [
        f"{name}: {entry} no longer happens: remove it"
        for name, allowed in (
            ("ALLOWED_INTERNALS", ALLOWED_INTERNALS),
            ("ALLOWED_EDGES", ALLOWED_EDGES),
            ("ALLOWED_PRIVATE", ALLOWED_PRIVATE),
        )
        for entry in allowed
        if entry not in found[name]
    ]
    assert stale == []

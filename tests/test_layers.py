"""The package's layers, read from every module's imports with ``ast`` (function-level imports included).

Layers, lowest first: ``agari.version`` and ``agari.core`` (tiles, notation, errors, the split search,
the shanten tables) -> ``agari.analysis`` (ukeire, discards on counts) -> the game packages
(``agari.riichi``, ...) -> ``agari.games`` (the registry) -> ``agari.logs`` (game logs read into one record)
-> ``agari.danger`` (each tile's danger from a seat's view) -> ``agari.judge`` (every discard weighed)
-> ``agari.gamereview`` (a game reviewed)
-> ``agari.frontends`` (JSON door, CLI, batch, display, meta) -> ``agari`` itself (the public API).  A module may
import its own layer and lower ones; no import circle anywhere.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "agari"

CORE = ("agari.version", "agari.core")
LAYERS: tuple[tuple[str, ...], ...] = (
    CORE,
    ("agari.analysis",),
    ("agari.riichi", "agari.small", "agari.fujian"),
    ("agari.games",),
    ("agari.logs", "agari.drill"),  # log readers and practice drills: above the registry
    ("agari.danger",),  # each tile's danger from a seat's view of a game record
    ("agari.judge",),  # every discard weighed by value, danger and speed, the best one chosen
    ("agari.gamereview",),
    ("agari.frontends",),
    ("agari", "agari.__main__"),
)


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports_of(path: Path) -> set[str]:
    """Every agari module this file imports, at any depth of the file (``from agari import x`` counts as
    ``agari.x`` when ``x`` is a module, else as ``agari``)."""
    tree = ast.parse(path.read_text(), str(path))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name.split(".")[0] == "agari")
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            if node.module.split(".")[0] != "agari":
                continue
            for alias in node.names:
                sub = f"{node.module}.{alias.name}"
                found.add(sub if sub in MODULES else node.module)
    return found


MODULES = {module_name(p): p for p in PACKAGE.rglob("*.py")}
GRAPH = {name: imports_of(path) for name, path in MODULES.items()}


def layer_of(module: str) -> int:
    best = -1
    best_len = -1
    for i, prefixes in enumerate(LAYERS):
        for prefix in prefixes:
            if (module == prefix or module.startswith(prefix + ".")) and len(prefix) > best_len:
                best, best_len = i, len(prefix)
    assert best >= 0, f"{module} belongs to no layer: add it to LAYERS"
    return best


def test_every_module_is_in_a_layer() -> None:
    assert len(MODULES) > 30
    for name in MODULES:
        layer_of(name)


@pytest.mark.parametrize("module", sorted(MODULES))
def test_imports_go_down(module: str) -> None:
    """A module imports only its own layer and lower ones (so core and games never reach a front end)."""
    mine = layer_of(module)
    upward = sorted(dep for dep in GRAPH[module] if layer_of(dep) > mine)
    assert upward == [], f"{module} (layer {mine}) imports higher layers: {upward}"


def test_core_and_games_never_import_front_ends() -> None:
    offenders = sorted(
        (name, dep)
        for name, deps in GRAPH.items()
        if not name.startswith("agari.frontends") and name not in ("agari", "agari.__main__")
        for dep in deps
        if dep.startswith("agari.frontends")
    )
    assert offenders == []


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import circle of the graph, or None."""
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for dep in sorted(graph.get(node, ())):
            if dep == node:
                continue
            if state.get(dep) == 1:
                return stack[stack.index(dep) :] + [dep]
            if dep not in state:
                found = visit(dep)
                if found:
                    return found
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return None


def test_no_import_circle() -> None:
    assert find_cycle(GRAPH) is None, " -> ".join(find_cycle(GRAPH) or [])


def test_the_cycle_finder_finds_circles() -> None:
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": set()}) is None

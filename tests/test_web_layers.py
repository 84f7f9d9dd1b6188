"""The page's modules flow one way, read from every ES module's imports (as tests/test_layers.py reads agari/'s).

Layers, lowest first: the base modules in web/ (i18n, glyphs, tiles, notation, state: no store, no DOM views)
-> web/store/ (the store, its selectors and actions, the engine link, the share link: no views) -> web/ui/ (the
views: they read the store and call actions) -> web/views.js (the registry of views) -> web/app.js.  A module
imports its own layer and lower ones, no module imports one that imports it back (static imports and dynamic
``import("./x.js")`` alike), and one module talks to the engine (store/engine-link.js imports engine.js).
"""

from __future__ import annotations

import pytest
from webgraph import WEB, imports_of

NOT_MODULES = {"worker.js", "sw.js"}
"""Scripts of their own (the engine's Web Worker, the service worker), not modules of the page."""
LAYERS: tuple[tuple[str, ...], ...] = (
    ("base",),
    ("store/",),
    ("ui/",),
    ("views.js",),
    ("app.js",),
)
ENGINE = "engine.js"
ENGINE_LINK = "store/engine-link.js"


def modules() -> list[str]:
    """Every module of the page (paths relative to web/), the language tables left out (data, no imports)."""
    found = []
    for path in sorted(WEB.rglob("*.js")):
        rel = path.relative_to(WEB).as_posix()
        if rel.startswith("lang/") or rel in NOT_MODULES:
            continue
        found.append(rel)
    return found


def circles(graph: dict[str, list[str]]) -> list[list[str]]:
    """The import circles of a graph: its strongly connected parts of two or more modules (or a module importing
    itself), each sorted (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for dep in graph.get(node, []):
            if dep not in index:
                visit(dep)
                low[node] = min(low[node], low[dep])
            elif dep in on_stack:
                low[node] = min(low[node], index[dep])
        if low[node] == index[node]:
            part = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                part.append(top)
                if top == node:
                    break
            if len(part) > 1 or node in graph.get(node, []):
                found.append(sorted(part))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


GRAPH = {m: imports_of(m) for m in modules()}


def layer_of(module: str) -> int:
    for i, prefixes in enumerate(LAYERS):
        if any(module == p or (p.endswith("/") and module.startswith(p)) for p in prefixes):
            return i
    assert "/" not in module, f"{module} belongs to no layer: add its folder to LAYERS"
    return 0  # a module at the top of web/ other than views.js and app.js: a base module


def test_imports_are_read() -> None:
    """The reader finds static, re-exported and dynamic imports, with '../' paths."""
    text = "\n".join(['import { a } from "../state.js";', 'export { b } from "./b.js";', 'import "./c.js";',
                      'const m = await import("./d.js");', "const lang = await import(`./lang/${code}.js`);"])
    assert imports_of("ui/x.js", text) == ["state.js", "ui/b.js", "ui/c.js", "ui/d.js"]
    assert "store/store.js" in GRAPH["app.js"] and ENGINE in GRAPH[ENGINE_LINK]
    assert len(GRAPH) >= 20


def test_the_circle_finder_finds_circles() -> None:
    """A circle of three, a module importing itself and a graph with none."""
    graph = {"a": ["b"], "b": ["c"], "c": ["a", "d"], "d": [], "e": ["e"]}
    assert circles(graph) == [["a", "b", "c"], ["e"]]
    assert circles({"a": ["b"], "b": [], "c": ["a", "b"]}) == []


def test_no_import_circle_in_web() -> None:
    """No module imports one that imports it back, directly or through others."""
    assert circles(GRAPH) == []


@pytest.mark.parametrize("module", sorted(GRAPH))
def test_imports_go_down(module: str) -> None:
    """A module imports its own layer and lower ones: the store never reaches a view, the base modules neither."""
    mine = layer_of(module)
    upward = sorted(dep for dep in GRAPH[module] if dep != ENGINE and layer_of(dep) > mine)
    assert upward == [], f"{module} imports a higher layer"
    for dep in GRAPH[module]:
        assert (WEB / dep).is_file(), f"{module} imports {dep}, which does not exist"


def test_one_module_talks_to_the_engine() -> None:
    """Only the engine link imports engine.js; the views call actions, which ask through it."""
    assert sorted(m for m, deps in GRAPH.items() if ENGINE in deps) == [ENGINE_LINK]

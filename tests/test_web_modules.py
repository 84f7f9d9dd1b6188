"""The page's module graph: web/index.html preloads (rel=modulepreload) exactly the modules app.js imports,
directly or not, so the browser fetches them all at once instead of one import level after another."""

from __future__ import annotations

import re

from webgraph import STATIC_IMPORT, WEB, imports_of

PRELOAD = re.compile(r"""<link rel="modulepreload" href="\./([^"]+)"[^>]*>""")
"""(dynamic import() is left out of the graph: a language table or the engine loader is fetched when needed)"""


def static_imports(module: str) -> list[str]:
    """The modules (paths relative to web/) one module imports statically."""
    return imports_of(module, pattern=STATIC_IMPORT)


def import_graph(entry: str) -> set[str]:
    """Every module reachable from `entry` by static imports (without `entry` itself)."""
    seen: set[str] = set()
    todo = [entry]
    while todo:
        for dep in static_imports(todo.pop()):
            if dep not in seen:
                seen.add(dep)
                todo.append(dep)
    seen.discard(entry)
    return seen


def test_static_imports_are_read() -> None:
    """The parser finds app.js's imports, including ones in web/ui/ and a relative '../' one."""
    assert {"i18n.js", "store/store.js", "ui/shell.js"} <= set(static_imports("app.js"))
    assert "tiles.js" in static_imports("ui/results.js")
    assert static_imports("glyphs.js") == []


def test_index_preloads_the_whole_graph_of_app_js() -> None:
    """Every module app.js needs is preloaded, once each, and nothing else is (a stale entry would be
    fetched for nothing; a missing one brings an import level back)."""
    html = (WEB / "index.html").read_text(encoding="utf-8")
    preloaded = PRELOAD.findall(html)
    assert len(preloaded) == len(set(preloaded))
    graph = import_graph("app.js")
    assert len(graph) >= 20
    assert set(preloaded) == graph
    assert all((WEB / name).is_file() for name in preloaded)

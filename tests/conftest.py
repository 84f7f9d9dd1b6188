"""Shared pytest fixtures and the session's order: the CPython tests first, with the site build and then the engine's
suite inside Pyodide running beside them (tests/background.py), then the Pyodide suite's result, then the browser
tests, alone on the machine. Nothing runs in the background unless a collected test needs the built site."""

from __future__ import annotations

import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
PYODIDE_TEST = "tests/test_pyodide.py::test_engine_suite_passes_in_pyodide"


@pytest.fixture(scope="session")
def repo_root() -> Path:
    """The repository root."""
    return ROOT


BACKGROUND: list[Any] = []
"""The session's background work (tests/background.py), when it needs the built site."""


def _needs_site(item: pytest.Item) -> bool:
    return "built_site" in getattr(item, "fixturenames", ())


PYODIDE_CASES = 3
"""Inside Pyodide, the cases of one parametrized test run: at most this many, the first, middle and last (every case
runs in CPython; what Pyodide adds is the runtime, which a few cases of each test exercise as well as all)."""


def pyodide_sample(items: list[pytest.Item]) -> list[pytest.Item]:
    """The items with each parametrized test cut to PYODIDE_CASES of its cases, spread over them."""
    cases: dict[tuple[str, str], list[pytest.Item]] = {}
    for item in items:
        cases.setdefault((str(item.path), getattr(item, "originalname", item.name)), []).append(item)
    keep: set[int] = set()
    for group in cases.values():
        n = len(group)
        picks = {0, n // 2, n - 1} if n > PYODIDE_CASES else set(range(n))
        keep.update(id(group[i]) for i in picks)
    return [item for item in items if id(item) in keep]


BROWSER_LONGEST = ("test_page.py", "test_infra.py", "test_review_view.py", "test_practice.py", "test_share_links.py",
                   "test_languages.py", "test_expected_page.py", "test_axe.py")
"""The browser test files that take longest, first (the rest follow in name order): two browsers share the files out
(pytest-xdist, a file each), and the longest first leaves the least of a run to one browser alone at the end."""


def pytest_collection_modifyitems(session: pytest.Session, config: pytest.Config, items: list[pytest.Item]) -> None:
    """Order the session: the CPython tests, then the Pyodide suite's result, then the browser tests (alone: they time
    the page); and start the site build now, beside the CPython tests (and the Pyodide suite once it is built)."""
    def rank(item: pytest.Item) -> tuple[int, int]:
        if "browser" in item.path.parts:
            name = item.path.name
            return 2, BROWSER_LONGEST.index(name) if name in BROWSER_LONGEST else len(BROWSER_LONGEST)
        return (1 if item.nodeid == PYODIDE_TEST else 0), 0

    items.sort(key=rank)  # stable: each part keeps its order
    if sys.platform == "emscripten":
        kept = pyodide_sample(items)
        chosen = {id(i) for i in kept}
        config.hook.pytest_deselected(items=[i for i in items if id(i) not in chosen])
        items[:] = kept
        return
    if config.option.collectonly or not any(_needs_site(i) for i in items):
        return
    from background import Background

    base = Path(tempfile.mkdtemp(prefix="agari-tests-"))
    BACKGROUND.append(Background(base, pyodide=any(i.nodeid == PYODIDE_TEST for i in items)))


def pytest_sessionfinish(session: pytest.Session) -> None:
    """Stop what still runs in the background and remove its folder."""
    while BACKGROUND:
        work = BACKGROUND.pop()
        work.stop()
        shutil.rmtree(work.base, ignore_errors=True)


@pytest.fixture(scope="session")
def built_site() -> dict[str, Any]:
    """The web site, built once per test session in the background (tests/background.py); returns build-info +
    paths ("dir": the site folder)."""
    if not BACKGROUND:
        pytest.fail("the site build was not started (tests/conftest.py starts it after collection)")
    try:
        return dict(BACKGROUND[0].site())
    except RuntimeError as err:
        pytest.fail(str(err))


@pytest.fixture(scope="session")
def pyodide_suite(built_site: dict[str, Any]) -> Any:
    """The engine's test suite inside Pyodide under Node, started in the background once the site is built
    (tests/pyodide_suite.py)."""
    try:
        return BACKGROUND[0].pyodide_suite()
    except RuntimeError as err:
        pytest.fail(str(err))

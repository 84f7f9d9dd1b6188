"""Shared pytest fixtures (kept light: nothing here runs unless a test asks for it, but the Pyodide suite, started
beside the CPython tests when the session runs it)."""

from __future__ import annotations

import importlib.util
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
PYODIDE_TEST = "tests/test_pyodide.py::test_engine_suite_passes_in_pyodide"
_pyodide_wanted: list[bool] = []
"""Whether this session runs the Pyodide suite (worked out once)."""


def load_script(name: str) -> ModuleType:
    """Import scripts/<name>.py as a module (scripts/ is not a package)."""
    spec = importlib.util.spec_from_file_location(f"agari_scripts_{name}", ROOT / "scripts" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def repo_root() -> Path:
    """The repository root."""
    return ROOT


@pytest.fixture(scope="session")
def built_site(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """Build the web site once per test session (into a temporary folder); returns build-info + paths."""
    if shutil.which("node") is None:
        pytest.fail("node is missing: the site build runs Pyodide under Node (bash scripts/test.sh installs it)")
    if not (ROOT / "node_modules" / "pyodide" / "package.json").exists():
        pytest.fail("node_modules/pyodide is missing: run `npm ci` (bash scripts/test.sh does)")
    build_site = load_script("build_site")
    base = tmp_path_factory.mktemp("web")
    out = base / "site"
    info: dict[str, Any] = dict(build_site.build(out, wheel_dir=base / "wheel"))
    info["dir"] = out
    return info


@pytest.fixture(scope="session")
def pyodide_suite(built_site: dict[str, Any], tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """The engine's test suite inside Pyodide under Node, started in the background (tests/pyodide_suite.py)."""
    from pyodide_suite import PyodideSuite

    run = PyodideSuite(built_site, tmp_path_factory.mktemp("pyodide") / "run.log")
    yield run
    run.stop()


@pytest.fixture(autouse=True)
def _pyodide_suite_beside(request: pytest.FixtureRequest) -> None:
    """Start the Pyodide suite (about four minutes on one core) at the first CPython test after the browser tests,
    when the session runs it: it then runs beside the CPython tests, not after them (the browser tests, timed
    against the page, run alone)."""
    if not _pyodide_wanted:
        _pyodide_wanted.append(sys.platform != "emscripten"
                               and any(i.nodeid == PYODIDE_TEST for i in request.session.items))
    if _pyodide_wanted[0] and "browser" not in request.node.path.parts:
        request.getfixturevalue("pyodide_suite")

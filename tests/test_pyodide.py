"""The engine's test suite passes inside Pyodide (CPython 3.14 on WebAssembly) under Node, on the page's wheel."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
WHEELS = ROOT / ".cache" / "pyodide-wheels"
REQUIREMENTS = ROOT / "tests" / "pyodide" / "requirements.txt"


def pinned() -> list[str]:
    """The name==version lines of tests/pyodide/requirements.txt."""
    return [line.split("#")[0].strip() for line in REQUIREMENTS.read_text().splitlines() if line.split("#")[0].strip()]


def have_wheel(requirement: str) -> bool:
    """Whether the pure-Python wheel of name==version is already downloaded."""
    name, version = requirement.split("==")
    stem = re.sub(r"[-_.]+", "_", name).lower()
    return any(p.name.lower().startswith(f"{stem}-{version}-") for p in WHEELS.glob("*.whl"))


@pytest.fixture(scope="session")
def pyodide_wheels() -> Path:
    """micropip, pytest and hypothesis as pure-Python wheels for Python 3.14 (pip download, cached)."""
    missing = [r for r in pinned() if not have_wheel(r)]
    if missing:
        WHEELS.mkdir(parents=True, exist_ok=True)
        subprocess.run(
            [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
             "--python-version", "3.14", "--implementation", "py", "--abi", "none", "--platform", "any",
             "-d", str(WHEELS), *missing],
            check=True, timeout=300,
        )
    return WHEELS


def test_engine_suite_passes_in_pyodide(built_site: dict[str, Any], pyodide_wheels: Path) -> None:
    """Every non-browser test module (but those needing `mahjong` or subprocesses) passes on the page's runtime."""
    runtime = Path(built_site["dir"]) / built_site["pyodide_dir"]
    cmd = ["node", str(ROOT / "tests" / "pyodide" / "run.mjs"), "--runtime", str(runtime),
           "--wheel", built_site["wheel_for_tests"], "--wheels", str(pyodide_wheels),
           "--stdlib", built_site["stdlib_for_tests"]]
    env = {**os.environ, "NO_COLOR": "1"}
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=900, cwd=ROOT, env=env)
    out = proc.stdout + proc.stderr
    tail = "\n".join(line[:300] for line in out.strip().splitlines()[-40:])
    assert proc.returncode == 0, f"pytest inside Pyodide failed (exit {proc.returncode}):\n{tail}"
    assert "Python 3.14" in out, tail
    summary = re.search(r"^(\d+) passed.* in [\d.]+s", out, re.M)
    assert summary is not None, tail
    assert int(summary.group(1)) >= 100, tail
    assert " failed" not in summary.group(0) and " error" not in summary.group(0), tail

"""The engine stays ruff-clean and mypy --strict clean (config in pyproject.toml)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def run(*args: str) -> subprocess.CompletedProcess[str]:
    """Run a Python tool module from the repository root."""
    return subprocess.run([sys.executable, "-m", *args], capture_output=True, text=True, cwd=ROOT, timeout=600)


def test_ruff_clean() -> None:
    """`ruff check agari tests scripts` reports nothing (the engine, its tests and the build scripts)."""
    proc = run("ruff", "check", "agari", "tests", "scripts")
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_mypy_strict_clean() -> None:
    """`mypy agari` (strict, from pyproject.toml) reports nothing."""
    proc = run("mypy", "agari")
    assert proc.returncode == 0, proc.stdout + proc.stderr

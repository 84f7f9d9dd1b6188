"""The engine's test suite inside Pyodide under Node, run as a background process: started once the site is built
(tests/background.py), so its minutes on one core overlap the CPython tests on the other; its result is read by
tests/test_pyodide.py."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path
from typing import IO, Any

ROOT = Path(__file__).resolve().parent.parent
WHEELS = ROOT / ".cache" / "pyodide-wheels"
REQUIREMENTS = ROOT / "tests" / "pyodide" / "requirements.txt"
TIMEOUT = 900
"""Seconds the run may take."""


def pinned() -> list[str]:
    """The name==version lines of tests/pyodide/requirements.txt."""
    return [line.split("#")[0].strip() for line in REQUIREMENTS.read_text().splitlines() if line.split("#")[0].strip()]


def have_wheel(requirement: str) -> bool:
    """Whether the pure-Python wheel of name==version is already downloaded."""
    name, version = requirement.split("==")
    stem = re.sub(r"[-_.]+", "_", name).lower()
    return any(p.name.lower().startswith(f"{stem}-{version}-") for p in WHEELS.glob("*.whl"))


def wheels() -> Path:
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


class PyodideSuite:
    """tests/pyodide/run.mjs on the built site's runtime and wheel, its output kept in a file."""

    def __init__(self, built_site: dict[str, Any], log: Path) -> None:
        runtime = Path(built_site["dir"]) / built_site["pyodide_dir"]
        cmd = ["node", str(ROOT / "tests" / "pyodide" / "run.mjs"), "--runtime", str(runtime),
               "--wheel", built_site["wheel_for_tests"], "--wheels", str(wheels()),
               "--stdlib", built_site["stdlib_for_tests"]]
        self.log = log
        self._out: IO[str] = log.open("w", encoding="utf-8")
        self.proc = subprocess.Popen(cmd, stdout=self._out, stderr=subprocess.STDOUT, text=True, cwd=ROOT,
                                     env={**os.environ, "NO_COLOR": "1"})

    def result(self) -> tuple[int, str]:
        """Wait for the run: its exit status and everything it printed."""
        try:
            code = self.proc.wait(timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            code = self.proc.wait()
        self._out.close()
        return code, self.log.read_text(encoding="utf-8", errors="replace")

    def stop(self) -> None:
        """End the run if it is still going (the session ends early)."""
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()
        self._out.close()

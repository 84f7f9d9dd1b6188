"""The test session's work that runs beside the tests: the site build and the engine's suite inside Pyodide.

A session that needs the built site (the browser tests, the Pyodide suite) starts its build as soon as the tests are
collected, in a process of its own, while the CPython tests run on the other core; the Pyodide suite starts once the
build is done, beside them too. tests/conftest.py orders the session so that the CPython tests come first, then the
Pyodide suite's result, then the browser tests (which time the page, alone on the machine).
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

from pyodide_suite import PyodideSuite

ROOT = Path(__file__).resolve().parent.parent
BUILD_TIMEOUT = 600
"""Seconds the site build may take."""

BUILD_SCRIPT = """
import sys
from pathlib import Path
sys.path.insert(0, sys.argv[1])
import build_site
build_site.build(Path(sys.argv[2]), wheel_dir=Path(sys.argv[3]))
"""


class Background:
    """The site build (a process of its own) and, once it is done, the Pyodide suite when `pyodide` is set."""

    def __init__(self, base: Path, pyodide: bool) -> None:
        self.base = base
        self.out = base / "site"
        self.log = base / "build.log"
        self.error: str | None = None
        self.info: dict[str, Any] | None = None
        self.suite: PyodideSuite | None = None
        self._build: subprocess.Popen[bytes] | None = None
        self._stopped = False
        if shutil.which("node") is None:
            self.error = "node is missing: the site build runs Pyodide under Node (bash scripts/test.sh installs it)"
        elif not (ROOT / "node_modules" / "pyodide" / "package.json").exists():
            self.error = "node_modules/pyodide is missing: run `npm ci` (bash scripts/test.sh does)"
        else:
            with self.log.open("wb") as log:
                self._build = subprocess.Popen(
                    [sys.executable, "-c", BUILD_SCRIPT, str(ROOT / "scripts"), str(self.out), str(base / "wheel")],
                    stdout=log, stderr=subprocess.STDOUT, cwd=ROOT)
        self._built = threading.Event()
        self._thread = threading.Thread(target=self._run, args=(pyodide,), daemon=True, name="agari-background")
        self._thread.start()

    def _run(self, pyodide: bool) -> None:
        """Wait for the build, then start the Pyodide suite (when asked for and the build worked)."""
        try:
            if self._build is not None:
                try:
                    code = self._build.wait(timeout=BUILD_TIMEOUT)
                except subprocess.TimeoutExpired:
                    self._build.kill()
                    code = self._build.wait()
                if code != 0 and not self._stopped:
                    tail = "\n".join(self.log.read_text(errors="replace").strip().splitlines()[-30:])
                    self.error = f"the site build failed (exit {code}):\n{tail}"
                elif code == 0:
                    self.info = dict(json.loads((self.out / "build-info.json").read_text()))
                    self.info["dir"] = self.out
        finally:
            self._built.set()
        if pyodide and self.info is not None and not self._stopped:
            try:
                self.suite = PyodideSuite(self.info, self.base / "pyodide.log")
            except Exception as err:  # (its wheels' download, say): the Pyodide test reports it
                self.error = f"the Pyodide suite could not start: {err}"

    def site(self) -> dict[str, Any]:
        """The build's info (build-info.json, with "dir": the site folder), once the build is done."""
        self._built.wait()
        if self.info is None:
            raise RuntimeError(self.error or "the site build did not finish")
        return self.info

    def pyodide_suite(self) -> PyodideSuite:
        """The Pyodide suite's run (started once the build is done)."""
        self._thread.join()
        if self.suite is None:
            raise RuntimeError(self.error or "the Pyodide suite was not started")
        return self.suite

    def stop(self) -> None:
        """End whatever still runs (the session is over)."""
        self._stopped = True
        if self._build is not None and self._build.poll() is None:
            self._build.kill()
            self._build.wait()
        self._thread.join(timeout=30)
        if self.suite is not None:
            self.suite.stop()

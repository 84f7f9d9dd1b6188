"""The engine's test suite passes inside Pyodide (CPython 3.14 on WebAssembly) under Node, on the page's wheel."""

from __future__ import annotations

import re

from pyodide_suite import PyodideSuite


def test_engine_suite_passes_in_pyodide(pyodide_suite: PyodideSuite) -> None:
    """Every non-browser test module (but those needing `mahjong` or subprocesses) passes on the page's runtime.
    The run starts in the background once the site is built (tests/background.py), beside the CPython tests; this
    test comes after them, before the browser tests."""
    returncode, out = pyodide_suite.result()
    tail = "\n".join(line[:300] for line in out.strip().splitlines()[-40:])
    assert returncode == 0, f"pytest inside Pyodide failed (exit {returncode}):\n{tail}"
    assert "Python 3.14" in out, tail
    summary = re.search(r"^(\d+) passed.* in [\d.]+s", out, re.M)
    assert summary is not None, tail
    assert int(summary.group(1)) >= 100, tail
    assert " failed" not in summary.group(0) and " error" not in summary.group(0), tail

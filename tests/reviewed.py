"""One review of each log file for the whole test session, shared by the test files that read it (a review weighs
every discard with the judge: about a second a game in CPython, two in Pyodide).  A review is made of tuples and
NamedTuples; the tests only read it (its ``rule`` dict too)."""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path

from agari.gamereview import review
from agari.gamereview.result import GameReview


def reviewed(path: Path) -> GameReview:
    """The review of the log file ``path`` (every seat graded, as ``review(str(path))``), made once a session."""
    return _reviewed(Path(path).resolve())


@cache
def _reviewed(path: Path) -> GameReview:
    return review(str(path))


JUDGE_IN_BULK = sys.platform != "emscripten"
"""Whether ``bulk`` reviews weigh every discard with the judge: in CPython yes (one judged review of each log, which
every file shares, and the judge's run over every log is coverage); inside Pyodide no (the same pure Python, run in
CPython already: about 40 s of the Pyodide suite's four minutes)."""


def bulk(path: Path) -> GameReview:
    """The review of ``path`` for tests that check no verdict (a whole folder's wins, draws and grading)."""
    return reviewed(path) if JUDGE_IN_BULK else _unjudged(Path(path).resolve())


@cache
def _unjudged(path: Path) -> GameReview:
    return review(str(path), judge=False)

"""One review of each log file for the whole test session, shared by the test files that read it (a review weighs
every discard with the judge: about a second a game in CPython, two in Pyodide).  A review is made of tuples and
NamedTuples; the tests only read it (its ``rule`` dict too)."""

from __future__ import annotations

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

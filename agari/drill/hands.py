"""What to discard and How far: the categories every game shares, told from the engine's ``analyze`` answer.

What to discard is steered by how close the best throw is to the next one (its discard table: the shanten
after each throw and the copies that then help); How far by the hand's distance and form. Each category's
``plan`` says how the hand is played up to the moment shown: ``any`` (a few turns as they come), ``ready``
(until the hand is ready), ``pairs`` (for seven pairs), ``gold`` (Fujian: a hand holding a gold).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from agari.drill.category import Category

Req = Mapping[str, Any]
PAIR_FORMS = ("chiitoitsu", "seven_twins")
"""The seven-pairs form by each game's name."""


def _rows(result: Req) -> list[tuple[int, int]]:
    """The discard table's keys, best first: (shanten, -copies that help)."""
    return sorted((row["shanten"], -row["ukeire_count"]) for row in result.get("discards") or ())


def _best_and_next(result: Req) -> tuple[tuple[int, int], tuple[int, int] | None]:
    rows = _rows(result)
    best = rows[0]
    return best, next((r for r in rows if r != best), None)


def discard_ready(request: Req, result: Req) -> bool:
    """Ready whichever of two or more throws: a choice of waits."""
    return sum(1 for row in result.get("discards") or () if row["shanten"] == 0) >= 2


def discard_close(request: Req, result: Req) -> bool:
    """Not a choice of waits; the next-best throw keeps the shanten and trails by a tenth of the copies that help
    or less (at least 2)."""
    best, runner = _best_and_next(result)
    if discard_ready(request, result) or runner is None or runner[0] != best[0]:
        return False
    return runner[1] - best[1] <= max(2, -best[1] // 10)


def discard_clear(request: Req, result: Req) -> bool:
    """One throw stands out: every other keeps a worse shanten, or three quarters of the copies that help or less."""
    if discard_ready(request, result):
        return False
    best, runner = _best_and_next(result)
    return runner is None or runner[0] > best[0] or (-runner[1]) * 4 <= (-best[1]) * 3


def discard_between(request: Req, result: Req) -> bool:
    """Neither clear nor close: the best throw leads by less than a quarter."""
    return not (discard_ready(request, result) or discard_close(request, result) or discard_clear(request, result))


DISCARD: tuple[Category, ...] = (
    Category("clear", "one throw keeps clearly more tiles that help", (100, 40, 0), discard_clear, "any"),
    Category("between", "the best throw leads by less than a quarter of the tiles that help", (0, 30, 25),
             discard_between, "any"),
    Category("close", "two throws within a tenth of each other: count the tiles that help", (0, 20, 45),
             discard_close, "any"),
    Category("ready", "ready whichever you throw: pick the wait with the most tiles left", (0, 10, 30),
             discard_ready, "ready"),
)
"""What-to-discard categories (Riichi and Small Mahjong; Fujian's are the same)."""


def pairs_form(request: Req, result: Req) -> bool:
    """Seven pairs is as near as the standard form, or nearer."""
    forms = result.get("forms") or {}
    return any(forms.get(name) is not None and forms[name] <= forms["standard"] for name in PAIR_FORMS)


def shanten_ready(request: Req, result: Req) -> bool:
    """Ready, by the standard form: the shanten is 0 and the tiles that help are the waits."""
    return result.get("shanten") == 0 and not pairs_form(request, result)


def shanten_far(request: Req, result: Req) -> bool:
    """Three or more from ready, by the standard form."""
    return int(result.get("shanten", 0)) >= 3 and not pairs_form(request, result)


def shanten_plain(request: Req, result: Req) -> bool:
    """One or two from ready, by the standard form."""
    return int(result.get("shanten", 0)) in (1, 2) and not pairs_form(request, result)


SHANTEN: tuple[Category, ...] = (
    Category("plain", "one or two tiles from ready", (70, 40, 0), shanten_plain, "any"),
    Category("far", "three or more from ready: count the sets and the partial sets", (30, 20, 25), shanten_far,
             "any"),
    Category("ready", "ready: the shanten is 0, and the tiles that help are the waits", (0, 20, 35), shanten_ready,
             "ready"),
    Category("pairs", "seven pairs is as near as sets and a pair, or nearer", (0, 20, 40), pairs_form, "pairs"),
)
"""How-far categories of Riichi (13 tiles) and Small Mahjong (seven twins at 13 tiles only)."""

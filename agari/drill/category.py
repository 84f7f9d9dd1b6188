"""Trap categories as data: what a drill is steered to, how often at each difficulty, and how to tell it.

Each game's drill module (``agari.drill.riichi``, ``small``, ``fujian``) lists its categories per drill
kind in a table: a name, a line saying what players get wrong, a whole-number weight for each difficulty
(``plain``, ``mixed``, ``traps``), the test that tells the category from the engine's own answer, how the
hand is played to get there (the game's plan) and the presets it applies to. A drill draws its category by
those weights among the categories its preset has (``pick``), then deals hands until the engine's result
passes the category's test; so at each difficulty a category is drawn at the rate ``rates`` gives, and
every drill labelled with it shows it (``tests/test_drill.py`` counts both over 10,000 drills a game).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction
from typing import Any, NamedTuple

from agari.drill.rng import Rng
from agari.drill.spec import DIFFICULTIES

Test = Callable[[Mapping[str, Any], Mapping[str, Any]], bool]
"""(the engine request, the engine's result) -> whether the drill shows the category."""


def every_preset(preset: str) -> bool:
    """A category that every preset of the game has."""
    return True


class Category(NamedTuple):
    """One thing a drill can be steered to."""

    name: str
    help: str
    """What a player gets wrong about it (one line, shown after the answer)."""
    weights: tuple[int, int, int]
    """Relative weight at each difficulty: plain, mixed, traps."""
    test: Test
    plan: Any = None
    """How the hand is played (the game's own ``Plan``), or the game's setting for a hand drill."""
    applies: Callable[[str], bool] = every_preset
    """Whether the category exists under a preset (kiriage only where the preset has it...)."""
    setup: Mapping[str, Any] = {}
    """Situation set for the category (e.g. ``{"honba": True}``), read by the game's drill module."""

    @property
    def trap(self) -> bool:
        """A trap: a category that plain drills never draw (plain hands are the others)."""
        return self.weights[0] == 0

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "help": self.help, "trap": self.trap,
                "weights": dict(zip(DIFFICULTIES, self.weights, strict=True))}


def applicable(table: Sequence[Category], preset: str) -> tuple[Category, ...]:
    """The categories of a table that the preset has."""
    return tuple(c for c in table if c.applies(preset))


def rates(table: Sequence[Category], preset: str, difficulty: str) -> dict[str, Fraction]:
    """Each category's promised share of drills at a difficulty under a preset (the shares add up to 1)."""
    level = DIFFICULTIES.index(difficulty)
    cats = applicable(table, preset)
    total = sum(c.weights[level] for c in cats)
    return {c.name: Fraction(c.weights[level], total) for c in cats if c.weights[level]}


def pick(rng: Rng, table: Sequence[Category], preset: str, difficulty: str) -> Category:
    """Draw a category by its weight at the difficulty, among those the preset has."""
    level = DIFFICULTIES.index(difficulty)
    cats = [c for c in applicable(table, preset) if c.weights[level]]
    return cats[rng.weighted([c.weights[level] for c in cats])]

"""Making a drill from its spec: draw the category, deal hands until the engine's result shows it.

Every hand goes through the game's own JSON operation (``score`` or ``analyze`` of ``agari.games``), so a
drill is validated and scored exactly as a typed hand would be, and the breakdown shown after an answer is
the engine's own result.
"""

from __future__ import annotations

from importlib import import_module
from types import ModuleType
from typing import Any, NamedTuple

from agari.drill.category import Category, pick
from agari.drill.rng import Rng, derive
from agari.drill.spec import DrillError, Spec
from agari.games import game

JsonDict = dict[str, Any]

MODULES = {"riichi": "agari.drill.riichi", "small": "agari.drill.small", "fujian": "agari.drill.fujian"}
"""Each game's drill module: its category tables (``SCORE``, ``DISCARD``, ``SHANTEN``), ``score_request``,
``hand_request``, ``expected`` and ``acceptable``."""
TABLES = {"score": "SCORE", "discard": "DISCARD", "shanten": "SHANTEN", "value": "VALUE"}
OPS = {"score": "score", "discard": "analyze", "shanten": "analyze", "value": "expected"}
"""The engine op each drill kind's hands go through."""
MAX_DEALS = 2000
"""Deals tried for one drill before giving up (a bug: the tests make 10,000 drills a game well within it)."""


class Drill(NamedTuple):
    """A drill made: its spec, the category drawn, the engine request shown to the player and the engine's answer."""

    spec: Spec
    category: Category
    request: JsonDict
    result: JsonDict
    deals: int
    """Deals it took (for the benchmarks and the tests)."""


def drill_module(game_name: str, kind: str = "") -> ModuleType:
    """The drill module of a game (by-value drills: ``agari.drill.value``, Riichi's)."""
    return import_module("agari.drill.value" if kind == "value" else MODULES[game_name])


def table(game_name: str, kind: str) -> tuple[Category, ...]:
    """A game's categories for a drill kind."""
    found: tuple[Category, ...] = getattr(drill_module(game_name, kind), TABLES[kind])
    return found


def rng_of(spec: Spec) -> Rng:
    """The drill's own random numbers: from everything that makes it but the fields to answer."""
    return Rng(derive(spec.game, spec.rules, spec.kind, spec.difficulty, spec.seed, spec.number))


def make(spec: Spec) -> Drill:
    """The drill of a spec (the same drill every time, on every Python)."""
    mod = drill_module(spec.game, spec.kind)
    rng = rng_of(spec)
    category = pick(rng, table(spec.game, spec.kind), spec.rules, spec.difficulty)
    op = game(spec.game).operation(OPS[spec.kind])
    for deal in range(1, MAX_DEALS + 1):
        if spec.kind == "score":
            request = mod.score_request(rng, spec.rules, category)
        elif spec.kind == "value":
            request = mod.hand_request(rng, spec.rules, category)
        else:
            request = mod.hand_request(rng, spec.rules, spec.kind, category)
        if request is None:
            continue
        result = op(request)
        good = mod.acceptable(result) if spec.kind == "score" else _hand_ok(spec.kind, result)
        if good and category.test(request, result):
            return Drill(spec, category, request, result, deal)
    raise DrillError(f"no {category.name} hand found in {MAX_DEALS} deals for {spec.game} {spec.rules} (a bug in "
                     "agari's drills: please report the seed)", field="seed")


def _hand_ok(kind: str, result: JsonDict) -> bool:
    """A hand for What to discard or How far: analysed, not already a win."""
    if not result.get("ok") or result.get("complete"):
        return False
    return kind not in ("discard", "value") or bool(result.get("discards"))

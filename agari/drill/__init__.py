"""Practice drills for every game: Score it, What to discard, How far; seeded, the same on every Python.

A drill is made from its spec (``Spec``: game, rule preset, kind, difficulty, the fields to answer, a seed and
the drill's number): a hand is dealt from a shuffled wall and played as a player would (``*_play``), steered
by the category drawn from the game's trap table (``riichi``, ``small``, ``fujian``; ``category``), then
scored or analysed by the game's own JSON operation. ``answer.check`` marks a player's answer and returns the
engine's breakdown. The JSON door's ``drill`` op (``request``) and ``agari drill`` serve the same.

>>> from agari.drill import make, read_spec, check
>>> drill = make(read_spec({"game": "riichi", "rules": "tenhou", "seed": "doc", "difficulty": "plain"}))
>>> drill.request["hand"], drill.request["win"], drill.request["tsumo"], drill.request["seat"]
('336677m2233p33s66z', '3p', False, 'e')
>>> [(m["field"], m["right"]) for m in check(drill, {"han": 5, "fu": 25, "points": 8000})["marks"]]
[('han', True), ('fu', True), ('points', False)]
"""

from __future__ import annotations

from agari.drill.answer import asks, check, solution
from agari.drill.build import Drill, make
from agari.drill.spec import DrillError, Spec, read_spec

__all__ = ["Drill", "DrillError", "Spec", "asks", "check", "make", "read_spec", "solution"]

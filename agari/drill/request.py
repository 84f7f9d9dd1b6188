"""The ``drill`` operation of the JSON door: make a drill, check an answer, or list a game's trap table.

Make (the default without ``answer``)::

    {"op": "drill", "game": "riichi", "rules": "mleague", "kind": "score", "difficulty": "traps",
     "fields": ["han", "fu", "points"], "seed": "ab12", "number": 0}
    -> {"ok": true, "drill": {the spec, defaults filled}, "request": {the engine request: the hand and its
        situation, exactly what the score or analyze op takes}, "asks": [{"field": "han"}, ...]}

Nothing of the answer comes back (a page can show the hand without spoilers) unless ``"solution": true``:
then ``solution`` holds the category, the expected answers and the engine's result.

Check (``answer`` given; the drill is made again from the same spec, so a page sends only the spec)::

    {"op": "drill", ..., "answer": {"han": 3, "fu": 40, "points": 5200}}
    -> {"ok": true, ..., "right": false, "marks": [{"field": "han", "given": 3, "expected": 3, "right": true},
        ...], "category": "wait_fu", "help": "...", "result": {the engine's full result}}

Discard drills answer ``{"discard": "5m"}`` and get ``table`` (every throw ranked: shanten, tiles that help,
their count, rank) and ``choice`` (the throw's rank, the best throws, ``lost`` and ``gained`` tiles against
the best); How far answers ``{"shanten": 2}`` and gets ``shanten``, ``form``, ``forms``, ``ukeire``.

Table (``"action": "table"``): the game's categories for a kind and preset, with their help line and the
share of drills each gets at every difficulty.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from agari.drill.answer import asks, check, solution
from agari.drill.build import make, table
from agari.drill.category import applicable, rates
from agari.drill.spec import (
    DEFAULT_FIELDS,
    DIFFICULTIES,
    KIND_FIELDS,
    KINDS,
    SCORE_FIELDS,
    SPEC_KEYS,
    DrillError,
    canonical_preset,
    check_value_drills,
    read_spec,
)
from agari.games import GameError, game_of

JsonDict = dict[str, Any]
ACTIONS = ("make", "check", "table")
FIELDS = frozenset(("op", "id", "action", "solution", "answer", *SPEC_KEYS))
"""The fields a drill request may have (anything else is refused: a misspelt option must not pass unnoticed)."""


def drill_request(request: Mapping[str, Any]) -> JsonDict:
    """Answer a ``drill`` request (bad input raises a DrillError naming the field; the JSON door words it)."""
    if not isinstance(request, Mapping):
        raise DrillError("a request must be a JSON object")
    for name in request:
        if name not in FIELDS:
            raise DrillError(f"unknown field {name!r} for a drill; the fields are: "
                             f"{', '.join(sorted(FIELDS - {'op', 'id'}))}", field=str(name))
    action = request.get("action") or ("check" if "answer" in request else "make")
    if action not in ACTIONS:
        raise DrillError(f"unknown action {action!r}; use one of {', '.join(ACTIONS)}", field="action")
    if action == "table":
        return categories_table(request)
    spec = read_spec(request)
    drill = make(spec)
    out: JsonDict = {"ok": True, "error": None, "drill": spec.to_dict(), "request": drill.request, "asks": asks(drill)}
    if action == "check":
        if "answer" not in request:
            raise DrillError("a check needs the player's answer (\"answer\")", field="answer")
        return {**out, **check(drill, request["answer"])}
    show = request.get("solution", False)
    if not isinstance(show, bool):
        raise DrillError(f"solution is true or false, not {show!r}", field="solution")
    if show:
        out["solution"] = solution(drill)
    return out


def categories_table(request: Mapping[str, Any]) -> JsonDict:
    """A game's categories of a kind under a preset, each with its share of drills at every difficulty."""
    try:
        g = game_of(request)
    except GameError as exc:
        raise DrillError(exc.message, field="game") from None
    kind = request.get("kind", "score")
    if kind not in KINDS:
        raise DrillError(f"unknown drill kind {kind!r}; choose one of {', '.join(KINDS)}", field="kind")
    preset = canonical_preset(g.name, request.get("rules"))
    if kind == "value":
        check_value_drills(g.name, preset)
    cats = table(g.name, kind)
    shares = {d: rates(cats, preset, d) for d in DIFFICULTIES}
    return {
        "ok": True, "error": None, "game": g.name, "rules": preset, "kind": kind, "kinds": list(KINDS),
        "difficulties": list(DIFFICULTIES),
        "fields": list(SCORE_FIELDS[g.name] if kind == "score" else KIND_FIELDS[kind]),
        "default_fields": list(DEFAULT_FIELDS[g.name] if kind == "score" else KIND_FIELDS[kind]),
        "categories": [{**c.to_dict(), "rates": {d: round(float(shares[d].get(c.name, 0)), 4) for d in DIFFICULTIES}}
                       for c in applicable(cats, preset)],
    }

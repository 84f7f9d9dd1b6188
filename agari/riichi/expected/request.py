"""The JSON door's ``expected`` op: a request's fields checked, the search run, the result as JSON."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from agari.core.errors import AgariError, NotationError, SituationError
from agari.riichi.expected.engine import MAX_REAL_DRAWS, MAX_TURN, expected_values
from agari.riichi.situation import wind_letter

DEFAULT_BUDGET = 2_000_000
"""States a request may build unless it says otherwise (a 3-shanten search builds ~120,000, rarely 500,000;
about 200 bytes a state)."""

_FLAGS = ("shanten_down", "tegawari", "uradora", "red_fives")
FIELDS = frozenset(("op", "id", "game", "hand", "dora", "round", "seat", "turn", "t_max", "shanten_down", "tegawari",
                    "uradora", "red_fives", "wall", "visible", "draws_left", "budget", "rules", "kita"))
"""Every field of the op: any other is refused (a misspelt option never passes unnoticed)."""
_INTS = {"turn": (1, 0, MAX_TURN), "t_max": (MAX_TURN, 0, MAX_TURN), "budget": (DEFAULT_BUDGET, 0, 10**9),
         "draws_left": (None, 0, MAX_REAL_DRAWS), "kita": (0, 0, 4)}


def expected_request(request: Mapping[str, Any],
                     progress: Callable[[int, int], None] | None = None) -> dict[str, Any]:
    """``{"op": "expected", "hand": ..., ...}`` -> the contract's JSON (docs/expected-value.md); raises AgariError.
    ``progress``: told (done, 100) as the search goes (the page's progress bar)."""
    if not isinstance(request, Mapping):
        raise AgariError("a request must be a JSON object")
    unknown = sorted(k for k in request if k not in FIELDS)
    if unknown:
        raise AgariError(f"the expected op has no field {unknown[0]!r}; its fields are {', '.join(sorted(FIELDS))}",
                         field=str(unknown[0]))
    hand = request.get("hand")
    if not isinstance(hand, str):
        raise NotationError(f"hand must be a string such as \"222567m345p33667s\", not {hand!r}", field="hand")
    args: dict[str, Any] = {}
    for name in _FLAGS:
        value = request.get(name, True)
        if not isinstance(value, bool):
            raise SituationError(f"{name} must be true or false, not {value!r}", field=name)
        args[name] = value
    for name, (default, lo, hi) in _INTS.items():
        value = request.get(name, default)
        if value is None:
            continue
        if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
            raise SituationError(f"{name} must be a whole number from {lo} to {hi}, not {value!r}", field=name)
        args[name] = value
    for name in ("round", "seat"):
        value = request.get(name, "e")
        args[name] = wind_letter("e" if value is None else value, name)
    for name in ("dora", "visible"):
        value = request.get(name)
        if value is None:
            continue
        if not isinstance(value, (str, list)) or (isinstance(value, list) and
                                                   not all(isinstance(v, str) for v in value)):
            raise SituationError(f"{name} must be a list of tiles such as [\"4m\"], not {value!r}", field=name)
        args[name] = value
    wall = request.get("wall", "reference")
    if wall not in ("reference", "real"):
        raise SituationError(f"wall must be \"reference\" or \"real\", not {wall!r}", field="wall")
    args["wall"] = wall
    rules = request.get("rules")
    if rules is not None and not isinstance(rules, (str, Mapping)):
        raise AgariError(f"rules must be a preset name or an object of options, not {rules!r}", field="rules")
    args["rules"] = rules
    try:
        result = expected_values(hand, progress=progress, **args)
    except AgariError as exc:
        exc.field = exc.field or "hand"
        raise
    return result.to_dict()

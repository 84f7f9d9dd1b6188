"""The JSON door's ``verdict`` op: a described decision (``agari.judge.position``) judged as the game review judges
it: every discard's value in points after its deal-in cost, push or fold, the one best choice and why.

Answer::

    {"ok": true, "best": "1z", "label": "fold", "reason": "fold: 1z deals in 0.0%; ...", "threatened": true,
     "by_value": "1z", "safest": ["1z"], "discards": [{"tile": "1z", "shanten": 3, "ukeire": 20, "danger": 0.0,
     "loss": 0, "push": -993, "fold": -12, "points": -12, "label": "fold", "genbutsu": 1, "chance": 0.81,
     "win": 0.05, "win_points": 3900}, ...]}

``discards``: the judge's order (the likeliest strong player's discard first); ``points``: the better of pushing
and folding; ``safest``: the tiles of least deal-in chance (what a fold throws first).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from agari.analysis.ukeire import TILE_NAMES
from agari.judge.judge import judge
from agari.judge.position import position_of


def verdict_request(request: Mapping[str, Any]) -> dict[str, Any]:
    """Answer a ``verdict`` request (AgariError for bad input, turned into the error shape by the door)."""
    watch, seat = position_of(request)
    j = judge(watch, seat)
    least = min(c.danger for c in j.candidates)
    best = j.best
    return {
        "ok": True, "best": TILE_NAMES[best.tile], "label": best.label, "reason": j.reason,
        "threatened": j.threatened, "by_value": TILE_NAMES[j.by_value] if j.by_value is not None else None,
        "safest": sorted({TILE_NAMES[c.tile] for c in j.candidates if c.danger <= least}),
        "discards": [{"tile": TILE_NAMES[c.tile], "shanten": c.shanten, "ukeire": c.ukeire,
                      "danger": round(c.danger, 4), "loss": round(c.loss), "push": round(c.push),
                      "fold": round(c.fold), "points": round(c.points), "label": c.label, "genbutsu": c.genbutsu,
                      "chance": round(c.chance, 4), "win": round(c.estimate.win, 4),
                      "win_points": round(c.estimate.points)} for c in j.candidates],
    }

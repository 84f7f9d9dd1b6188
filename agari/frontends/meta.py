"""The ``meta`` operation: what a front end needs to label things, for every game of the registry.

Without a game, the answer is Riichi's (its presets, options and names, as before) plus ``games``: the
registry's entries (name, labels, tiles, hand sizes, presets, request fields) and ``default_game``.
With ``"game": NAME`` it is that game's own answer, with the same ``games`` list.

>>> m = meta()
>>> [g["name"] for g in m["games"]], m["default_game"]
(['riichi', 'small', 'fujian'], 'riichi')
>>> [p["name"] for p in m["presets"]]
['tenhou', 'majsoul', 'mleague', 'wrc', 'ema', 'tenhou-sanma', 'majsoul-sanma']
"""

from __future__ import annotations

from typing import Any

from agari.games import DEFAULT_GAME, GAMES, game


def meta(name: object = None) -> dict[str, Any]:
    """The chosen game's meta (default Riichi) with the registry's ``games`` and ``default_game``."""
    chosen = GAMES[DEFAULT_GAME] if name is None else game(name)
    out = chosen.meta()
    out["game"] = chosen.name
    out["default_game"] = DEFAULT_GAME
    out["games"] = [g.to_dict() for g in GAMES.values()]
    return out

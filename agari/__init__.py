"""agari: a Riichi mahjong hand calculator (scoring, shanten, ukeire, discards).

Pure standard library; the same engine serves the Python API, the ``agari``
command line and the web page (through ``agari.frontends.jsonapi``).

>>> import agari
>>> r = agari.score("123m456p789s11122z", win="2z", tsumo=True, riichi=True)
>>> r.han, r.fu, r.points
(4, 40, 12000)
>>> agari.shanten("123m456p789s1112z").shanten
0

Scoring, analysis, shanten and the JSON door are imported on first use, so ``import agari``
stays cheap (a batch run or a score never loads the shanten table).
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

from agari.core.errors import AgariError, MeldError, NotationError, RulesError, SituationError, TileCountError
from agari.core.notation import Hand, Meld, MeldKind, format_hand, format_tiles, parse_hand
from agari.core.tile import Tile, parse_tiles
from agari.riichi.rules import PRESETS, Rules

if TYPE_CHECKING:
    from agari.analysis.discards import discards
    from agari.analysis.ukeire import ukeire
    from agari.core.shanten import ShantenResult, shanten
    from agari.frontends.jsonapi import handle
    from agari.gamereview import review
    from agari.riichi.analysis import analyze
    from agari.riichi.nagashi import nagashi
    from agari.riichi.result import ScoreResult
    from agari.riichi.scoring import score, score_case
    from agari.riichi.tenpai import waits

from agari.version import __version__ as __version__

_LAZY = {
    "shanten": "agari.core.shanten",
    "ShantenResult": "agari.core.shanten",
    "ukeire": "agari.analysis.ukeire",
    "discards": "agari.analysis.discards",
    "score": "agari.riichi.scoring",
    "score_case": "agari.riichi.scoring",
    "ScoreResult": "agari.riichi.result",
    "waits": "agari.riichi.tenpai",
    "analyze": "agari.riichi.analysis",
    "handle": "agari.frontends.jsonapi",
    "nagashi": "agari.riichi.nagashi",
    "review": "agari.gamereview",
}


def __getattr__(name: str) -> Any:
    """Import the scoring and analysis entry points on first use."""
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'agari' has no attribute {name!r}")
    value = getattr(import_module(module), name)
    globals()[name] = value
    return value


__all__ = [
    "PRESETS",
    "AgariError",
    "Hand",
    "Meld",
    "MeldError",
    "MeldKind",
    "NotationError",
    "Rules",
    "RulesError",
    "ScoreResult",
    "ShantenResult",
    "SituationError",
    "Tile",
    "TileCountError",
    "analyze",
    "discards",
    "format_hand",
    "format_tiles",
    "handle",
    "nagashi",
    "parse_hand",
    "parse_tiles",
    "review",
    "score",
    "score_case",
    "shanten",
    "ukeire",
    "waits",
]

"""agari: a Riichi mahjong hand calculator (scoring, shanten, ukeire, discards).

Pure standard library; the same engine serves the Python API, the ``agari``
command line and the web page (through ``agari.jsonapi``).
"""

from __future__ import annotations

from agari.errors import AgariError, MeldError, NotationError, RulesError, SituationError, TileCountError
from agari.notation import Hand, Meld, MeldKind, format_hand, format_tiles, parse_hand, parse_tiles
from agari.rules import PRESETS, Rules
from agari.tile import Tile

__version__ = "0.1.0"

__all__ = [
    "AgariError",
    "Hand",
    "Meld",
    "MeldError",
    "MeldKind",
    "NotationError",
    "PRESETS",
    "Rules",
    "RulesError",
    "SituationError",
    "Tile",
    "TileCountError",
    "format_hand",
    "format_tiles",
    "parse_hand",
    "parse_tiles",
]

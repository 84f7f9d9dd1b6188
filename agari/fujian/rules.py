"""Fujian rule sets: one frozen ``Rules`` value per preset, every value of docs/fujian.md (score) settable alone.

>>> Rules.preset("fuzhou").golden_pair
50
>>> resolve_rules({"preset": "gold-rush", "all_one_suit": 80}).all_one_suit
80
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from agari.core.errors import RulesError
from agari.core.presets import resolve_rules as core_resolve


@dataclass(frozen=True, slots=True)
class Rules:
    """Scoring values of one Fujian rule set (defaults: the seed's ``gold-rush``)."""

    name: str = "gold-rush"
    base: int = 1
    """Points every winning hand starts with."""
    bonus_tile: int = 1
    """Points per bonus tile (wind or red dragon) set aside."""
    gold: int = 1
    """Points per gold held in the hand, however it is used."""
    concealed_kong: int = 2
    """Points per concealed kong."""
    exposed_kong: int = 1
    """Points per exposed kong."""
    dealer_streak: bool = False
    """The dealer streak N adds +N before the doubling."""
    three_golds: int = 20
    """Special bonus for Three Golds (holding all 3 golds)."""
    golden_pair: int = 30
    """Special bonus when the pair is two golds."""
    all_one_suit: int = 60
    """Special bonus when every tile is of one suit (a gold counts as the suit it stands for)."""
    no_bonus_no_kong: int = 0
    """Special bonus for a hand without bonus tiles and without kongs (0: not played)."""
    robbing_the_gold: int = 0
    """Special bonus for Robbing the Gold (0: not played, the flag is then refused)."""
    special_doubles: bool = False
    """Any special bonus alone makes the non-special points count double."""

    @staticmethod
    def preset(name: str) -> Rules:
        """The preset called ``name`` (``gold-rush`` or ``fuzhou``)."""
        if not isinstance(name, str):
            raise RulesError(f"rule preset must be a name, not {name!r}")
        key = name.strip().lower().replace("_", "-").replace(" ", "-")
        key = _ALIASES.get(key, key)
        if key not in PRESETS:
            raise RulesError(f"unknown rule preset {name!r} for fujian; choose one of {', '.join(PRESETS)}")
        return PRESETS[key]

    def with_options(self, changes: Mapping[str, Any]) -> Rules:
        """A copy with some options changed; unknown names and wrong value types raise RulesError."""
        clean: dict[str, Any] = {}
        for key, value in changes.items():
            if key not in OPTION_NAMES:
                raise RulesError(f"unknown rule option {key!r} for fujian; options are {', '.join(OPTION_NAMES)}")
            default = getattr(DEFAULT, key)
            if isinstance(default, bool):
                if not isinstance(value, bool):
                    raise RulesError(f"rule option {key!r} must be true or false, not {value!r}")
            elif isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise RulesError(f"rule option {key!r} must be a whole number of points >= 0, not {value!r}")
            clean[key] = value
        return dataclasses.replace(self, **clean)

    def to_dict(self) -> dict[str, Any]:
        """Every option by name (the JSON shape of a rule set)."""
        return dataclasses.asdict(self)


DEFAULT = Rules()
OPTION_NAMES: tuple[str, ...] = tuple(f.name for f in dataclasses.fields(Rules) if f.name != "name")

PRESETS: dict[str, Rules] = {
    "gold-rush": DEFAULT,
    "fuzhou": Rules(
        name="fuzhou", dealer_streak=True, three_golds=30, golden_pair=50, all_one_suit=100,
        no_bonus_no_kong=15, robbing_the_gold=30, special_doubles=True,
    ),
}
"""The two presets of docs/fujian.md (presets): the seed's values and the later rules page's."""

PRESET_LABELS: dict[str, str] = {"gold-rush": "Gold Rush (seed)", "fuzhou": "Fuzhou (rules page)"}

_ALIASES = {"goldrush": "gold-rush", "seed": "gold-rush", "rules-page": "fuzhou"}


def resolve_rules(rules: object) -> Rules:
    """A preset name, a Rules value, or ``{"preset": name, option: value, ...}``; None is the default."""
    return core_resolve(rules, Rules, DEFAULT)

"""Small Mahjong's rules: one frozen value, and the table of presets (the game has one rule set).

>>> resolve_rules("smallmahjong").name
'smallmahjong'
>>> resolve_rules({"preset": "smallmahjong"}) == RULES_DEFAULT
True
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from agari.core.errors import RulesError


@dataclass(frozen=True, slots=True)
class Rules:
    """The rule set a hand is scored under."""

    name: str = "smallmahjong"
    """The preset's name."""


PRESETS: dict[str, Rules] = {"smallmahjong": Rules()}
"""Every preset by name: the rules of usumerican's Small Mahjong (docs/small.md)."""

DEFAULT_PRESET = "smallmahjong"
RULES_DEFAULT = PRESETS[DEFAULT_PRESET]


def preset(name: object) -> Rules:
    """The preset called ``name``, or a RulesError naming the presets."""
    found = PRESETS.get(name.strip().lower()) if isinstance(name, str) else None
    if found is None:
        raise RulesError(f"unknown rule preset {name!r} for small; choose one of {', '.join(PRESETS)}")
    return found


def resolve_rules(value: Any) -> Rules:
    """Rules from a request's ``rules``: nothing, a preset name, a Rules value or ``{"preset": NAME}``."""
    if value is None:
        return RULES_DEFAULT
    if isinstance(value, Rules):
        return value
    if isinstance(value, str):
        return preset(value)
    if isinstance(value, Mapping):
        extra = [k for k in value if k != "preset"]
        if extra:
            raise RulesError(f"Small Mahjong has no rule option {extra[0]!r} (its only field is \"preset\")")
        return preset(value.get("preset", DEFAULT_PRESET))
    raise RulesError(f"rules must be a preset name or {{\"preset\": NAME}}, not {value!r}")

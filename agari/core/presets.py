"""A game's ``rules`` request field read the same way for every game with rule options.

``rules`` is nothing (the default rules), a rules value, a preset name, or ``{"preset": NAME, option: value,
...}``; a game's rules type gives ``preset(name)`` and ``with_options(mapping)``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol, TypeVar

from agari.core.errors import RulesError


class RuleSet(Protocol):
    """What a game's frozen rules type offers: its name, a preset by name, and a copy with options changed."""

    @property
    def name(self) -> str: ...

    @classmethod
    def preset(cls, name: str) -> Any: ...

    def with_options(self, options: Mapping[str, Any]) -> Any: ...


R = TypeVar("R", bound=RuleSet)


def resolve_rules(rules: object, kind: type[R], default: R) -> R:
    """The rules a request names: ``default`` for None, a ``kind`` value as it is, a preset name, or a
    mapping of a preset (default: ``default``'s) and options; anything else is a RulesError."""
    if rules is None:
        return default
    if isinstance(rules, kind):
        return rules
    if isinstance(rules, str):
        found: R = kind.preset(rules)
        return found
    if isinstance(rules, Mapping):
        options = dict(rules)
        base = options.pop("preset", options.pop("name", default.name))
        if not isinstance(base, str):
            raise RulesError(f"rule preset must be a name, not {base!r}")
        changed: R = kind.preset(base).with_options(options)
        return changed
    raise RulesError(f"rules must be a preset name or a mapping of options, not {type(rules).__name__}")

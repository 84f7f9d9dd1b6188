"""The one exception family agari raises for bad input.

Every error is a ``ValueError`` subclass whose message says what is wrong and
where.  ``position`` is the 0-based character index in ``text`` when the error
comes from a string (so a front end can put a caret under it), else ``None``.
``field`` names the input field (``hand``, ``win``, ``dora``...) when known.
``kind`` is the error kind of the shared result shape (always ``"invalid"``).
"""

from __future__ import annotations

from typing import Any


def count(n: int, noun: str, plural: str = "") -> str:
    """``1 tile``, ``2 tiles``: a number with its noun in the right number, for messages.

    >>> count(1, "tile"), count(0, "draw"), count(3, "copy", "copies")
    ('1 tile', '0 draws', '3 copies')
    """
    return f"{n} {noun if n == 1 else plural or noun + 's'}"


class AgariError(ValueError):
    """Base class: bad input that agari refuses to score."""

    kind = "invalid"
    default_field: str | None = None

    def __init__(
        self, message: str, *, text: str | None = None, position: int | None = None, field: str | None = None
    ) -> None:
        super().__init__(message)
        self.message = message
        self.text = text
        self.position = position
        self.field = field if field is not None else self.default_field
        """Which input field was bad (``hand``, ``win``, ``dora``...), when known."""

    def caret(self) -> str:
        """The offending text with a caret under the bad character ('' if unknown)."""
        if self.text is None or self.position is None:
            return ""
        return f"{self.text}\n{' ' * self.position}^"


class NotationError(AgariError):
    """A hand or tile string that cannot be read (unknown character, digit without suit...)."""


class MeldError(AgariError):
    """A called meld of the wrong shape (non-consecutive chi, honor chi, mixed suits, wrong size)."""


class TileCountError(AgariError):
    """Impossible tile counts: a fifth copy, a second red five, a wrong hand size."""


class SituationError(AgariError):
    """An impossible situation: riichi with an open hand, rinshan on ron, tenhou for a non-dealer..."""


class RulesError(AgariError):
    """An unknown rule preset or rule option."""

    default_field = "rules"


def error_result(exc: AgariError, field: str | None = None) -> dict[str, Any]:
    """The JSON result shape of an invalid input (``ok`` false, ``error``, ``detail``, ``field``, ``position``)."""
    return {
        "ok": False,
        "error": exc.kind,
        "detail": exc.message,
        "field": getattr(exc, "field", None) or field,
        "position": exc.position,
    }

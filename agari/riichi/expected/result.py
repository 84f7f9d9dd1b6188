"""The result of an expected-value search: one row per discard (14 tiles) or the hand's own row (13 tiles)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Row:
    """A hand after its discard (or a 13-tile hand as it stands), from ``turn`` to ``t_max``."""

    discard: str | None
    shanten: int
    ukeire: tuple[tuple[str, int], ...]
    tenpai: tuple[float, ...]
    win: tuple[float, ...]
    score: tuple[float, ...]

    @property
    def ukeire_count(self) -> int:
        return sum(n for _, n in self.ukeire)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {} if self.discard is None else {"discard": self.discard}
        out.update(shanten=self.shanten, ukeire=[{"tile": t, "count": n} for t, n in self.ukeire],
                   ukeire_count=self.ukeire_count, tenpai=list(self.tenpai), win=list(self.win),
                   score=list(self.score))
        return out


@dataclass(frozen=True, slots=True)
class ExpectedResult:
    """Every discard's (or the hand's) tenpai chance, win chance and expected score by turn."""

    hand: str
    tiles: int
    shanten: int
    turn: int
    t_max: int
    options: dict[str, Any]
    wall: int
    searched: int
    discards: tuple[Row, ...] = ()
    hand_value: Row | None = None
    notes: tuple[str, ...] = field(default=())

    def to_dict(self) -> dict[str, Any]:
        return {"ok": True, "hand": self.hand, "tiles": self.tiles, "shanten": self.shanten, "turn": self.turn,
                "t_max": self.t_max, "options": dict(self.options), "wall": self.wall, "searched": self.searched,
                "discards": [r.to_dict() for r in self.discards],
                "hand_value": None if self.hand_value is None else self.hand_value.to_dict(),
                "notes": list(self.notes)}

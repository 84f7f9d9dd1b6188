"""What a seat sees at a moment of a round: its own hand, every copy in view, and each opponent's river and calls."""

from __future__ import annotations

from typing import NamedTuple

from agari.core.notation import Meld
from agari.core.tile import Tile


class Opponent(NamedTuple):
    """One other player as the seat sees them."""

    seat: int
    river: tuple[Tile, ...]
    """Every discard in order (called ones too)."""
    tedashi: tuple[bool, ...]
    """Per river tile: taken from the hand (False: the tile just drawn, which tells nothing of the hand)."""
    riichi: int = -1
    """The river index of the riichi tile; -1: no riichi."""
    passed: tuple[Tile, ...] = ()
    """Tiles the others discarded that this player let pass: since the riichi (for good), else since their last
    discard (for this turn)."""
    melds: tuple[Meld, ...] = ()
    dealer: bool = False
    wind: int = 0
    """Their seat wind: 0 East .. 3 North."""
    ippatsu: bool = False
    """In riichi and still on the ippatsu turn."""

    @property
    def in_riichi(self) -> bool:
        return self.riichi >= 0


class SeatView(NamedTuple):
    """The seat's knowledge: its concealed tiles, every copy in view and its opponents."""

    seat: int
    held: tuple[int, ...]
    """The seat's concealed copies of each of the 34 kinds."""
    visible: tuple[int, ...]
    """Copies of each kind the seat sees: its hand, every river, every meld, the dora indicators."""
    dora: tuple[int, ...]
    """The dora kinds (what the indicators point to; a kind twice when two indicators point to it)."""
    round_wind: int
    opponents: tuple[Opponent, ...]
    players: int = 4

    def unseen(self, kind: int) -> int:
        """Copies of ``kind`` the seat has not seen (0 for 2m-8m with three players)."""
        if self.players == 3 and 1 <= kind <= 7:
            return 0
        return max(0, 4 - self.visible[kind])

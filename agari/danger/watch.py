"""Follow a round of a game record event by event and tell what a seat sees: its SeatView at any moment."""

from __future__ import annotations

from agari.core.tile import Tile, dora_index
from agari.danger.view import Opponent, SeatView
from agari.logs.record import DISCARD, KAKAN, Event, Round
from agari.logs.table import Table
from agari.riichi.rules import RULES_DEFAULT, Rules


class Watch:
    """A round's Table plus the order of every discard, so the tiles each player let pass are known."""

    def __init__(self, rnd: Round, players: int, rules: Rules = RULES_DEFAULT, length: str = "south") -> None:
        self.round = rnd
        self.length = length
        """The game's length: ``east`` (east-only) or ``south`` (a hanchan)."""
        self.table = Table(rnd, players, rules)
        self.players = players
        self.discards: list[tuple[int, Tile]] = []
        """Every discard (and added kan tile) in play order: (seat, tile)."""
        self.tedashi: list[list[bool]] = [[] for _ in range(players)]
        self.riichi_at = [-1] * players
        """Per seat: the place in ``discards`` of its riichi tile."""
        self.last_at = [-1] * players
        """Per seat: the place in ``discards`` of its last discard."""

    def apply(self, e: Event) -> None:
        """Play one event (LogError when the table contradicts it)."""
        self.table.apply(e)
        if e.kind == DISCARD and e.tile is not None:
            self.tedashi[e.seat].append(not e.tsumogiri)
            if e.riichi:
                self.riichi_at[e.seat] = len(self.discards)
            self.last_at[e.seat] = len(self.discards)
            self.discards.append((e.seat, e.tile))
        elif e.kind == KAKAN and e.tile is not None:
            self.discards.append((e.seat, e.tile))  # a tile the others could rob: let pass when nobody did

    def opponent(self, seat: int) -> Opponent:
        """Seat ``seat`` as the others see it now."""
        s = self.table.seats[seat]
        since = self.riichi_at[seat] if s.riichi_at >= 0 else self.last_at[seat]
        passed = tuple(t for who, t in self.discards[since + 1 :] if who != seat) if since >= 0 else ()
        dealer = self.round.dealer
        return Opponent(seat, tuple(s.pond), tuple(self.tedashi[seat]), s.riichi_at - 1 if s.riichi_at >= 0 else -1,
                        passed, tuple(s.melds), seat == dealer, (seat - dealer) % self.players, s.ippatsu)

    def view(self, seat: int) -> SeatView:
        """What ``seat`` sees now."""
        t = self.table
        held = tuple(t.seats[seat].counts)
        visible = tuple(p + h for p, h in zip(t.public, held, strict=True))
        dora = tuple(dora_index(d.index) for d in t.dora)
        opponents = tuple(self.opponent(o) for o in range(self.players) if o != seat)
        return SeatView(seat, held, visible, dora, self.round.wind, opponents, self.players)

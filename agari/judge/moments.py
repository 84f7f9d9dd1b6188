"""The free discard decisions of a game record, each with the seat's Watch just before the discard."""

from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple

from agari.core.tile import Tile
from agari.danger.watch import Watch
from agari.logs.record import CALLS, DISCARD, GameRecord, LogError, Round
from agari.riichi.rules import RULES_DEFAULT, Rules


class Moment(NamedTuple):
    """One free discard: a hand of 3n+2 tiles whose discard is not forced by the player's own riichi."""

    round: int
    """The round's place in the game (``Round.order``)."""
    event: int
    """The discard's event number in the round (1 first), as the review numbers it."""
    seat: int
    tile: Tile
    """The tile the player discarded."""
    riichi: bool
    """The discard declares riichi."""
    call: str | None
    """``chi``/``pon``/``daiminkan``: the discard right after that call."""
    tsumogiri: bool
    threatened: bool
    """Another player's riichi is on the table (its stick down)."""


def round_moments(rnd: Round, players: int, seats: frozenset[int] | None = None,
                  rules: Rules = RULES_DEFAULT, length: str = "south") -> Iterator[tuple[Moment, Watch]]:
    """Each free discard of the round with the Watch before it (the Watch moves on once the caller resumes).

    A round the table refuses raises LogError from where it breaks; the moments before it have been yielded.
    """
    watch = Watch(rnd, players, rules, length)
    after_call: list[str | None] = [None] * players
    for number, e in enumerate(rnd.events, 1):
        if e.kind == DISCARD and e.tile is not None:
            s = watch.table.seats[e.seat]
            if (s.known and s.riichi_at < 0 and s.size == 14 and s.holds(e.tile)
                    and (seats is None or e.seat in seats)):
                threatened = any(o.riichi_accepted for o in watch.table.seats if o.seat != e.seat)
                yield Moment(rnd.order, number, e.seat, e.tile, e.riichi, after_call[e.seat], e.tsumogiri,
                             threatened), watch
            after_call[e.seat] = None
        elif e.kind in CALLS:
            after_call[e.seat] = e.kind
        watch.apply(e)


def moments(game: GameRecord, seats: frozenset[int] | None = None) -> Iterator[tuple[Moment, Watch]]:
    """Every free discard of the game (rounds the table refuses are left out from where they break)."""
    for rnd in game.rounds:
        try:
            yield from round_moments(rnd, game.players, seats, game.rule.engine_rules, game.rule.length)
        except LogError:
            continue

"""The game around a decision, beyond its tiles: the score situation (place, the points to the next and previous
place, the last round, honba and sticks, the dealer) and each opponent's signals (riichi, calls, a call showing
dora, hand-cut discards late), as ``agari.judge.features`` reads them into the preference's features.
"""

from __future__ import annotations

from typing import NamedTuple

from agari.core.tile import dora_index
from agari.danger.watch import Watch

LATE = 3
"""An opponent's last discards looked at for hand-cut (tedashi) tiles."""


class Standing(NamedTuple):
    """What the game and the opponents show at a decision (opponents in play order after the seat)."""

    players: int
    east: bool
    """The game is east-only (tonpuusen)."""
    all_last: bool
    """The game's last round (or later: an extension)."""
    dealer: bool
    place: int
    """The seat's place by the points now (0 first), riichi sticks down this round paid."""
    to_next: int
    """Points behind the place above (0 when first)."""
    to_prev: int
    """Points ahead of the place below (0 when last)."""
    honba: int
    sticks: int
    """Riichi sticks on the table: from earlier rounds and this one's."""
    riichi: tuple[bool, ...]
    """Per opponent: its riichi is down."""
    calls: tuple[int, ...]
    """Per opponent: its open melds."""
    dora_calls: tuple[int, ...]
    """Per opponent: dora (red fives included) shown in its open melds."""
    tedashi: tuple[int, ...]
    """Per opponent: hand-cut tiles among its last ``LATE`` discards."""
    pond: tuple[int, ...]
    """Per opponent: its discards so far."""
    dealer_seat: int
    """The dealer's place among the opponents (0..players-2), -1 when the seat deals."""


def scores_now(watch: Watch) -> list[int]:
    """Every seat's points now: the round's start less the riichi sticks put down."""
    out = list(watch.round.scores)
    for s in watch.table.seats:
        if s.riichi_accepted and s.seat < len(out):
            out[s.seat] -= 1000
    return out


def standing(watch: Watch, seat: int, length: str = "south") -> Standing:
    """The decision's Standing (``length``: the game's, ``east`` or ``south``)."""
    t = watch.table
    rnd = watch.round
    players = t.players
    scores = scores_now(watch)
    if len(scores) < players:
        scores += [0] * (players - len(scores))
    dealer = rnd.dealer
    # ties go to the seat nearer the first dealer (seat 0), as Tenhou ranks them
    order = sorted(range(players), key=lambda s: (-scores[s], s))
    place = order.index(seat)
    to_next = scores[order[place - 1]] - scores[seat] if place > 0 else 0
    to_prev = scores[seat] - scores[order[place + 1]] if place < players - 1 else 0
    last_wind = 0 if length == "east" else 1
    all_last = (rnd.wind, rnd.number) >= (last_wind, players)
    dora = {dora_index(d.index) for d in t.dora}
    others = [(seat + i) % players for i in range(1, players)]
    riichi, calls, dora_calls, tedashi, pond = [], [], [], [], []
    for o in others:
        s = t.seats[o]
        riichi.append(s.riichi_accepted)
        opened = [m for m in s.melds if m.opened]
        calls.append(len(opened))
        dora_calls.append(sum(1 for m in opened for x in m.tiles if x.index in dora or x.red))
        tedashi.append(sum(watch.tedashi[o][-LATE:]))
        pond.append(len(s.pond))
    return Standing(players, length == "east", all_last, seat == dealer, place, to_next, to_prev, rnd.honba,
                    rnd.sticks + t.accepted, tuple(riichi), tuple(calls), tuple(dora_calls), tuple(tedashi),
                    tuple(pond), others.index(dealer) if dealer != seat else -1)

"""The kinds of decision the review judges, one row each, and the walk of a round that finds every decision of the
kinds other than a free discard (riichi or dama, call or pass, kan or none) with what the player did.

- ``discard``: which tile goes (``agari.judge.judge``, walked by the review itself: ``agari.judge.moments``);
- ``riichi``: a closed hand that can declare riichi, at its discard (``agari.judge.riichi``);
- ``call``: a discard another seat could chi, pon or kan (``agari.judge.call``): a call another seat made first is
  no decision of a seat it outranks (a pon or kan outranks a chi: the chi seat's wish is unknown), a discard won on
  (ron) is none, nor the last tile of the wall;
- ``kan``: a closed or added kan on the seat's own turn (``agari.judge.kan``).
A declined win (a ron or tsumo let pass) is not yet a kind: it needs each hand's yaku and furiten at every discard.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple

from agari.core.errors import AgariError
from agari.danger.watch import Watch
from agari.judge.call import KIND_OF, call_ways, judge_call
from agari.judge.choice import PASS, Choice
from agari.judge.kan import judge_kan, kan_ways
from agari.judge.riichi import can_riichi, judge_riichi
from agari.logs.record import ANKAN, CALLS, CHI, DISCARD, DORA, DRAW, KAKAN, Event, GameRecord, LogError, Round
from agari.riichi.rules import RULES_DEFAULT, Rules


class Kind(NamedTuple):
    """One kind of decision: its name, its options in the review's words and the module that judges it."""

    name: str
    options: tuple[str, ...]
    module: str


KINDS = (
    Kind("discard", (), "agari.judge.judge"),
    Kind("riichi", ("dama", "riichi"), "agari.judge.riichi"),
    Kind("call", ("pass", "chi", "pon", "kan"), "agari.judge.call"),
    Kind("kan", ("none", "kan"), "agari.judge.kan"),
)
"""Every kind the review judges, in the order its figures are shown."""
ALL = frozenset(k.name for k in KINDS)


def _next_play(events: tuple[Event, ...], i: int) -> Event | None:
    """The first event after ``i`` that is not a new dora indicator."""
    for e in events[i + 1:]:
        if e.kind != DORA:
            return e
    return None


def _thrown_after(events: tuple[Event, ...], i: int, seat: int) -> Event | None:
    """The seat's next discard after event ``i``."""
    return next((e for e in events[i + 1:] if e.kind == DISCARD and e.seat == seat), None)


def round_choices(rnd: Round, players: int, rules: Rules = RULES_DEFAULT, seats: frozenset[int] | None = None,
                  length: str = "south", kinds: frozenset[str] = ALL) -> Iterator[Choice]:
    """Every riichi, call and kan decision of the round's seats (``seats``: only these; ``kinds``: only these kinds),
    in play order.

    A round the table refuses raises LogError from where it breaks; the decisions before it have been yielded.
    """
    watch = Watch(rnd, players, rules)
    table = watch.table
    events = rnd.events
    drew = [False] * players
    ron = any(w.seat != w.from_seat for w in rnd.wins)
    for i, e in enumerate(events):
        number = i + 1
        seat = e.seat
        mine = seats is None or seat in seats
        if mine and "kan" in kinds and e.kind in (DISCARD, ANKAN, KAKAN) and drew[seat] and kan_ways(table, seat):
            yield judge_kan(table, seat, "kan" if e.kind != DISCARD else "none", number, str(table.seats[seat].hand()))
        if mine and "riichi" in kinds and e.kind == DISCARD and can_riichi(table, seat, rnd.scores[seat]):
            yield judge_riichi(watch, seat, "riichi" if e.riichi else "dama", number,
                               str(table.seats[seat].hand()), length)
        watch.apply(e)
        if e.kind == DRAW:
            drew[seat] = True
        elif e.kind != DORA:
            drew[seat] = False
        if e.kind != DISCARD or e.tile is None or "call" not in kinds:
            continue
        nxt = _next_play(events, i)
        if nxt is None and ron:
            continue  # won on: no call
        caller = nxt.seat if nxt is not None and nxt.kind in CALLS and nxt.target in (seat, -1) else -1
        for o in range(players):
            if o == seat or (seats is not None and o not in seats):
                continue
            ways = call_ways(table, o, seat, e.tile)
            if not ways:
                continue
            if caller == o and nxt is not None:
                thrown = _thrown_after(events, i + 1, o)
                yield judge_call(table, o, seat, e.tile, KIND_OF[nxt.kind], number, str(table.seats[o].hand()),
                                 None if thrown is None else thrown.tile)
            elif caller < 0 or (nxt is not None and nxt.kind == CHI and any(k != "chi" for k, _ in ways)):
                yield judge_call(table, o, seat, e.tile, PASS, number, str(table.seats[o].hand()))
            # a pon or kan by another seat: this seat's chi was outranked, its wish unknown


def choices(game: GameRecord, seats: frozenset[int] | None = None, kinds: frozenset[str] = ALL) -> Iterator[Choice]:
    """Every riichi, call and kan decision of the game (rounds the table refuses are left out from where they
    break)."""
    for rnd in game.rounds:
        try:
            yield from round_choices(rnd, game.players, game.rule.engine_rules, seats, game.rule.length, kinds)
        except (LogError, AgariError):
            continue

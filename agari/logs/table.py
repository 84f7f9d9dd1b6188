"""The table during a round: hands, melds, ponds and what everyone has seen, event by event, checked.

``Table.apply(event)`` moves tiles as the event says and refuses an event the table contradicts (a discard
of a tile the hand does not hold, a call of a tile nobody discarded, a fifth copy of a tile) with a LogError
naming the round, the event and the seat.  The review reads the table between events.
"""

from __future__ import annotations

from agari.core.notation import Hand, Meld, MeldKind
from agari.core.tile import RED_FIVES, Tile, type_name
from agari.logs.record import (
    ANKAN,
    CHI,
    DAIMINKAN,
    DISCARD,
    DORA,
    DRAW,
    KAKAN,
    KITA,
    PON,
    Event,
    LogError,
    Round,
)
from agari.riichi.rules import RULES_DEFAULT, Rules

WALL_DRAWS = {4: 70, 3: 55}
"""Tiles drawn (live wall and replacements together) when the wall runs out: 136 - 14 - 52, and 108 - 14 - 39."""

_KIND = {CHI: MeldKind.CHI, PON: MeldKind.PON, DAIMINKAN: MeldKind.KAN}
_RANK = {t: t.index * 2 + t.red for t in (*(Tile(i) for i in range(34)), *RED_FIVES)}
"""Every tile's place in the sorted order (``Tile.sort_key`` as one number: a red five after the plain one)."""


class SeatState:
    """One player's tiles and declarations during a round."""

    __slots__ = ("seat", "known", "counts", "tiles", "melds", "copies", "pond", "called_from_pond", "riichi_at",
                 "riichi_accepted", "ippatsu", "double", "kita", "last_draw", "discards", "first_draw_done",
                 "all_yaochuu", "calls_made", "sets")

    def __init__(self, seat: int, hand: tuple[Tile, ...] | None) -> None:
        self.seat = seat
        self.known = hand is not None
        self.counts = [0] * 34
        self.tiles: dict[Tile, int] = {}
        """Concealed tiles by Tile (a red five apart from the plain ones)."""
        for t in hand or ():
            self.counts[t.index] += 1
            self.tiles[t] = self.tiles.get(t, 0) + 1
        self.melds: list[Meld] = []
        self.copies = [0] * 34
        self.pond: list[Tile] = []
        """Every discard in order (called ones too)."""
        self.called_from_pond = 0
        self.riichi_at = -1
        """The turn (own discard number, 1-based) of the riichi discard; -1: none."""
        self.riichi_accepted = False
        self.ippatsu = False
        self.double = False
        self.kita = 0
        self.last_draw: Tile | None = None
        self.discards = 0
        self.first_draw_done = False
        self.all_yaochuu = True
        """Every discard so far is a terminal or honor (nagashi needs it, and none called)."""
        self.calls_made = 0
        self.sets: list[tuple[int, int]] = []
        """Each pon and kan in the order it was made: (tile type, the seat that fed it or -1 for a closed kan)."""

    @property
    def concealed(self) -> list[Tile]:
        """The concealed tiles, sorted."""
        out: list[Tile] = []
        tiles = self.tiles
        for t in sorted(tiles, key=_RANK.__getitem__):
            out += [t] * tiles[t]
        return out

    def hand(self, extra: Tile | None = None) -> Hand:
        """The hand as agari's Hand (``extra``: a tile added to the concealed part, e.g. a ron tile)."""
        tiles = self.concealed
        if extra is not None:
            tiles = sorted([*tiles, extra])
        return Hand(tuple(tiles), tuple(self.melds))

    @property
    def size(self) -> int:
        """Concealed tiles + 3 per meld."""
        return sum(self.counts) + 3 * len(self.melds)

    def take(self, tile: Tile) -> None:
        self.counts[tile.index] += 1
        self.tiles[tile] = self.tiles.get(tile, 0) + 1

    def holds(self, tile: Tile) -> bool:
        return self.tiles.get(tile, 0) > 0

    def give(self, tile: Tile) -> None:
        n = self.tiles[tile] - 1
        if n:
            self.tiles[tile] = n
        else:
            del self.tiles[tile]
        self.counts[tile.index] -= 1


class Table:
    """The state of one round, advanced event by event."""

    def __init__(self, rnd: Round, players: int, rules: Rules = RULES_DEFAULT) -> None:
        self.round = rnd
        self.players = players
        self.rules = rules
        """The game's rules: how a kita (a North set aside) counts is rule data (``kita_interrupts``,
        ``kita_rinshan``)."""
        self.seats = [SeatState(s, rnd.hands[s]) for s in range(players)]
        self.public = [0] * 34
        """Copies everyone has seen: discards still in a pond, every meld's tiles, dora indicators, kita."""
        self.dora: list[Tile] = list(rnd.dora)
        for t in rnd.dora:
            self.public[t.index] += 1
        self.last_draw_rinshan = False
        self.draws = 0
        """Tiles drawn so far, replacements included (the wall is out at WALL_DRAWS)."""
        self.any_call = False
        """A call (chi, pon or kan) has been made this round: first-turn yaku are gone."""
        self.last_discard: tuple[int, Tile] | None = None
        self.pending_kakan: tuple[int, Tile] | None = None
        self.pending_kita = False
        """A North was set aside and its replacement not yet drawn (the North may still be robbed)."""
        self.riichi_pending: int = -1
        """The seat whose riichi discard is on the table, not yet passed."""
        self.accepted = 0
        """Riichi sticks put down this round."""
        self.number = 0
        """Events applied so far (the last one's 1-based number)."""
        self.last_play: Event | None = None
        """The last event that moved a tile (a new dora indicator is none: Tenhou turns an open or added kan's
        indicator after the next discard, and a ron on that discard is a ron on the discard)."""
        self.discard_count = 0
        self.four_kans_seats: list[int] = []
        self._check_start()

    # -- errors ------------------------------------------------------------------------------------
    def fail(self, text: str) -> LogError:
        return LogError(f"round {self.round.title}, event {self.number}: {text}")

    def _check_start(self) -> None:
        total = list(self.public)
        for s in self.seats:
            for i, c in enumerate(s.counts):
                total[i] += c
        for i, c in enumerate(total):
            if c > 4:
                raise LogError(f"round {self.round.title}: the start hands and dora indicators hold {c} copies of "
                               f"{type_name(i)}; there are only 4")

    def _see(self, tile: Tile) -> None:
        n = self.public[tile.index] + 1
        if n > 4:
            raise self.fail(f"a fifth copy of {type_name(tile.index)} comes into view")
        self.public[tile.index] = n

    # -- events --------------------------------------------------------------------------------------
    def apply(self, e: Event) -> None:
        """Play one event; LogError when the table contradicts it."""
        self.number += 1
        kind = e.kind
        if kind == DRAW:
            self._draw(e)
        elif kind == DISCARD:
            self._discard(e)
        elif kind in _KIND:
            self._call(e)
        elif kind == ANKAN:
            self._ankan(e)
        elif kind == KAKAN:
            self._kakan(e)
        elif kind == KITA:
            self._kita(e)
        elif kind == DORA:
            if e.tile is not None:
                self._see(e.tile)
                self.dora.append(e.tile)
            return
        else:
            raise self.fail(f"unknown event {kind!r}")
        self.last_play = e

    def _seat(self, e: Event) -> SeatState:
        if not 0 <= e.seat < self.players:
            raise self.fail(f"seat {e.seat} is not at the table")
        return self.seats[e.seat]

    def pass_riichi(self) -> None:
        """A riichi discard that nobody won on: the stick is down."""
        if self.riichi_pending >= 0:
            s = self.seats[self.riichi_pending]
            s.riichi_accepted = True
            s.ippatsu = True
            self.accepted += 1
            self.riichi_pending = -1

    def _break_ippatsu(self) -> None:
        for s in self.seats:
            s.ippatsu = False

    def _draw(self, e: Event) -> None:
        self.pass_riichi()
        if self.pending_kakan is not None:  # the added kan stood: it is a call like the others
            self.pending_kakan = None
            self._break_ippatsu()
        after_kita = self.pending_kita
        if after_kita:  # the North stood: under kita_interrupts it ends ippatsu as a call does
            self.pending_kita = False
            if self.rules.kita_interrupts:
                self._break_ippatsu()
        s = self._seat(e)
        if s.known and s.size != 13:
            raise self.fail(f"seat {e.seat} draws with {s.size} tiles in hand (melds as 3), not 13")
        if self.draws >= WALL_DRAWS[self.players]:
            raise self.fail(f"seat {e.seat} draws after the wall ran out ({self.draws} tiles drawn)")
        self.draws += 1
        self.last_draw_rinshan = e.rinshan and (self.rules.kita_rinshan or not after_kita)
        s.first_draw_done = True
        self.last_discard = None
        if e.tile is None:
            s.known = False
            return
        if s.known:
            s.take(e.tile)
            if s.counts[e.tile.index] + self.public[e.tile.index] > 4:
                raise self.fail(f"seat {e.seat} draws a fifth copy of {type_name(e.tile.index)}")
        s.last_draw = e.tile

    def _discard(self, e: Event) -> None:
        s = self._seat(e)
        tile = e.tile
        if tile is None:
            raise self.fail(f"seat {e.seat} discards no tile")
        if s.known and s.size != 14:
            raise self.fail(f"seat {e.seat} discards {tile} with {s.size} tiles in hand (melds as 3), not 14")
        if s.known:
            if not s.holds(tile):
                raise self.fail(f"seat {e.seat} discards {tile}, which the hand does not hold")
            s.give(tile)
        if e.tsumogiri and s.last_draw is not None and s.last_draw is not tile:
            raise self.fail(f"seat {e.seat} discards {tile} as the drawn tile, but drew {s.last_draw}")
        if s.riichi_accepted and not e.tsumogiri and s.known and s.last_draw is not None and tile is not s.last_draw:
            raise self.fail(f"seat {e.seat} is in riichi but discards {tile}, not the drawn {s.last_draw}")
        s.last_draw = None
        s.discards += 1
        self.discard_count += 1
        s.ippatsu = False
        if e.riichi:
            if s.riichi_at >= 0:
                raise self.fail(f"seat {e.seat} declares riichi a second time")
            if any(m.opened for m in s.melds):
                raise self.fail(f"seat {e.seat} declares riichi with an open hand")
            s.riichi_at = s.discards
            s.double = s.discards == 1 and not self.any_call
            self.riichi_pending = e.seat
        if not tile.is_yaochuu:
            s.all_yaochuu = False
        s.pond.append(tile)
        self._see(tile)
        self.last_discard = (e.seat, tile)

    def _call(self, e: Event) -> None:
        s = self._seat(e)
        tile = e.tile
        if tile is None or self.last_discard is None or self.last_discard[1] is not tile or (
                e.target >= 0 and self.last_discard[0] != e.target):
            last = "nothing" if self.last_discard is None else f"seat {self.last_discard[0]}'s {self.last_discard[1]}"
            raise self.fail(f"seat {e.seat} calls {e.kind} on {tile}, but the last discard is {last}")
        if e.kind == CHI and (self.last_discard[0] + 1) % self.players != e.seat:
            raise self.fail(f"seat {e.seat} calls chi on seat {self.last_discard[0]}, who is not on its left")
        if self.players == 3 and e.kind == CHI:
            raise self.fail(f"seat {e.seat} calls chi, which three-player rules do not allow")
        target = self.seats[self.last_discard[0]]
        self.pass_riichi()
        if s.known:
            for t in e.tiles:
                if not s.holds(t):
                    raise self.fail(f"seat {e.seat} calls {e.kind} with {t}, which the hand does not hold")
                s.give(t)
        else:
            for t in e.tiles:
                s.counts[t.index] -= 1  # a hidden hand: its counts go negative, and nobody reads them
        self.public[tile.index] -= 1  # the called tile leaves the pond for the meld
        tiles = tuple(sorted((tile, *e.tiles)))
        try:
            meld = Meld(_KIND[e.kind], tiles)
            _check_meld(meld)
        except LogError as exc:
            raise self.fail(f"seat {e.seat}: {exc.message}") from None
        s.melds.append(meld)
        for t in tiles:
            s.copies[t.index] += 1
            self._see(t)
        target.called_from_pond += 1
        if e.kind != CHI:
            s.sets.append((tile.index, self.last_discard[0]))
        self.any_call = True
        s.calls_made += 1
        self._break_ippatsu()
        self.last_discard = None
        if e.kind == DAIMINKAN:
            self.four_kans_seats.append(e.seat)
        s.last_draw = None

    def _ankan(self, e: Event) -> None:
        s = self._seat(e)
        if len(e.tiles) != 4 or len({t.index for t in e.tiles}) != 1:
            raise self.fail(f"seat {e.seat} declares a closed kan of {len(e.tiles)} tiles that are not four alike")
        if s.known:
            for t in e.tiles:
                if not s.holds(t):
                    raise self.fail(f"seat {e.seat} declares a closed kan with {t}, which the hand does not hold")
                s.give(t)
        meld = Meld(MeldKind.ANKAN, tuple(sorted(e.tiles)))
        s.melds.append(meld)
        s.sets.append((e.tiles[0].index, -1))
        for t in e.tiles:
            s.copies[t.index] += 1
            self._see(t)
        self.any_call = True
        self._break_ippatsu()
        self.four_kans_seats.append(e.seat)
        s.last_draw = None

    def _kakan(self, e: Event) -> None:
        s = self._seat(e)
        tile = e.tile
        if tile is None:
            raise self.fail(f"seat {e.seat} adds no tile to a kan")
        i = next((i for i, m in enumerate(s.melds) if m.kind is MeldKind.PON and m.tiles[0].index == tile.index), -1)
        if i < 0:
            raise self.fail(f"seat {e.seat} adds {tile} to a kan, but has no pon of it")
        m = s.melds[i]
        if s.known:
            if not s.holds(tile):
                raise self.fail(f"seat {e.seat} adds {tile} to its pon, but the hand does not hold it")
            s.give(tile)
        s.melds[i] = Meld(MeldKind.KAN, tuple(sorted((*m.tiles, tile))))
        s.copies[tile.index] += 1
        self._see(tile)
        self.pending_kakan = (e.seat, tile)
        self.any_call = True
        self.four_kans_seats.append(e.seat)
        s.last_draw = None

    def _kita(self, e: Event) -> None:
        s = self._seat(e)
        north = Tile(30)
        if self.players != 3:
            raise self.fail(f"seat {e.seat} sets a North aside (kita), which only three-player rules have")
        if s.known:
            if not s.holds(north):
                raise self.fail(f"seat {e.seat} sets a North aside, but the hand holds none")
            s.give(north)
        s.kita += 1
        self._see(north)
        s.last_draw = None
        self.pending_kita = True
        if self.rules.kita_interrupts:
            self.any_call = True  # the first go-around is over: no double riichi, tenhou, chiihou, nine terminals

    # -- what the review asks ----------------------------------------------------------------------------
    def seen_by(self, seat: int) -> list[int]:
        """Copies of each type that ``seat`` has seen outside its own hand and melds."""
        own = self.seats[seat].copies
        return [p - c for p, c in zip(self.public, own, strict=True)]

    @property
    def wall_out(self) -> bool:
        """The last tile of the wall has been drawn."""
        return self.draws >= WALL_DRAWS[self.players]


def _check_meld(meld: Meld) -> None:
    """A called meld must be a run of one suit (chi) or alike tiles (pon, kan)."""
    idx = [t.index for t in meld.tiles]
    if meld.kind is MeldKind.CHI:
        if idx[0] >= 27 or idx[0] // 9 != idx[2] // 9 or idx != [idx[0], idx[0] + 1, idx[0] + 2]:
            raise LogError(f"chi {''.join(str(t) for t in meld.tiles)} is not a run of one suit")
    elif len(set(idx)) != 1:
        raise LogError(f"{meld.kind.value} {''.join(str(t) for t in meld.tiles)} is not tiles alike")

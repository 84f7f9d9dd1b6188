"""A decision described by hand rather than replayed from a log: the calculator's hand, its melds, the dora, the
winds, the turn and what the opponents show (their rivers, riichi, calls) made into the ``Watch`` the judge reads,
so that the calculator and the game review weigh one situation with one judge.

Request (the JSON door's ``verdict`` op; the ``danger`` op's fields plus the hand's melds, seat and turn)::

    {"op": "verdict", "hand": "2345m456p34789s11z", "seat": "s", "round": "e", "dora": ["3m"], "players": 4,
     "turn": 8, "visible": "9m1p", "drawn": "4s", "honba": 0, "sticks": 1, "scores": [25000, 24000, 26000, 25000],
     "opponents": [{"wind": "w", "river": "9p1z5s4m8s2m", "riichi": 5, "tsumogiri": [1], "passed": "7s"}]}

``hand``: the seat's 14 tiles (3n+2, a meld counted as three), melds in brackets; ``seat``: its wind (``e``: the
dealer); ``number``: the hand's number in the round wind (1-4: South 4 is 4) and ``length`` the game's (``south``, a
hanchan, or ``east``): together they say whether this is the game's last hand; ``turn``: the seat's own draws so
far, this one included (or ``draws``: every seat's draws from the wall so far); ``visible``: other tiles the seat
has seen (its own discards); ``drawn``: the tile just drawn, when known; ``scores``: each seat's points at the
round's start (before this round's riichi sticks), by seat wind, east first; ``sticks``: every riichi stick on the
table, this round's too; ``opponents``: as the ``danger`` op reads them (an opponent's ``wind`` defaults to the
seats after the hand's, in order).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from agari.core.errors import AgariError
from agari.core.notation import format_hand, format_tiles, parse_hand, parse_tile_list
from agari.core.tile import Tile
from agari.danger.op import WINDS, view_of
from agari.danger.view import SeatView
from agari.danger.watch import Watch
from agari.logs.record import Round
from agari.logs.table import WALL_DRAWS

START_SCORE = 25_000
"""Each seat's points when the request gives none."""


class Position(Watch):
    """A Watch set up from a described situation: no events, the table's state and the seat's view as given."""

    def __init__(self, rnd: Round, players: int, seat_view: SeatView, length: str = "south") -> None:
        super().__init__(rnd, players, length=length)
        self.seat_view = seat_view

    def view(self, seat: int) -> SeatView:
        """What the seat sees: as described (the only seat a position knows)."""
        if seat != self.seat_view.seat:
            raise AgariError(f"the position describes seat {self.seat_view.seat}'s view, not seat {seat}'s")
        return self.seat_view


def _int(request: Mapping[str, Any], field: str, default: int, low: int, high: int) -> int:
    value = request.get(field, default)
    if value is None:
        return default
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise AgariError(f"{field} must be a whole number from {low} to {high}", field=field)
    return value


def _wind(request: Mapping[str, Any], field: str, default: str) -> int:
    value = request.get(field, default)
    if not isinstance(value, str) or len(value) != 1 or value.lower() not in WINDS:
        raise AgariError(f"{field} must be one of e, s, w, n", field=field)
    return WINDS.index(value.lower())


def position_of(request: Mapping[str, Any]) -> tuple[Position, int]:
    """The Watch a ``verdict`` request describes and the seat whose decision it is (seats numbered by wind: east is
    0); AgariError naming the field when the request is wrong."""
    players = request.get("players", 4)
    if players not in (3, 4):
        raise AgariError("players must be 3 or 4", field="players")
    text = request.get("hand")
    if not isinstance(text, str) or not text.strip():
        raise AgariError("hand must be the hand's tiles as text, like 2345m456p34789s11z", field="hand")
    hand = parse_hand(text.replace(" ", ""))
    size = len(hand.concealed) + 3 * len(hand.melds)
    if size != 14:
        raise AgariError(f"hand holds {size} tiles (a meld counted as three); a decision needs 14: the hand just "
                         "after its draw", field="hand")
    seat = _wind(request, "seat", "e")
    if players == 3 and seat == 3:
        raise AgariError("seat: three players have no North seat", field="seat")
    round_wind = _wind(request, "round", "e")
    opponents = request.get("opponents")
    if not isinstance(opponents, list) or not 1 <= len(opponents) <= players - 1:
        raise AgariError(f"opponents must be a list of 1 to {players - 1} players", field="opponents")
    filled = [{"wind": WINDS[(seat + n + 1) % players], **o} if isinstance(o, Mapping) else o
              for n, o in enumerate(opponents)]
    meld_tiles = [t for m in hand.melds for t in m.tiles]
    visible = request.get("visible") or ""
    if not isinstance(visible, str):
        raise AgariError("visible must be tiles as text, like 9m1p", field="visible")
    seen_view = view_of({**request, "players": players, "opponents": filled,
                         "hand": format_tiles(hand.concealed),
                         "visible": visible + format_tiles(meld_tiles)})
    winds = [o.wind for o in seen_view.opponents]
    if seat in winds or len(set(winds)) != len(winds) or any(w >= players for w in winds):
        raise AgariError("opponents: each opponent needs a seat wind of its own, not the hand's", field="opponents")
    # seats numbered as in a game: the first dealer is seat 0, so the n-th hand of a wind is dealt by seat n - 1
    number = _int(request, "number", 1, 1, 4 if players == 4 else 3)
    dealer = number - 1
    wind = seat
    seat = (dealer + wind) % players
    view = seen_view._replace(seat=seat, opponents=tuple(o._replace(seat=(dealer + o.wind) % players)
                                                        for o in seen_view.opponents))
    length = request.get("length", "south")
    if length not in ("east", "south"):
        raise AgariError("length must be east (an east-only game) or south (a hanchan)", field="length")
    wall = WALL_DRAWS[players]
    if "draws" in request and request["draws"] is not None:
        draws = _int(request, "draws", 1, 1, wall)
    else:
        turn = _int(request, "turn", 1, 1, wall // players + 1)
        draws = min(wall, (turn - 1) * players + wind + 1)
    scores = request.get("scores")
    if scores is None:
        scores = [START_SCORE] * players
    if (not isinstance(scores, list) or len(scores) != players
            or not all(isinstance(x, int) and not isinstance(x, bool) for x in scores)):
        raise AgariError(f"scores must be {players} whole numbers, east first", field="scores")
    by_seat = [0] * players
    for w, x in enumerate(scores):
        by_seat[(dealer + w) % players] = x
    indicators = tuple(parse_tile_list(request.get("dora") or []))
    hands = tuple(tuple(hand.concealed) if s == seat else None for s in range(players))
    rnd = Round(0, round_wind, number, _int(request, "honba", 0, 0, 99), _int(request, "sticks", 0, 0, 99), dealer,
                tuple(by_seat), indicators, (), hands, (), (), None)
    pos = Position(rnd, players, view, str(length))
    table = pos.table
    me = table.seats[seat]
    me.melds = list(hand.melds)
    for t in meld_tiles:
        me.copies[t.index] += 1
    table.public = [v - h for v, h in zip(view.visible, view.held, strict=True)]
    table.draws = draws
    table.any_call = any(m.opened for m in hand.melds) or any(o.melds for o in view.opponents)
    for o in view.opponents:
        s = table.seats[o.seat]
        s.pond = list(o.river)
        s.melds = list(o.melds)
        s.riichi_at = o.riichi + 1 if o.riichi >= 0 else -1
        s.riichi_accepted = o.riichi >= 0
        s.ippatsu = o.ippatsu
        pos.tedashi[o.seat] = list(o.tedashi)
    drawn = request.get("drawn")
    if drawn:
        if not isinstance(drawn, str):
            raise AgariError("drawn must be one tile, like 4s", field="drawn")
        tile = Tile.parse(drawn)
        if not me.holds(tile):
            raise AgariError(f"drawn: {drawn} is not among the hand's concealed tiles", field="drawn")
        me.last_draw = tile
    return pos, seat


def request_of(watch: Watch, seat: int) -> dict[str, Any]:
    """The ``verdict`` request that describes ``seat``'s decision at the watch's moment (a game review's decision
    opened in the calculator): what the seat sees, each opponent's river, riichi, tedashi and calls, the seat's own
    river as tiles it has seen."""
    t = watch.table
    players = t.players
    dealer = watch.round.dealer
    view = watch.view(seat)
    me = t.seats[seat]
    rest = list(view.visible)
    for k, n in enumerate(view.held):
        rest[k] -= n
    for m in me.melds:
        for x in m.tiles:
            rest[x.index] -= 1
    for x in t.dora:
        rest[x.index] -= 1
    opponents = []
    for o in view.opponents:
        for x in (*o.river, *(x for m in o.melds for x in m.tiles)):
            rest[x.index] -= 1
    called: dict[int, list[int]] = {}
    for o in reversed(view.opponents):  # a tile counted twice (in a river and in a call) is a called discard
        for i in reversed(range(len(o.river))):
            k = o.river[i].index
            if rest[k] < 0:
                rest[k] += 1
                called.setdefault(o.seat, []).append(i)
    for o in view.opponents:
        entry: dict[str, Any] = {"wind": WINDS[(o.seat - dealer) % players], "river": format_tiles(o.river),
                                 "tsumogiri": [i for i, x in enumerate(o.tedashi) if not x]}
        if o.riichi >= 0:
            entry["riichi"] = o.riichi
        if o.passed:
            entry["passed"] = format_tiles(o.passed)
        if o.melds:
            entry["calls"] = "".join(str(m) for m in o.melds)
        if o.seat in called:
            entry["called"] = sorted(called[o.seat])
        if o.ippatsu:
            entry["ippatsu"] = True
        opponents.append(entry)
    visible = [x for k in range(34) for x in [Tile(k)] * max(0, rest[k])]
    hand = format_hand(me.hand())
    out: dict[str, Any] = {
        "op": "verdict", "hand": hand, "seat": WINDS[(seat - dealer) % players], "round": WINDS[watch.round.wind],
        "dora": [format_tiles([x]) for x in t.dora], "players": players, "draws": t.draws,
        "visible": format_tiles(visible), "honba": watch.round.honba, "sticks": watch.round.sticks + t.accepted,
        "number": watch.round.number, "length": watch.length,
        "scores": [watch.round.scores[(dealer + w) % players] for w in range(players)], "opponents": opponents}
    if me.last_draw is not None:
        out["drawn"] = format_tiles([me.last_draw])
    return out


"""Read Tenhou's JSON log format (Tenhou's viewer, its mjlog-to-JSON export, the Mahjong Soul converters).

A round is ``[[kyoku, honba, sticks], [scores], [dora indicators], [ura indicators]``, then per seat (East
first) ``[start hand], [draws], [discards]``, then the result.  Tiles are numbers: 11-19 man, 21-29 pin, 31-39
sou, 41-47 East South West North haku hatsu chun, 51/52/53 the red fives.  A draw may be a call: ``c`` chi,
``p`` pon, ``m`` open kan, the letter standing where the called tile sits (first: from the left player, second:
from across, last: from the right).  A discard may be ``60`` (the drawn tile), ``r`` + tile (riichi), a closed
kan ``a``, an added kan ``k``, ``f44`` (a North set aside, three players), or ``0`` (the turn spent by an open
kan).  The log keeps no order between seats: it is rebuilt by playing the round, each discard followed by the
call it met, if any.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from agari.core.errors import count
from agari.core.tile import Tile
from agari.logs import yaku_names
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
    GameRecord,
    LogError,
    RecordedDraw,
    RecordedWin,
    Round,
    draw_kind,
)
from agari.logs.rules import is_majsoul, tenhou_rule

WIN_NAMES = ("和了", "agari", "hora")

LIMIT_WORDS: dict[str, str] = {
    "満貫": "mangan", "切り上げ満貫": "mangan",
    "跳満": "haneman", "倍満": "baiman", "三倍満": "sanbaiman", "数え役満": "kazoe_yakuman",
    "役満": "yakuman",
}
_SCORE = re.compile(r"^\s*(?:(\d+)符)?\s*(?:(\d+)飜)?\s*(\D*?)\s*(\d+)(?:-(\d+))?点(∀?)")
_YAKU = re.compile(r"^(.*?)\((\d+)飜\)$|^(.*?)\((?:(ダブル|トリプル)?役満)\)$")
_MULTIPLE = {None: 1, "ダブル": 2, "トリプル": 3}


_TILE_NUMBERS: dict[int, Tile] = {
    **{10 * (suit + 1) + n + 1: Tile(9 * suit + n) for suit in range(3) for n in range(9)},
    **{41 + n: Tile(27 + n) for n in range(7)},
    **{51 + suit: Tile(9 * suit + 4, True) for suit in range(3)},
}
"""Tenhou's tile numbers: 11-19 man, 21-29 pin, 31-39 sou, 41-47 honors, 51-53 the red fives."""


def tile_of(code: Any, where: str) -> Tile:
    """A Tenhou tile number -> Tile."""
    tile = _TILE_NUMBERS.get(code) if type(code) is int else None
    if tile is None:
        if type(code) is not int:
            raise LogError(f"{where}: {code!r} is not a tile number")
        raise LogError(f"{where}: {code} is not a tile number (11-19, 21-29, 31-39, 41-47, 51-53)")
    return tile


def _groups(text: str, where: str) -> tuple[str, int, list[int]]:
    """A call string -> (its letter, how many tiles stand before the letter, the tile numbers)."""
    letter = ""
    before = -1
    numbers: list[int] = []
    i = 0
    while i < len(text):
        ch = text[i]
        if ch.isalpha():
            if letter:
                raise LogError(f"{where}: {text!r} is not a call (two letters)")
            letter, before = ch, len(numbers)
            i += 1
            continue
        digits = text[i : i + 2]
        if len(digits) != 2 or not digits.isdigit():
            raise LogError(f"{where}: {text!r} is not a call (tile numbers are two digits)")
        numbers.append(int(digits))
        i += 2
    if not letter:
        raise LogError(f"{where}: {text!r} is not a call (no letter)")
    return letter, before, numbers


def _direction(before: int, kind: str) -> int:
    """Seats to the caller's left the called tile came from: 1 left (kamicha), 2 across, 3 right."""
    if kind == DAIMINKAN:
        return {0: 1, 1: 2, 3: 3}.get(before, 0)
    return {0: 1, 1: 2, 2: 3}.get(before, 0)


class _Call:
    """A call read from a draw entry."""

    __slots__ = ("kind", "tile", "tiles", "direction")

    def __init__(self, kind: str, tile: Tile, tiles: tuple[Tile, ...], direction: int) -> None:
        self.kind = kind
        self.tile = tile
        self.tiles = tiles
        self.direction = direction


def _read_call(item: str, where: str) -> _Call:
    letter, before, numbers = _groups(item, where)
    kind = {"c": CHI, "p": PON, "m": DAIMINKAN}.get(letter)
    if kind is None:
        raise LogError(f"{where}: {item!r} is not a call on a discard (c, p or m)")
    size = 4 if kind == DAIMINKAN else 3
    if len(numbers) != size or before >= len(numbers):
        raise LogError(f"{where}: {item!r} has {count(len(numbers), 'tile')}; a {kind} has {size}")
    tiles = [tile_of(n, where) for n in numbers]
    called = tiles.pop(before)
    return _Call(kind, called, tuple(tiles), _direction(before, kind))


class _Seat:
    """One seat's draws and discards, read in order."""

    __slots__ = ("draws", "discards", "d", "x", "last")

    def __init__(self, draws: Sequence[Any], discards: Sequence[Any]) -> None:
        self.draws = draws
        self.discards = discards
        self.d = 0
        self.x = 0
        self.last: Tile | None = None

    def next_draw(self) -> Any:
        return self.draws[self.d] if self.d < len(self.draws) else None


def _list(value: Any, what: str, where: str) -> list[Any]:
    if not isinstance(value, list):
        raise LogError(f"{where}: {what} is not a list")
    return value


def read_round(raw: Any, index: int, players: int) -> Round:
    """One round of the log -> a Round (LogError names the round and what is wrong)."""
    where = f"round {index + 1}"
    if not isinstance(raw, list) or len(raw) < 5 + 3 * players:
        raise LogError(f"{where}: a round is a list of its situation, seats and result")
    head = raw[0]
    if not (isinstance(head, list) and len(head) >= 3 and all(type(v) is int and v >= 0 for v in head[:3])):
        raise LogError(f"{where}: the first entry is not [round, honba, riichi sticks]")
    kyoku, honba, sticks = head[:3]
    wind, number = divmod(kyoku, 4)
    dealer = kyoku % 4
    if wind > 3 or dealer >= players:
        raise LogError(f"{where}: round number {kyoku} does not exist with {players} players")
    label = f"{'ESWN'[wind]}{number + 1}"
    where = f"round {label} (honba {honba})" if honba else f"round {label}"
    scores = _list(raw[1], "the scores", where)
    if not all(type(s) is int for s in scores) or len(scores) < players:
        raise LogError(f"{where}: the scores are not {players} whole numbers")
    all_dora = tuple(tile_of(t, f"{where}, dora") for t in _list(raw[2], "the dora indicators", where))
    ura = tuple(tile_of(t, f"{where}, ura") for t in _list(raw[3], "the ura indicators", where))
    if not all_dora:
        raise LogError(f"{where}: no dora indicator")
    hands: list[tuple[Tile, ...]] = []
    logs: list[tuple[list[Any], list[Any]]] = []
    for s in range(players):
        hand = _list(raw[4 + 3 * s], f"seat {s}'s start hand", where)
        if len(hand) != 13:
            raise LogError(f"{where}: seat {s}'s start hand has {count(len(hand), 'tile')}, not 13")
        hands.append(tuple(tile_of(t, f"{where}, seat {s}'s start hand") for t in hand))
        logs.append((_list(raw[5 + 3 * s], f"seat {s}'s draws", where),
                     _list(raw[6 + 3 * s], f"seat {s}'s discards", where)))
    result = raw[4 + 3 * 4] if len(raw) >= 17 else raw[-1]
    events = _play(logs, dealer, players, all_dora, where)
    wins, draw = _result(result, players, where)
    return Round(index, wind, number + 1, honba, sticks, dealer, tuple(scores[:players]), all_dora[:1], ura,
                 tuple(hands), events, wins, draw, all_dora)


MAX_ATTEMPTS = 64
"""Readings of one round tried before its first contradiction is reported (see ``_play``)."""


def _play(logs: list[tuple[list[Any], list[Any]]], dealer: int, players: int, indicators: tuple[Tile, ...],
          where: str) -> tuple[Event, ...]:
    """Rebuild the round's events in play order from the seats' draws and discards.

    The log does not say which of two equal discards a call took when the discarder throws the same tile
    twice before the caller's turn comes (a call of someone else's in between): the round is played taking
    each call at the first discard it fits, and when that reading runs into a contradiction, again with the
    last such call taken at a later discard instead (a search over those choices, depth first).
    """
    forced: list[bool] = []
    first: LogError | None = None
    for _attempt in range(MAX_ATTEMPTS):
        taken: list[bool] = []
        try:
            return _play_once([_Seat(d, x) for d, x in logs], dealer, players, indicators, where, forced, taken)
        except LogError as exc:
            first = first or exc
        later = [i for i, t in enumerate(taken) if t]
        if not later:
            break
        forced = [*taken[:later[-1]], False]
    assert first is not None
    raise first


def _play_once(seats: list[_Seat], dealer: int, players: int, indicators: tuple[Tile, ...], where: str,
               forced: list[bool], taken: list[bool]) -> tuple[Event, ...]:
    """One reading of the round: ``forced`` says, call by call where the reading is ambiguous, whether the call
    takes this discard (True, the default past its end) or a later equal one; ``taken`` records the choices."""
    events: list[Event] = []
    cur = dealer
    called = False  # the current seat called a discard: it discards without drawing
    rinshan = False
    reveal_after_discard = 0  # open kans whose dora turns over after the kan player's discard
    kans = 0

    def reveal() -> None:
        nonlocal kans
        kans += 1
        if kans < len(indicators):
            events.append(Event(DORA, -1, indicators[kans]))

    for _guard in range(2000):
        me = seats[cur]
        at = f"{where}, seat {cur}"
        if not called:
            item = me.next_draw()
            if item is None:
                break
            me.d += 1
            if not isinstance(item, int):
                raise LogError(f"{at}: draw {me.d} is {item!r}, but no discard is there to call")
            tile = tile_of(item, f"{at}, draw {me.d}")
            me.last = tile
            events.append(Event(DRAW, cur, tile, rinshan=rinshan))
            rinshan = False
        called = False
        if me.x >= len(me.discards):
            break  # a tsumo, or an abortive draw on the player's own turn
        item = me.discards[me.x]
        me.x += 1
        if isinstance(item, str) and item[:1] != "r":
            kind, shown, tiles = _kan_or_kita(item, f"{at}, discard {me.x}")
            events.append(Event(kind, cur, shown, tiles))
            if kind == ANKAN:
                reveal()
            elif kind == KAKAN:
                reveal_after_discard += 1
            elif kind == KITA:  # a kita turns over the dora an earlier open or added kan still owes (as the mjlog)
                while reveal_after_discard:
                    reveal_after_discard -= 1
                    reveal()
            rinshan = True
            continue
        riichi = isinstance(item, str)
        if riichi:
            digits = item[1:]
            if not digits.isdigit():
                raise LogError(f"{at}: {item!r} is not a riichi discard")
            item = int(digits)
        if item == 0:
            raise LogError(f"{at}: discard {me.x} is 0 (an open kan's turn) with no open kan before it")
        tsumogiri = item == 60
        if tsumogiri:
            if me.last is None:
                raise LogError(f"{at}: discard {me.x} is the drawn tile (60), but the seat drew nothing")
            tile = me.last
        else:
            tile = tile_of(item, f"{at}, discard {me.x}")
        me.last = None
        events.append(Event(DISCARD, cur, tile, tsumogiri=tsumogiri, riichi=riichi))
        while reveal_after_discard:
            reveal_after_discard -= 1
            reveal()
        caller = _caller(seats, cur, tile, players)
        if caller is not None and _throws_again(me, tile_code(tile)):
            take = forced[len(taken)] if len(taken) < len(forced) else True
            taken.append(take)
            if not take:
                caller = None
        if caller is None:
            cur = (cur + 1) % players
            continue
        seat, call = caller
        seats[seat].d += 1
        events.append(Event(call.kind, seat, call.tile, call.tiles, target=cur))
        cur = seat
        if call.kind == DAIMINKAN:
            them = seats[seat]
            if them.x < len(them.discards) and them.discards[them.x] == 0:
                them.x += 1
            reveal_after_discard += 1
            rinshan = True
        else:
            called = True
    else:
        raise LogError(f"{where}: the round does not end (more than 2000 events)")
    for s, seat_log in enumerate(seats):
        if seat_log.d < len(seat_log.draws) or seat_log.x < len(seat_log.discards):
            left = seat_log.draws[seat_log.d] if seat_log.d < len(seat_log.draws) else seat_log.discards[seat_log.x]
            raise LogError(f"{where}, seat {s}: {left!r} is never played (the draws and discards do not fit "
                           "together)")
    return tuple(events)


def tile_code(tile: Tile) -> int:
    """A Tile -> its Tenhou number (51-53 the red fives)."""
    if tile.red:
        return 51 + tile.index // 9
    if tile.index >= 27:
        return 41 + tile.index - 27
    return 11 + 10 * (tile.index // 9) + tile.index % 9


def _throws_again(seat: _Seat, code: int) -> bool:
    """The seat may discard this tile once more: its later discards name it, or it draws it again."""
    rest = seat.discards[seat.x:]
    return code in rest or f"r{code}" in rest or code in seat.draws[seat.d:]


def _kan_or_kita(item: str, where: str) -> tuple[str, Tile | None, tuple[Tile, ...]]:
    """A kan or kita in the discards: (kind, the added/shown tile, the tiles)."""
    if item.startswith("f"):
        digits = item[1:]
        if not digits.isdigit():
            raise LogError(f"{where}: {item!r} is not a kita")
        return KITA, tile_of(int(digits), where), ()
    letter, before, numbers = _groups(item, where)
    tiles = tuple(tile_of(n, where) for n in numbers)
    if letter == "a" and len(tiles) == 4:
        return ANKAN, None, tiles
    if letter == "k" and len(tiles) == 4:
        return KAKAN, tiles[before], tiles
    raise LogError(f"{where}: {item!r} is not a closed kan (a) or added kan (k) of 4 tiles")


def _caller(seats: list[_Seat], discarder: int, tile: Tile, players: int) -> tuple[int, _Call] | None:
    """The seat whose next draw entry calls this discard (pon and kan before chi), or None."""
    chi: tuple[int, _Call] | None = None
    for step in range(1, players):
        seat = (discarder + step) % players
        item = seats[seat].next_draw()
        if not isinstance(item, str):
            continue
        call = _read_call(item, f"seat {seat}, draw {seats[seat].d + 1}")
        if call.tile is not tile:
            continue
        if call.kind == CHI:
            if step == 1:
                chi = (seat, call)
            continue
        if players == 4 and call.direction != step:
            continue
        if players == 3 and discarder not in _sources_3p(seat, call.direction):
            continue
        return seat, call
    return chi


def _sources_3p(caller: int, direction: int) -> tuple[int, ...]:
    """The seats a three-player call may come from: Tenhou's export places the seats as at a four-player table
    (the North seat empty: East's left is North, West's right is North), so the discarder is ``caller - direction``
    of four; where that is the empty seat, the log counts three seats (a converter's: left the previous seat, right
    the next), and an "across" there names no seat in particular."""
    seat = (caller - direction) % 4
    if seat != 3:
        return (seat,)
    if direction == 1:
        return ((caller - 1) % 3,)
    if direction == 3:
        return ((caller + 1) % 3,)
    return ((caller + 1) % 3, (caller + 2) % 3)


def _result(raw: Any, players: int, where: str) -> tuple[tuple[RecordedWin, ...], RecordedDraw | None]:
    """The round's end: its wins, or the draw."""
    if not isinstance(raw, list) or not raw or not isinstance(raw[0], str):
        raise LogError(f"{where}: the result is not [\"和了\", ...] or a draw's name")
    name = raw[0]
    if name in WIN_NAMES or name.lower() in WIN_NAMES:
        rest = raw[1:]
        if not rest or len(rest) % 2:
            raise LogError(f"{where}: a win's result is pairs of [score changes] and [winner, from, ...]")
        wins = tuple(_win(rest[i], rest[i + 1], players, f"{where}, win {i // 2 + 1}") for i in range(0, len(rest), 2))
        return wins, None
    kind = draw_kind(name) or "other"
    deltas = None
    if len(raw) > 1 and isinstance(raw[1], list):
        deltas = _deltas(raw[1], players, where)
        if kind == "nagashi" and len(raw) > 2:  # two nagashi: one list of changes each
            more = [_deltas(d, players, where) for d in raw[2:] if isinstance(d, list)]
            deltas = tuple(sum(col) for col in zip(deltas, *more, strict=True))
    return (), RecordedDraw(kind, deltas, name)


def _deltas(raw: Any, players: int, where: str) -> tuple[int, ...]:
    if not isinstance(raw, list) or len(raw) < players or not all(type(v) is int for v in raw):
        raise LogError(f"{where}: the score changes are not a list of whole numbers")
    if any(raw[players:]):
        raise LogError(f"{where}: a score change for a seat that is not playing")
    return tuple(raw[:players])


def _win(deltas: Any, detail: Any, players: int, where: str) -> RecordedWin:
    changes = _deltas(deltas, players, where)
    if (not isinstance(detail, list) or len(detail) < 4 or not all(type(v) is int for v in detail[:3])
            or not isinstance(detail[3], str)):
        raise LogError(f"{where}: the win is not [winner, from, pao, score, yaku...]")
    seat, from_seat, pao = detail[:3]
    if not (0 <= seat < players and 0 <= from_seat < players and 0 <= pao < players):
        raise LogError(f"{where}: winner {seat}, from {from_seat} or pao {pao} is not a seat")
    text = detail[3]
    yaku: list[tuple[str, int]] = []
    unknown: list[str] = []
    yaku_han = 0
    for entry in detail[4:]:
        if not isinstance(entry, str):
            raise LogError(f"{where}: yaku {entry!r} is not text")
        m = _YAKU.match(entry.strip())
        if m is None:
            unknown.append(entry)
            continue
        if m.group(1) is not None:
            name, han = m.group(1), int(m.group(2))
        else:
            name, han = m.group(3), 13 * _MULTIPLE[m.group(4)]
        if han == 0:  # "裏ドラ(0飜)": shown by some converters
            continue
        key = yaku_names.canonical(name)
        if key is None:
            unknown.append(entry)
        else:
            yaku.append((key, han))
        if han < 13:
            yaku_han += han
    fu, han_n, limit, points = _score_text(text, seat, from_seat, players, where)
    if han_n is None and limit is not None and limit != "yakuman":
        han_n = yaku_han
    return RecordedWin(seat, from_seat, -1 if pao == seat else pao, changes, han_n, fu, points, limit, tuple(yaku),
                       tuple(unknown), text)


def _score_text(text: str, seat: int, from_seat: int, players: int,
                where: str) -> tuple[int | None, int | None, str | None, int]:
    """``30符4飜7700点``, ``満貫2000-4000点``, ``30符4飜3900点∀`` -> (fu, han, limit, points)."""
    m = _SCORE.match(text)
    if m is None:
        raise LogError(f"{where}: {text!r} is not a score (such as 30符4飜7700点)")
    fu = int(m.group(1)) if m.group(1) else None
    han = int(m.group(2)) if m.group(2) else None
    word = m.group(3).strip()
    limit = LIMIT_WORDS.get(word) if word else None
    if word and limit is None:
        limit = "yakuman" if "役満" in word else None
    first = int(m.group(4))
    second = int(m.group(5)) if m.group(5) else None
    if from_seat != seat:
        points = first
    elif m.group(6):  # the dealer's tsumo: each pays the same
        points = first * (players - 1)
    elif second is not None:  # a non-dealer's tsumo: non-dealers pay the first figure, the dealer the second
        points = first * (players - 2) + second
    else:
        points = first
    if han is not None and han >= 13 and limit is None:
        limit = "kazoe_yakuman"
    return fu, han, limit, points


def read_tenhou(data: Mapping[str, Any]) -> GameRecord:
    """A parsed Tenhou JSON log -> GameRecord (rounds that cannot be read are named in ``problems``)."""
    log = data.get("log")
    if not isinstance(log, list):
        raise LogError("not a Tenhou log: no \"log\" list of rounds")
    if not log:
        raise LogError("the log has no rounds")
    names_raw = data.get("name")
    names = [str(n) for n in names_raw] if isinstance(names_raw, list) else []
    seen = _players_seen(log)
    rule = tenhou_rule(data.get("rule"), seen, is_majsoul(data))
    players = rule.players
    while len(names) < players:
        names.append(f"seat {len(names)}")
    rounds: list[Round] = []
    problems: list[str] = []
    for i, raw in enumerate(log):
        try:
            rounds.append(read_round(raw, i, players))
        except LogError as exc:
            problems.append(exc.message)
    if not rounds:
        raise LogError(problems[0] if len(problems) == 1 else f"no round could be read: {problems[0]}")
    fmt = "majsoul" if is_majsoul(data) else "tenhou"
    first = rounds[0]
    final = _final_scores(data.get("sc"), players, sum(first.scores) + 1000 * first.sticks)
    return GameRecord(fmt, players, tuple(names[:players]), rule, tuple(rounds), final, tuple(problems))


def _players_seen(log: list[Any]) -> int:
    """3 when the fourth seat has no start hand in the first round, else 4."""
    first = log[0]
    if isinstance(first, list) and len(first) >= 14:
        if len(first) < 17:
            return 3
        fourth = first[13]
        if isinstance(fourth, list) and not fourth:
            return 3
    return 4


def _final_scores(sc: Any, players: int, total: int) -> tuple[int, ...] | None:
    """``sc``: [score, points, score, points, ...] -> the final scores.  Tenhou's JSON export and the Mahjong Soul
    converters write points, mjlog-derived tools sometimes hundreds: the unit is the one whose sum is nearer the
    game's total (the first round's scores and sticks)."""
    if isinstance(sc, list) and len(sc) >= 2 * players and all(isinstance(v, (int, float)) for v in sc):
        scores = [sc[2 * i] for i in range(players)]
        unit = 100 if abs(sum(scores) * 100 - total) < abs(sum(scores) - total) else 1
        return tuple(int(round(v * unit)) for v in scores)
    return None

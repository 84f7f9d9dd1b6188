"""Write a game record as Tenhou's JSON log (a test helper: the same game in both formats must review alike).

Written independently of the Tenhou JSON reader, the way Tenhou's viewer and its export spell a log: per round
``[[kyoku, honba, sticks], [scores], [dora indicators], [ura indicators]``, then per seat (always four; an empty
seat of a three-player game as three empty lists) ``[start hand], [draws], [discards]``, then the result.  A call
stands among the caller's draws (``c`` chi, ``p`` pon, ``m`` open kan, the letter where the called tile sits: first
from the left player, second from across, last from the right; three players sit at a four-seat table, the fourth
seat empty), the open kan's turn as ``0`` among its discards; closed kans (``a``), added kans (``k``: the pon's
string with ``p`` turned into ``k`` and the added tile after it) and a North set aside (``f44``) stand among the
discards; ``60`` is the tile just drawn, ``r`` marks the riichi discard.  Start hands and a call's own tiles are
sorted, a red five after the plain ones, as Tenhou's export lists them.  New dora indicators are the round's list
(the reader turns them over at the kans); final scores (``sc``) in points, as Tenhou's export writes them, each
with 0 for the game's points (uma), which the record does not keep.  Every Tenhou export of ``tests/logs/`` read
and written again comes out entry for entry as it was (``sc``'s points aside).
"""

from __future__ import annotations

import json
from typing import Any

from agari.core.tile import Tile
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
    GameRecord,
    RecordedWin,
    Round,
)
from agari.logs.yaku_names import TENHOU

JAPANESE_YAKU: dict[str, str] = {}
for _name, _key in TENHOU.items():
    JAPANESE_YAKU.setdefault(_key, _name)
JAPANESE_YAKU["kita"] = "抜きドラ"
WINDS = "東南西北"
LIMIT_WORDS = {"mangan": "満貫", "haneman": "跳満", "baiman": "倍満", "sanbaiman": "三倍満", "yakuman": "役満",
               "kazoe_yakuman": "数え役満"}
LIMIT_BASE = {"mangan": 2000, "haneman": 3000, "baiman": 4000, "sanbaiman": 6000, "kazoe_yakuman": 8000}
DRAW_NAMES = {"exhaustive": "流局", "all_tenpai": "全員聴牌", "all_noten": "全員不聴", "nagashi": "流し満貫",
              "nine_terminals": "九種九牌", "four_riichi": "四家立直", "four_kans": "四槓散了",
              "four_winds": "四風連打", "triple_ron": "三家和了"}
MULTIPLE = {13: "役満", 26: "ダブル役満", 39: "トリプル役満"}


def code(t: Tile | None) -> int:
    """A tile -> Tenhou's number (11-19 man, 21-29 pin, 31-39 sou, 41-47 honors, 51-53 the red fives)."""
    if t is None:
        raise ValueError("a hidden tile cannot be written in Tenhou's format")
    if t.red:
        return 51 + t.index // 9
    if t.index >= 27:
        return 41 + t.index - 27
    return 11 + 10 * (t.index // 9) + t.index % 9


def _codes(tiles: tuple[Tile, ...] | list[Tile]) -> str:
    return "".join(f"{code(t):02d}" for t in tiles)


def _called(letter: str, called: Tile, own: tuple[Tile, ...], direction: int) -> str:
    """A call's string: the letter and the called tile at the place of the seat it came from (``direction``:
    1 the left player, 2 across, 3 the right)."""
    at = {1: 0, 2: 1, 3: len(own)}[direction]
    return _codes(own[:at]) + letter + _codes([called]) + _codes(own[at:])


def yaku_name(key: str, win: RecordedWin, rnd: Round, players: int) -> str:
    """A canonical yaku name -> Tenhou's (the wind yaku name their wind)."""
    if key == "seat_wind":
        return f"自風 {WINDS[(win.seat - rnd.dealer) % players]}"
    if key == "round_wind":
        return f"場風 {WINDS[rnd.wind]}"
    return JAPANESE_YAKU.get(key, key)


def score_text(win: RecordedWin, rnd: Round, players: int) -> str:
    """``30符4飜7700点``, ``30符2飜500-1000点``, ``40符3飜2600点∀`` (the dealer's tsumo), ``満貫8000点``."""
    points = win.points or 0
    yakuman = sum(h for _, h in win.yaku if h >= 13) // 13
    head = LIMIT_WORDS[win.limit] if win.limit is not None else f"{win.fu or 0}符{win.han or 0}飜"
    if win.from_seat != win.seat:
        return f"{head}{points}点"
    payers = players - 1
    if win.seat == rnd.dealer:
        return f"{head}{points // payers}点∀"
    if win.limit is None:
        base = min((win.fu or 0) * 2 ** ((win.han or 0) + 2), 2000)
    else:
        base = LIMIT_BASE.get(win.limit, 8000 * max(1, yakuman))
    child, dealer = -(-base // 100) * 100, -(-2 * base // 100) * 100
    if child * (payers - 1) + dealer != points:
        return f"{head}{points}点"
    return f"{head}{child}-{dealer}点"


def _win(win: RecordedWin, rnd: Round, players: int) -> list[Any]:
    deltas = list(win.deltas) if win.deltas is not None else [0] * players
    detail: list[Any] = [win.seat, win.from_seat, win.seat if win.pao < 0 else win.pao, score_text(win, rnd, players)]
    for key, han in win.yaku:
        name = yaku_name(key, win, rnd, players)
        detail.append(f"{name}({MULTIPLE[han]})" if han in MULTIPLE else f"{name}({han}飜)")
    detail += list(win.unknown_yaku)
    return [deltas + [0] * (4 - players), detail]


def write_round(rnd: Round, game: GameRecord) -> list[Any]:
    """One round as Tenhou's list."""
    players = game.players
    hands: list[list[int]] = []
    for h in rnd.hands:
        if h is None:
            raise ValueError(f"round {rnd.title}: a hidden start hand cannot be written in Tenhou's format")
        hands.append([code(t) for t in sorted(h, key=lambda t: (t.index, t.red))])  # sorted, a red five after the 5s
    draws: list[list[int | str]] = [[] for _ in range(players)]
    discards: list[list[int | str]] = [[] for _ in range(players)]
    pons: dict[tuple[int, int], str] = {}  # (seat, tile type) -> the pon's string
    for e in rnd.events:
        s = e.seat
        if e.kind == DRAW:
            draws[s].append(code(e.tile))
        elif e.kind == DISCARD:
            tile: int = 60 if e.tsumogiri else code(e.tile)
            discards[s].append(f"r{tile}" if e.riichi else tile)
        elif e.kind in (CHI, PON, DAIMINKAN):
            assert e.tile is not None
            direction = (s - e.target) % 4  # three players: as seated at a four-seat table
            own = tuple(sorted(e.tiles, key=lambda t: (t.index, t.red)))  # as Tenhou writes them: a red five last
            if e.kind == CHI:
                draws[s].append("c" + _codes([e.tile]) + _codes(own))
            elif e.kind == PON:
                text = _called("p", e.tile, own, direction)
                pons[(s, e.tile.index)] = text
                draws[s].append(text)
            else:
                draws[s].append(_called("m", e.tile, own, direction))
                discards[s].append(0)
        elif e.kind == ANKAN:
            tiles = sorted(e.tiles, key=lambda t: t.red)  # a red five last, as Tenhou writes it
            discards[s].append(_codes(tiles[:3]) + "a" + _codes(tiles[3:]))
        elif e.kind == KAKAN:
            assert e.tile is not None
            pon = pons.get((s, e.tile.index))
            if pon is None:
                raise ValueError(f"round {rnd.title}: seat {s} adds {e.tile} to a pon it never called")
            discards[s].append(pon.replace("p", "k" + _codes([e.tile])))
        elif e.kind == KITA:
            discards[s].append("f44")
        elif e.kind != DORA:  # new dora indicators: the round's list, turned over by the reader at the kans
            raise ValueError(f"round {rnd.title}: no Tenhou spelling for a {e.kind} event")
    indicators = rnd.all_dora or rnd.dora + tuple(e.tile for e in rnd.events if e.kind == DORA and e.tile is not None)
    out: list[Any] = [[4 * rnd.wind + rnd.number - 1, rnd.honba, rnd.sticks], list(rnd.scores) + [0] * (4 - players),
                      [code(t) for t in indicators], [code(t) for t in rnd.ura]]
    for s in range(4):
        out += [hands[s], draws[s], discards[s]] if s < players else [[], [], []]
    if rnd.wins:
        result: list[Any] = ["和了"]
        for w in rnd.wins:
            result += _win(w, rnd, players)
        out.append(result)
    elif rnd.draw is not None:
        name = DRAW_NAMES.get(rnd.draw.kind) or rnd.draw.text or "流局"
        result = [name]
        if rnd.draw.deltas is not None:
            result.append(list(rnd.draw.deltas) + [0] * (4 - players))
        out.append(result)
    else:
        raise ValueError(f"round {rnd.title}: the round has no result")
    return out


def to_tenhou_data(game: GameRecord) -> dict[str, Any]:
    """The game as Tenhou's JSON object."""
    players = game.players
    red = game.rule.options.get("red_fives", 1) != 0
    data: dict[str, Any] = {
        "title": ["", ""],
        "name": list(game.names) + [""] * (4 - players),
        "rule": {"disp": game.rule.label, "aka": 1 if red else 0},
        "log": [write_round(r, game) for r in game.rounds],
    }
    if game.final_scores is not None:  # Tenhou's export: score (in points) and the game's points, per seat
        data["sc"] = [v for score in game.final_scores for v in (score, 0)] + [0, 0] * (4 - players)
    return data


def to_tenhou(game: GameRecord) -> str:
    """The game as Tenhou's JSON log text."""
    return json.dumps(to_tenhou_data(game), ensure_ascii=False)

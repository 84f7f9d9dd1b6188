"""The JSON operations of Fujian: score, analyze, shanten and calls, from a request dict to a result dict.

Request fields: ``hand`` (concealed tiles and melds), ``gold`` (the gold type, ``5s``), ``bonus``
(bonus tiles set aside, ``1z2z7z``), ``win``, ``tsumo``, ``streak`` (dealer streak), ``rob_gold``,
``rules`` (a preset name or ``{"preset": ..., option: value}``), ``visible`` (analysis), ``discard``
and ``from`` (calls).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from agari.core.errors import AgariError, NotationError, TileCountError
from agari.core.tile import Tile
from agari.fujian.analysis import TILE_NAMES, copies_left, discard_rows, drawn, helping, shanten_of
from agari.fujian.calls import SEATS, legal_calls
from agari.fujian.hand import HAND_TILES, FujianHand, read_hand, read_tiles, read_win
from agari.fujian.reading import is_complete
from agari.fujian.rules import Rules, resolve_rules
from agari.fujian.score import NotWinning, score_hand

JsonDict = dict[str, Any]


def _flag(request: Mapping[str, Any], name: str) -> bool:
    value = request.get(name, False)
    if value is None:
        return False
    if not isinstance(value, bool):
        raise AgariError(f"{name} must be true or false, not {value!r}", field=name)
    return value


def _streak(request: Mapping[str, Any]) -> int:
    value = request.get("streak", 0)
    if value is None:
        return 0
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise AgariError(f"streak (the dealer streak) must be a whole number >= 0, not {value!r}", field="streak")
    return value


def _rules(request: Mapping[str, Any]) -> Rules:
    return resolve_rules(request.get("rules"))


def _hand(request: Mapping[str, Any], sizes: tuple[int, ...], rob_gold: bool = False) -> FujianHand:
    return read_hand(request.get("hand"), gold=request.get("gold"), bonus=request.get("bonus"), sizes=sizes,
                     rob_gold=rob_gold)


def score_request(request: Mapping[str, Any]) -> JsonDict:
    """The ``score`` op: a 17-tile hand with its winning tile and situation."""
    rules = _rules(request)
    rob = _flag(request, "rob_gold")
    tsumo = _flag(request, "tsumo")
    streak = _streak(request)
    hand = _hand(request, (HAND_TILES,), rob)
    # Robbing the Gold wins on the revealed gold: the default winning tile then
    given = request.get("win") or (f"{hand.gold % 9 + 1}{'mps'[hand.gold // 9]}" if rob else None)
    win = read_win(given, hand)
    try:
        result = score_hand(hand, win=win, tsumo=tsumo, streak=streak, rob_gold=rob, rules=rules)
    except NotWinning as exc:
        return {"ok": False, "error": "not_winning", "detail": exc.message, "field": "hand", "position": None,
                "game": "fujian", "hand": hand.canonical(), "shanten": shanten_of(hand)}
    return result.to_dict()


def _visible(request: Mapping[str, Any]) -> list[Tile]:
    tiles = [t for t, _ in read_tiles(request.get("visible"), "visible")]
    for t in tiles:
        if t.red:
            raise NotationError(f"visible: Fujian has no red fives ({t})", field="visible")
        if t.index in (31, 32):
            raise NotationError(f"visible: {t} is not a Fujian tile (no white or green dragon)", field="visible")
    return [t for t in tiles if not t.is_honor]


def _help_list(helps: Any) -> list[JsonDict]:
    return [{"tile": h.tile, "count": h.copies} for h in helps]


def analyze_request(request: Mapping[str, Any]) -> JsonDict:
    """The ``analyze`` op: shanten, tiles that help (16 tiles), discards (17) and waits (ready 16)."""
    rules = _rules(request)
    streak = _streak(request)
    hand = _hand(request, (HAND_TILES - 1, HAND_TILES))
    left = copies_left(hand, _visible(request))
    sh = shanten_of(hand)
    out: JsonDict = {"ok": True, "error": None, "game": "fujian", "hand": hand.canonical(),
                     "gold": f"{hand.gold % 9 + 1}{'mps'[hand.gold // 9]}", "tiles": hand.tile_count,
                     "shanten": sh, "ukeire": None, "ukeire_count": 0, "discards": None, "waits": None,
                     "complete": sh < 0}
    if hand.tile_count == HAND_TILES:
        out["discards"] = [{"discard": TILE_NAMES[i], "shanten": shanten,
                            "ukeire": [{"tile": TILE_NAMES[t], "count": left[t]} for t in helps],
                            "ukeire_count": copies} for i, shanten, copies, helps in discard_rows(hand, left)]
        return out
    helps = helping(hand, left)
    out["ukeire"] = _help_list(helps)
    out["ukeire_count"] = sum(h.copies for h in helps)
    if sh == 0:
        waits = []
        for h in helps:
            t = Tile.parse(h.tile)
            after = drawn(hand, t)
            if not is_complete(after):
                continue
            ron = score_hand(after, win=t, tsumo=False, streak=streak, rules=rules).to_dict()
            tsumo = score_hand(after, win=t, tsumo=True, streak=streak, rules=rules).to_dict()
            waits.append({"tile": h.tile, "left": h.copies, "ron": ron, "tsumo": tsumo})
        out["waits"] = waits
    return out


def shanten_request(request: Mapping[str, Any]) -> JsonDict:
    """The ``shanten`` op: just the shanten of a 16- or 17-tile hand."""
    hand = _hand(request, (HAND_TILES - 1, HAND_TILES))
    return {"ok": True, "error": None, "game": "fujian", "hand": hand.canonical(), "shanten": shanten_of(hand)}


def calls_request(request: Mapping[str, Any]) -> JsonDict:
    """The ``calls`` op: the legal calls of a 16-tile hand on a discard from ``left``, ``right`` or ``across``."""
    rules = _rules(request)
    streak = _streak(request)
    hand = _hand(request, (HAND_TILES - 1,))
    items = read_tiles(request.get("discard"), "discard")
    if len(items) != 1:
        raise NotationError(f"discard is one tile (the tile just discarded), got {len(items)}", field="discard")
    tile = items[0][0]
    if tile.red or tile.is_honor:
        raise NotationError(f"{tile} is never discarded: only suit tiles 1-9 m, p, s are played", field="discard")
    seat = request.get("from")
    if seat not in SEATS:
        raise AgariError(f"from must be one of {', '.join(SEATS)} (the discarder's seat relative to you), "
                         f"not {seat!r}", field="from")
    if copies_left(hand)[tile.index] < 1:
        raise TileCountError(f"no copy of {tile} is left to discard: the hand holds them all", field="discard")
    out: list[JsonDict] = []
    for call in legal_calls(hand, tile, seat):
        entry: JsonDict = {"call": call.call}
        if call.call == "win":
            entry["score"] = score_hand(drawn(hand, tile), win=tile, tsumo=False, streak=streak,
                                        rules=rules).to_dict()
        else:
            entry["meld"] = call.meld
        out.append(entry)
    return {"ok": True, "error": None, "game": "fujian", "hand": hand.canonical(), "discard": str(tile),
            "from": seat, "calls": out}

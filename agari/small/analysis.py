"""Analysis of a Small Mahjong hand: exact shanten, the tiles that help, what to discard, and the waits.

Shanten counts only suited tiles: the standard form (a pair and dealt ÷ 3 melds) reads the shared
suit automaton (``agari.core.shanten``) for the three suits alone, so no target ever holds an honor;
seven twins counts for 13 and 14 tiles.  A type whose four copies are all in the hand is never a
tile that helps, nor a wait.

The waits of a ready hand are scored both ways: ``tsumo`` in the request's situation, and ``ron``
after Reach -- ron needs Reach, so when the request declares none, the ron column assumes Reach
(``"assumed_reach": true``), as a player reading the table before declaring would.  Where ron is
impossible in the request's situation (a first-turn win, a solo game) ``ron`` is null.

>>> shanten("1234m").shanten, shanten("1199m").shanten, shanten("1357m").shanten
(0, 0, 1)
>>> [(t, n) for t, n in ukeire("1234m").tiles]
[('1m', 3), ('4m', 3)]
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

from agari.core.errors import AgariError, SituationError, TileCountError
from agari.core.shanten import _COMB, _NU, _SUITS, _VECFLAT
from agari.core.tile import Tile, type_name
from agari.small.discard_table import Discard, discard_rows
from agari.small.hand import ANALYSIS_SIZES, SmallHand, read_hand, read_tiles, with_win
from agari.small.rules import resolve_rules
from agari.small.score import GAME, check_fields, score_hand
from agari.small.situation import FLAGS, Situation, situation_from

JsonDict = dict[str, Any]
SUITED = 27


class ShantenResult(NamedTuple):
    """Shanten of a hand and of each form (``seven_twins`` is None below 13 tiles)."""

    shanten: int
    standard: int
    seven_twins: int | None

    @property
    def form(self) -> str:
        """The form that gives the shanten (standard first on ties)."""
        return "standard" if self.standard == self.shanten else "seven_twins"


def standard_shanten(c: Sequence[int]) -> int:
    """Shanten to a pair and ``tiles ÷ 3`` melds, from 34 counts whose honors are 0 (the three suits only)."""
    raw = bytes(c[:SUITED])
    um, km, _ = _SUITS[raw[0:9]]
    up, kp, _ = _SUITS[raw[9:18]]
    us, ks, _ = _SUITS[raw[18:27]]
    off = ((km + kp + ks) & 63) // 3 * 2 + 1
    return _VECFLAT[_COMB[_COMB[um * _NU + up] * _NU + us] * 10 + off] - 1


def seven_twins_shanten(c: Sequence[int]) -> int:
    """Seven distinct twins: 6 - twins + the kinds missing to reach 7 (13 or 14 tiles)."""
    pairs = kinds = 0
    for n in c[:SUITED]:
        if n:
            kinds += 1
            if n >= 2:
                pairs += 1
    return 6 - pairs + (7 - kinds if kinds < 7 else 0)


def shanten_counts(c: Sequence[int]) -> ShantenResult:
    """Every form's shanten of 34 counts (a checked hand: 4, 5, 7, 8, 10, 11, 13 or 14 suited tiles)."""
    raw = bytes(c[:SUITED])
    um, km, _ = _SUITS[raw[0:9]]
    up, kp, _ = _SUITS[raw[9:18]]
    us, ks, _ = _SUITS[raw[18:27]]
    code = km + kp + ks  # tiles (6 bits), kinds (5 bits), kinds held twice or more (4 bits): agari.core.shanten
    tiles = code & 63
    std = _VECFLAT[_COMB[_COMB[um * _NU + up] * _NU + us] * 10 + tiles // 3 * 2 + 1] - 1
    if tiles < 13:
        return _new(ShantenResult, (std, std, None))
    kinds = (code >> 6) & 31
    twins = 6 - ((code >> 11) & 15) + (7 - kinds if kinds < 7 else 0)
    return _new(ShantenResult, (twins if twins < std else std, std, twins))


_new = tuple.__new__
"""Results are built with tuple.__new__: a named tuple's own __new__ is a Python-level call."""


def _best_of(c: Sequence[int], size: int) -> int:
    std = standard_shanten(c)
    if size >= 13:
        twins = seven_twins_shanten(c)
        return twins if twins < std else std
    return std


class UkeireResult(NamedTuple):
    """Shanten of a dealt-size hand, the tiles that help (tile, copies left) in tile order, and their total."""

    shanten: ShantenResult
    tiles: tuple[tuple[str, int], ...]
    total: int

    def to_json(self) -> list[JsonDict]:
        return [{"tile": t, "count": n} for t, n in self.tiles]


def improving(c: list[int], size: int, cur: int) -> list[int]:
    """Types whose draw lowers the shanten of a 3n+1 hand of ``size`` tiles (``c`` is left as it was).

    A draw changes one suit: the other two suits' profiles are combined once per suit, and each draw costs one
    suit lookup and one combination (seven twins, for a 14-tile hand, counted from the pairs and kinds)."""
    raw = bytearray(c[:SUITED])
    units = [_SUITS[bytes(raw[9 * s:9 * s + 9])][0] for s in range(3)]
    off = (size + 1) // 3 * 2 + 1
    twins = size + 1 >= 13
    pairs = kinds = 0
    if twins:
        for n in raw:
            if n:
                kinds += 1
                if n >= 2:
                    pairs += 1
    out = []
    for s in range(3):
        other = _COMB[units[(s + 1) % 3] * _NU + units[(s + 2) % 3]] * _NU
        lo = 9 * s
        for t in range(lo, lo + 9):
            n = raw[t]
            if n >= 4:
                continue
            raw[t] = n + 1
            best = _VECFLAT[_COMB[other + _SUITS[bytes(raw[lo:lo + 9])][0]] * 10 + off] - 1
            raw[t] = n
            if twins:
                p = pairs + (n == 1)
                k = kinds + (n == 0)
                seven = 6 - p + (7 - k if k < 7 else 0)
                if seven < best:
                    best = seven
            if best < cur:
                out.append(t)
    return out


def ukeire_counts(c: list[int], seen: Sequence[int]) -> UkeireResult:
    """Ukeire of a 4, 7, 10 or 13-tile hand as counts; copies left = 4 - in hand - seen."""
    res = shanten_counts(c)
    types = improving(c, sum(c), res.shanten)
    tiles = tuple((type_name(t), max(0, 4 - c[t] - seen[t])) for t in types)
    return UkeireResult(res, tiles, sum(n for _, n in tiles))


def _seen(visible: Sequence[Any], hand: SmallHand) -> list[int]:
    seen = [0] * 34
    for t in visible:
        seen[t.index] += 1
        if seen[t.index] + hand.counts[t.index] > 4:
            raise TileCountError(f"{t} is seen {seen[t.index] + hand.counts[t.index]} times (hand and visible "
                                 "tiles); there are only 4", field="visible")
    return seen


# -- the public functions ------------------------------------------------------------------------------------


def shanten(hand: str) -> ShantenResult:
    """Exact shanten of a hand of 4, 5, 7, 8, 10, 11, 13 or 14 tiles (-1 complete, 0 ready)."""
    return shanten_counts(read_hand(hand, ANALYSIS_SIZES).counts)


def ukeire(hand: str, visible: Any = None) -> UkeireResult:
    """Shanten and the tiles that help a dealt-size hand (4, 7, 10 or 13 tiles), with copies left."""
    h = read_hand(hand, (4, 7, 10, 13))
    return ukeire_counts(list(h.counts), _seen(read_tiles(visible, "visible"), h))


def discards(hand: str, visible: Any = None) -> list[Discard]:
    """What to discard from a hand one tile over (5, 8, 11 or 14 tiles), best first."""
    h = read_hand(hand, (5, 8, 11, 14))
    return discard_rows(list(h.counts), _seen(read_tiles(visible, "visible"), h))


def waits(h: SmallHand, s: Situation, seen: Sequence[int]) -> list[JsonDict]:
    """Every winning tile of a ready dealt-size hand with its score by ron (after Reach) and by tsumo."""
    c = list(h.counts)
    out = []
    tsumo_s = s._replace(tsumo=True)
    ron_s: Situation | None
    try:
        ron_s = s._replace(tsumo=False, reach=True)
        ron_s.check()
    except SituationError:
        ron_s = None
    for t in range(SUITED):
        if c[t] >= 4:
            continue
        c[t] += 1
        complete = standard_shanten(c) == -1 or (h.size == 13 and seven_twins_shanten(c) == -1)
        c[t] -= 1
        if not complete:
            continue
        tile = Tile(t)
        full = with_win(h, tile)
        tsumo = score_hand(full, tile, tsumo_s).to_dict()
        ron = score_hand(full, tile, ron_s).to_dict() if ron_s is not None else None
        out.append({"tile": type_name(t), "left": max(0, 4 - c[t] - seen[t]), "assumed_reach": not s.reach,
                    "ron": ron, "tsumo": tsumo})
    return out


ANALYZE_FIELDS = frozenset(("hand", "win", "visible", "rules", "players", "op", "id", "game", *FLAGS))
"""The fields an analysis takes (``win`` and ``tsumo`` are accepted and ignored, as in Riichi's analysis: each
wait is scored both ways)."""


def analyze_request(request: Mapping[str, Any]) -> JsonDict:
    """The ``analyze`` operation: shanten, forms, ukeire (dealt size), discards (one over), waits (ready)."""
    if not isinstance(request, Mapping):
        raise AgariError("a request must be a JSON object")
    check_fields(request, ANALYZE_FIELDS)
    resolve_rules(request.get("rules"))
    h = read_hand(request.get("hand"), ANALYSIS_SIZES)
    seen = _seen(read_tiles(request.get("visible"), "visible"), h)
    s = situation_from(request, tsumo=True)
    c = list(h.counts)
    out: JsonDict = {"ok": True, "game": GAME, "hand": h.text, "tiles": h.size}
    if h.size % 3 == 1:
        uk = ukeire_counts(c, seen)
        res = uk.shanten
        out.update(_forms(res))
        out.update(ukeire=uk.to_json(), ukeire_count=uk.total, discards=None,
                   waits=waits(h, s, seen) if res.shanten == 0 else [], complete=False)
    else:
        res = shanten_counts(c)
        out.update(_forms(res))
        out.update(ukeire=None, ukeire_count=None, discards=[d.to_json() for d in discard_rows(c, seen)],
                   waits=None, complete=res.shanten == -1)
    return out


def _forms(res: ShantenResult) -> JsonDict:
    return {"shanten": res.shanten, "form": res.form,
            "forms": {"standard": res.standard, "seven_twins": res.seven_twins}}


def analyze(hand: str, **fields: Any) -> JsonDict:
    """``analyze_request`` from Python keywords (``visible``, ``players``, the situation flags...)."""
    return analyze_request({"hand": hand, **fields})


SHANTEN_FIELDS = ANALYZE_FIELDS
"""A shanten request may carry an analysis' fields (only ``hand`` matters)."""


def shanten_request(request: Mapping[str, Any]) -> JsonDict:
    """The ``shanten`` operation: ``{"ok", "game", "hand", "shanten"}``."""
    if not isinstance(request, Mapping):
        raise AgariError("a request must be a JSON object")
    check_fields(request, SHANTEN_FIELDS)
    h = read_hand(request.get("hand"), ANALYSIS_SIZES)
    return {"ok": True, "game": GAME, "hand": h.text, "shanten": shanten_counts(h.counts).shanten}

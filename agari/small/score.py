"""Scoring a Small Mahjong hand: every reading with its conditions, the best one, the total and payments.

The points of a reading are its reading conditions plus the hand's (All Middles, Full Flush, ...) and
the situation's (Reach, Win from Stock, ...); if any 16-point condition holds, the 16-point conditions
alone count (they add up).  The winner's reading is the one worth the most (the first on a tie).

Payments (docs/small.md), P the points and n the players: tsumo, every other player pays P; ron, the
discarder pays P x (n - 1); the winner gains P x (n - 1) (P in a solo game).

>>> r = score("123456m99p", tsumo=True, reach=True, players=3)
>>> r.win, r.total, r.payments, r.gain
('1m', 3, {'each': 3}, 6)
>>> [i.key for i in r.items]
['reach', 'win_from_stock', 'all_sequences']
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple

from agari.core.errors import AgariError, NotationError
from agari.core.tile import Tile, type_name
from agari.small.conditions import CONDITIONS, READING_MASKS, SITUATION_MASKS, TABLE, reading_mask, situation_mask
from agari.small.hand import DEALS, WIN_SIZES, SmallHand, read_hand, read_tile, with_win
from agari.small.readings import Reading, group_kind, group_text, readings
from agari.small.rules import RULES_DEFAULT, Rules, resolve_rules
from agari.small.situation import FLAGS, Situation, situation_from

JsonDict = dict[str, Any]
GAME = "small"
NOT_WINNING = "not_winning"


class Item(NamedTuple):
    """One condition of a result and its points."""

    key: str
    points: int

    def to_dict(self) -> JsonDict:
        return {"key": self.key, "points": self.points}


_ITEMS: dict[int, tuple[tuple[Item, ...], int]] = {}
"""Condition mask x 16 + dealt -> (items, total): a few hundred distinct values in all."""
_SPECIAL = sum(1 << i for i, c in enumerate(TABLE) if c.special)


def _items(mask: int, dealt: int) -> tuple[tuple[Item, ...], int]:
    """Items of a mask of conditions (``agari.small.conditions.BIT``), in table order, the 16-point ones alone if
    there are any; and their total."""
    found = _ITEMS.get(mask << 4 | dealt)
    if found is None:
        chosen = mask & _SPECIAL or mask
        items = tuple(Item(c.key, c.value(dealt)) for i, c in enumerate(TABLE) if chosen >> i & 1)
        found = _ITEMS[mask << 4 | dealt] = (items, sum(i.points for i in items))
    return found


_new = tuple.__new__
"""Results are built with tuple.__new__: a named tuple's own __new__ is a Python-level call."""


class ScoredReading(NamedTuple):
    """A reading and what it is worth."""

    reading: Reading
    items: tuple[Item, ...]
    total: int

    def to_dict(self) -> JsonDict:
        r = self.reading
        if r.form == "seven_twins":
            groups = [{"kind": "pair", "tiles": group_text(t)} for t in r.twins]
            win_index = r.twins.index(r.win_group)
        else:
            codes = [*r.sets, r.pair]
            groups = [{"kind": group_kind(c) if i < len(r.sets) else "pair", "tiles": group_text(c)}
                      for i, c in enumerate(codes)]
            win_index = len(r.sets) if r.win_group == r.pair else r.sets.index(r.win_group)
        return {"form": r.form, "groups": groups, "wait": r.wait, "win_group": win_index,
                "items": [i.to_dict() for i in self.items], "total": self.total}


class ScoreResult(NamedTuple):
    """The score of a hand (``ok``) or why it is not a win (``error``: ``not_winning``)."""

    ok: bool
    hand: str
    win: str | None
    """The winning tile (None when none was given and no tile makes the hand a win)."""
    win_inferred: bool
    situation: Situation
    dealt: int
    items: tuple[Item, ...] = ()
    total: int = 0
    payments: Mapping[str, int] = {}  # noqa: RUF012 (never changed: every scored result gets its own dict)
    gain: int = 0
    readings: tuple[ScoredReading, ...] = ()
    best: int = -1
    """Index of the winner's reading in ``readings``."""
    error: str | None = None
    detail: str | None = None
    rules: str = RULES_DEFAULT.name

    @property
    def special(self) -> bool:
        """Scored by 16-point conditions."""
        return any(CONDITIONS[i.key].special for i in self.items)

    def to_dict(self) -> JsonDict:
        s = self.situation
        base: JsonDict = {"game": GAME, "hand": self.hand, "win": self.win, "win_inferred": self.win_inferred,
                          "tsumo": s.tsumo, "dealt": self.dealt, "players": s.players, "dealer": s.dealer,
                          "rules": self.rules}
        if not self.ok:
            return {"ok": False, "error": self.error, "detail": self.detail, "field": "hand", "position": None,
                    **base}
        return {"ok": True, "error": None, **base, "items": [i.to_dict() for i in self.items], "total": self.total,
                "special": self.special, "payments": dict(self.payments), "gain": self.gain,
                "reading": self.readings[self.best].to_dict(), "best": self.best,
                "readings": [r.to_dict() for r in self.readings]}


def payments(points: int, s: Situation) -> tuple[dict[str, int], int]:
    """Who pays what, and the winner's gain."""
    payers = s.payer_count
    if payers == 0:
        return {}, points
    if s.tsumo:
        return {"each": points}, points * payers
    return {"discarder": points * payers}, points * payers


def score_readings(hand: SmallHand, win: int, s: Situation) -> tuple[ScoredReading, ...]:
    """Every reading of a complete hand with ``win`` as the winning tile, each with its items and total."""
    found = readings(hand.counts, win)
    if not found:
        return ()
    dealt = WIN_SIZES[hand.size]
    common = SITUATION_MASKS.get(s)
    if common is None:
        common = situation_mask(s)
    tsumo = s.tsumo
    out = []
    for r, key in found:  # the memos' look-ups written out: most readings hit both
        mask = READING_MASKS.get(key << 1 | tsumo)
        if mask is None:
            mask = reading_mask(key, tsumo)
        mask = (mask | common) << 4 | dealt
        items = _ITEMS.get(mask) or _items(mask >> 4, dealt)
        out.append(_new(ScoredReading, (r, *items)))
    return tuple(out)


def _best(scored: tuple[ScoredReading, ...]) -> int:
    """Index of the reading worth the most (the first on a tie)."""
    if len(scored) == 1:
        return 0
    totals = [r.total for r in scored]
    return totals.index(max(totals))


def score_hand(hand: SmallHand, win: Tile | None, s: Situation, rules: Rules = RULES_DEFAULT) -> ScoreResult:
    """Score a checked hand of 5, 8, 11 or 14 tiles (``win=None``: the winning tile that scores best)."""
    dealt = WIN_SIZES[hand.size]
    best: tuple[int, tuple[ScoredReading, ...], int] | None = None
    if win is not None:
        scored = score_readings(hand, win.index, s)
        if scored:
            best = (win.index, scored, 0 if len(scored) == 1 else _best(scored))
    else:
        for w in range(27):
            scored = score_readings(hand, w, s) if hand.counts[w] else ()
            if scored:
                b = _best(scored)
                if best is None or scored[b].total > best[1][best[2]].total:
                    best = (w, scored, b)
    if best is None:
        melds = dealt // 3
        return ScoreResult(False, hand.text, str(win) if win is not None else None, win is None, s, dealt,
                           rules=rules.name, error=NOT_WINNING,
                           detail=f"{hand.text} is not a winning hand: it is not a pair and {melds} meld"
                           + ("s" if melds > 1 else "") + (" nor seven twins" if dealt == 13 else ""))
    w, scored, b = best
    _, items, total = scored[b]
    pay, gain = payments(total, s)
    return _new(ScoreResult, (True, hand.text, _TYPE_NAMES[w], win is None, s, dealt, items, total, pay, gain, scored,
                              b, None, None, rules.name))


_TYPE_NAMES = tuple(type_name(t) for t in range(27))


def score(hand: str, win: str | None = None, *, rules: Any = None, **situation: Any) -> ScoreResult:
    """Score a winning hand written in notation (5, 8, 11 or 14 tiles; or 4, 7, 10, 13 with ``win``).

    ``situation``: tsumo, reach, double_reach, one_shot, last_tile, first_turn, heaven, earth, dealer
    (true/false) and players (1-4, default 4).  Bad input raises an AgariError naming the field.
    """
    return score_hand_request({"hand": hand, "win": win, "rules": rules, **situation})


SCORE_FIELDS = frozenset(("hand", "win", "rules", "players", "op", "id", "game", *FLAGS))
"""The fields a score request may have (anything else is refused: a misspelt flag must not go unnoticed)."""


def check_fields(request: Mapping[str, Any], allowed: frozenset[str]) -> None:
    """Refuse a field the operation does not know."""
    if allowed.issuperset(request):
        return
    for name in request:
        if name not in allowed:
            known = ", ".join(sorted(allowed - {"op", "id", "game"}))
            raise AgariError(f"unknown field {name!r} for a Small Mahjong request; the fields are: {known}",
                             field=str(name))


_SIZES = tuple(WIN_SIZES)
_SIZES_WITH_WIN = tuple(sorted((*DEALS, *WIN_SIZES)))
"""A hand to score has 5, 8, 11 or 14 tiles; with ``win`` given it may also be dealt (4, 7, 10, 13) without it."""


def score_hand_request(request: Mapping[str, Any]) -> ScoreResult:
    """The score of a request (its fields checked); raises AgariError on bad input."""
    check_fields(request, SCORE_FIELDS)
    if "hand" not in request:
        raise NotationError("the request has no \"hand\"", field="hand")
    rules = resolve_rules(request.get("rules"))
    win_value = request.get("win")
    win = read_tile(win_value) if win_value is not None else None
    hand = read_hand(request["hand"], _SIZES_WITH_WIN if win is not None else _SIZES)
    if win is not None and hand.size in DEALS:
        hand = with_win(hand, win)
    elif win is not None and not hand.counts[win.index]:
        raise NotationError(f"the winning tile {win} is not in the hand {hand.text}", field="win")
    s = situation_from(request)
    return score_hand(hand, win, s, rules)


def score_request(request: Mapping[str, Any]) -> JsonDict:
    """The ``score`` operation: JSON in, JSON out (bad input raises AgariError; the JSON door words it)."""
    if not isinstance(request, Mapping):
        raise AgariError("a request must be a JSON object")
    return score_hand_request(request).to_dict()

"""Scoring a winning Fujian hand: the itemised formula of docs/fujian.md (score), values from the rules.

    non_special = base + bonus tiles + golds + kongs (+ dealer streak)
    x 2 on a self-draw (Three Golds and Robbing the Gold count as self-drawn; under ``special_doubles``
    any special bonus doubles too)
    total = non_special + special bonuses; each of the 3 losers pays the total.

>>> from agari.fujian.hand import read_hand
>>> s = score_hand(read_hand("123m456m789m123p456p5s5s", gold="5s", bonus="1z2z7z"), tsumo=True)
>>> s.total, [i.key for i in s.items]
(42, ['base', 'bonus_tile', 'bonus_tile', 'bonus_tile', 'gold', 'gold', 'double', 'golden_pair'])
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from agari.core.errors import AgariError, SituationError
from agari.core.notation import MeldKind
from agari.core.tile import Tile
from agari.fujian.hand import FujianHand, is_kong
from agari.fujian.reading import Reading, best_reading
from agari.fujian.rules import DEFAULT, Rules

PAYERS = ("right", "across", "left")
"""The three losers, by seat relative to the winner: each pays the total."""


class NotWinning(AgariError):
    """A hand that is neither 5 sets + pair (golds wild) nor Three Golds."""

    kind = "not_winning"
    default_field = "hand"


@dataclass(frozen=True, slots=True)
class Item:
    """One line of the breakdown: its key (named in meta), points and details (a tile, a factor...)."""

    key: str
    points: int
    extra: tuple[tuple[str, Any], ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {"key": self.key, "points": self.points, **dict(self.extra)}


@dataclass(frozen=True, slots=True)
class Score:
    """A scored winning hand: the breakdown, the total each loser pays and the reading chosen."""

    hand: FujianHand
    win: Tile | None
    tsumo: bool
    rules: Rules
    reading: Reading
    items: tuple[Item, ...]
    total: int
    doubled_by: tuple[str, ...] = field(default=())

    @property
    def payments(self) -> dict[str, int]:
        """Each of the three losers pays the total, whoever discarded."""
        return {payer: self.total for payer in PAYERS}

    def to_dict(self) -> dict[str, Any]:
        """The shared score result shape plus Fujian's extras (gold, bonus, reading, doubling)."""
        r = self.reading
        return {
            "ok": True,
            "error": None,
            "game": "fujian",
            "hand": self.hand.canonical(),
            "win": str(self.win) if self.win is not None else None,
            "tsumo": self.tsumo,
            "gold": _name(self.hand.gold),
            "bonus": [str(t) for t in self.hand.bonus],
            "preset": self.rules.name,
            "items": [i.to_dict() for i in self.items],
            "total": self.total,
            "payments": self.payments,
            "received": 3 * self.total,
            "doubled": bool(self.doubled_by),
            "doubled_by": list(self.doubled_by),
            "reading": {
                "three_golds": r.three_golds,
                "standard": r.standard,
                "sets": list(r.sets),
                "pair": r.pair or None,
                "golds": list(r.stand_ins),
                "golden_pair": r.golden_pair,
                "one_suit": r.one_suit,
            },
        }


def _name(index: int) -> str:
    return f"{index % 9 + 1}{'mps'[index // 9]}"


Special = tuple[str, Callable[[Rules], int], Callable[[Reading, FujianHand, bool], bool]]

SPECIALS: tuple[Special, ...] = (
    ("three_golds", lambda r: r.three_golds, lambda rd, h, rob: rd.three_golds),
    ("robbing_the_gold", lambda r: r.robbing_the_gold, lambda rd, h, rob: rob),
    ("golden_pair", lambda r: r.golden_pair, lambda rd, h, rob: rd.golden_pair),
    ("all_one_suit", lambda r: r.all_one_suit, lambda rd, h, rob: rd.one_suit is not None),
    ("no_bonus_no_kong", lambda r: r.no_bonus_no_kong,
     lambda rd, h, rob: not h.bonus and not any(is_kong(m) for m in h.melds)),
)
"""The special bonuses, added after the doubling: key, value in the rules (0 = not played), condition."""

SELF_DRAWN: tuple[tuple[str, Callable[[bool, Reading, bool], bool]], ...] = (
    ("self_draw", lambda t, rd, rob: t),
    ("three_golds", lambda t, rd, rob: rd.three_golds),
    ("robbing_the_gold", lambda t, rd, rob: rob),
)
"""What counts as self-drawn (and so doubles the non-special points)."""


def score_hand(hand: FujianHand, *, win: Tile | None = None, tsumo: bool = False, streak: int = 0,
               rob_gold: bool = False, rules: Rules = DEFAULT) -> Score:
    """Score a 17-tile hand; raises NotWinning when it is not complete, SituationError for impossible flags."""
    if streak < 0:
        raise SituationError(f"the dealer streak is a count of hands >= 0, not {streak}", field="streak")
    if streak and not rules.dealer_streak:
        raise SituationError(
            f"the dealer streak scores nothing under {rules.name} (dealer_streak is off); use --rules fuzhou "
            "or --rule dealer_streak=true", field="streak")
    if rob_gold:
        if not rules.robbing_the_gold:
            raise SituationError(
                f"Robbing the Gold is not played under {rules.name}; use --rules fuzhou or "
                "--rule robbing_the_gold=30", field="rob_gold")
        if any(m.kind is not MeldKind.ANKAN for m in hand.melds):
            raise SituationError("Robbing the Gold happens at the start of the hand, before any call",
                                 field="rob_gold")
        if win is not None and win.index != hand.gold:
            raise SituationError(f"Robbing the Gold wins on the revealed gold {_name(hand.gold)}, not {win}",
                                 field="win")
    reading = best_reading(hand)
    if reading is None:
        raise NotWinning("not a winning hand: it is neither 5 sets + a pair (golds wild) nor Three Golds")
    items: list[Item] = [Item("base", rules.base)]
    items.extend(Item("bonus_tile", rules.bonus_tile, (("tile", str(t)),)) for t in hand.bonus)
    items.extend(Item("gold", rules.gold, (("tile", _name(hand.gold)),)) for _ in range(hand.golds))
    for m in hand.melds:
        if is_kong(m):
            key = "concealed_kong" if m.kind is MeldKind.ANKAN else "exposed_kong"
            items.append(Item(key, getattr(rules, key), (("meld", str(m)),)))
    if streak:
        items.append(Item("dealer_streak", streak, (("streak", streak),)))
    non_special = sum(i.points for i in items)
    specials = [Item(key, value(rules)) for key, value, holds in SPECIALS if value(rules) and holds(reading, hand,
                                                                                                      rob_gold)]
    why = [key for key, holds in SELF_DRAWN if holds(tsumo, reading, rob_gold)]
    if rules.special_doubles and specials:
        why.append("special")
    if why:
        items.append(Item("double", non_special, (("factor", 2), ("why", why))))
    items.extend(specials)
    total = sum(i.points for i in items)
    return Score(hand, win, tsumo or reading.three_golds or rob_gold, rules, reading, tuple(items), total,
                 tuple(why))

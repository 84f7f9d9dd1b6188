"""Fu, itemised: every source of fu with its reason, then rounding up to 10.

Base 20; closed ron 10; tsumo 2 (not with pinfu; on rinshan per the rules);
triplets and kans by openness and tile; wait 2 for kanchan, penchan, tanki;
valued pair; an open hand with no fu at all is raised to 30; chiitoitsu is a
flat 25, never rounded.
"""

from __future__ import annotations

from functools import cache

from agari.decompose import KAN, PAIR, SEQUENCE, Group
from agari.result import FuItem
from agari.rules import Rules
from agari.situation import Situation
from agari.tile import type_name
from agari.waits import WAIT_FU, Shape
from agari.yaku import DRAGONS

SET_FU: dict[tuple[str, bool, bool], int] = {
    # (kind, concealed, terminal or honor): fu
    ("triplet", False, False): 2,
    ("triplet", False, True): 4,
    ("triplet", True, False): 4,
    ("triplet", True, True): 8,
    (KAN, False, False): 8,
    (KAN, False, True): 16,
    (KAN, True, False): 16,
    (KAN, True, True): 32,
}
"""Fu of a triplet or kan."""

CHIITOITSU_FU = 25


@cache
def set_item(g: Group) -> FuItem:
    """The fu item of a triplet or kan."""
    return FuItem(SET_FU[(g.kind, g.concealed, g.has_yaochuu)], _set_reason(g))


def _set_reason(g: Group) -> str:
    tile = type_name(g.first)
    yao = "terminal/honor" if g.has_yaochuu else "simple"
    if g.kind == KAN:
        how = "open kan" if g.called else "closed kan"
    elif g.called:
        how = "open triplet"
    elif g.ron:
        how = "triplet completed by ron (open)"
    else:
        how = "closed triplet"
    return f"{how} of {yao} {tile}"


def pair_fu(pair: Group, situation: Situation, rules: Rules) -> tuple[int, str]:
    """Fu of the pair and why (dragon, seat wind, round wind, double wind)."""
    i = pair.first
    if i in DRAGONS:
        return 2, f"dragon pair {type_name(i)}"
    seat = i == situation.seat_index
    rnd = i == situation.round_index
    if seat and rnd:
        return rules.double_wind_pair_fu, f"double wind pair {type_name(i)} (seat and round)"
    if seat:
        return 2, f"seat wind pair {type_name(i)}"
    if rnd:
        return 2, f"round wind pair {type_name(i)}"
    return 0, ""


def round_up(fu: int) -> int:
    """Round fu up to the next 10."""
    return -(-fu // 10) * 10


BASE = FuItem(20, "base")
CLOSED_RON = FuItem(10, "closed ron")
TSUMO = FuItem(2, "tsumo")
CHIITOITSU = FuItem(CHIITOITSU_FU, "chiitoitsu (always 25)")
OPEN_RAISED = FuItem(10, "open hand with no fu: raised to 30")
WAIT_ITEMS: dict[str, FuItem] = {wait: FuItem(fu, f"{wait} wait") for wait, fu in WAIT_FU.items() if fu}


_PAIR_ITEMS: dict[tuple[int, int, int, int], FuItem | None] = {}


def pair_item(pair: int, seat: int, round: int, rules: Rules) -> FuItem | None:
    """The fu item of the pair (of tile type ``pair``), or None when the pair gives no fu."""
    key = (pair, seat, round, rules.double_wind_pair_fu)
    if key in _PAIR_ITEMS:
        return _PAIR_ITEMS[key]
    if pair in DRAGONS:
        item: FuItem | None = FuItem(2, f"dragon pair {type_name(pair)}")
    elif pair == seat and pair == round:
        item = FuItem(rules.double_wind_pair_fu, f"double wind pair {type_name(pair)} (seat and round)")
    elif pair == seat:
        item = FuItem(2, f"seat wind pair {type_name(pair)}")
    elif pair == round:
        item = FuItem(2, f"round wind pair {type_name(pair)}")
    else:
        item = None
    _PAIR_ITEMS[key] = item
    return item


def compute_fu(
    shape: Shape, situation: Situation, rules: Rules, *, closed: bool, pinfu: bool
) -> tuple[tuple[FuItem, ...], int, int]:
    """(items, raw total, rounded fu) of one reading."""
    return fu_of(shape, situation, rules, closed, pinfu, situation.seat_index, situation.round_index)


def fu_of(
    shape: Shape, situation: Situation, rules: Rules, closed: bool, pinfu: bool, seat: int, round: int
) -> tuple[tuple[FuItem, ...], int, int]:
    """``compute_fu`` with the seat and round wind types known."""
    if shape.form == "chiitoitsu":
        return (CHIITOITSU,), CHIITOITSU_FU, CHIITOITSU_FU
    items = [BASE]
    raw = 20
    tsumo = situation.tsumo
    if not tsumo:
        if closed:
            items.append(CLOSED_RON)
            raw += 10
    elif not pinfu and (rules.rinshan_tsumo_fu or not situation.rinshan):
        items.append(TSUMO)
        raw += 2
    pair = -1
    for g in shape.groups:
        kind = g.kind
        if kind == PAIR:
            pair = g.first
        elif kind != SEQUENCE:
            item = set_item(g)
            items.append(item)
            raw += item.fu
    wait = WAIT_ITEMS.get(shape.wait)
    if wait is not None:
        items.append(wait)
        raw += wait.fu
    if pair >= 0 and shape.form == "standard":
        p = pair_item(pair, seat, round, rules)
        if p is not None:
            items.append(p)
            raw += p.fu
    if not closed and raw == 20:
        items.append(OPEN_RAISED)
        raw = 30
    return tuple(items), raw, -(-raw // 10) * 10

"""Fu, itemised: every source of fu with its reason, then rounding up to 10.

Base 20; closed ron 10; tsumo 2 (not with pinfu; on rinshan per the rules);
triplets and kans by openness and tile; wait 2 for kanchan, penchan, tanki;
valued pair; an open hand with no fu at all is raised to 30; chiitoitsu is a
flat 25, never rounded.
"""

from __future__ import annotations

from functools import cache

from agari.core.decompose import DRAGONS, KAN, PAIR, SEQUENCE, Group
from agari.core.tile import type_name
from agari.riichi.result import FuItem
from agari.riichi.rules import Rules
from agari.riichi.situation import Situation
from agari.riichi.waits import WAIT_FU, Shape

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


def fu_of(
    shape: Shape, situation: Situation, rules: Rules, closed: bool, pinfu: bool, seat: int, round: int
) -> tuple[tuple[FuItem, ...], int, int]:
    """(items, raw total, rounded fu) of one reading, with the seat and round wind types known."""
    if shape.form == "chiitoitsu":
        return (CHIITOITSU,), CHIITOITSU_FU, CHIITOITSU_FU
    pair = -1
    set_items = []
    for g in shape.groups:
        kind = g.kind
        if kind == PAIR:
            pair = g.first
        elif kind != SEQUENCE:
            set_items.append(set_item(g))
    pair_fu = pair_item(pair, seat, round, rules) if pair >= 27 else None  # only honor pairs give fu
    return standard_fu(situation, rules, closed, pinfu, set_items, sum(i.fu for i in set_items), shape.wait, pair_fu)


def standard_fu(
    situation: Situation, rules: Rules, closed: bool, pinfu: bool, set_items: list[FuItem], set_fu: int, wait: str,
    pair: FuItem | None,
) -> tuple[tuple[FuItem, ...], int, int]:
    """(items, raw total, rounded fu) of a standard reading whose sets (their items and fu), wait and pair are known.

    Items in order: base, closed ron or tsumo, the sets, the wait, the pair, the open raise.
    """
    if not situation.tsumo:
        if closed:
            items = [BASE, CLOSED_RON, *set_items]
            raw = 30 + set_fu
        else:
            items = [BASE, *set_items]
            raw = 20 + set_fu
    elif not pinfu and (rules.rinshan_tsumo_fu or not situation.rinshan):
        items = [BASE, TSUMO, *set_items]
        raw = 22 + set_fu
    else:
        items = [BASE, *set_items]
        raw = 20 + set_fu
    wait_item = WAIT_ITEMS.get(wait)
    if wait_item is not None:
        items.append(wait_item)
        raw += wait_item.fu
    if pair is not None:
        items.append(pair)
        raw += pair.fu
    if not closed and raw == 20:
        items.append(OPEN_RAISED)
        raw = 30
    return tuple(items), raw, -(-raw // 10) * 10

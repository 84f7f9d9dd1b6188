"""Groups as small integers (group codes), with what scoring reads of each group in tables.

A code is ``34 x kind + first tile type`` for the kinds below: the concealed pair,
sequence and triplet, a triplet completed by ron (scored open), and the declared
melds (chi, pon, open kan, closed kan).  Scoring a hand joins a few tuples of codes
and looks each code up in ``INFO`` (filled on first use); ``summary`` reads a
reading's codes once for what the yaku and fu need.
"""

from __future__ import annotations

from collections.abc import Callable

from agari.core.decompose import (
    ANKAN_AT,
    CHI_AT,
    KAN,
    KAN_AT,
    PAIR,
    PAIR_AT,
    PON_AT,
    RON_TRIPLET_AT,
    SEQUENCE,
    SEQUENCE_AT,
    TRIPLET,
    TRIPLET_AT,
    Group,
)
from agari.riichi.fu import set_item
from agari.riichi.result import FuItem, GroupView

MELD_AT: dict[str, int] = {"chi": CHI_AT, "pon": PON_AT, "kan": KAN_AT, "ankan": ANKAN_AT}
"""Meld kind (``MeldKind`` value) -> first code of its kind."""
CODES = 272

_KINDS: tuple[Callable[[int], Group], ...] = (
    lambda t: Group(PAIR, t),
    lambda t: Group(SEQUENCE, t),
    lambda t: Group(SEQUENCE, t, called=True, declared=True),
    lambda t: Group(TRIPLET, t),
    lambda t: Group(TRIPLET, t, ron=True),
    lambda t: Group(TRIPLET, t, called=True, declared=True),
    lambda t: Group(KAN, t, called=True, declared=True),
    lambda t: Group(KAN, t, declared=True),
)
"""How each kind's group is made from its first tile type, in code order."""


def group_of(code: int) -> Group:
    """The group of a code."""
    return _KINDS[code // 34](code % 34)


def code_of(g: Group) -> int:
    """The code of a group."""
    if g.declared:
        kind = MELD_AT["chi" if g.kind == SEQUENCE else "pon" if g.kind == TRIPLET else "kan" if g.called else "ankan"]
    else:
        kind = {PAIR: PAIR_AT, SEQUENCE: SEQUENCE_AT, TRIPLET: RON_TRIPLET_AT if g.ron else TRIPLET_AT}[g.kind]
    return kind + g.first


Info = tuple[int, bool, "FuItem | None", int, int, int, GroupView]
"""What a reading reads of a group: (first tile type, holds a terminal or honor, fu item of a triplet or kan,
its fu, concealed triplet or kan (ankou) 0/1, kan 0/1, how it is shown)."""
INFO: list[Info | None] = [None] * CODES
"""Code -> its ``Info`` (filled on first use)."""


def info(code: int) -> Info:
    """The ``Info`` of a code, worked out the first time it is asked for."""
    found = INFO[code]
    if found is None:
        g = group_of(code)
        item = set_item(g) if g.kind in (TRIPLET, KAN) else None
        found = INFO[code] = (
            g.first, g.has_yaochuu, item, item.fu if item else 0, int(item is not None and g.concealed),
            int(g.kind == KAN), GroupView(g.label, g.text, not g.concealed),
        )
    return found


def view(code: int) -> GroupView:
    """How the group of a code is shown."""
    return info(code)[6]


Summary = tuple[tuple[GroupView, ...], list[int], list[int], int, int, bool, int, list[FuItem], int]
"""(views, first tile of each sequence, type of each triplet or kan, concealed triplets and closed kans (ankou; a
triplet completed by ron is not one), kans, every group holds a terminal or honor, pairs of identical sequences
(peikou), fu items of the triplets and kans in group order, their fu)."""


def summary(codes: tuple[int, ...]) -> Summary:
    """What the yaku and fu read from a reading's groups, read once."""
    views: list[GroupView] = []
    sequences: list[int] = []
    triplets: list[int] = []
    items: list[FuItem] = []
    ankou = kans = set_fu = peikou = 0
    yaochuu = True
    last = -1
    for code in codes:
        found = INFO[code]
        first, yao, item, fu, concealed, kan, shown = found if found is not None else info(code)
        views.append(shown)
        if item is not None:
            triplets.append(first)
            items.append(item)
            set_fu += fu
            ankou += concealed
            kans += kan
        elif code >= SEQUENCE_AT:
            sequences.append(first)
            if first == last:  # concealed sequences come in order: identical ones are next to each other
                peikou += 1
                last = -1
            else:
                last = first
        if not yao:
            yaochuu = False
    return tuple(views), sequences, triplets, ankou, kans, yaochuu, peikou, items, set_fu

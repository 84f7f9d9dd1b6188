"""Groups as small integers (group codes), with what scoring reads of each group in tables.

A code is ``34 x kind + first tile type`` for the kinds below: the concealed pair,
sequence and triplet, a triplet completed by ron (scored open), and the declared
melds (chi, pon, open kan, closed kan).  Scoring a hand joins a few tuples of codes
and looks codes up (``GROUPS``, ``VIEWS``, ``SET_ITEMS``); ``summary`` reads a
reading's codes once for what the yaku and fu need.  The tables fill on first use.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from agari.decompose import KAN, PAIR, SEQUENCE, TRIPLET, YAOCHUU_SET, Group
from agari.fu import set_item
from agari.result import FuItem, GroupView

PAIR_AT, SEQUENCE_AT, TRIPLET_AT, RON_TRIPLET_AT, CHI_AT, PON_AT, KAN_AT, ANKAN_AT = range(0, 272, 34)
"""First code of each kind (+ the group's first tile type)."""
MELD_AT: dict[str, int] = {"chi": CHI_AT, "pon": PON_AT, "kan": KAN_AT, "ankan": ANKAN_AT}
"""Meld kind (``MeldKind`` value) -> first code of its kind."""
RON = RON_TRIPLET_AT - TRIPLET_AT
"""Added to a concealed triplet's code when the discard completed it."""

_KINDS: tuple[Callable[[int], Group], ...] = (
    lambda t: Group(PAIR, t),
    lambda t: Group(SEQUENCE, t),
    lambda t: Group(TRIPLET, t),
    lambda t: Group(TRIPLET, t, ron=True),
    lambda t: Group(SEQUENCE, t, called=True, declared=True),
    lambda t: Group(TRIPLET, t, called=True, declared=True),
    lambda t: Group(KAN, t, called=True, declared=True),
    lambda t: Group(KAN, t, declared=True),
)
"""How each kind's group is made from its first tile type, in code order."""

T = TypeVar("T")


class _Table(dict[int, T]):
    """Code -> a value built on first use."""

    def __init__(self, build: Callable[[int], T]) -> None:
        super().__init__()
        self.build = build

    def __missing__(self, code: int) -> T:
        value = self[code] = self.build(code)
        return value


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


def _view(code: int) -> GroupView:
    g = group_of(code)
    return GroupView(g.label, g.text, not g.concealed)


def _traits(code: int) -> tuple[int, int, int, int, bool, FuItem | None]:
    g = group_of(code)
    if g.kind == SEQUENCE:
        return g.first, -1, 0, 0, g.first % 9 in (0, 6), None
    if g.kind == PAIR:
        return -1, -1, 0, 0, g.first in YAOCHUU_SET, None
    return -1, g.first, int(g.concealed), int(g.kind == KAN), g.first in YAOCHUU_SET, set_item(g)


GROUPS: _Table[Group] = _Table(group_of)
VIEWS: _Table[GroupView] = _Table(_view)
"""Code -> the group as shown to the user."""
TRAITS: _Table[tuple[int, int, int, int, bool, FuItem | None]] = _Table(_traits)
"""Code -> (first tile of a sequence or -1, type of a triplet or kan or -1, concealed triplet or kan (ankou) 0/1,
kan 0/1, holds a terminal or honor, fu item of a triplet or kan or None)."""


class Summary:
    """What the yaku and fu read from a reading's groups (its codes), read once."""

    __slots__ = ("views", "sequences", "triplets", "ankou", "kans", "yaochuu", "set_items", "set_fu")
    views: tuple[GroupView, ...]
    sequences: tuple[int, ...]
    """First tile of each sequence."""
    triplets: tuple[int, ...]
    """Type of each triplet or kan."""
    ankou: int
    """Concealed triplets and closed kans (a triplet completed by ron is not one)."""
    kans: int
    yaochuu: bool
    """Every group holds a terminal or an honor."""
    set_items: list[FuItem]
    """Fu items of the triplets and kans, in group order."""
    set_fu: int

    def __init__(self, codes: tuple[int, ...]) -> None:
        traits = TRAITS
        sequences: list[int] = []
        triplets: list[int] = []
        items: list[FuItem] = []
        ankou = kans = set_fu = 0
        yaochuu = True
        for code in codes:
            seq, trip, concealed, kan, yao, item = traits[code]
            if seq >= 0:
                sequences.append(seq)
            elif item is not None:
                triplets.append(trip)
                ankou += concealed
                kans += kan
                items.append(item)
                set_fu += item.fu
            if not yao:
                yaochuu = False
        self.views = tuple(map(VIEWS.__getitem__, codes))
        self.sequences = tuple(sequences)
        self.triplets = tuple(triplets)
        self.ankou = ankou
        self.kans = kans
        self.yaochuu = yaochuu
        self.set_items = items
        self.set_fu = set_fu

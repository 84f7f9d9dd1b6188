"""Wait shapes: every way the winning tile can have completed a decomposition.

A reading picks the concealed group the winning tile completed and names the
wait: ryanmen (two-sided), kanchan (middle), penchan (edge 12-3 / 7-89),
shanpon (one of two pairs), tanki (pair).  Kokushi waits are ``kokushi``
(single) or ``kokushi_13`` (13-sided).  A triplet completed by ron on a
shanpon wait counts as open (minkou) for fu and for san/suu ankou.
"""

from __future__ import annotations

from functools import cache
from typing import NamedTuple

from agari.decompose import PAIR, SEQUENCE, TRIPLET, Decomposition, Group

RYANMEN = "ryanmen"
KANCHAN = "kanchan"
PENCHAN = "penchan"
SHANPON = "shanpon"
TANKI = "tanki"
KOKUSHI_SINGLE = "kokushi"
KOKUSHI_13 = "kokushi_13"

WAIT_FU: dict[str, int] = {RYANMEN: 0, SHANPON: 0, KANCHAN: 2, PENCHAN: 2, TANKI: 2, KOKUSHI_SINGLE: 0, KOKUSHI_13: 0}
"""Fu of each wait."""

NINE_SIDED = (3, 1, 1, 1, 1, 1, 1, 1, 3)
"""The chuuren shape before the winning tile that waits on all nine tiles."""


class Shape(NamedTuple):
    """A decomposition read with the winning tile in one of its concealed groups (immutable)."""

    form: str
    groups: tuple[Group, ...]
    """Concealed groups (the completed one adjusted for ron) followed by the called melds."""
    wait: str
    win_group: int
    """Index in ``groups`` of the group the winning tile completed."""

    @property
    def pair(self) -> Group | None:
        """The pair of a standard reading."""
        return next((g for g in self.groups if g.kind == PAIR), None) if self.form == "standard" else None

    @property
    def sets(self) -> tuple[Group, ...]:
        return tuple(g for g in self.groups if g.kind != PAIR)


_new_tuple = tuple.__new__
"""Makes a NamedTuple from a tuple of its fields (no Python-level ``__new__``)."""


@cache
def ron_triplet(first: int) -> Group:
    """A concealed triplet completed by the discard (scored as open)."""
    return Group(TRIPLET, first, ron=True)


def sequence_wait(first: int, win: int) -> str:
    """Ryanmen, kanchan or penchan for the sequence starting at ``first`` completed by ``win``."""
    pos = win - first
    if pos == 1:
        return KANCHAN
    num = first % 9  # 0 = starts at 1
    if pos == 2 and num == 0:
        return PENCHAN  # 12 waiting on 3
    if pos == 0 and num == 6:
        return PENCHAN  # 89 waiting on 7
    return RYANMEN


def shapes(decomposition: Decomposition, win: int, tsumo: bool) -> list[Shape]:
    """Every reading of the winning tile type ``win`` in a decomposition (duplicates removed)."""
    form, concealed, melds = decomposition
    if form == "kokushi":
        wait = KOKUSHI_13 if concealed[0].first == win else KOKUSHI_SINGLE
        return [_new_tuple(Shape, (form, concealed + melds, wait, 0))]
    if form == "chiitoitsu":
        idx = next(i for i, g in enumerate(concealed) if g.first == win)
        return [_new_tuple(Shape, (form, concealed + melds, TANKI, idx))]
    out: list[Shape] = []
    seen: list[tuple[Group, str]] = []
    i = -1
    for g in concealed:
        i += 1
        kind, first, _, _, _ = g
        if kind == SEQUENCE:
            if not first <= win <= first + 2:
                continue
            wait = sequence_wait(first, win)
            done = g
        elif first != win:
            continue
        elif kind == PAIR:
            wait = TANKI
            done = g
        else:
            wait = SHANPON
            done = ron_triplet(first) if kind == TRIPLET and not tsumo else g
        if seen and (done, wait) in seen:
            continue
        seen.append((done, wait))
        groups = (*concealed[:i], done, *concealed[i + 1 :], *melds) if done is not g else concealed + melds
        out.append(_new_tuple(Shape, (form, groups, wait, i)))
    return out


def nine_sided(counts: list[int], win: int) -> bool:
    """Chuuren on the 9-sided wait: without the winning tile the suit reads 1112345678999."""
    suit = win // 9 * 9
    if win >= 27:
        return False
    before = list(counts[suit : suit + 9])
    before[win - suit] -= 1
    return tuple(before) == NINE_SIDED

"""Wait shapes: every way the winning tile can have completed a decomposition.

A reading picks the concealed group the winning tile completed and names the
wait: ryanmen (two-sided), kanchan (middle), penchan (edge 12-3 / 7-89),
shanpon (one of two pairs), tanki (pair).  Kokushi waits are ``kokushi``
(single) or ``kokushi_13`` (13-sided).  A triplet completed by ron on a
shanpon wait counts as open (minkou) for fu and for san/suu ankou.
"""

from typing import NamedTuple

from agari.core.decompose import RON_TRIPLET_AT, SEQUENCE_AT, TRIPLET_AT, Decomposition, Group

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


_new_tuple = tuple.__new__
"""Makes a NamedTuple from a tuple of its fields (no Python-level ``__new__``)."""
_RON = RON_TRIPLET_AT - TRIPLET_AT
"""Added to a concealed triplet's code when the discard completed it."""


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
    """The reading of the winning tile type ``win`` in a seven-pairs or kokushi decomposition (standard ones are read
    on their group codes: ``standard_waits``)."""
    form, concealed, melds = decomposition
    if form == "kokushi":
        wait = KOKUSHI_13 if concealed[0].first == win else KOKUSHI_SINGLE
        return [_new_tuple(Shape, (form, concealed + melds, wait, 0))]
    if form == "chiitoitsu":
        idx = next(i for i, g in enumerate(concealed) if g.first == win)
        return [_new_tuple(Shape, (form, concealed + melds, TANKI, idx))]
    raise ValueError(f"shapes() reads seven pairs and kokushi, not {form!r}: see standard_waits")


def standard_waits(concealed: tuple[int, ...], win: int, tsumo: bool) -> list[tuple[int, str, int]]:
    """Every reading of the winning tile type ``win`` in a standard decomposition given as its concealed group codes
    (``riichi.codes``, the pair last): (index of the group it completed, the wait, that group's code once completed).

    A triplet completed by ron is scored open (its code moves to the ron triplets).  Two groups completed the same
    way with no group changed read the hand the same way: that reading is listed once.
    """
    out: list[tuple[int, str, int]] = []
    seen: list[object] = []
    i = -1
    for code in concealed:
        i += 1
        if code >= TRIPLET_AT:
            if code - TRIPLET_AT != win:
                continue
            wait = SHANPON
            done = code if tsumo else code + _RON  # a triplet completed by ron: scored open
        elif code >= SEQUENCE_AT:
            first = code - SEQUENCE_AT
            if not first <= win <= first + 2:
                continue
            wait = sequence_wait(first, win)
            done = code
        elif code != win:  # the pair: its code is its tile type
            continue
        else:
            wait = TANKI
            done = code
        same = wait if done == code else (wait, done)
        if same not in seen:
            seen.append(same)
            out.append((i, wait, done))
    return out


def nine_sided(counts: list[int], win: int) -> bool:
    """Chuuren on the 9-sided wait: without the winning tile the suit reads 1112345678999."""
    suit = win // 9 * 9
    if win >= 27:
        return False
    before = list(counts[suit : suit + 9])
    before[win - suit] -= 1
    return tuple(before) == NINE_SIDED

"""One suit's splits into melds (and a pair), each with the facts the winning conditions read.

Up to four melds fill a suit in 4,845 ways or fewer (2,868 shapes of 3, 6, 9 or 12 tiles): ``meld_table``
lists them all, built once on first use (a few ms; the first Small score of a process pays it) by extending
meld lists in code order, so each shape's splits come in the order of the shared split search
(``agari.core.decompose.split_packed``: at the lowest tile, most triplets first).  A suit of 3n + 2 tiles
splits by taking its pair (only one tile type in three can hold it) and looking the rest up: no search.

A split's facts are one int (``FACTS``) whose fields add up suit by suit, so a hand's facts are the sum of
its suits' (plus the ranks where a group starts in all three suits).  Codes are group codes as in
``agari.core.decompose`` (``SEQUENCE_AT + first``, ``TRIPLET_AT + first``), ``first`` a type index 0..26.

>>> [(sets, pair) for sets, pair, _, _ in suit_options((1, 1, 1, 3, 0, 0, 0, 0, 2), 1)]
[((43, 114), 17)]
>>> meld_count = len(meld_table())
>>> meld_count
2869
"""

from __future__ import annotations

from collections.abc import Sequence

from agari.core.decompose import SEQUENCE_AT, TRIPLET_AT

FACTS: dict[str, int] = {"sequences": 0, "triplets": 4, "twin_sequences": 8, "inner_groups": 12, "straights": 16,
                         "suits": 20, "terminal_suits": 24, "middle_suits": 28, "gates": 32, "all_suit_ranks": 36}
"""A split's facts packed in one int, field -> bit offset; 4 bits a field, added suit by suit: how many
sequences, triplets, disjoint pairs of identical sequences, groups (the pair too) without a 1 or 9, suits
holding 123 456 789; of the hand's tiles, how many suits have tiles, a 1 or 9, a tile 2-8, and nine-gates
tiles (14 tiles holding 1112345678999 of one suit).  From bit 36 the ranks where a group starts in all
three suits (bits 0-6: sequences, 16-24: triplets: a suit's ``ranks`` ANDed)."""
_SEQUENCE, _TRIPLET, _TWIN, _INNER, _STRAIGHT, _SUIT, _TERMINAL_SUIT, _MIDDLE_SUIT, _GATES = (
    1 << FACTS[k] for k in list(FACTS)[:9])
_TRIPLET_RANK = 16
"""Bit offset of the triplets' ranks in a suit's ``ranks``."""
_STRAIGHT_RANKS = 0b1001001
"""Sequences from 1, 4 and 7."""

Option = tuple[tuple[int, ...], int, int, int]
"""One split of a suit: (meld codes, pair type or -1, facts, ranks where its melds start: bits 0-6 sequences,
16-24 triplets)."""
MeldSplit = tuple[tuple[int, ...], int, int]
"""One split of a suit shape into melds alone: (codes, facts, ranks), codes of a suit whose first type is 0."""

# -- the table of melds ---------------------------------------------------------------------------------

def packed(seg: Sequence[int]) -> int:
    """A suit's 9 counts as one int, a byte a position (the first in the lowest byte)."""
    return int.from_bytes(bytes(seg), "little")


_OVER_4 = int.from_bytes(bytes((8,) * 9), "little")
_PLUS_3 = int.from_bytes(bytes((3,) * 9), "little")
"""A packed suit with a count above 4: adding 3 to each position sets its 4th bit."""


def _meld_kinds() -> tuple[tuple[int, int, int, int], ...]:
    """Every meld of a suit in code order (at each rank the triplet, then the sequence): (code, packed tiles,
    facts, rank bit)."""
    kinds = []
    for i in range(9):
        outside = i in (0, 8)
        kinds.append((TRIPLET_AT + i, 3 << (8 * i), _TRIPLET + (0 if outside else _INNER), 1 << (_TRIPLET_RANK + i)))
        if i <= 6:
            kinds.append((SEQUENCE_AT + i, 0x10101 << (8 * i), _SEQUENCE + (0 if i in (0, 6) else _INNER), 1 << i))
    return tuple(kinds)


_TABLE: dict[int, tuple[MeldSplit, ...]] = {}


def meld_table() -> dict[int, tuple[MeldSplit, ...]]:
    """Packed suit shape (``packed``) -> every split into up to four melds; built once."""
    if _TABLE:
        return _TABLE
    kinds = _meld_kinds()
    found: dict[int, list[MeldSplit]] = {}

    def extend(start: int, p: int, codes: tuple[int, ...], facts: int, ranks: int, lone: int) -> None:
        """Record a meld list and every list that extends it with melds from ``kinds[start]`` on.  ``lone``: the
        last code when it is a sequence not yet paired with an identical one (identical codes are neighbours)."""
        straight = _STRAIGHT if ranks & _STRAIGHT_RANKS == _STRAIGHT_RANKS else 0
        found.setdefault(p, []).append((codes, facts + straight, ranks))
        if len(codes) == 4:
            return
        for k in range(start, len(kinds)):
            code, tiles, more, rank = kinds[k]
            q = p + tiles
            if (q + _PLUS_3) & _OVER_4:
                continue
            if code == lone:
                extend(k, q, (*codes, code), facts + more + _TWIN, ranks | rank, -1)
            else:
                extend(k, q, (*codes, code), facts + more, ranks | rank, code if code < TRIPLET_AT else -1)

    extend(0, 0, (), 0, 0, -1)
    _TABLE.update((p, tuple(splits)) for p, splits in found.items())
    return _TABLE


# -- a suit's splits ------------------------------------------------------------------------------------

_AT_1 = int.from_bytes(bytes((0, 255, 0) * 3), "little")
_AT_2 = int.from_bytes(bytes((0, 0, 255) * 3), "little")
"""The positions 1 4 7 and 2 5 8 (mod 3: 1 and 2) of a packed suit: (p & _AT_1) % 255 counts their tiles."""
_PAIR_FACTS = tuple(0 if i in (0, 8) else _INNER for i in range(9))
_GATES_SHAPE = (3, 1, 1, 1, 1, 1, 1, 1, 3)


def tile_facts(seg: Sequence[int]) -> int:
    """The facts (``FACTS``) of one suit's tiles alone: it has tiles, a 1 or 9, a tile 2-8, nine-gates tiles."""
    return _tile_facts(seg, sum(seg))


def _tile_facts(seg: Sequence[int], total: int) -> int:
    if not total:
        return 0
    facts = _SUIT
    terminals = seg[0] + seg[8]
    if terminals:
        facts += _TERMINAL_SUIT
    if total > terminals:
        facts += _MIDDLE_SUIT
    if total == 14 and all(n >= need for n, need in zip(seg, _GATES_SHAPE, strict=True)):
        facts += _GATES
    return facts


def _options(seg: tuple[int, ...], base: int) -> tuple[Option, ...]:
    """Every split of a suit's 9 counts with its facts; ``base``: the suit's first type (0, 9, 18)."""
    table = _TABLE or meld_table()
    p = int.from_bytes(bytes(seg), "little")
    total = p % 255  # a byte a position, and 256 = 1 (mod 255): the number of tiles
    tiles = _tile_facts(seg, total)
    n = total % 3
    if n == 1:
        return ()
    out: list[Option] = []
    if n == 0:
        for codes, facts, ranks in table.get(p, ()):
            out.append((tuple(map(_SHIFT[base], codes)) if base else codes, -1, tiles + facts, ranks))
        return tuple(out)
    # Every meld's positions add up to a multiple of 3 (3i, or i + i+1 + i+2), so the positions of all
    # tiles add up to twice the pair's position: only one position in three can hold the pair.
    for pos in range(2 * ((p & _AT_1) % 255 + 2 * ((p & _AT_2) % 255)) % 3, 9, 3):
        if seg[pos] >= 2:
            for codes, facts, ranks in table.get(p - (2 << (8 * pos)), ()):
                out.append((tuple(map(_SHIFT[base], codes)) if base else codes, pos + base,
                            tiles + facts + _PAIR_FACTS[pos], ranks))
    return tuple(out)


_MAN_MELDS = (*range(SEQUENCE_AT, SEQUENCE_AT + 7), *range(TRIPLET_AT, TRIPLET_AT + 9))
_SHIFT = {base: {code: code + base for code in _MAN_MELDS}.__getitem__ for base in (9, 18)}
"""A man code -> the same group's code in pin (9) or sou (18)."""


_EMPTY = (0,) * 9
NO_TILES: tuple[Option, ...] = (((), -1, 0, 0),)
"""An empty suit splits one way: into nothing (no facts, no ranks: it holds no rank of all three suits)."""
SUIT_MEMOS: tuple[dict[tuple[int, ...], tuple[Option, ...]], ...] = ({_EMPTY: NO_TILES}, {_EMPTY: NO_TILES},
                                                                     {_EMPTY: NO_TILES})
"""Per suit (man, pin, sou): 9 counts -> ``suit_options`` (a miss costs a packed key and one to three look-ups)."""
_MEMO_LIMIT = 16384


def suit_options(seg: tuple[int, ...], suit: int) -> tuple[Option, ...]:
    """Every split of one suit's 9 counts (``suit`` 0, 1, 2: codes of that suit) into melds and at most one pair,
    with its facts; memoised per suit (``SUIT_MEMOS``)."""
    memo = SUIT_MEMOS[suit]
    found = memo.get(seg)
    if found is None:
        if len(memo) >= _MEMO_LIMIT:
            memo.clear()
            memo[_EMPTY] = NO_TILES
        found = memo[seg] = _options(seg, 9 * suit)
    return found


"""Every decomposition of a complete hand: four sets and a pair, seven pairs, or kokushi.

The concealed tiles are split into sets (sequences, triplets) and one pair by
plain backtracking over the 34 counts (at most a few dozen branches); the
called melds are added as they were declared.
"""

from collections.abc import Sequence
from functools import cache, lru_cache
from itertools import chain, product
from operator import mul
from typing import NamedTuple

from agari.core.notation import Hand, Meld, MeldKind
from agari.core.tile import type_name

PAIR = "pair"
SEQUENCE = "sequence"
TRIPLET = "triplet"
KAN = "kan"

YAOCHUU: tuple[int, ...] = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)
"""The 13 terminal and honor types of kokushi."""
YAOCHUU_SET = frozenset(YAOCHUU)
DRAGONS = (31, 32, 33)
WINDS = (27, 28, 29, 30)


PAIR_AT, SEQUENCE_AT, CHI_AT, TRIPLET_AT, RON_TRIPLET_AT, PON_AT, KAN_AT, ANKAN_AT = range(0, 272, 34)
"""Group codes (``agari.riichi.codes``): 34 x kind + first tile type, for the pair, sequences, chi, triplets, triplets
completed by ron, pon, open kans and closed kans."""


class Group(NamedTuple):
    """A set or the pair: kind, lowest tile type, and how it was formed (a tuple: cheap to hash)."""

    kind: str
    first: int
    called: bool = False
    """From a chi, pon or open kan (opens the hand)."""
    declared: bool = False
    """A declared meld (chi, pon or kan, closed kans included)."""
    ron: bool = False
    """A triplet completed by the discard (shanpon ron): scored as open."""

    @property
    def concealed(self) -> bool:
        """Concealed for fu and for san/suu ankou: not called and not completed by ron."""
        return not self.called and not self.ron

    @property
    def is_set_of_one_type(self) -> bool:
        """A triplet or kan (koutsu)."""
        return self.kind in (TRIPLET, KAN)

    @property
    def indices(self) -> tuple[int, ...]:
        """The tile types, one per tile (a kan gives four)."""
        n = {PAIR: 2, TRIPLET: 3, KAN: 4}.get(self.kind)
        if n is None:
            return (self.first, self.first + 1, self.first + 2)
        return (self.first,) * n

    def contains(self, index: int) -> bool:
        """The group holds a tile of this type."""
        if self.kind == SEQUENCE:
            return self.first <= index <= self.first + 2
        return index == self.first

    @property
    def has_yaochuu(self) -> bool:
        """Contains a terminal or an honor (a sequence: starts at 1 or ends at 9)."""
        if self.kind == SEQUENCE:
            return self.first % 9 in (0, 6)
        return self.first in YAOCHUU_SET

    @property
    def label(self) -> str:
        """The kind as shown to the user: chi, pon, kan, ankan, closed_triplet, ron_triplet..."""
        if self.kind == PAIR:
            return "pair"
        if self.kind == SEQUENCE:
            return "chi" if self.called else "closed_sequence"
        if self.kind == KAN:
            return "kan" if self.called else "ankan"
        if self.called:
            return "pon"
        return "ron_triplet" if self.ron else "closed_triplet"

    @property
    def text(self) -> str:
        """Notation of the group's tiles (plain fives)."""
        return _group_text(self.kind, self.first)


@cache
def _group_text(kind: str, first: int) -> str:
    indices = Group(kind, first).indices
    return "".join(type_name(i)[0] for i in indices) + type_name(first)[-1]


class Decomposition(NamedTuple):
    """One reading of the whole hand's shape: concealed groups plus called melds (immutable)."""

    form: str
    """``standard``, ``chiitoitsu`` or ``kokushi``."""
    concealed: tuple[Group, ...]
    melds: tuple[Group, ...]

    @property
    def groups(self) -> tuple[Group, ...]:
        return self.concealed + self.melds


_MELD_KIND = {MeldKind.CHI: SEQUENCE, MeldKind.PON: TRIPLET, MeldKind.KAN: KAN, MeldKind.ANKAN: KAN}


@cache
def meld_group(meld: Meld) -> Group:
    """A declared meld as a group."""
    return Group(_MELD_KIND[meld.kind], meld.first, called=meld.opened, declared=True)


NIBBLES: tuple[int, ...] = tuple(1 << (4 * i) for i in range(9))
"""A suit's counts packed in an int, 4 bits a position: ``sum(count x NIBBLES[position])``."""
_SETS: tuple[dict[int, tuple[tuple[int, ...], ...]], ...] = ({0: ((),)}, {0: ((),)})
"""Honors, suits: packed counts -> every split into sets (filled as suits come)."""
_MEMO_LIMIT = 32768
_AT_1, _AT_2 = 0x0F00F00F0, 0xF00F00F00
"""The positions 1 4 7 and 2 5 8 (mod 3: 1 and 2) of a packed suit."""


def packed(pattern: Sequence[int]) -> int:
    """A suit's counts (each at most 15) as one int, 4 bits a position."""
    return sum(map(mul, pattern, NIBBLES))


def _split_sets(p: int, sequences: bool) -> tuple[tuple[int, ...], ...]:
    """Every split of one suit's packed counts into sets (triplets and, in a suit, sequences), as codes, each once.

    The lowest tile type with tiles takes some triplets and the rest as sequences starting there (most triplets
    first); what is left is split by the same cached call, so the remainders that many suits share are split once.
    """
    memo = _SETS[sequences]
    found = memo.get(p)
    if found is None:
        i = ((p & -p).bit_length() - 1) >> 2  # the lowest position with tiles
        shift = 4 * i
        count = (p >> shift) & 15
        out: list[tuple[int, ...]] = []
        for triplets in range(count // 3, -1, -1):
            runs = count - 3 * triplets  # sequences starting at i
            if runs and not (
                sequences and i <= 6 and (p >> (shift + 4)) & 15 >= runs and (p >> (shift + 8)) & 15 >= runs
            ):
                continue
            head = (TRIPLET_AT + i,) * triplets + (SEQUENCE_AT + i,) * runs
            for rest in _split_sets(p - ((3 * triplets + 0x111 * runs) << shift), sequences):
                out.append(head + rest)
        if len(memo) >= _MEMO_LIMIT:
            memo.clear()
            memo[0] = ((),)
        found = memo[p] = tuple(out)
    return found


def split_packed(p: int, sequences: bool) -> tuple[tuple[int, ...], ...]:
    """Every split of one suit's packed counts (each at most 4) into sets and at most one pair (the pair last).

    Not cached: ``agari.riichi.suits`` caches what it makes of the splits.

    A code is the group code (``PAIR_AT``...) of the group if the suit started at tile type 0: add the suit's first
    type for the group's code.  The splits are shared by man, pin and sou (``sequences`` is False for honors).
    """
    n = p % 15 % 3  # 16 = 1 (mod 15): p % 15 is the number of tiles mod 15
    if n == 0:
        return _split_sets(p, sequences)
    if n == 1:
        return ()
    # Every set's positions add up to a multiple of 3 (3i, or i + i+1 + i+2), so the positions of all
    # tiles add up to twice the pair's position: only one position in three can hold the pair.
    out: list[tuple[int, ...]] = []
    for pos in range(2 * ((p & _AT_1) % 15 + 2 * ((p & _AT_2) % 15)) % 3, 9, 3):
        if (p >> (4 * pos)) & 15 >= 2:
            for split in _split_sets(p - (2 << (4 * pos)), sequences):
                out.append((*split, PAIR_AT + pos))
    return tuple(out)


def relative_splits(pattern: tuple[int, ...], sequences: bool) -> tuple[tuple[int, ...], ...]:
    """``split_packed`` of a suit's counts (9, or 7 for honors; each at most 4)."""
    return split_packed(packed(pattern), sequences)


SUIT_BLOCKS = ((0, 9), (9, 18), (18, 27), (27, 34))
_SPLIT_KINDS = {PAIR_AT: PAIR, SEQUENCE_AT: SEQUENCE, TRIPLET_AT: TRIPLET}


def suit_splits(pattern: tuple[int, ...], base: int) -> tuple[tuple[Group, ...], ...]:
    """Every split of one suit (9 counts, or 7 for honors) into sets and at most one pair (the pair last)."""
    return tuple(
        tuple(Group(_SPLIT_KINDS[code - code % 34], base + code % 34) for code in split)
        for split in relative_splits(pattern, base < 27)
    )


def _standard(counts: tuple[int, ...], sets_needed: int) -> tuple[tuple[Group, ...], ...]:
    """Every (sets..., pair) split: the splits of each suit combined (the pair moved last)."""
    if sum(counts) != 3 * sets_needed + 2:
        return ()
    per_suit = [suit_splits(counts[lo:hi], lo) for lo, hi in SUIT_BLOCKS if any(counts[lo:hi])]
    out: list[tuple[Group, ...]] = []
    for combo in product(*per_suit):
        groups = list(chain.from_iterable(combo))
        pairs = [g for g in groups if g.kind == PAIR]
        if len(pairs) == 1:
            out.append((*(g for g in groups if g.kind != PAIR), pairs[0]))
    return tuple(out)


def standard(counts: list[int], sets_needed: int) -> list[tuple[Group, ...]]:
    """Every (sets..., pair) split of concealed counts into ``sets_needed`` sets and a pair."""
    return list(_standard(tuple(counts), sets_needed))


def is_chiitoitsu(counts: list[int]) -> bool:
    """Seven distinct pairs (four of a kind is not two pairs)."""
    return sum(counts) == 14 and all(c in (0, 2) for c in counts)


def is_kokushi(counts: list[int]) -> bool:
    """One of each terminal and honor plus a second of one of them."""
    return sum(counts) == 14 and all(counts[i] >= 1 for i in YAOCHUU) and sum(counts[i] for i in YAOCHUU) == 14


def decompose(hand: Hand) -> list[Decomposition]:
    """Every decomposition of a 14(+kans)-tile hand; empty when it is not complete."""
    return list(decompositions(tuple(hand.counts()), tuple(meld_group(m) for m in hand.melds)))


@lru_cache(maxsize=1024)
def decompositions(counts: tuple[int, ...], melds: tuple[Group, ...]) -> tuple[Decomposition, ...]:
    """Every decomposition of concealed counts plus declared melds (cached: hands are values)."""
    found = [Decomposition("standard", groups, melds) for groups in _standard(counts, 4 - len(melds))]
    if not melds:
        found += special(counts)
    return tuple(found)


def special(counts: tuple[int, ...]) -> list[Decomposition]:
    """The seven-pairs or kokushi decomposition of 14 concealed counts, if there is one."""
    empty = counts.count(0)
    if empty == 27 and counts.count(2) == 7:  # seven distinct pairs
        return [Decomposition("chiitoitsu", tuple(Group(PAIR, i) for i in range(34) if counts[i]), ())]
    if empty == 21 and sum(counts) == 14 and all(counts[i] for i in YAOCHUU):
        pair = next(i for i in YAOCHUU if counts[i] == 2)
        return [Decomposition("kokushi", (Group(PAIR, pair),), ())]
    return []

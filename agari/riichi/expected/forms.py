"""Shanten, the tiles that help and the tiles that can go, for the hands of an expected-value search.

A hand is 37 counts packed 3 bits a slot in one int (slots 0..33 the tile types, a five's slot holding its
plain copies only; slots 34..36 the red fives of man, pin, sou).  Shanten is the reference's: the fewest
tiles a complete hand needs beyond these (a complete hand holds at most 4 of a type), minus one; copies in
called melds are not taken out of reach.  The helping tiles of a 3n+1 hand lower its shanten; the tiles that
can go from a 3n+2 hand keep it (none for a complete hand).  Both are unions over the forms that give
the shanten (standard, and for closed hands seven pairs and thirteen orphans).
"""

from __future__ import annotations

from agari.core.shanten import _COMB, _HONORS, _NU, _SUITS, _VECFLAT

SLOT = 3
"""Bits a slot."""
MASK = 7
RED = (34, 35, 36)
"""Slots of the red fives of man, pin and sou."""
FIVE = (4, 13, 22)
YAOCHUU = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)
_YAO_BITS = sum(1 << i for i in YAOCHUU)
_SIMPLE_BITS = ((1 << 27) - 1) & ~_YAO_BITS
SUIT_BITS = (1 << 27) - 1
HONOR_BITS = (1 << 21) - 1


def unit(slot: int) -> int:
    """The packed value of one tile in ``slot``."""
    return 1 << (SLOT * slot)


def counts_of(key: int) -> list[int]:
    """The 37 slot counts of a packed hand."""
    return [(key >> (SLOT * i)) & MASK for i in range(37)]


def pack(counts: list[int]) -> int:
    """A packed hand from 37 slot counts."""
    key = 0
    for i, c in enumerate(counts):
        key |= c << (SLOT * i)
    return key


def merged(key: int) -> list[int]:
    """34 counts of a packed hand, each red five counted with its suit's fives."""
    c = [(key >> (SLOT * i)) & MASK for i in range(34)]
    for s in range(3):
        c[FIVE[s]] += (key >> (SLOT * RED[s])) & MASK
    return c


class _Group:
    """One group's facts: profile id, profile ids with one tile more / less at each position, seven-pairs and
    thirteen-orphans counts, and the group's helping/going masks by form."""

    __slots__ = ("uid", "add", "rem", "counts", "table", "base", "ends_only", "pairs", "kinds", "ykinds", "ypairs",
                 "zero", "one", "ge3", "two_y", "gt2_y", "simple")

    def __init__(self, counts: tuple[int, ...], honor: bool, base: int, ends_only: bool = False) -> None:
        table = _HONORS if honor or ends_only else _SUITS
        self.table = table
        self.counts = counts
        self.base = base
        self.ends_only = ends_only
        self.uid = table[_shape(counts, ends_only)][0]
        self.add: tuple[tuple[int, int], ...] | None = None
        """(tile type, profile id) with one tile more at each position, worked out when first needed (a group of
        14-tile hands needs only those with one less, ``rem``; each is needed only when a mask is not memoised)."""
        self.rem: tuple[tuple[int, int], ...] | None = None
        n = len(counts)
        self.kinds = n - counts.count(0)
        self.pairs = self.kinds - counts.count(1)
        zero = one = ge3 = 0
        for p, c in enumerate(counts):  # one pass for the three masks
            if c == 0:
                zero |= 1 << (base + p)
            elif c == 1:
                one |= 1 << (base + p)
            elif c >= 3:
                ge3 |= 1 << (base + p)
        self.zero = zero
        self.one = one
        self.ge3 = ge3
        yao = range(7) if honor else (0, 8)
        self.ykinds = sum(1 for p in yao if counts[p])
        self.ypairs = sum(1 for p in yao if counts[p] >= 2)
        self.two_y = sum(1 << (base + p) for p in yao if counts[p] == 2)
        self.gt2_y = sum(1 << (base + p) for p in yao if counts[p] > 2)
        self.simple = 0 if honor else (((1 << n) - 1) << base) & ~zero & (0b011111110 << base)

    def adds(self) -> tuple[tuple[int, int], ...]:
        """(tile type, profile id of the group with one more of it), for each position that can take one."""
        if self.add is None:
            self.add = self._neighbours(1)
        return self.add

    def rems(self) -> tuple[tuple[int, int], ...]:
        """(tile type, profile id of the group with one less of it), for each position it holds."""
        if self.rem is None:
            self.rem = self._neighbours(-1)
        return self.rem

    def _neighbours(self, step: int) -> tuple[tuple[int, int], ...]:
        out: list[tuple[int, int]] = []
        counts = self.counts
        for pos, c in enumerate(counts):
            if self.ends_only and pos not in (0, 8):
                continue
            if (c < 4) if step > 0 else c:
                moved = list(counts)
                moved[pos] += step
                out.append((self.base + pos, self.table[_shape(moved, self.ends_only)][0]))
        return tuple(out)


def _shape(counts: tuple[int, ...] | list[int], ends_only: bool) -> bytes:
    """A group's key in the shanten tables (three players' man: its 1m and 9m as two honors)."""
    return bytes((counts[0], counts[8], 0, 0, 0, 0, 0)) if ends_only else bytes(counts)


_GROUPS: tuple[dict[int, _Group], ...] = ({}, {}, {}, {}, {})
"""Per group 0..3 (man, pin, sou, honors; 4: three players' man) its 9 or 7 merged counts packed 3 bits each ->
its facts; bounded by the shapes of a group."""


def _group(g: int, packed: int) -> _Group:
    n = 7 if g == 3 else 9
    counts = tuple((packed >> (SLOT * p)) & MASK for p in range(n))
    found = _GROUPS[g][packed] = _Group(counts, g == 3, 9 * (g % 4), g == 4)
    return found


_PIN, _SOU, _HON = _GROUPS[1], _GROUPS[2], _GROUPS[3]


def groups(key: int, man: int = 0) -> tuple[_Group, _Group, _Group, _Group]:
    """The four groups of a packed hand (red fives merged into their suit); ``man`` 4 reads man as three players'."""
    m = key & SUIT_BITS
    p = (key >> 27) & SUIT_BITS
    s = (key >> 54) & SUIT_BITS
    z = (key >> 81) & HONOR_BITS
    reds = key >> 102
    if reds:
        m += (reds & 7) << 12
        p += ((reds >> 3) & 7) << 12
        s += ((reds >> 6) & 7) << 12
    return (_GROUPS[man].get(m) or _group(man, m), _PIN.get(p) or _group(1, p), _SOU.get(s) or _group(2, s),
            _HON.get(z) or _group(3, z))


class Forms:
    """Shanten with the helping or going tiles, for hands of one size and one number of melds (one search)."""

    __slots__ = ("index", "closed", "chiitoi", "kokushi", "standard", "man", "_help", "_go")

    def __init__(self, concealed: int, melds: int, forms: int = 7, *, three_players: bool = False) -> None:
        self.man = 4 if three_players else 0
        self.index = (concealed // 3) * 2 + 1
        self.closed = melds == 0
        self.standard = bool(forms & 1)
        self.chiitoi = bool(forms & 2) and melds == 0
        self.kokushi = bool(forms & 4) and melds == 0
        self._help: dict[tuple[int, int, int], int] = {}
        self._go: dict[tuple[int, int, int], int] = {}

    def _std(self, gs: tuple[_Group, _Group, _Group, _Group]) -> tuple[int, tuple[int, int, int, int]]:
        a, b, c, d = gs
        ab = _COMB[a.uid * _NU + b.uid]
        cd = _COMB[c.uid * _NU + d.uid]
        rests = (_COMB[b.uid * _NU + cd], _COMB[a.uid * _NU + cd], _COMB[ab * _NU + d.uid], _COMB[ab * _NU + c.uid])
        return _VECFLAT[_COMB[ab * _NU + cd] * 10 + self.index] - 1, rests

    def draw_side(self, key: int) -> tuple[int, int]:
        """(shanten, mask of the tile types that lower it) of a 3n+1 hand."""
        gs = groups(key, self.man)
        std, rests = self._std(gs) if self.standard else (99, (0, 0, 0, 0))
        chi = kok = 99
        if self.chiitoi:
            pairs = gs[0].pairs + gs[1].pairs + gs[2].pairs + gs[3].pairs
            kinds = gs[0].kinds + gs[1].kinds + gs[2].kinds + gs[3].kinds
            chi = 6 - pairs + max(0, 7 - kinds)
        if self.kokushi:
            yk = gs[0].ykinds + gs[1].ykinds + gs[2].ykinds + gs[3].ykinds
            yp = gs[0].ypairs + gs[1].ypairs + gs[2].ypairs + gs[3].ypairs
            kok = 13 - yk - (1 if yp else 0)
        s = min(std, chi, kok)
        mask = 0
        if std == s:
            memo = self._help
            idx = self.index
            for g in range(4):
                grp = gs[g]
                rest = rests[g]
                mk = (g, id(grp), rest)
                bits = memo.get(mk)
                if bits is None:
                    bits = 0
                    for tile, uid in grp.adds():
                        if _VECFLAT[_COMB[uid * _NU + rest] * 10 + idx] - 1 < std:
                            bits |= 1 << tile
                    memo[mk] = bits
                mask |= bits
        if chi == s:
            one = gs[0].one | gs[1].one | gs[2].one | gs[3].one
            kinds = gs[0].kinds + gs[1].kinds + gs[2].kinds + gs[3].kinds
            if kinds < 7:
                mask |= one | gs[0].zero | gs[1].zero | gs[2].zero | gs[3].zero
            else:
                mask |= one
        if kok == s:
            zero = (gs[0].zero | gs[1].zero | gs[2].zero | gs[3].zero) & _YAO_BITS
            if gs[0].ypairs + gs[1].ypairs + gs[2].ypairs + gs[3].ypairs:
                mask |= zero
            else:
                mask |= zero | ((gs[0].one | gs[1].one | gs[2].one | gs[3].one) & _YAO_BITS)
        return s, mask

    def discard_side(self, key: int) -> tuple[int, int]:
        """(shanten, mask of the tile types whose discard keeps it) of a 3n+2 hand; no tile for a complete hand."""
        gs = groups(key, self.man)
        std, rests = self._std(gs) if self.standard else (99, (0, 0, 0, 0))
        chi = kok = 99
        pairs = kinds = 0
        if self.chiitoi:
            pairs = gs[0].pairs + gs[1].pairs + gs[2].pairs + gs[3].pairs
            kinds = gs[0].kinds + gs[1].kinds + gs[2].kinds + gs[3].kinds
            chi = 6 - pairs + max(0, 7 - kinds)
        yp = 0
        if self.kokushi:
            yk = gs[0].ykinds + gs[1].ykinds + gs[2].ykinds + gs[3].ykinds
            yp = gs[0].ypairs + gs[1].ypairs + gs[2].ypairs + gs[3].ypairs
            kok = 13 - yk - (1 if yp else 0)
        s = min(std, chi, kok)
        mask = 0
        if s < 0:
            return s, 0
        if std == s:
            memo = self._go
            idx = self.index
            for g in range(4):
                grp = gs[g]
                rest = rests[g]
                mk = (g, id(grp), rest)
                bits = memo.get(mk)
                if bits is None:
                    bits = 0
                    for tile, uid in grp.rems():
                        if _VECFLAT[_COMB[uid * _NU + rest] * 10 + idx] - 1 == std:
                            bits |= 1 << tile
                    memo[mk] = bits
                mask |= bits
        if chi == s:
            ge3 = gs[0].ge3 | gs[1].ge3 | gs[2].ge3 | gs[3].ge3
            mask |= ge3 | (gs[0].one | gs[1].one | gs[2].one | gs[3].one) if kinds > 7 else ge3
        if kok == s:
            mask |= gs[0].simple | gs[1].simple | gs[2].simple
            mask |= gs[0].gt2_y | gs[1].gt2_y | gs[2].gt2_y | gs[3].gt2_y
            if yp >= 2:
                mask |= gs[0].two_y | gs[1].two_y | gs[2].two_y | gs[3].two_y
        return s, mask

    def shanten(self, key: int) -> int:
        """Shanten of a packed hand of either size."""
        return self.draw_side(key)[0]

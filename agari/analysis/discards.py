"""What to discard: for a 3n+2 hand, every distinct discard with the shanten and ukeire it leaves.

Rows are ordered best first: lower shanten, then more tiles accepted, then more
kinds of tiles accepted; a plain five is listed before the red five of the same
type (keeping the red five is worth a han), then tile order.

A closed hand takes the fast path: a discard changes one group (man, pin, sou or
honors), so each row is the ukeire *part* of every group, looked up in memos
keyed by the group's counts, the profile of the other groups and the forms in
play; parts carry their (tile, copies left) pairs ready made.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from agari.analysis.melded import melded_rows
from agari.analysis.ukeire import _ADDS, TILE_NAMES, check_seen, improving_closed, seen_counts, tiles_arg
from agari.core.errors import TileCountError
from agari.core.notation import Hand
from agari.core.shanten import _CODES, _COMB, _HONORS, _NU, _SUITS, _VECFLAT, MEMO_LIMIT, hand_counts
from agari.core.tile import RED_FIVES, Tile


class Discard(NamedTuple):
    """One discard: the shanten it leaves and the ukeire of the remaining hand."""

    tile: Tile
    shanten: int
    ukeire: tuple[tuple[Tile, int], ...]
    total: int

    def to_json(self) -> dict[str, object]:
        """``{"discard": "9s", "shanten": 0, "ukeire": [{"tile": "4m", "count": 4}], "ukeire_count": 4}``."""
        return {
            "discard": TILE_NAMES[self.tile],
            "shanten": self.shanten,
            "ukeire": [{"tile": TILE_NAMES[t], "count": n} for t, n in self.ukeire],
            "ukeire_count": self.total,
        }


_TYPES: tuple[Tile, ...] = tuple(Tile(i) for i in range(34))
_RED = {t.index: t for t in RED_FIVES}
_new = tuple.__new__
"""Discard rows are built with tuple.__new__: a NamedTuple's own __new__ is a Python-level call."""

Entry = tuple[Tile, int]
Part = tuple[tuple[Entry, ...], int]
"""One group's share of an ukeire: its (tile, copies left) pairs in tile order, and their total."""

_ENTRY: tuple[tuple[Entry, ...], ...] = tuple(tuple((_TYPES[u], n) for n in range(5)) for u in range(34))
"""(tile, copies left) for every type and count 0..4, made once."""


def _add_rows(rows: dict[int, Discard], t: int, reds: frozenset[int], held: int, cur: int,
              entries: tuple[Entry, ...], total: int) -> None:
    """The row of discarding type t (two rows when a red five is held with a plain one)."""
    key = (((cur + 1) * 256 + 255 - total) * 64 + 63 - len(entries)) * 128 + t
    if t in reds:  # a red five: the plain five first (keeping the red one is worth a han)
        if held > 1:
            rows[key] = _new(Discard, (_TYPES[t], cur, entries, total))
        rows[key + 64] = _new(Discard, (_RED[t], cur, entries, total))
    else:
        rows[key] = _new(Discard, (_TYPES[t], cur, entries, total))


def discard_rows(
    concealed: Sequence[Tile], counts: list[int], copies: Sequence[int], melds: int, seen: Sequence[int],
    focus: int | None = None,
) -> list[Discard]:
    """The discard table from counts (``counts`` is restored before returning).

    ``focus`` (a type held), for a reader of the best rows and one other (the game review): only the rows that
    leave the lowest shanten and the rows of type ``focus`` carry their ukeire; the others carry none (``()``,
    0), which spares most of their work.  ``focus`` -1 (no type): the rows of the lowest shanten only (the judge).
    """
    reds = frozenset([t.index for t in concealed if t.red])
    if not melds:
        return closed_rows(counts, reds, seen, focus)
    base = [4 - a - b - d for a, b, d in zip(counts, copies, seen, strict=True)]  # check_seen: never < 0
    rows: dict[int, Discard] = {}
    for t, cur, types in melded_rows(counts, copies, focus):
        base[t] += 1  # the discarded copy is one more left to draw
        entries = tuple([_ENTRY[u][base[u]] for u in types])
        base[t] -= 1
        _add_rows(rows, t, reds, counts[t], cur, entries, sum([n for _, n in entries]))
    return [rows[k] for k in sorted(rows)]


# -- the closed fast path ---------------------------------------------------------------------------

_Less = tuple[int, int, int, dict[int, Part], bytes]
"""A discard within a group: (position, profile id, code, parts memo, counts) of the group left."""


class _PartsMemo(dict[bytes, dict[int, Part]]):
    """Counts of a group -> its ukeire parts, keyed by seen id, rest profile, forms."""

    def __missing__(self, key: bytes) -> dict[int, Part]:
        value: dict[int, Part] = {}
        self[key] = value
        return value


class _LessMemo(dict[bytes, tuple[_Less, ...]]):
    """Counts of a group -> the group left by discarding each type it holds."""

    def __missing__(self, key: bytes) -> tuple[_Less, ...]:
        table = _SUITS if len(key) == 9 else _HONORS
        out = []
        for i, c in enumerate(key):
            if c:
                less = key[:i] + bytes((c - 1,)) + key[i + 1 :]
                uid, code, _ = table[less]
                out.append((i, uid, code, _PARTS[less], less))
        value = self[key] = tuple(out)
        return value


_PARTS = _PartsMemo()
_LESS = _LessMemo()
_STORED = [0]
"""Parts stored since the memos were last cleared (they are cleared past MEMO_LIMIT)."""


class _SeenIds(dict[bytes, int]):
    """Seen counts of a group -> a small id (0: nothing seen)."""

    def __missing__(self, key: bytes) -> int:
        value = self[key] = len(self) if any(key) else 0
        return value


_NOTHING_SEEN = (bytes(9), bytes(9), bytes(9), bytes(7))
_SEEN_IDS = _SeenIds(dict.fromkeys(_NOTHING_SEEN, 0))


class _FormsMemo(dict[int, int]):
    """Code of a closed 3n+1 hand * 16 + its standard distance d (shanten + 1) -> shanten * 32 + forms.

    forms = 1 when the standard form gives the shanten, + 2 * (chiitoitsu: 1 a new pair helps, 2 a new
    pair or a new kind) + 6 * (kokushi: 1 a new orphan, 2 a new orphan or its pair), for the forms
    that give the shanten.
    """

    def __missing__(self, k: int) -> int:
        code, d = k >> 4, k & 15
        _, other = _CODES[code]
        std = d - 1
        cur = std if std < other else other
        forms = 1 if std == cur else 0
        if code & 63 >= 13:
            pairs, kinds = (code >> 11) & 15, (code >> 6) & 31
            if 6 - pairs + (7 - kinds if kinds < 7 else 0) == cur:
                forms += 2 if kinds >= 7 else 4
            ypairs = code >> 20
            if 13 - ((code >> 15) & 31) - (1 if ypairs else 0) == cur:
                forms += 6 if ypairs else 12
        value = self[k] = cur * 32 + forms
        return value


_FORMS = _FormsMemo()
_DRAWS = [[*_VECFLAT[off::10], 255] for off in range(10)]
"""Entry ``off`` of every profile (the draws for the hand's melds and a pair), and 255 for no profile (_NU)."""


class _MaskMemo(dict[bytes, int]):
    """A group's counts translated to 0/1 bytes -> the mask of its 1 positions (bit i: position i)."""

    def __missing__(self, flags: bytes) -> int:
        value = self[flags] = sum([1 << i for i, f in enumerate(flags) if f])
        return value


_MASKS = _MaskMemo()
_IS_ONE = bytes([0, 1, 0, 0, 0]) + bytes(251)
_IS_ZERO = bytes([1, 0, 0, 0, 0]) + bytes(251)
_YAO_MASK = (0x101, 0x101, 0x101, 0x7F)
"""Positions of the terminal and honor types within each group."""


class _PositionsMemo(dict[int, tuple[int, ...]]):
    """A mask -> its positions."""

    def __missing__(self, mask: int) -> tuple[int, ...]:
        value = self[mask] = tuple([i for i in range(9) if mask >> i & 1])
        return value


_POSITIONS = _PositionsMemo()
_AT_MOST = [b"\1" * (cur + 1) + bytes(255 - cur) for cur in range(16)]
"""Translation tables: draws <= cur -> 1, else 0."""


class _AddedMemo(dict[bytes, tuple[int, ...]]):
    """Counts of an uncapped group -> profile ids after one more tile at each position (_NU where it holds 4)."""

    def __missing__(self, key: bytes) -> tuple[int, ...]:
        value = self[key] = tuple([nid if nid >= 0 else _NU for nid in _ADDS[key]])
        return value


class _CombRows(dict[int, list[int]]):
    """Profile id -> its row of the combination table, and _NU -> _NU (no profile: a type held 4 times)."""

    def __missing__(self, rest: int) -> list[int]:
        value = self[rest] = [*_COMB[rest * _NU : rest * _NU + _NU], _NU]
        return value


_ADDED = _AddedMemo()
_ROWS = _CombRows()


def _part(key: bytes, memo: dict[int, Part], seen: bytes, sidh: int, rest: int, off: int, ck: int) -> Part:
    """The ukeire part of one group (counts ``key``, its parts memo) for shanten and forms ``ck``.

    The draws that help are a mask of the group's positions; the pairs of a mask are kept in the
    same memo under negative keys (-1 - (seen id * 512 + mask)).
    """
    _STORED[0] += 1
    forms = ck & 31
    mask = 0
    if forms & 1:  # a draw that leaves one standard draw less
        row = _ROWS[rest]
        draws = _DRAWS[off]
        mask = _MASKS[bytes([draws[row[nid]] for nid in _ADDED[key]]).translate(_AT_MOST[ck >> 5])]
    chi, kok = (forms >> 1) % 3, forms // 6
    if chi or kok:
        ones = _MASKS[key.translate(_IS_ONE)]
        zeros = _MASKS[key.translate(_IS_ZERO)]
        if chi:  # chiitoitsu: a new pair, or (fewer than 7 kinds) a new kind
            mask |= ones | zeros if chi == 2 else ones
        if kok:  # kokushi: a new orphan, or (no pair among them yet) its pair
            mask |= _YAO_MASK[sidh & 3] & (zeros | ones if kok == 2 else zeros)
    mk = -1 - (sidh * 512 + mask)
    part = memo.get(mk)
    if part is None:
        base = (sidh & 3) * 9
        at = _POSITIONS[mask]
        left = [4 - key[i] - seen[i] for i in at]
        part = memo[mk] = (tuple([_ENTRY[base + i][n] for i, n in zip(at, left, strict=True)]), sum(left))
    return part


def _forget() -> None:
    """A long session: start the memos afresh rather than grow without end."""
    _PARTS.clear()
    _LESS.clear()
    _SEEN_IDS.clear()
    _SEEN_IDS.update(dict.fromkeys(_NOTHING_SEEN, 0))
    _STORED[0] = 0


def closed_rows(c: list[int], reds: frozenset[int], seen: Sequence[int], focus: int | None = None) -> list[Discard]:
    """The discard table of a closed 3n+2 hand as 34 counts (the fast path).

    Only the discarded tile's group changes, so the other groups' keys, profiles and pairwise
    combinations are shared by every row, and their parts by every discard leaving the same profile.
    ``focus``: see ``discard_rows``.
    """
    if _STORED[0] > MEMO_LIMIT:
        _forget()
    raw = bytes(c)
    keys = (raw[0:9], raw[9:18], raw[18:27], raw[27:34])
    u0, k0, _ = _SUITS[keys[0]]
    u1, k1, _ = _SUITS[keys[1]]
    u2, k2, _ = _SUITS[keys[2]]
    u3, k3, _ = _HONORS[keys[3]]
    codes = (k0, k1, k2, k3)
    code_all = k0 + k1 + k2 + k3
    memos = (_PARTS[keys[0]], _PARTS[keys[1]], _PARTS[keys[2]], _PARTS[keys[3]])
    if any(seen):
        sb = bytes(seen)
        seens = (sb[0:9], sb[9:18], sb[18:27], sb[27:34])
        sids = [_SEEN_IDS[s] * 4 + g for g, s in enumerate(seens)]
    else:
        seens = _NOTHING_SEEN
        sids = [0, 1, 2, 3]
    off = ((code_all & 63) - 1) // 3 * 2 + 1  # index of D[melds][1] for the hand left
    nu = _NU
    comb = _COMB
    forms_of = _FORMS
    draws = _DRAWS[off]
    # the combination of the two groups other than g and h (index g * 4 + h), and of the three other than g
    c01 = comb[u0 * nu + u1]
    c02 = comb[u0 * nu + u2]
    c03 = comb[u0 * nu + u3]
    c12 = comb[u1 * nu + u2]
    c13 = comb[u1 * nu + u3]
    c23 = comb[u2 * nu + u3]
    pair = (0, c23, c13, c12, c23, 0, c03, c02, c13, c03, 0, c01, c12, c02, c01, 0)
    rest3 = (comb[c23 * nu + u1], comb[c23 * nu + u0], comb[c13 * nu + u0], comb[c12 * nu + u0])
    # per group: its parts memo, key base (seen id and off) and counts, and how to find its rest from the
    # discarded group's profile (pair index); the groups before a discarded group g are those with h < g
    groups = [(memos[h], (sids[h] * 4096 + off) * 512, keys[h], seens[h], sids[h]) for h in range(4)]
    rows: dict[int, Discard] = {}
    lowest = -1
    if focus is not None:  # the lowest shanten any discard leaves: rows above it are not worked out
        lowest = min([forms_of[(code_all - codes[g] + ncode) * 16 + draws[_ROWS[rest3[g]][nuid]]] >> 5
                      for g in range(4) for _, nuid, ncode, _, _ in _LESS[keys[g]]])
    for g in range(4):
        less = _LESS[keys[g]]
        if not less:
            continue
        rest = rest3[g]
        row = _ROWS[rest]
        seen_g = seens[g]
        own_std = ((sids[g] * 256 + rest) * 16 + off) * 512  # parts memo key, less shanten * 32 + forms
        own_other = (sids[g] * 256 * 16 + off) * 512  # the rest's profile matters only to the standard form
        other_code = code_all - codes[g]
        others = [(groups[h], pair[g * 4 + h] * nu, h < g) for h in range(4) if h != g]
        around: dict[int, tuple[tuple[Entry, ...], int, tuple[Entry, ...], int]] = {}
        base = g * 9
        for i, nuid, ncode, nmemo, nkey in less:
            ck = forms_of[(other_code + ncode) * 16 + draws[row[nuid]]]
            if lowest >= 0 and ck >> 5 > lowest and base + i != focus:
                _add_rows(rows, base + i, reds, c[base + i], ck >> 5, (), 0)
                continue
            ak = nuid * 512 + ck if ck & 1 else ck
            shared = around.get(ak)
            if shared is None:  # the other groups' parts depend on this group only through its profile
                before: tuple[Entry, ...] = ()
                after: tuple[Entry, ...] = ()
                bt = at = 0
                for (memo, kb, counts_h, seen_h, sid), pn, first in others:
                    r = comb[pn + nuid] if ck & 1 else 0
                    hk = kb + r * 8192 + ck
                    part = memo.get(hk)
                    if part is None:
                        part = memo[hk] = _part(counts_h, memo, seen_h, sid, r, off, ck)
                    if first:
                        before += part[0]
                        bt += part[1]
                    else:
                        after += part[0]
                        at += part[1]
                shared = around[ak] = (before, bt, after, at)
            mk = (own_std if ck & 1 else own_other) + ck
            own = nmemo.get(mk)
            if own is None:
                own = nmemo[mk] = _part(nkey, nmemo, seen_g, sids[g], rest, off, ck)
            entries = shared[0] + own[0] + shared[2]
            total = shared[1] + own[1] + shared[3]
            cur = ck >> 5
            t = base + i
            key = (((cur + 1) * 256 + 255 - total) * 64 + 63 - len(entries)) * 128 + t  # as _add_rows, inlined
            if reds and t in reds:
                if c[t] > 1:
                    rows[key] = _new(Discard, (_TYPES[t], cur, entries, total))
                rows[key + 64] = _new(Discard, (_RED[t], cur, entries, total))
            else:
                rows[key] = _new(Discard, (_TYPES[t], cur, entries, total))
    return [rows[k] for k in sorted(rows)]


_NO_SEEN = (0,) * 34


def discards(
    hand: Hand | str,
    *,
    dora: str | Sequence[str] | Sequence[Tile] | None = (),
    visible: str | Sequence[str] | Sequence[Tile] | None = (),
) -> list[Discard]:
    """For a hand of 14 tiles, melds as 3 (complete ones too): every distinct discard, best first."""
    if isinstance(hand, str):
        from agari.core.notation import parse_hand

        hand = parse_hand(hand)
    hc = hand_counts(hand, partial=True)
    size = len(hand.concealed)
    if size % 3 != 2 or size + 3 * hc.melds < 14:
        raise TileCountError(
            f"a discard table needs a hand of 14 tiles (melds count 3), this one has {size + 3 * hc.melds}"
            + (" (a hand still being built draws, it does not discard)" if size + 3 * hc.melds < 13 else ""),
            field="hand",
        )
    if dora or visible:
        seen: Sequence[int] = seen_counts(tiles_arg(dora, "dora"), tiles_arg(visible, "visible"))
        check_seen(hc.counts, hc.meld_copies, seen)
    else:
        seen = _NO_SEEN
    return discard_rows(hand.concealed, hc.counts, hc.meld_copies, hc.melds, seen)


def discard_table_counts(counts: list[int]) -> list[tuple[int, int, list[int]]]:
    """Closed hand as 34 counts -> (discarded type, shanten, improving types) per type: the benchmark path."""
    out = []
    for t in range(34):
        if counts[t]:
            counts[t] -= 1
            cur, types = improving_closed(counts)
            counts[t] += 1
            out.append((t, cur, types))
    return out


def _warm_up() -> None:
    """Run one small discard table at import: under Pyodide the first pass through these code paths is
    several times slower (the WebAssembly engine compiles the interpreter's paths lazily), so the
    first real request should not pay for it."""
    from agari.analysis.ukeire import ukeire
    from agari.core.notation import parse_hand

    discards(parse_hand("1139m058p129s1347z"))
    discards(parse_hand("1122m3344p5567s17z"))
    discards(parse_hand("2468m157p279s1256z"))  # a third hand: the first request still ran ~0.1 ms slower
    ukeire(parse_hand("19m19p19s1234567z"))


_warm_up()

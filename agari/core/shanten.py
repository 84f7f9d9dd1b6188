"""Exact shanten: standard form (melds + pair), chiitoitsu and kokushi.

The standard-form shanten is (the fewest tiles to draw to reach some complete
hand) - 1, where the tiles to draw for a target hand are
sum(max(0, target[t] - hand[t])) and a target may hold at most 4 - (copies in
called melds) of each type.  So a wait on a tile whose four copies are all in
the player's own hand and melds is no wait (``123456789m1111z`` is 1-shanten).

The distance splits per suit into a *profile*, the 10-vector D[m][p] (fewest
draws for m melds and p pairs within the group), and groups combine by min-plus
convolution.  ``scripts/build_tables.py`` precomputes a minimal automaton that
maps the 9 counts of a suit to its profile id, and the table of all
combinations; both are loaded from ``agari/core/data/suit_automaton.bin``.  Suits
seen once are memoised, so a hand costs a handful of lookups.  Suits with
copies in called melds (caps below 4) go through an exact DP instead.
"""

from __future__ import annotations

import sys
import zlib
from array import array
from collections.abc import Sequence
from pathlib import Path
from typing import NamedTuple

from agari.core.errors import TileCountError
from agari.core.notation import Hand, parse_hand
from agari.core.tile import RED_FIVES

# -- the shipped tables ------------------------------------------------------------------


_HONOR_SHAPE_ORDER: list[tuple[int, ...]] = [
    (n1, n2, n3, n4) for n1 in range(8) for n2 in range(8 - n1) for n3 in range(8 - n1 - n2)
    for n4 in range(8 - n1 - n2 - n3)
]
"""How many honor types hold 1, 2, 3 and 4 copies, in the order of the shipped table."""


def _load() -> tuple[int, int, list[int], list[int], tuple[list[int], ...], dict[tuple[int, ...], int]]:
    raw = zlib.decompress((Path(__file__).parent / "data" / "suit_automaton.bin").read_bytes())
    if raw[:4] != b"AGS2":
        raise RuntimeError("agari/core/data/suit_automaton.bin is not a suit automaton (run scripts/build_tables.py)")
    cap = int.from_bytes(raw[4:6], "little")
    nu = int.from_bytes(raw[6:10], "little")
    sizes = [int.from_bytes(raw[10 + 4 * i : 14 + 4 * i], "little") for i in range(9)]
    at = 46
    vecs = list(raw[at : at + nu * 10])
    at += nu * 10
    comb = list(raw[at : at + nu * nu])
    at += nu * nu
    layers = []
    for size in sizes:
        t = array("H")
        t.frombytes(raw[at : at + size * 10])
        if sys.byteorder != "little":
            t.byteswap()
        at += size * 10
        layers.append(t.tolist())
    shapes = dict(zip(_HONOR_SHAPE_ORDER, raw[at : at + len(_HONOR_SHAPE_ORDER)], strict=True))
    return cap, nu, vecs, comb, tuple(layers), shapes


CAP, _NU, _VECFLAT, _COMB, _LAYERS, _HONOR_SHAPES = _load()
"""CAP: profile values are clamped there (a 14-tile hand never needs 10 draws).

Lists, not bytes or arrays: list indexing is the interpreter's fastest lookup."""
_VECS: list[tuple[int, ...]] = [tuple(_VECFLAT[i * 10 : i * 10 + 10]) for i in range(_NU)]
_UID: dict[tuple[int, ...], int] = {v: i for i, v in enumerate(_VECS)}
_L0, _L1, _L2, _L3, _L4, _L5, _L6, _L7, _L8 = _LAYERS

Profile = tuple[int, ...]
"""D[m*2+p]: fewest draws for m melds (0..4) and p pairs (0/1) within one group."""

# -- per-group codes for chiitoitsu and kokushi ------------------------------------------------
# A group's code packs: tiles (6 bits), kinds (5), pairs (4), terminal/honor kinds (5) and
# terminal/honor pairs (4); codes of disjoint groups add up without carries for <= 14 tiles.
_KINDS, _PAIRS, _YKINDS, _YPAIRS = 1 << 6, 1 << 11, 1 << 15, 1 << 20
_FIELD = {"tiles": (0, 63), "kinds": (6, 31), "pairs": (11, 15), "ykinds": (15, 31), "ypairs": (20, 15)}


def _field(code: int, name: str) -> int:
    shift, mask = _FIELD[name]
    return (code >> shift) & mask


def _walk(key: Sequence[int]) -> int:
    """Profile id of a suit (9 counts, no caps) by the automaton."""
    c0, c1, c2, c3, c4, c5, c6, c7, c8 = key
    return _L8[_L7[_L6[_L5[_L4[_L3[_L2[_L1[_L0[c0] * 5 + c1] * 5 + c2] * 5 + c3] * 5 + c4] * 5 + c5] * 5 + c6]
                   * 5 + c7] * 5 + c8]


def _honor_profile(counts: Sequence[int], caps: Sequence[int] = (4,) * 7) -> Profile:
    """Profile of the honors: m triplets and p pairs on distinct types (no sequences)."""
    best = [0] + [CAP] * 9
    for c, cap in zip(counts, caps, strict=True):
        trip = 3 - c if c < 3 else 0
        pair = 2 - c if c < 2 else 0
        new = list(best)
        for j in range(10):
            v = best[j]
            if v >= CAP:
                continue
            if cap >= 3 and j < 8 and v + trip < new[j + 2]:
                new[j + 2] = v + trip
            if cap >= 2 and not j & 1 and v + pair < new[j + 1]:
                new[j + 1] = v + pair
        best = new
    return tuple(min(v, CAP) for v in best)


def _capped_suit_profile(counts: Sequence[int], caps: Sequence[int]) -> Profile:
    """Exact profile of a suit whose targets may hold at most caps[i] copies at position i.

    Forward DP over the 9 positions; the state is how many runs started one and two
    positions back (at most 2 each: three equal runs are three triplets).  DP states are
    numbered once met, and the step from a state by one position's count and cap is
    memoised (``_STEPS``): suits that reach the same state share all the work after it.
    """
    sid = 0
    steps = _STEPS
    for i in range(9):
        key = (sid * 25 + counts[i] * 5 + caps[i]) * 2 + (i >= 7)
        nxt = steps.get(key)
        if nxt is None:
            nxt = steps[key] = _state_id(_suit_step(_DP_STATES[sid], counts[i], caps[i], i))
        sid = nxt
    final = _DP_STATES[sid].get((0, 0), [CAP] * 10)
    return tuple(min(v, CAP) for v in final)


_DPStates = dict[tuple[int, int], list[int]]
_EMPTY_PREFIX: _DPStates = {(0, 0): [0] + [CAP] * 9}
_DP_STATES: list[_DPStates] = [_EMPTY_PREFIX]
"""DP states by number (0: before the first position)."""
_DP_IDS: dict[tuple[tuple[tuple[int, int], tuple[int, ...]], ...], int] = {}
_STEPS: dict[int, int] = {}
"""(state number, count, cap, position 7 or 8) -> the state number after that position."""


def _state_id(states: _DPStates) -> int:
    """The number of a DP state (its live entries: one whose every value is CAP leads nowhere)."""
    key = tuple(sorted((k, tuple(v)) for k, v in states.items() if min(v) < CAP))
    sid = _DP_IDS.get(key)
    if sid is None:
        sid = _DP_IDS[key] = len(_DP_STATES)
        _DP_STATES.append({k: list(v) for k, v in key})
    return sid


def _forget_states() -> None:
    """A long session: start the DP's memos afresh."""
    _STEPS.clear()
    _DP_IDS.clear()
    del _DP_STATES[1:]


def _suit_step(states: _DPStates, c: int, cap: int, i: int) -> _DPStates:
    """One position of the capped-suit DP: runs, a triplet and a pair may start here."""
    maxk = 2 if i < 7 else 0
    new: _DPStates = {}
    for (s1, s2), vec in states.items():
        live = [(j, v) for j, v in enumerate(vec) if v < CAP]
        if not live:
            continue
        open_runs = s1 + s2
        for k in range(maxk + 1):
            if open_runs + k > cap:
                break
            out = new.get((k, s1))
            if out is None:
                out = new[(k, s1)] = [CAP] * 10
            for t, q in _GROUP_CHOICES:
                target = open_runs + k + 3 * t + 2 * q
                if target > cap:
                    continue
                cost = target - c if target > c else 0
                shift = (k + t) * 2 + q
                for j, v in live:
                    if q and j & 1:
                        continue
                    w = j + shift
                    if w < 10 and v + cost < out[w]:
                        out[w] = v + cost
    return new


_GROUP_CHOICES = ((0, 0), (0, 1), (1, 0), (1, 1))
"""(triplets, pairs) started at one position, on top of the runs."""


def min_plus(a: Profile, b: Profile) -> Profile:
    """Profile of two disjoint groups together (min-plus convolution, clamped at CAP)."""
    r = [CAP] * 10
    for i in range(10):
        x = a[i]
        if x >= CAP:
            continue
        for j in range(10 - (i & ~1)):
            if i & 1 and j & 1:
                continue
            v = x + b[j]
            k = i + j
            if k < 10 and v < r[k]:
                r[k] = v
    return tuple(r)


# -- memoised lookups for the fast path ---------------------------------------------------------


_COUNTS_OK = frozenset(range(5))
_COUNT_BYTES = bytes(range(5))
"""Deleting these from a group's bytes leaves nothing when every count is 0..4."""


class _SuitMemo(dict[bytes, tuple[int, int, int]]):
    """9 counts of a suit (bytes) -> (profile id, code, key id); key ids are even, honor key ids odd."""

    def __missing__(self, key: bytes) -> tuple[int, int, int]:
        if len(key) != 9 or key.translate(None, _COUNT_BYTES):
            raise TileCountError(f"a suit holds 0..4 copies of each tile, not {tuple(key)}")
        c0, c1, c2, c3, c4, c5, c6, c7, c8 = key
        kinds = 9 - key.count(0)
        code = (c0 + c1 + c2 + c3 + c4 + c5 + c6 + c7 + c8 + kinds * _KINDS + (kinds - key.count(1)) * _PAIRS
                + _TERMINAL_CODE[c0 * 5 + c8])
        uid = _L8[_L7[_L6[_L5[_L4[_L3[_L2[_L1[_L0[c0] * 5 + c1] * 5 + c2] * 5 + c3] * 5 + c4] * 5 + c5] * 5 + c6]
                      * 5 + c7] * 5 + c8]
        value = self[key] = (uid, code, 2 * len(self))
        return value


_TERMINAL_CODE = [((a > 0) + (b > 0)) * _YKINDS + ((a > 1) + (b > 1)) * _YPAIRS for a in range(5) for b in range(5)]
"""Kokushi part of a suit's code from its 1 and 9 counts (index c1 * 5 + c9)."""


class _HonorMemo(dict[bytes, tuple[int, int, int]]):
    """7 honor counts (bytes) -> (profile id, code, key id)."""

    def __missing__(self, key: bytes) -> tuple[int, int, int]:
        if len(key) != 7 or key.translate(None, _COUNT_BYTES):
            raise TileCountError(f"a hand holds 0..4 copies of each honor, not {tuple(key)}")
        n1, n2, n3, n4 = key.count(1), key.count(2), key.count(3), key.count(4)
        kinds, pairs = n1 + n2 + n3 + n4, n2 + n3 + n4  # every honor is a kokushi tile too
        code = (n1 + 2 * n2 + 3 * n3 + 4 * n4 + kinds * (_KINDS + _YKINDS) + pairs * (_PAIRS + _YPAIRS))
        value = self[key] = (_HONOR_SHAPES[(n1, n2, n3, n4)], code, 2 * len(self) + 1)
        return value


def _honor_shape_uid(shape: tuple[int, ...]) -> int:
    """Profile id of the honors from how many types hold 1, 2, 3, 4 copies (the profile depends on nothing else)."""
    return _HONOR_SHAPES[shape]


def added_profiles(key: Sequence[int]) -> tuple[int, ...]:
    """Profile ids of an uncapped group after one more tile at each position (-1 where it holds 4)."""
    if len(key) == 7:
        shape = [0, key.count(1), key.count(2), key.count(3), key.count(4)]
        out = []
        for c in key:
            if c >= 4:
                out.append(-1)
                continue
            shape[c] -= 1
            shape[c + 1] += 1
            out.append(_honor_shape_uid(tuple(shape[1:])))
            shape[c] += 1
            shape[c + 1] -= 1
        return tuple(out)
    return suit_walk(key)[1]


def suit_walk(key: Sequence[int], full: int = -1) -> tuple[int, tuple[int, ...]]:
    """A suit's profile id by the automaton, and its profile ids after one more tile at each position (``full``
    where the position holds 4): the walk is shared up to the position that changes."""
    c0, c1, c2, c3, c4, c5, c6, c7, c8 = key
    L0, L1, L2, L3, L4, L5, L6, L7, L8 = _LAYERS
    p1 = L0[c0]  # state after the first positions, then the walk resumed with one more tile at i
    p2 = L1[p1 * 5 + c1]
    p3 = L2[p2 * 5 + c2]
    p4 = L3[p3 * 5 + c3]
    p5 = L4[p4 * 5 + c4]
    p6 = L5[p5 * 5 + c5]
    p7 = L6[p6 * 5 + c6]
    p8 = L7[p7 * 5 + c7]
    return L8[p8 * 5 + c8], (
        L8[L7[L6[L5[L4[L3[L2[L1[L0[c0 + 1] * 5 + c1] * 5 + c2] * 5 + c3] * 5 + c4] * 5 + c5] * 5 + c6] * 5 + c7]
           * 5 + c8] if c0 < 4 else full,
        L8[L7[L6[L5[L4[L3[L2[L1[p1 * 5 + c1 + 1] * 5 + c2] * 5 + c3] * 5 + c4] * 5 + c5] * 5 + c6] * 5 + c7]
           * 5 + c8] if c1 < 4 else full,
        L8[L7[L6[L5[L4[L3[L2[p2 * 5 + c2 + 1] * 5 + c3] * 5 + c4] * 5 + c5] * 5 + c6] * 5 + c7] * 5 + c8]
        if c2 < 4 else full,
        L8[L7[L6[L5[L4[L3[p3 * 5 + c3 + 1] * 5 + c4] * 5 + c5] * 5 + c6] * 5 + c7] * 5 + c8] if c3 < 4 else full,
        L8[L7[L6[L5[L4[p4 * 5 + c4 + 1] * 5 + c5] * 5 + c6] * 5 + c7] * 5 + c8] if c4 < 4 else full,
        L8[L7[L6[L5[p5 * 5 + c5 + 1] * 5 + c6] * 5 + c7] * 5 + c8] if c5 < 4 else full,
        L8[L7[L6[p6 * 5 + c6 + 1] * 5 + c7] * 5 + c8] if c6 < 4 else full,
        L8[L7[p7 * 5 + c7 + 1] * 5 + c8] if c7 < 4 else full,
        L8[p8 * 5 + c8 + 1] if c8 < 4 else full,
    )


def _ck_entry(code: int) -> tuple[int, int]:
    """(index of D[M][1] in a profile, best of chiitoitsu and kokushi) for a closed hand's code."""
    tiles = _field(code, "tiles")
    if tiles % 3 == 0 or tiles > 14:
        raise TileCountError(f"a hand has 3n+1 or 3n+2 tiles (at most 14), not {tiles}")
    melds = tiles // 3
    other = 99
    if tiles >= 13:
        other = min(_chiitoitsu(_field(code, "pairs"), _field(code, "kinds")),
                    _kokushi(_field(code, "ykinds"), _field(code, "ypairs")))
    return melds * 2 + 1, other


class _CodeMemo(dict[int, tuple[int, int]]):
    def __missing__(self, code: int) -> tuple[int, int]:
        value = _ck_entry(code)
        self[code] = value
        return value


def _chiitoitsu(pairs: int, kinds: int) -> int:
    """Seven distinct pairs: 6 - pairs + missing kinds."""
    return 6 - min(pairs, 7) + max(0, 7 - kinds)


def _kokushi(ykinds: int, ypairs: int) -> int:
    """Thirteen orphans: 13 - terminal/honor kinds - (1 with a pair among them)."""
    return 13 - ykinds - (1 if ypairs else 0)


_SUITS = _SuitMemo()
_HONORS = _HonorMemo()
_CODES = _CodeMemo()


def shanten_counts(c: Sequence[int]) -> int:
    """Shanten of a closed hand given as 34 counts (1..14 tiles, 3n+1 or 3n+2): the fast path."""
    raw = bytes(c)
    um, km, _ = _SUITS[raw[0:9]]
    up, kp, _ = _SUITS[raw[9:18]]
    us, ks, _ = _SUITS[raw[18:27]]
    uz, kz, _ = _HONORS[raw[27:34]]
    off, other = _CODES[km + kp + ks + kz]
    std = _VECFLAT[_COMB[_COMB[_COMB[um * _NU + up] * _NU + us] * _NU + uz] * 10 + off] - 1
    return std if std < other else other


# -- the general path: hands with called melds, every form's value -----------------------------


class ShantenResult(NamedTuple):
    """Shanten of a hand and of each form (None where a form is impossible, e.g. with melds)."""

    shanten: int
    standard: int
    chiitoitsu: int | None
    kokushi: int | None

    @property
    def form(self) -> str:
        """The form that gives the shanten (standard first on ties)."""
        if self.standard == self.shanten:
            return "standard"
        if self.chiitoitsu == self.shanten:
            return "chiitoitsu"
        return "kokushi"


class HandCounts(NamedTuple):
    """A hand as counts: concealed counts, copies inside called melds, number of melds."""

    counts: list[int]
    meld_copies: list[int]
    melds: int

    @property
    def concealed(self) -> int:
        return sum(self.counts)


def hand_counts(hand: Hand | str, *, partial: bool = False) -> HandCounts:
    """Counts of a hand, checked: 3n+1 or 3n+2 tiles (melds as 3) up to 14, at most 4 copies.

    With ``partial`` any size from 1 to 12 is accepted too (a hand still being built, see ``partial_shanten``).
    """
    text: str | None = None
    if isinstance(hand, str):
        text = hand
        hand = parse_hand(hand)
    concealed = hand.concealed
    melds = hand.melds
    counts = [0] * 34
    for t in concealed:
        counts[t.index] += 1
    copies = [0] * 34
    for m in melds:
        for t in m.tiles:
            copies[t.index] += 1
    size = len(concealed) + 3 * len(melds)
    if not concealed:
        raise TileCountError("the hand has no concealed tiles", text=text, field="hand")
    if size > 14 or (size % 3 == 0 and not (partial and size < FULL_SIZE)):
        need = "1 to 14 tiles" if partial else "3n+1 or 3n+2 tiles, at most 14"
        raise TileCountError(f"the hand has {size} tiles (melds count 3); it needs {need}", text=text, field="hand")
    for i in range(34) if melds or max(counts) > 4 else ():
        if counts[i] + copies[i] > 4:
            from agari.core.tile import type_name

            raise TileCountError(
                f"the hand holds {counts[i] + copies[i]} copies of {type_name(i)}; there are only 4",
                text=text, field="hand",
            )
    if melds or not _RED_TILES.isdisjoint(concealed):  # two red fives of a suit need one red five at least
        reds = [t.index for t in hand.all_tiles() if t.red]
        if len(reds) != len(set(reds)):
            raise TileCountError("the hand holds two red fives of the same suit", text=text, field="hand")
    return _new_tuple(HandCounts, (counts, copies, len(melds)))


_RED_TILES = frozenset(RED_FIVES)
_new_tuple = tuple.__new__
"""HandCounts is built with tuple.__new__: a NamedTuple's own __new__ is a Python-level call."""


def group_profile(counts: Sequence[int], copies: Sequence[int], group: int) -> Profile | int:
    """Profile of group 0..3 (man, pin, sou, honors): an id into the tables, or the exact vector."""
    lo = group * 9
    hi = 34 if group == 3 else lo + 9
    if not any(copies[lo:hi]):
        return (_HONORS if group == 3 else _SUITS)[bytes(counts[lo:hi])][0]
    key = tuple(counts[lo:hi])
    caps = tuple(4 - x for x in copies[lo:hi])
    vec = _honor_profile(key, caps) if group == 3 else _capped(key, caps)
    uid = _UID.get(vec)
    return vec if uid is None else uid


MEMO_LIMIT = 300_000
"""Memos that can grow with every new hand (not the per-suit ones, which are bounded) are cleared past this."""
_CAPPED: dict[tuple[tuple[int, ...], tuple[int, ...]], Profile] = {}


def caps_bind(counts: Sequence[int], caps: Sequence[int]) -> bool:
    """Whether a suit's caps may change its profile: not when every position may still take two more copies
    than it holds (or all four).  Checked over every suit of 0..4 copies a position against the exact DP
    (``tests/test_melded.py``): where each cap is at least min(4, count + 2), the nearest targets never need
    more copies of a type than that."""
    return any(cap < 4 and cap < c + 2 for c, cap in zip(counts, caps, strict=True))


def _capped(key: tuple[int, ...], caps: tuple[int, ...]) -> Profile:
    memo_key = (key, caps)
    vec = _CAPPED.get(memo_key)
    if vec is None:
        if len(_CAPPED) > MEMO_LIMIT or len(_STEPS) > MEMO_LIMIT:
            _CAPPED.clear()
            _forget_states()
        vec = _capped_suit_profile(key, caps) if caps_bind(key, caps) else _VECS[_walk(key)]
        _CAPPED[memo_key] = vec
    return vec


def combine(a: Profile | int, b: Profile | int) -> Profile | int:
    """Profile of two groups together: a table lookup when both are ids."""
    if isinstance(a, int) and isinstance(b, int):
        return _COMB[a * _NU + b]
    va = _VECS[a] if isinstance(a, int) else a
    vb = _VECS[b] if isinstance(b, int) else b
    vec = min_plus(va, vb)
    uid = _UID.get(vec)
    return vec if uid is None else uid


def combined_value(a: Profile | int, b: Profile | int, index: int) -> int:
    """Entry D[index] of two groups together, without building the whole combined profile."""
    if isinstance(a, int) and isinstance(b, int):
        return _VECFLAT[_COMB[a * _NU + b] * 10 + index]
    va = _VECS[a] if isinstance(a, int) else a
    vb = _VECS[b] if isinstance(b, int) else b
    best = CAP
    p = index & 1
    for m1 in range(index // 2 + 1):
        j = (index // 2 - m1) * 2
        v = va[m1 * 2] + vb[j + p]
        if p:
            w = va[m1 * 2 + 1] + vb[j]
            if w < v:
                v = w
        if v < best:
            best = v
    return best


def standard_shanten(counts: Sequence[int], copies: Sequence[int]) -> int:
    """Standard-form shanten with the melds' copies taken out of reach."""
    total = sum(counts)
    return combined_value(combine(group_profile(counts, copies, 0), group_profile(counts, copies, 1)),
                          combine(group_profile(counts, copies, 2), group_profile(counts, copies, 3)),
                          (total // 3) * 2 + 1) - 1


def chiitoitsu_shanten(counts: Sequence[int]) -> int:
    """Seven distinct pairs (closed 13/14-tile hands)."""
    return _chiitoitsu(sum(1 for c in counts if c >= 2), sum(1 for c in counts if c))


_YAOCHUU = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)


def kokushi_shanten(counts: Sequence[int]) -> int:
    """Thirteen orphans (closed 13/14-tile hands)."""
    return _kokushi(sum(1 for i in _YAOCHUU if counts[i]), sum(1 for i in _YAOCHUU if counts[i] >= 2))


def shanten_of(counts: Sequence[int], copies: Sequence[int], melds: int) -> ShantenResult:
    """Every form's shanten from counts (chiitoitsu and kokushi only for closed 13/14 tiles)."""
    if not melds:
        return closed_forms(counts)
    std = standard_shanten(counts, copies)
    if melds or sum(counts) < 13:
        return ShantenResult(std, std, None, None)
    chi = chiitoitsu_shanten(counts)
    kok = kokushi_shanten(counts)
    return ShantenResult(min(std, chi, kok), std, chi, kok)


def closed_forms(c: Sequence[int]) -> ShantenResult:
    """Every form's shanten of a closed hand given as 34 counts, from the tables and the group codes."""
    raw = bytes(c)
    um, km, _ = _SUITS[raw[0:9]]
    up, kp, _ = _SUITS[raw[9:18]]
    us, ks, _ = _SUITS[raw[18:27]]
    uz, kz, _ = _HONORS[raw[27:34]]
    code = km + kp + ks + kz
    off, _ = _CODES[code]
    std = _VECFLAT[_COMB[_COMB[_COMB[um * _NU + up] * _NU + us] * _NU + uz] * 10 + off] - 1
    if code & 63 < 13:
        return ShantenResult(std, std, None, None)
    chi = _chiitoitsu(_field(code, "pairs"), _field(code, "kinds"))
    kok = _kokushi(_field(code, "ykinds"), _field(code, "ypairs"))
    return ShantenResult(min(std, chi, kok), std, chi, kok)


# -- partial hands: fewer than 13 tiles (melds as 3) -------------------------------------------------

FULL_SIZE = 13
"""Tiles of a hand between turns (melds counted as 3); a complete hand has one more."""


def partial_shanten(counts: Sequence[int], copies: Sequence[int], melds: int) -> ShantenResult:
    """Shanten of a hand still being built (fewer than 13 tiles, melds as 3): its absent tiles count as draws.

    The same definition as for 13 and 14 tiles: (the fewest tiles that the nearest complete hand of 14
    tiles, ``4 - melds`` sets and a pair from the concealed part or 7 pairs or kokushi when closed, holds
    beyond this hand) - 1.  A hand of ``n`` tiles is at best ``(13 - n)``-shanten: 12 tiles holding four
    complete sets lack 2 tiles (1-shanten); one tile lacks 13 (12-shanten).

    Sets and pairs that share no tile with the hand cost their whole size, so the standard value is
    min over m <= 4 - melds, p <= 1 of D[m][p] + 3 (4 - melds - m) + 2 (1 - p), over the entries of
    the hand's profile that are exact (below CAP: the best choice touches the hand in every set, so
    it costs at most 2 a set and 1 the pair, which stays below CAP).
    """
    need = 4 - melds
    prof = _combined_profile(counts, copies)
    best = 99
    for m in range(need + 1):
        for p in (0, 1):
            v = prof[m * 2 + p]
            if v < CAP:
                v += 3 * (need - m) + 2 * (1 - p)
                if v < best:
                    best = v
    std = best - 1
    if melds:
        return ShantenResult(std, std, None, None)
    chi = chiitoitsu_shanten(counts)
    kok = kokushi_shanten(counts)
    return ShantenResult(min(std, chi, kok), std, chi, kok)


def _combined_profile(counts: Sequence[int], copies: Sequence[int]) -> Profile:
    """The whole hand's profile (10 entries) from its four groups."""
    both = combine(combine(group_profile(counts, copies, 0), group_profile(counts, copies, 1)),
                   combine(group_profile(counts, copies, 2), group_profile(counts, copies, 3)))
    return _VECS[both] if isinstance(both, int) else both


def riichi_shanten(counts: Sequence[int], copies: Sequence[int], melds: int) -> ShantenResult:
    """Every form's shanten towards a 14-tile hand: ``shanten_of`` for 13 and 14 tiles, else ``partial_shanten``."""
    if sum(counts) + 3 * melds < FULL_SIZE:
        return partial_shanten(counts, copies, melds)
    return shanten_of(counts, copies, melds)


def shanten(hand: Hand | str | Sequence[int]) -> ShantenResult:
    """Exact shanten of a hand of 1 to 14 tiles (melds as 3, melds allowed): -1 complete, 0 tenpai.

    ``hand`` is notation, a Hand, or the 34 counts of a closed hand.  A hand of fewer than 13 tiles is
    a hand still being built: its absent tiles count as draws (``partial_shanten``), so 12 tiles are
    at best 1-shanten and one tile is 12-shanten.

    >>> shanten("123456789m1111z")  # the fifth 1z cannot be waited on
    ShantenResult(shanten=1, standard=1, chiitoitsu=5, kokushi=9)
    >>> shanten("123m456p789s112z").shanten  # 12 tiles: 2z and a 13th tile to tenpai
    1
    """
    if type(hand) is list or type(hand) is tuple:  # the fast path: 34 counts of a closed 13/14-tile hand
        try:
            raw = bytes(hand)
            if len(raw) == 34:
                um, km, _ = _SUITS[raw[0:9]]  # the memos check 0..4 copies (TileCountError)
                up, kp, _ = _SUITS[raw[9:18]]
                us, ks, _ = _SUITS[raw[18:27]]
                uz, kz, _ = _HONORS[raw[27:34]]
                results = _BY_CODE[km + kp + ks + kz]  # None (a TypeError) unless 13/14 tiles
                return results[_VECFLAT[_COMB[_COMB[_COMB[um * _NU + up] * _NU + us] * _NU + uz] * 10 + 9]]  # type: ignore[index]  # 9: D[4][1]
        except (TypeError, ValueError, TileCountError):
            pass  # the general path below words the error
    if not isinstance(hand, (str, Hand)):
        counts = list(hand)
        if len(counts) != 34 or not _COUNTS_OK.issuperset(counts):
            raise TileCountError("a hand as counts is 34 numbers 0..4 (1m..9m, 1p..9p, 1s..9s, 1z..7z)", field="hand")
        total = sum(counts)
        if total > 14 or total < 1:
            raise TileCountError(f"the hand has {total} tiles; it needs 1 to 14 tiles", field="hand")
        if total < FULL_SIZE:
            return partial_shanten(counts, _NO_COPIES, 0)
        return closed_forms(counts)
    hc = hand_counts(hand, partial=True)
    return riichi_shanten(hc.counts, hc.meld_copies, hc.melds)


_NO_COPIES = (0,) * 34


class _ResultMemo(dict[int, "tuple[ShantenResult, ...] | None"]):
    """Group code of a closed hand -> its result for each value of the profile entry D[4][1] (index 9 for 13 and 14
    tiles), or None unless the hand has 13 or 14 tiles.  Results are immutable and depend on the code only through
    its chiitoitsu and kokushi values, so codes share their tuples (``_RESULT_ROWS``): a new code costs two lookups."""

    def __missing__(self, code: int) -> tuple[ShantenResult, ...] | None:
        if len(self) > MEMO_LIMIT:
            self.clear()
        kinds = (code >> 6) & 31  # the fields of ``_FIELD``, read inline
        if code & 63 not in (13, 14) or not 4 <= kinds <= 14:
            # 77 or 78 tiles also end in 13 or 14 (the tile count is 6 bits): their 20+ kinds (with the carry) do not
            # fit in 4..14, which every 13- or 14-tile hand does
            self[code] = None
            return None
        key = (_chiitoitsu((code >> 11) & 15, kinds), _kokushi((code >> 15) & 31, (code >> 20) & 15))
        row = _RESULT_ROWS.get(key)
        if row is None:
            chi, kok = key
            row = _RESULT_ROWS[key] = tuple(_new_tuple(ShantenResult, (min(d - 1, chi, kok), d - 1, chi, kok))
                                            for d in range(CAP + 1))
        value = self[code] = row
        return value


_RESULT_ROWS: dict[tuple[int, int], tuple[ShantenResult, ...]] = {}
"""(chiitoitsu, kokushi) -> the results for each standard-form value (a few dozen rows in all)."""
_BY_CODE = _ResultMemo()

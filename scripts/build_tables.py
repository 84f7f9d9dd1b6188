"""Build agari/core/data/suit_automaton.bin: the exact standard-form distance of every suit.

For one suit (counts 0..4 at the 9 positions) the *profile* is the 10-vector
D[m][p] (m = 0..4 melds, p = 0/1 pair): the fewest tiles that must be drawn
so that the suit holds m melds and p pairs, i.e. min over complete target
suits t (t[i] <= 4) of sum(max(0, t[i] - c[i])).  Values are clamped at CAP
(a 13/14-tile hand never needs more than 9 draws).

All 5^9 suits are evaluated with a vectorised position-by-position DP (numpy,
build time only), the distinct profiles are numbered, and a minimal layered
automaton is derived by merging prefixes with equal residual functions
(Myhill-Nerode), layer by layer from the back.  At run time
``state = TRANS[layer][state * 5 + count]`` walks the 9 positions and the last
state is the profile id.

Honor profiles (no sequences) are computed at run time; every suit and honor
profile and every min-plus combination of them lies in a small closed set of
NU profiles, so combining two groups is one lookup in the NU x NU table COMB.

File layout (zlib-compressed): magic b"AGS2", CAP (uint16), NU (uint32),
9 layer sizes (uint32), the NU 10-byte profiles, COMB (NU * NU bytes), then
for each layer the transition table (uint16, size * 5 entries; the last
layer's entries are profile ids), then the honor profile id of each honor
shape (HONOR_SHAPES order, one byte each).

Run: ``python3 scripts/build_tables.py`` (a few seconds; needs numpy).
"""

from __future__ import annotations

import itertools
import struct
import sys
import zlib
from pathlib import Path

import numpy as np

CAP = 10
MAX_MELDS = 4
OUT = Path(__file__).resolve().parent.parent / "agari" / "core" / "data" / "suit_automaton.bin"


def suit_profiles() -> np.ndarray:
    """D[m*2+p] for all 5^9 suits (index = base-5 number, first position most significant)."""
    inf = np.int16(99)
    # state: (s1, s2, m, p) -> array over prefixes; s1 = runs started one position back, s2 = two back
    dp: dict[tuple[int, int, int, int], np.ndarray] = {(0, 0, 0, 0): np.zeros(1, dtype=np.int16)}
    for pos in range(9):
        size = 5 ** pos
        new: dict[tuple[int, int, int, int], np.ndarray] = {}
        counts = np.tile(np.arange(5, dtype=np.int16), size)
        for (s1, s2, m, p), arr in dp.items():
            base = np.repeat(arr, 5)
            for k in range(5 if pos < 7 else 1):
                for t in range(2):
                    for q in range(2 - p):
                        target = s1 + s2 + k + 3 * t + 2 * q
                        m2 = m + k + t
                        if target > 4 or m2 > MAX_MELDS:
                            continue
                        cost = np.maximum(0, target - counts)
                        val = np.minimum(base + cost, inf)
                        key = (k, s1, m2, p + q)
                        old = new.get(key)
                        new[key] = val if old is None else np.minimum(old, val)
        dp = new
        print(f"position {pos}: {len(dp)} states", file=sys.stderr)
    out = np.full((5 ** 9, 10), CAP, dtype=np.int16)
    for (s1, s2, m, p), arr in dp.items():
        if s1 == 0 and s2 == 0:
            out[:, m * 2 + p] = np.minimum(out[:, m * 2 + p], arr)
    return np.minimum(out, CAP).astype(np.uint8)


def min_plus(a: tuple[int, ...], b: tuple[int, ...]) -> tuple[int, ...]:
    """Profile of two disjoint tile groups together (min-plus convolution, clamped at CAP)."""
    r = [CAP] * 10
    for m1 in range(5):
        for p1 in range(2):
            x = a[m1 * 2 + p1]
            for m2 in range(5 - m1):
                for p2 in range(2 - p1):
                    v = x + b[m2 * 2 + p2]
                    k = (m1 + m2) * 2 + p1 + p2
                    if v < r[k]:
                        r[k] = v
    return tuple(r)


def honor_profile(counts: tuple[int, ...]) -> tuple[int, ...]:
    """Profile of the honors (no sequences): m triplets and p pairs on distinct types."""
    best = [0] + [CAP] * 9
    for c in counts:
        trip, pair = max(0, 3 - c), max(0, 2 - c)
        new = list(best)
        for m in range(5):
            for p in range(2):
                v = best[m * 2 + p]
                if m < 4 and v + trip < new[(m + 1) * 2 + p]:
                    new[(m + 1) * 2 + p] = v + trip
                if p == 0 and v + pair < new[m * 2 + 1]:
                    new[m * 2 + 1] = v + pair
        best = [min(v, CAP) for v in new]
    return tuple(best)


HONOR_SHAPES = [(n1, n2, n3, n4) for n1 in range(8) for n2 in range(8) for n3 in range(8) for n4 in range(8)
                if n1 + n2 + n3 + n4 <= 7]
"""How many honor types hold 1, 2, 3 and 4 copies: the honor profile depends on nothing else."""


def shape_counts(shape: tuple[int, int, int, int]) -> tuple[int, ...]:
    key = tuple(c for c, n in zip((1, 2, 3, 4), shape, strict=True) for _ in range(n))
    return key + (0,) * (7 - len(key))


def closure(start: list[tuple[int, ...]]) -> list[tuple[int, ...]]:
    """Every profile reachable by combining the given ones (in a stable order)."""
    known = list(dict.fromkeys(start))
    index = {v: i for i, v in enumerate(known)}
    done = 0
    while done < len(known):
        a = known[done]
        for b in list(known[: done + 1]):
            for v in (min_plus(a, b),):
                if v not in index:
                    index[v] = len(known)
                    known.append(v)
        done += 1
    return known


def build() -> bytes:
    prof = suit_profiles()
    uniq, cls = np.unique(prof, axis=0, return_inverse=True)
    cls = cls.reshape(-1).astype(np.int64)
    print(f"{len(uniq)} distinct suit profiles", file=sys.stderr)
    suits = [tuple(int(v) for v in row) for row in uniq]
    honors = sorted({honor_profile(ms) for ms in itertools.combinations_with_replacement(range(5), 7)})
    print(f"{len(honors)} distinct honor profiles", file=sys.stderr)
    every = closure(suits + honors)
    uid = {v: i for i, v in enumerate(every)}
    nu = len(every)
    print(f"{nu} profiles in the closure", file=sys.stderr)
    assert nu < 256
    comb = bytes(uid[min_plus(a, b)] for a in every for b in every)
    # Myhill-Nerode from the back: a prefix's class is the tuple of its 5 children's classes
    layers: list[np.ndarray] = []  # layers[i]: transition table of layer i (states * 5 -> next state)
    child = np.array([uid[v] for v in suits], dtype=np.int64)[cls]  # closure ids of the whole suits
    for length in range(8, -1, -1):
        rows = child.reshape(-1, 5)
        uniq_rows, inv = np.unique(rows, axis=0, return_inverse=True)
        layers.append(uniq_rows.reshape(-1))
        child = inv.reshape(-1)
        print(f"prefixes of length {length}: {len(uniq_rows)} states", file=sys.stderr)
    layers.reverse()
    assert len(layers[0]) == 5
    head = b"AGS2" + struct.pack("<HI", CAP, nu) + struct.pack("<9I", *(len(t) // 5 for t in layers))
    body = bytes(v for row in every for v in row) + comb
    body += b"".join(t.astype("<u2").tobytes() for t in layers)
    body += bytes(uid[honor_profile(shape_counts(shape))] for shape in HONOR_SHAPES)
    assert max(int(t.max()) for t in layers) < 65536
    return zlib.compress(head + body, 9)


def main() -> None:
    data = build()
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_bytes(data)
    print(f"wrote {OUT} ({len(data)} bytes)", file=sys.stderr)


if __name__ == "__main__":
    main()

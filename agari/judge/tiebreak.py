"""Strong players' order between discards of equal value: which tile goes first when the numbers tie.

The key of a kind sorts the tile to discard first lowest, by the rules of ``RULES`` in order.  Each was kept only
where it raised the agreement with Phoenix-room players on the tuning logs (docs/judgement.md has the figures):

1. ``isolated``: an isolated tile before a connected one (a single copy, no neighbour within two in its suit);
2. ``genbutsu``: a tile that is genbutsu for more opponents first (it cannot deal in now);
3. ``dora``: a tile away from the dora before one within two of it, and a dora last;
4. ``guest``: among honors, a guest wind before a yakuhai (a yakuhai pair is worth a han);
5. ``own``: among honors, the seat's own wind last (a pair of it is worth a han to the seat alone);
6. ``edge``: honors, then terminals, then 2 and 8, then the middle tiles (a middle tile has the most ways to grow).
"""

from __future__ import annotations

from collections.abc import Sequence


def isolated(kind: int, counts: Sequence[int]) -> bool:
    """A single copy with no neighbour within two in its suit (an honor: a single copy)."""
    if counts[kind] != 1:
        return False
    if kind >= 27:
        return True
    n = kind % 9
    return all(counts[kind + d] == 0 for d in (-2, -1, 1, 2) if 0 <= n + d <= 8)


def edge_rank(kind: int) -> int:
    """0 for an honor, 1 for a terminal, 2 for a 2 or 8, 3 for 3-7."""
    if kind >= 27:
        return 0
    n = kind % 9
    return 1 if n in (0, 8) else 2 if n in (1, 7) else 3


def near_dora(kind: int, dora: Sequence[int]) -> int:
    """2 for a dora, 1 for a tile within two of a dora in its suit, else 0."""
    if kind in dora:
        return 2
    if kind < 27 and any(d < 27 and d // 9 == kind // 9 and abs(d - kind) <= 2 for d in dora):
        return 1
    return 0


RULES = ("isolated", "genbutsu", "dora", "guest", "own", "edge")
"""The rules in force, in order (the names of ``key``'s parts)."""
OTHERS = ("drawn", "keep-safe", "isolated-edge")
"""Rules tried and dropped because they lowered the agreement: the tile just drawn first; keep a safe tile (genbutsu
kept, the others first); among isolated tiles honors, terminals, 2 and 8, middle tiles (ahead of safety)."""


def key(kind: int, counts: Sequence[int], drawn: int, yakuhai: Sequence[int], dora: Sequence[int],
        safe_for: int, rules: Sequence[str] = RULES) -> tuple[int, ...]:
    """The sort key of discarding ``kind`` among equals (lowest first), by ``rules`` in order.

    ``counts``: the seat's concealed copies before the discard; ``drawn``: the kind just drawn (-1: none, after a
    call); ``yakuhai``: the seat's yakuhai kinds, its own wind last; ``safe_for``: opponents for whom the kind is
    genbutsu.
    """
    iso = isolated(kind, counts)
    parts = {
        "isolated": 0 if iso else 1,
        "drawn": 0 if kind == drawn else 1,
        "genbutsu": -safe_for,
        "keep-safe": safe_for,
        "dora": near_dora(kind, dora),
        "guest": (1 if kind in yakuhai else 0) if kind >= 27 else 0,
        "own": 1 if kind >= 27 and yakuhai and kind == yakuhai[-1] else 0,
        "edge": edge_rank(kind),
        "isolated-edge": edge_rank(kind) if iso else 0,
    }
    return tuple(parts[r] for r in rules)

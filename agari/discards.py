"""What to discard: for a 3n+2 hand, every distinct discard with the shanten and ukeire it leaves.

Rows are ordered best first: lower shanten, then more tiles accepted, then more
kinds of tiles accepted; a plain five is listed before the red five of the same
type (keeping the red five is worth a han), then tile order.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from agari.errors import TileCountError
from agari.notation import Hand
from agari.shanten import hand_counts
from agari.tile import RED_FIVES, Tile
from agari.ukeire import TILE_NAMES, check_seen, closed_discards, improving, improving_closed, seen_counts, tiles_arg


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


def discard_rows(
    concealed: Sequence[Tile], counts: list[int], copies: Sequence[int], melds: int, seen: Sequence[int]
) -> list[Discard]:
    """The discard table from counts (``counts`` is restored before returning)."""
    reds = {t.index for t in concealed if t.red}
    base = [4 - a - b - d for a, b, d in zip(counts, copies, seen, strict=True)]  # check_seen: never < 0
    if melds:
        table = []
        for t in range(34):
            if counts[t]:
                counts[t] -= 1
                res, types = improving(counts, copies, melds)
                counts[t] += 1
                table.append((t, res.shanten, types))
    else:
        table = closed_discards(counts)
    decorated = []
    entries = [(_TYPES[u], base[u]) for u in range(34)]
    for t, cur, types in table:
        ukeire = [entries[u] for u in types]
        total = sum([base[u] for u in types])
        if t in types:  # the discarded copy is one more left to draw
            ukeire[types.index(t)] = (_TYPES[t], base[t] + 1)
            total += 1
        uk = tuple(ukeire)
        key = (cur, -total, -len(uk))
        if t in reds:  # a red five: the plain five first (keeping the red one is worth a han)
            if counts[t] > 1:
                decorated.append(((*key, False, t), Discard(_TYPES[t], cur, uk, total)))
            decorated.append(((*key, True, t), Discard(_RED[t], cur, uk, total)))
        else:
            decorated.append(((*key, False, t), Discard(_TYPES[t], cur, uk, total)))
    decorated.sort()
    return [row for _, row in decorated]


_RED = {t.index: t for t in RED_FIVES}


def discards(
    hand: Hand | str,
    *,
    dora: str | Sequence[str] | Sequence[Tile] | None = (),
    visible: str | Sequence[str] | Sequence[Tile] | None = (),
) -> list[Discard]:
    """For a 3n+2 hand (complete ones too): every distinct discard, best first."""
    if isinstance(hand, str):
        from agari.notation import parse_hand

        hand = parse_hand(hand)
    hc = hand_counts(hand)
    if hc.concealed % 3 != 2:
        raise TileCountError(
            f"a discard table needs a hand of 3n+2 tiles (14 with melds as 3), this one has "
            f"{hc.concealed + 3 * hc.melds}",
            field="hand",
        )
    seen = seen_counts(tiles_arg(dora, "dora"), tiles_arg(visible, "visible"))
    check_seen(hc.counts, hc.meld_copies, seen)
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
    from agari.notation import parse_hand
    from agari.ukeire import ukeire

    discards(parse_hand("1139m058p129s1347z"))
    discards(parse_hand("1122m3344p5567s17z"))
    ukeire(parse_hand("19m19p19s1234567z"))


_warm_up()


"""Physical checks of a hand before scoring: tile count, copies, red fives, the winning tile.

Each check raises TileCountError with plain words naming the tile and where
its copies are (``field`` is ``hand``, ``dora``, ``ura`` or ``win``).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import repeat
from operator import is_
from typing import TYPE_CHECKING

from agari.core.errors import TileCountError
from agari.core.notation import Hand
from agari.core.tile import RED_FIVES, Tile, type_name
from agari.riichi.facts import SHIFT
from agari.riichi.rules import Rules
from agari.riichi.suits import OVER

if TYPE_CHECKING:
    from agari.riichi.facts import HandFacts
    from agari.riichi.situation import Shown


_FIVES = frozenset(t.index for t in RED_FIVES)
"""The types that have red fives: a winning five must be red or plain exactly as in the hand."""


def check_tile_count(hand: Hand) -> None:
    """14 tiles plus one per kan."""
    tiles = len(hand.concealed) + sum(len(m.tiles) for m in hand.melds)
    kans = hand.kan_count
    if kans > 4:
        raise TileCountError(f"{kans} kans: a hand has at most 4", field="hand")
    if tiles != 14 + kans:
        raise TileCountError(
            f"{tiles} tiles with {kans} kan{'s' if kans != 1 else ''}: a hand has 14 tiles plus one per kan"
            + (f" ({14 + kans} here)" if kans else ""),
            field="hand",
        )


def check_copies(hand: Hand, dora: Sequence[Tile], ura: Sequence[Tile]) -> None:
    """At most 4 copies of a type across hand, melds and indicators."""
    total = [0] * 34
    for t in hand.concealed:
        total[t.index] += 1
    for m in hand.melds:
        for t in m.tiles:
            total[t.index] += 1
    for t in dora:
        total[t.index] += 1
    for t in ura:
        total[t.index] += 1
    if max(total) <= 4:
        return
    places: list[tuple[str, str, list[Tile]]] = [("hand", "in the hand", list(hand.concealed))]
    for m in hand.melds:
        places.append(("hand", f"in {m}", list(m.tiles)))
    places.append(("dora", "among the dora indicators", list(dora)))
    places.append(("ura", "among the ura indicators", list(ura)))
    for i, n in enumerate(total):
        if n <= 4:
            continue
        parts = []
        field = "hand"
        for f, where, tiles in places:
            k = sum(1 for t in tiles if t.index == i)
            if k:
                parts.append(f"{k} {where}")
                if f != "hand":
                    field = f
        raise TileCountError(
            f"five copies of {type_name(i)}: {', '.join(parts)}; there are only 4 of each tile"
            if n == 5
            else f"{n} copies of {type_name(i)}: {', '.join(parts)}; there are only 4 of each tile",
            field=field,
        )


def check_red_fives(hand: Hand, dora: Sequence[Tile], ura: Sequence[Tile], rules: Rules) -> None:
    """No more red fives per suit than the rules have (indicators included)."""
    tiles = [*hand.all_tiles(), *dora, *ura]
    for suit_index, suit in enumerate("mps"):
        n = sum(1 for t in tiles if t.red and t.index // 9 == suit_index)
        if n > rules.red_fives:
            if rules.red_fives == 0:
                raise TileCountError(
                    f"red five 0{suit} given, but the {rules.name} rules have no red fives (write 5{suit})",
                    field="hand",
                )
            raise TileCountError(
                f"{n} red fives of {suit} (0{suit}); the {rules.name} rules have only {rules.red_fives} per suit",
                field="hand",
            )


def check_win_tile(hand: Hand, win: Tile) -> None:
    """The winning tile is one of the concealed tiles, red or plain exactly as written."""
    if win in hand.concealed:
        return
    in_meld = any(any(t.index == win.index for t in m.tiles) for m in hand.melds)
    plain_there = any(t.index == win.index for t in hand.concealed)
    if plain_there and win.red:
        msg = f"winning tile {win} is a red five, but the concealed tiles have no red 5{win.suit}"
    elif plain_there:
        msg = f"winning tile {win} is a plain five, but the concealed 5{win.suit} is red (write 0{win.suit})"
    elif in_meld:
        msg = f"winning tile {win} is only inside a called meld; it must be one of the concealed tiles"
    else:
        msg = f"winning tile {win} is not in the hand; it must be one of the concealed tiles"
    raise TileCountError(msg, field="win")


def check_counted(hand: Hand, facts: HandFacts, win: Tile | None, shown: Shown, rules: Rules) -> None:
    """All physical checks on a hand already counted (its facts); the detailed checks only word an error."""
    kans = facts.kans
    if facts.tiles != 14 + kans or kans > 4:
        check_tile_count(hand)
    tiles = shown.tiles
    too_many = facts.flags & OVER
    if len(tiles) == 1:
        too_many = too_many or (facts.all_key >> SHIFT[tiles[0].index]) & 15 >= 4
    elif tiles:
        types = [t.index for t in tiles]
        too_many = too_many or any(facts.count(i) + types.count(i) > 4 for i in types)
    if too_many:
        check_copies(hand, shown.dora, shown.ura)
    if facts.aka or shown.reds != (0, 0, 0):
        m, p, s = facts.reds
        dm, dp, ds = shown.reds
        if max(m + dm, p + dp, s + ds) > rules.red_fives:
            check_red_fives(hand, shown.dora, shown.ura, rules)
    if (  # a tile not held, or a five (red or plain must match): look for it (tiles are interned: ``is`` is ``==``
        win is not None  # without Tile's Python-level comparison)
        and (win.index in _FIVES or not (facts.key >> SHIFT[win.index]) & 15)
        and not any(map(is_, hand.concealed, repeat(win)))
    ):
        check_win_tile(hand, win)

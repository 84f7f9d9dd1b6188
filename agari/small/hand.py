"""Reading and checking a Small Mahjong hand: suits m, p, s only, no red fives, no calls, a deal size.

Every refusal is an AgariError with the field and, when it comes from a character, its position.

>>> read_hand("99p123456m").text
'123456m99p'
>>> read_hand("123m1z")
Traceback (most recent call last):
...
agari.core.errors.NotationError: honor tile 1z at position 4: Small Mahjong has no honors (suits m, p, s only)
"""

from __future__ import annotations

import re
from typing import NamedTuple

from agari.core.errors import AgariError, MeldError, NotationError, TileCountError, count
from agari.core.tile import Tile, tiles_at

WIN_SIZES: dict[int, int] = {5: 4, 8: 7, 11: 10, 14: 13}
"""Tiles of a winning hand -> tiles dealt."""
DEALS: tuple[int, ...] = (4, 7, 10, 13)
ANALYSIS_SIZES: tuple[int, ...] = (4, 5, 7, 8, 10, 11, 13, 14)
"""Hands the analysis takes: a dealt hand (waiting to draw) or one tile over (to discard)."""


class SmallHand(NamedTuple):
    """A checked hand: 34 counts (honors always 0), its canonical notation and its number of tiles."""

    counts: tuple[int, ...]
    text: str
    size: int




def counts_text(counts: tuple[int, ...] | list[int]) -> str:
    """Canonical notation of suited counts: ``123456m99p``."""
    out = []
    for s, letter in enumerate("mps"):
        part = counts[9 * s : 9 * s + 9]
        if any(part):
            out.append("".join([_RUNS[r][n] for r, n in enumerate(part) if n]) + letter)
    return "".join(out)


_RUNS = [[str(r + 1) * n for n in range(5)] for r in range(9)]
"""Rank r written n times."""


def _plain(value: str) -> tuple[list[int], str] | None:
    """Counts and canonical notation of a plainly written hand (runs of digits 1-9 each closed by m, p or s),
    or None: the long way then finds and words any error."""
    counts = [0] * 34
    runs: tuple[list[str], list[str], list[str]] = ([], [], [])
    suit = -1  # the suit of the digits being read, from the end: a digit belongs to the letter after it
    digits = False  # a digit was read since that letter
    for ch in reversed(value):
        s = _SUIT.get(ch)
        if s is not None:
            if suit >= 0 and not digits:
                return None  # two letters in a row
            suit = s
            digits = False
        else:
            d = _DIGIT.get(ch)
            if d is None or suit < 0:
                return None
            counts[9 * suit + d] += 1
            runs[suit].append(ch)
            digits = True
    if not digits:
        return None  # empty, or a letter first
    return counts, "".join(["".join(sorted(run)) + "mps"[i] for i, run in enumerate(runs) if run])


_SUIT = {"m": 0, "p": 1, "s": 2}
_DIGIT = {str(d): d - 1 for d in range(1, 10)}


def _sizes_text(sizes: tuple[int, ...]) -> str:
    return ", ".join(str(n) for n in sizes[:-1]) + f" or {sizes[-1]}"


_GROUPED = re.compile(r"(?:([1-9]+)m)?(?:([1-9]+)p)?(?:([1-9]+)s)?")
"""A hand written suit by suit in the order m, p, s (each suit once): how hands are usually written."""
Run = tuple[tuple[int, ...], int, str, str, str]
"""The digits of one suit of a hand written suit by suit: its 9 counts, its number of tiles (``_TOO_MANY`` if a
type has more than 4) and its notation in order with the letter m, p and s."""
_TOO_MANY = 1000
"""The size of a suit with a 5th copy of a type: no hand size matches it, so the long way words the error."""
_NO_RUN: Run = ((0,) * 9, 0, "", "", "")
_RUNS_READ: dict[str | None, Run] = {None: _NO_RUN}
"""The digits of one suit -> ``Run`` (None: the suit is absent); shared by the three suits."""
_READ_RUN = _RUNS_READ.get
_UNIT = {str(d): 1 << (8 * (d - 1)) for d in range(1, 10)}.__getitem__
"""A digit's unit in counts packed a byte a rank."""
_NO_HONORS = (0,) * 7
_OVER_4 = int.from_bytes(bytes((8,) * 9), "little")
_PLUS_3 = int.from_bytes(bytes((3,) * 9), "little")
"""Counts packed a byte a rank with one above 4: adding 3 to each rank sets its 4th bit."""


def _run(digits: str) -> Run:
    """Read one suit's digits (memoised)."""
    if len(_RUNS_READ) > 65536:
        _RUNS_READ.clear()
        _RUNS_READ[None] = _NO_RUN
    found: Run
    if len(digits) > 14:  # no hand has more tiles; fewer keep every count below a byte's 256
        found = _RUNS_READ[digits] = ((0,) * 9, _TOO_MANY, "", "", "")
        return found
    packed = sum(map(_UNIT, digits))
    text = "".join(sorted(digits))
    size = _TOO_MANY if (packed + _PLUS_3) & _OVER_4 else len(digits)
    found = _RUNS_READ[digits] = (tuple(packed.to_bytes(9, "little")), size, text + "m", text + "p", text + "s")
    return found


def _grouped(value: str, sizes: tuple[int, ...]) -> SmallHand | None:
    """A hand written suit by suit (``_GROUPED``) of one of ``sizes`` and at most 4 copies of a tile, or None."""
    found = _GROUPED.fullmatch(value)
    if found is None or not value:
        return None
    dm, dp, ds = found.groups()
    m = _READ_RUN(dm) or _run(dm)
    p = _READ_RUN(dp) or _run(dp)
    s = _READ_RUN(ds) or _run(ds)
    size = m[1] + p[1] + s[1]
    if size not in sizes:
        return None
    return _new(SmallHand, (m[0] + p[0] + s[0] + _NO_HONORS, m[2] + p[3] + s[4], size))


_new = tuple.__new__
"""Hands are built with tuple.__new__: a named tuple's own __new__ is a Python-level call."""


def read_hand(value: object, sizes: tuple[int, ...] = tuple(WIN_SIZES), field: str = "hand") -> SmallHand:
    """Parse and check a hand string whose length must be one of ``sizes``."""
    if isinstance(value, str):
        grouped = _grouped(value, sizes)
        if grouped is not None:
            return grouped
        plain = _plain(value)
        if plain is not None:
            counts, text = plain
            size = sum(counts)
            if size in sizes and max(counts) <= 4:
                return SmallHand(tuple(counts), text, size)
    else:
        raise NotationError(f"{field} must be a string such as \"123456m99p\", not {value!r}", field=field)
    for i, ch in enumerate(value):
        if ch in "()[]":
            raise MeldError(f"'{ch}' at position {i}: Small Mahjong has no calls, every hand is closed "
                            "(write the tiles without brackets)", text=value, position=i, field=field)
    try:
        found = tiles_at(value)
    except AgariError as exc:
        exc.field = field
        raise
    if not found:
        raise NotationError(f"the {field} is empty", text=value, position=0, field=field)
    counts = [0] * 34
    for tile, pos in found:
        _check_tile(tile, pos, value, field)
        counts[tile.index] += 1
        if counts[tile.index] > 4:
            raise TileCountError(f"a 5th {tile} at position {pos}: there are only 4 of each tile",
                                 text=value, position=pos, field=field)
    if len(found) not in sizes:
        raise TileCountError(f"the {field} has {count(len(found), 'tile')}; Small Mahjong takes {_sizes_text(sizes)}",
                             text=value, field=field)
    return SmallHand(tuple(counts), counts_text(counts), len(found))


def _check_tile(tile: Tile, pos: int, text: str | None, field: str) -> None:
    if tile.is_honor:
        raise NotationError(f"honor tile {tile} at position {pos}: Small Mahjong has no honors (suits m, p, s only)",
                            text=text, position=pos, field=field)
    if tile.red:
        raise NotationError(f"red five {tile} at position {pos}: Small Mahjong has no red fives "
                            f"(write 5{tile.suit})", text=text, position=pos, field=field)


_TILES: dict[str, Tile] = {f"{r + 1}{letter}": Tile(9 * s + r) for s, letter in enumerate("mps") for r in range(9)}
"""Every tile of the game by its plain notation."""


def read_tile(value: object, field: str = "win") -> Tile:
    """One suited tile (the winning tile)."""
    if isinstance(value, str):
        plain = _TILES.get(value)
        if plain is not None:
            return plain
    if not isinstance(value, str) or not value.strip():
        raise NotationError(f"{field} must be one tile such as \"5p\", not {value!r}", field=field)
    try:
        found = tiles_at(value)
    except AgariError as exc:
        exc.field = field
        raise
    if len(found) != 1:
        raise NotationError(f"{field} must be exactly one tile, not {len(found)} in {value!r}", text=value,
                            position=0, field=field)
    tile, pos = found[0]
    _check_tile(tile, pos, value, field)
    return tile


def read_tiles(value: object, field: str) -> list[Tile]:
    """A list of suited tiles (``"58m"``, ``["5m", "8m"]``), e.g. the visible tiles of an analysis."""
    if value is None:
        return []
    items = [value] if isinstance(value, str) else value
    if not isinstance(items, (list, tuple)):
        raise NotationError(f"{field} must be a list of tiles such as [\"4m\"], not {value!r}", field=field)
    out: list[Tile] = []
    for item in items:
        if not isinstance(item, str):
            raise NotationError(f"{field} must hold tiles as strings, not {item!r}", field=field)
        try:
            found = tiles_at(item)
        except AgariError as exc:
            exc.field = field
            raise
        for tile, pos in found:
            _check_tile(tile, pos, item, field)
            out.append(tile)
    return out


def with_win(hand: SmallHand, win: Tile) -> SmallHand:
    """A dealt hand (4, 7, 10 or 13 tiles) with its winning tile added."""
    if hand.counts[win.index] >= 4:
        raise TileCountError(f"the winning tile {win} would be a 5th copy (the hand holds all 4)", field="win")
    counts = list(hand.counts)
    counts[win.index] += 1
    return SmallHand(tuple(counts), counts_text(counts), hand.size + 1)

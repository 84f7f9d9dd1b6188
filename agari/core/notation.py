"""agari hand notation: parse and format, round-tripping.

``123m456p789s11122z``: digits then their suit letter (m man, p pin, s sou,
z honors 1-7 = E S W N haku hatsu chun); ``0`` is a red five; honors may be
letters ``e s w n wh g r`` (``wwhwwwh`` = West White West West White).
Called melds in brackets: ``[1111m]`` closed kan, ``(1111m)`` open kan,
``(111m)`` pon, ``(123m)`` chi.

>>> h = Hand.parse("123m456p789s11122z")
>>> str(h)
'123m456p789s11122z'
>>> Hand.parse("(123m)406m[1111z]")
Hand.parse('406m(123m)[1111z]')
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from agari.core.errors import AgariError, MeldError, NotationError, count
from agari.core.tile import Tile, _parse_tiles_at, parse_tiles


class MeldKind(Enum):
    """How a meld was declared."""

    CHI = "chi"  # called sequence
    PON = "pon"  # called triplet
    KAN = "kan"  # open kan (daiminkan or added kan)
    ANKAN = "ankan"  # closed kan: the hand stays closed

    @property
    def is_kan(self) -> bool:
        return self in (MeldKind.KAN, MeldKind.ANKAN)

    @property
    def opens_hand(self) -> bool:
        """Every call but a closed kan opens the hand."""
        return self is not MeldKind.ANKAN


@dataclass(frozen=True, slots=True)
class Meld:
    """A declared meld: its kind and its tiles (sorted)."""

    kind: MeldKind
    tiles: tuple[Tile, ...]

    def __str__(self) -> str:
        inner = format_tiles(self.tiles)
        return f"[{inner}]" if self.kind is MeldKind.ANKAN else f"({inner})"

    def __repr__(self) -> str:
        return f"Meld.parse('{self}')"

    @classmethod
    def parse(cls, text: str) -> Meld:
        """Read one bracketed meld such as ``(123m)`` or ``[1111z]``."""
        hand = Hand.parse(text)
        if hand.concealed or len(hand.melds) != 1:
            raise NotationError(f"expected exactly one bracketed meld, got {text!r}", text=text, position=0)
        return hand.melds[0]

    @property
    def first(self) -> int:
        """Type index of the lowest tile."""
        return self.tiles[0].index

    @property
    def opened(self) -> bool:
        return self.kind.opens_hand


@dataclass(frozen=True, slots=True)
class Hand:
    """A hand as written: the concealed tiles (in written order) and the called melds."""

    concealed: tuple[Tile, ...]
    melds: tuple[Meld, ...] = ()

    @classmethod
    def parse(cls, text: str) -> Hand:
        """Read a hand string; raises NotationError/MeldError saying what and where."""
        return parse_hand(text)

    def __str__(self) -> str:
        return format_tiles(self.concealed) + "".join(str(m) for m in self.melds)

    def __repr__(self) -> str:
        return f"Hand.parse('{self}')"

    @property
    def is_open(self) -> bool:
        """True when any meld other than a closed kan was called."""
        return any(m.opened for m in self.melds)

    @property
    def kan_count(self) -> int:
        return sum(1 for m in self.melds if m.kind.is_kan)

    @property
    def tile_count(self) -> int:
        """Tiles counted the usual way: each meld counts 3, kans included (so 14 = complete)."""
        return len(self.concealed) + 3 * len(self.melds)

    def all_tiles(self) -> list[Tile]:
        """Every physical tile: concealed tiles then meld tiles (kans give 4)."""
        out = list(self.concealed)
        for m in self.melds:
            out.extend(m.tiles)
        return out

    def counts(self) -> list[int]:
        """34 counts of the concealed tiles."""
        c = [0] * 34
        for t in self.concealed:
            c[t.index] += 1
        return c


_CLOSE = {"(": ")", "[": "]"}

_DIGITS: dict[str, int] = {str(d): d for d in range(10)}
_SUIT_ROWS: dict[str, tuple[Tile | None, ...]] = {
    **{
        letter: (Tile(9 * s + 4, True), *(Tile(9 * s + d) for d in range(9)))
        for s, letter in enumerate("mps")
    },
    "z": (None, *(Tile(27 + d) for d in range(7)), None, None),
}
"""Suit letter -> the tile of each digit 0..9 (0 = red five; None where no such tile exists)."""

TILE_BY_TEXT: dict[str, Tile] = {
    f"{d}{letter}": t for letter, row in _SUIT_ROWS.items() for d, t in enumerate(row) if t is not None
}
"""Every tile written the plain way (``5m``, ``0p``, ``7z``): a direct lookup for ``Tile.parse``."""

_SET_CONCEALED: Any = Hand.__dict__["concealed"].__set__
_SET_MELDS: Any = Hand.__dict__["melds"].__set__
_new_object = object.__new__


def _hand(concealed: tuple[Tile, ...], melds: tuple[Meld, ...] = ()) -> Hand:
    """``Hand(concealed, melds)`` of parts already checked, through the slots themselves (a frozen dataclass's
    ``__init__`` goes through ``object.__setattr__`` once a field)."""
    hand = _new_object(Hand)
    _SET_CONCEALED(hand, concealed)
    _SET_MELDS(hand, melds)
    return hand


_MELDS: dict[str, Meld] = {}
"""Bracketed melds already read (``(123m)`` -> Meld): the same meld text always gives the same meld."""


_DIGIT_TILES: dict[str, dict[str, Tile]] = {
    letter: {str(d): t for d, t in enumerate(row) if t is not None} for letter, row in _SUIT_ROWS.items()
}
"""Suit letter -> digit -> tile (only the digits that name a tile of that suit)."""
_RUN_GROUPS: list[re.Pattern[str]] = []
"""The pattern of one digit group closed by its suit letter (compiled on first use, to keep ``import agari`` quick)."""
_GROUP_TILES: dict[str, tuple[tuple[Tile, ...], int] | None] = {}
"""A digit group with its suit letter (``123m``) -> its tiles and their packed count (the sum of their
``Tile.unit``), or None where a digit names no tile (``8z``): the same groups come back in hand after hand."""


def _group_tiles(group: str) -> tuple[tuple[Tile, ...], int] | None:
    """The tiles of one digit group closed by its suit letter and their packed count (memoised), None for ``0z``,
    ``8z`` or ``9z``."""
    row = _DIGIT_TILES[group[-1]]
    tiles: list[Tile] = []
    key = 0
    found: tuple[tuple[Tile, ...], int] | None = None
    for d in group[:-1]:
        t = row.get(d)
        if t is None:
            break
        tiles.append(t)
        key += t.unit
    else:
        found = (tuple(tiles), key)
    if len(_GROUP_TILES) >= 4096:
        _GROUP_TILES.clear()
    _GROUP_TILES[group] = found
    return found


def _plain_run(text: str) -> tuple[list[Tile], int] | None:
    """Tiles of a run of digit groups each closed by m, p, s or z, and their packed count; None for anything else."""
    if not _RUN_GROUPS:
        _RUN_GROUPS.append(re.compile(r"[0-9]+[mpsz]"))
    groups = _RUN_GROUPS[0].findall(text)
    if not groups or "".join(groups) != text:  # in order, not overlapping: equal means they cover the text
        return None
    out: list[Tile] = []
    key = 0
    known = _GROUP_TILES
    for group in groups:
        found = known[group] if group in known else _group_tiles(group)
        if found is None:
            return None
        out += found[0]
        key += found[1]
    return out, key


def _plain_hand(text: str) -> tuple[Hand, int] | None:
    """The hand of a plainly written string (digits, suit letters, brackets) with the packed count of its concealed
    tiles, or None to take the long way."""
    if "(" not in text and "[" not in text:  # concealed tiles alone: one run
        run = _plain_run(text)
        return None if run is None else (_hand(tuple(run[0])), run[1])
    concealed: list[Tile] = []
    melds: list[Meld] = []
    key = 0
    start = 0
    i = text.find("(")
    j = text.find("[")
    while i >= 0 or j >= 0:
        at = i if j < 0 or 0 <= i < j else j
        close = text.find(")" if text[at] == "(" else "]", at + 1)
        if close < 0:
            return None
        if at > start:
            run = _plain_run(text[start:at])
            if run is None:
                return None
            concealed.extend(run[0])
            key += run[1]
        meld_text = text[at : close + 1]
        meld = _MELDS.get(meld_text)
        if meld is None:
            if _plain_run(meld_text[1:-1]) is None:
                return None
            meld = _meld(text, at, close)
            if len(_MELDS) >= 4096:
                _MELDS.clear()
            _MELDS[meld_text] = meld
        melds.append(meld)
        start = close + 1
        i = text.find("(", start)
        j = text.find("[", start)
    if start < len(text):
        run = _plain_run(text[start:])
        if run is None:
            return None
        concealed.extend(run[0])
        key += run[1]
    if not concealed and not melds:
        return None
    return _hand(tuple(concealed), tuple(melds)), key


def parse_hand_key(text: str) -> tuple[Hand, int]:
    """``parse_hand`` with the packed count of the concealed tiles (the sum of their ``Tile.unit``), which a plainly
    written hand gives for little more than its reading (errors as ``parse_hand``'s)."""
    try:
        found = _plain_hand(text) if type(text) is str else None
    except AgariError:
        found = None  # the long way words the error
    if found is not None:
        return found
    hand = parse_hand(text)
    key = 0
    for t in hand.concealed:
        key += t.unit
    return hand, key


def parse_hand(text: str) -> Hand:
    """Read a whole hand string: concealed tiles and bracketed melds, in any order."""
    if not isinstance(text, str):
        raise NotationError(f"a hand must be a string, not {type(text).__name__}")
    try:
        found = _plain_hand(text)
    except AgariError:
        found = None  # the long way words the error
    if found is not None:
        return found[0]
    concealed: list[Tile] = []
    melds: list[Meld] = []
    i = 0
    n = len(text)
    start = 0
    while i <= n:
        ch = text[i] if i < n else ""
        if ch in _CLOSE or ch in (")", "]") or i == n:
            concealed.extend(parse_tiles(text[start:i], offset=start, source=text))
            if i == n:
                break
            if ch in (")", "]"):
                raise NotationError(
                    f"'{ch}' at position {i} closes a meld that was never opened", text=text, position=i
                )
            close = _CLOSE[ch]
            j = text.find(close, i + 1)
            other = text.find("(" if ch == "[" else "[", i + 1)
            again = text.find(ch, i + 1)
            if j < 0 or (0 <= again < j) or (0 <= other < j):
                raise NotationError(
                    f"meld opened with '{ch}' at position {i} is not closed by '{close}'", text=text, position=i
                )
            melds.append(_meld(text, i, j))
            i = j + 1
            start = i
            continue
        i += 1
    if not concealed and not melds:
        raise NotationError("the hand is empty", text=text, position=0)
    return Hand(tuple(concealed), tuple(melds))


def _meld(text: str, open_pos: int, close_pos: int) -> Meld:
    tiles_at = _parse_tiles_at(text[open_pos + 1 : close_pos], open_pos + 1, text)
    tiles = tuple(sorted(t for t, _ in tiles_at))
    where = f"meld {text[open_pos : close_pos + 1]!r} at position {open_pos}"
    closed = text[open_pos] == "["
    if not tiles:
        raise MeldError(f"{where} is empty", text=text, position=open_pos)
    kinds = {t.index for t in tiles}
    if closed and len(tiles) != 4:
        raise MeldError(
            f"{where}: square brackets are for a closed kan of 4 identical tiles", text=text, position=open_pos
        )
    if len(tiles) == 4:
        if len(kinds) != 1:
            raise MeldError(f"{where}: a kan needs 4 identical tiles", text=text, position=open_pos)
        return Meld(MeldKind.ANKAN if closed else MeldKind.KAN, tiles)
    if len(tiles) != 3:
        raise MeldError(
            f"{where} has {count(len(tiles), 'tile')}; a meld has 3 (chi, pon) or 4 (kan)", text=text, position=open_pos
        )
    if len(kinds) == 1:
        return Meld(MeldKind.PON, tiles)
    suits = {t.index // 9 for t in tiles}
    if len(suits) != 1:
        raise MeldError(f"{where} mixes suits", text=text, position=open_pos)
    if tiles[0].is_honor:
        raise MeldError(f"{where}: honors cannot form a sequence (chi)", text=text, position=open_pos)
    a, b, c = (t.index for t in tiles)
    if not (b == a + 1 and c == b + 1):
        raise MeldError(
            f"{where} is neither a sequence of consecutive tiles nor a triplet", text=text, position=open_pos
        )
    return Meld(MeldKind.CHI, tiles)


def format_tiles(tiles: Iterable[Tile], *, letters: bool = False) -> str:
    """Write tiles in order, one suit letter per run of same-suit tiles (``123m45p``).

    With ``letters=True`` honors are written ``e s w n wh g r``.
    """
    out: list[str] = []
    run: list[str] = []
    run_suit = ""
    for t in tiles:
        if letters and t.is_honor:
            if run:
                out.append("".join(run) + run_suit)
                run = []
                run_suit = ""
            out.append(("e", "s", "w", "n", "wh", "g", "r")[t.index - 27])
            continue
        s = t.suit
        if s != run_suit and run:
            out.append("".join(run) + run_suit)
            run = []
        run_suit = s
        run.append(str(t)[0])
    if run:
        out.append("".join(run) + run_suit)
    return "".join(out)


def format_hand(hand: Hand, *, letters: bool = False, sort: bool = False) -> str:
    """Write a hand; ``sort=True`` sorts the concealed tiles first."""
    concealed: Sequence[Tile] = sorted(hand.concealed) if sort else hand.concealed
    return format_tiles(concealed, letters=letters) + "".join(str(m) for m in hand.melds)


def parse_tile_list(text: str | Sequence[str]) -> list[Tile]:
    """Indicator lists: ``"58m"``, ``"5m,8m"``, ``"wwh"`` or a list of such strings."""
    if isinstance(text, str):
        return parse_tiles(text)
    out: list[Tile] = []
    for item in text:
        if not isinstance(item, str):
            raise NotationError(f"tile list items must be strings, not {type(item).__name__}")
        out.extend(parse_tiles(item))
    return out

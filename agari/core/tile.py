"""Tiles: small immutable values, parsed from and formatted to agari notation.

A tile type has an index 0..33: 0-8 man (characters) 1-9, 9-17 pin (dots),
18-26 sou (bamboo), 27-30 the winds East South West North, 31-33 the dragons
haku (white), hatsu (green), chun (red).  A red five is the same type with
``red=True``; it is written ``0m``, ``0p`` or ``0s``.
"""

from __future__ import annotations

from typing import ClassVar

from agari.core.errors import NotationError

SUITS = "mpsz"
"""Suit letters in index order: man, pin, sou, honors (z)."""

HONOR_LETTERS: dict[str, int] = {"e": 27, "s": 28, "w": 29, "n": 30, "wh": 31, "g": 32, "r": 33}
"""Letter spellings of the honors (East South West North, White Green Red)."""

HONOR_NAMES = ("East", "South", "West", "North", "White", "Green", "Red")
WIND_LETTERS = "eswn"


class Tile:
    """One tile: a type index 0..33 and whether it is a red five.

    >>> Tile.parse("0p")
    Tile.parse('0p')
    >>> Tile.parse("wh").index
    31
    """

    __slots__ = ("index", "red", "unit")
    index: int
    red: bool
    unit: int
    """This type's unit in a count packed in an int, 4 bits a type (``agari.riichi.facts``): ``1 << (4 x position in
    its suit + 36 x suit)``."""
    _cache: ClassVar[dict[tuple[int, bool], Tile]] = {}

    def __new__(cls, index: int, red: bool = False) -> Tile:
        key = (index, red)
        cached = cls._cache.get(key)
        if cached is not None:
            return cached
        if not 0 <= index < 34:
            raise NotationError(f"tile index {index} is out of range 0..33")
        if red and index not in (4, 13, 22):
            raise NotationError("only a five of man, pin or sou can be a red five")
        self = object.__new__(cls)
        object.__setattr__(self, "index", index)
        object.__setattr__(self, "red", red)
        object.__setattr__(self, "unit", 1 << (4 * (index % 9) + 36 * (index // 9)))
        cls._cache[key] = self
        return self

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Tile is immutable")

    def __reduce__(self) -> tuple[type[Tile], tuple[int, bool]]:
        return (Tile, (self.index, self.red))

    # -- notation -----------------------------------------------------------------
    @classmethod
    def parse(cls, text: str) -> Tile:
        """Read one tile: ``5m``, ``0p`` (red five), ``7z``, or a letter honor ``e s w n wh g r``."""
        tiles = parse_tiles(text)
        if len(tiles) != 1:
            raise NotationError(f"expected exactly one tile, got {len(tiles)} in {text!r}", text=text, position=0)
        return tiles[0]

    def __str__(self) -> str:
        if self.red:
            return "0" + SUITS[self.index // 9]
        return f"{self.number}{self.suit}"

    def __repr__(self) -> str:
        return f"Tile.parse('{self}')"

    def __lt__(self, other: Tile) -> bool:
        return self.sort_key < other.sort_key

    @property
    def sort_key(self) -> tuple[int, int]:
        """Order by type; a red five sorts just after the plain five of its suit."""
        return (self.index, 1 if self.red else 0)

    # -- what kind of tile --------------------------------------------------------
    @property
    def suit(self) -> str:
        """'m', 'p', 's' or 'z' (honors)."""
        return SUITS[self.index // 9]

    @property
    def number(self) -> int:
        """1..9 for suited tiles, 1..7 for honors (East=1 ... Red=7)."""
        return self.index % 9 + 1

    @property
    def is_honor(self) -> bool:
        """A wind or a dragon."""
        return self.index >= 27

    @property
    def is_terminal(self) -> bool:
        """A suited one or nine."""
        return self.index < 27 and self.index % 9 in (0, 8)

    @property
    def is_yaochuu(self) -> bool:
        """A terminal or an honor (the tiles tanyao forbids)."""
        return self.index >= 27 or self.index % 9 in (0, 8)

    @property
    def is_simple(self) -> bool:
        """A suited 2..8."""
        return not self.is_yaochuu

    @property
    def is_wind(self) -> bool:
        return 27 <= self.index <= 30

    @property
    def is_dragon(self) -> bool:
        return self.index >= 31

    @property
    def plain(self) -> Tile:
        """The same tile type without the red mark."""
        return Tile(self.index) if self.red else self

    @property
    def name(self) -> str:
        """English name, e.g. '5 pin (red)', 'East wind', 'White dragon'."""
        if self.is_honor:
            n = HONOR_NAMES[self.index - 27]
            return f"{n} wind" if self.is_wind else f"{n} dragon"
        suit = ("man", "pin", "sou")[self.index // 9]
        return f"{self.number} {suit}" + (" (red)" if self.red else "")

    def dora(self) -> Tile:
        """The dora this tile points to as an indicator (9 wraps to 1, N to E, chun to haku)."""
        return Tile(dora_index(self.index))


def dora_index(indicator: int) -> int:
    """Type index of the dora shown by an indicator of type ``indicator``."""
    if indicator < 27:
        return indicator - 8 if indicator % 9 == 8 else indicator + 1
    if indicator <= 30:
        return 27 if indicator == 30 else indicator + 1
    return 31 if indicator == 33 else indicator + 1


def type_name(index: int) -> str:
    """Notation of a plain tile type, e.g. 4 -> '5m', 27 -> '1z'."""
    return f"{index % 9 + 1}{SUITS[index // 9]}"


ALL_TYPES: tuple[Tile, ...] = tuple(Tile(i) for i in range(34))
"""The 34 tile types (plain, no red fives)."""
RED_FIVES: tuple[Tile, ...] = (Tile(4, True), Tile(13, True), Tile(22, True))


def parse_tiles(text: str, *, offset: int = 0, source: str | None = None) -> list[Tile]:
    """Read a run of tiles without brackets (``123m0p``, ``eeewh``, ``5m,8m``); commas and spaces are skipped."""
    return [t for t, _ in _parse_tiles_at(text, offset, source if source is not None else text)]


def _parse_tiles_at(text: str, offset: int, source: str) -> list[tuple[Tile, int]]:
    out: list[tuple[Tile, int]] = []
    pending: list[tuple[str, int]] = []  # digits waiting for their suit letter
    i = 0
    n = len(text)
    while i < n:
        ch = text[i]
        pos = offset + i
        if ch.isdigit():
            pending.append((ch, pos))
            i += 1
            continue
        low = ch.lower()
        if low in "mpsz" and pending:
            suit = SUITS.index(low)
            for d, dpos in pending:
                out.append((_suited(int(d), suit, dpos, source), dpos))
            pending.clear()
            i += 1
            continue
        if pending:
            if low not in HONOR_LETTERS and low != "w" and ch not in ", \t":
                raise NotationError(f"unknown character {ch!r} at position {pos}", text=source, position=pos)
            d, dpos = pending[0]
            raise NotationError(
                f"digit '{d}' at position {dpos} has no suit letter (m, p, s or z) after it",
                text=source,
                position=dpos,
            )
        if low == "w" and i + 1 < n and text[i + 1].lower() == "h":
            out.append((Tile(HONOR_LETTERS["wh"]), pos))
            i += 2
            continue
        if low in HONOR_LETTERS:
            out.append((Tile(HONOR_LETTERS[low]), pos))
            i += 1
            continue
        if ch in ", \t":
            i += 1
            continue
        raise NotationError(f"unknown character {ch!r} at position {pos}", text=source, position=pos)
    if pending:
        d, dpos = pending[0]
        raise NotationError(
            f"digit '{d}' at position {dpos} has no suit letter (m, p, s or z) after it",
            text=source,
            position=dpos,
        )
    return out


def _suited(digit: int, suit: int, pos: int, source: str) -> Tile:
    if suit == 3:
        if not 1 <= digit <= 7:
            raise NotationError(
                f"honor tile '{digit}z' at position {pos} does not exist (honors are 1z-7z)",
                text=source,
                position=pos,
            )
        return Tile(27 + digit - 1)
    if digit == 0:
        return Tile(suit * 9 + 4, True)
    return Tile(suit * 9 + digit - 1)


def tiles_at(text: str) -> list[tuple[Tile, int]]:
    """Read a run of tiles like ``parse_tiles``, each with the position of its digit or letter in ``text``."""
    return _parse_tiles_at(text, 0, text)

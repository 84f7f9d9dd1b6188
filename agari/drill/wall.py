"""The wall and the player's choices while a drill's hand is played: shared by the three games' tables.

A drill's hand is dealt from a shuffled wall and played until it wins (``agari.drill.riichi_play``,
``small_play``, ``fujian_play``): the player keeps a drawn tile when it brings the hand nearer to a win
and throws the tile that matters least, as a plain player would. What "matters least" depends on the
player's **style** (``keep_value``): most hands are played as they come (``any``), a hand steered to a
trap is played towards it (``triplets`` keeps pairs, ``sequences`` keeps runs, ``simples`` throws
terminals and honours first, ``suit`` throws the other suits, ``middles`` throws 1s and 9s, ``pairs`` plays for
seven pairs, ``double`` holds one run twice, ``honours`` keeps a pair of honours).

Tiles are numbers: a type 0..33 (``agari.core.tile``'s index) and, for a red five, 34 + suit (34 = 0m).
"""

from __future__ import annotations

from collections.abc import Sequence

from agari.drill.rng import GAMMA, MASK, Rng

RED_IDS = (34, 35, 36)
"""The numbers of the red fives 0m, 0p, 0s."""
FIVE_OF_RED = (4, 13, 22)
"""The type of each red five (by suit)."""
STYLES = ("any", "triplets", "sequences", "simples", "suit", "middles", "pairs", "double", "honours")
"""How a player steers a hand (see the module's text)."""


def type_of(tile: int) -> int:
    """The tile type of a tile number (a red five is its suit's five)."""
    return tile if tile < 34 else FIVE_OF_RED[tile - 34]


class Wall:
    """A shuffled wall, drawn from one tile at a time: each draw takes one of the tiles left, every one equally
    likely (a Fisher-Yates shuffle done a tile at a time, so a hand that wins early shuffles no more)."""

    __slots__ = ("left", "rng", "tiles")

    def __init__(self, tiles: Sequence[int], rng: Rng) -> None:
        self.tiles = list(tiles)
        self.left = len(self.tiles)
        self.rng = rng

    def draw(self) -> int:
        """The next tile of the wall (``Rng.below`` inlined: one SplitMix64 step and one multiply, the hot path)."""
        left = self.left
        rng = self.rng
        s = rng.state = (rng.state + GAMMA) & MASK
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        m = (z ^ (z >> 31)) * left
        if m & MASK < left:
            floor = ((1 << 64) - left) % left if left else 0
            while m & MASK < floor:
                m = rng.next64() * left
        i = m >> 64
        left -= 1
        self.left = left
        tiles = self.tiles
        t = tiles[i]
        tiles[i] = tiles[left]
        tiles[left] = t
        return t

    def take(self, tile: int) -> int:
        """Take a given tile out of the wall (one the deal is known to hold, or one set aside for a moment)."""
        tiles = self.tiles
        i = tiles.index(tile, 0, self.left)
        self.left -= 1
        tiles[i] = tiles[self.left]
        tiles[self.left] = tile
        return tile

    def put_back(self, tile: int) -> None:
        """Return a tile taken out with ``take`` to the tiles left (it is drawn as likely as any other)."""
        tiles = self.tiles
        i = tiles.index(tile, self.left)
        tiles[i] = tiles[self.left]
        tiles[self.left] = tile
        self.left += 1

    def unseen(self) -> list[int]:
        """The tiles not yet drawn (in the wall's own order, which is not the order they would come in)."""
        return self.tiles[: self.left]


def keep_value(c: Sequence[int], t: int, style: str, suit: int = -1, honors: Sequence[int] = ()) -> int:
    """How much a player wants to keep a tile of type ``t`` of the hand ``c`` (counts); the lowest is thrown.

    ``suit`` is the suit a ``suit`` style plays for; ``honors`` are the honour types worth a yaku (dragons,
    seat and round wind)."""
    n = c[t]
    if t >= 27:
        v = 4 * (n - 1) + (2 if t in honors else 0)
        if style == "honours":
            return v + (10 if n == 2 else 1)
        if style in ("simples", "sequences", "suit", "middles"):
            v -= 12
        elif style == "triplets":
            v += 3 * (n - 1)
        return v
    r = t % 9
    near = (c[t - 1] if r > 0 else 0) + (c[t + 1] if r < 8 else 0)
    far = (c[t - 2] if r > 1 else 0) + (c[t + 2] if r < 7 else 0)
    if style == "triplets":
        v = 7 * (n - 1) + near
    elif style == "sequences":
        v = 3 * near + far + (n - 1)
    else:
        v = 3 * near + far + 3 * (n - 1) + (1 if 2 <= r <= 6 else 0)
    if (style == "simples" or style == "middles") and (r == 0 or r == 8):
        v -= 12
    elif style == "suit" and t // 9 != suit:
        v -= 20
    return v


def throw_order(rng: Rng, c: Sequence[int], held: Sequence[int], style: str, suit: int = -1,
                honors: Sequence[int] = ()) -> list[int]:
    """The held types in the order a player would throw them: least wanted first (``keep_value``), ties in an
    order drawn at random (one draw: a rotation of the types)."""
    r = rng.below(34)
    return [t for _, _, t in sorted([(keep_value(c, t, style, suit, honors), (t - r) % 34, t) for t in held])]


def throw_choice(rng: Rng, c: Sequence[int], candidates: Sequence[int], style: str, suit: int = -1,
                 honors: Sequence[int] = ()) -> int:
    """The type to throw among ``candidates``: the least wanted, a tie drawn at random."""
    if len(candidates) == 1:
        return candidates[0]
    return throw_order(rng, c, candidates, style, suit, honors)[0]

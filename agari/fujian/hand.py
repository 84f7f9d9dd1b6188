"""A Fujian hand read and checked: concealed tiles, melds, the gold type, the bonus tiles set aside.

Errors follow Riichi's style (an AgariError naming what and where: ``field`` and, in the hand text,
``position``).

>>> h = read_hand("123m456m789m123p456p5s5s", gold="5s", bonus="1z7z")
>>> h.golds, h.sets_needed, [str(t) for t in h.bonus]
(2, 5, ['1z', '7z'])
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from agari.core.errors import AgariError, MeldError, NotationError, TileCountError
from agari.core.errors import count as tile_count
from agari.core.notation import Hand, Meld, MeldKind, parse_hand
from agari.core.tile import Tile, _parse_tiles_at, parse_tiles

BONUS_TYPES = frozenset({27, 28, 29, 30, 33})
"""The bonus tiles: the four winds and the red dragon (1z-4z, 7z)."""
HAND_TILES = 17
"""Tiles of a complete hand (a kong counted as 3)."""
MAX_BONUS = 20
SUIT_NAMES = ("characters", "dots", "bamboo")
DIGITS = "123456789"


@dataclass(frozen=True, slots=True)
class FujianHand:
    """A checked hand: real (non-gold) concealed counts, golds held, melds, gold type, bonus tiles."""

    text: str
    """The hand as written ('' for a hand derived by a draw or a discard)."""
    concealed: tuple[Tile, ...]
    melds: tuple[Meld, ...]
    gold: int
    """The gold type (0-26)."""
    bonus: tuple[Tile, ...]
    counts: tuple[int, ...]
    """27 counts of the concealed tiles that are not golds."""
    golds: int
    """Golds held (concealed copies of the gold type)."""

    @property
    def sets_needed(self) -> int:
        """Sets still to form from the concealed tiles (5 minus the melds)."""
        return 5 - len(self.melds)

    @property
    def tile_count(self) -> int:
        """Tiles counted the usual way (each meld, kong included, as 3)."""
        return len(self.concealed) + 3 * len(self.melds)

    def suits(self) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
        """The real concealed counts split into the three suits."""
        c = self.counts
        return c[0:9], c[9:18], c[18:27]

    def with_concealed(self, tiles: Sequence[Tile]) -> FujianHand:
        """The same hand with other concealed tiles (for draws and discards; not re-checked)."""
        counts = [0] * 27
        golds = 0
        for t in tiles:
            if t.index == self.gold:
                golds += 1
            else:
                counts[t.index] += 1
        return FujianHand("", tuple(tiles), self.melds, self.gold, self.bonus, tuple(counts), golds)

    def canonical(self) -> str:
        """The hand written sorted, melds after the concealed tiles (``format_tiles`` of the sorted tiles: the
        concealed tiles are suit tiles without red fives, so their counts say it all)."""
        held = list(self.counts)
        held[self.gold] += self.golds
        out = []
        for s in range(3):
            digits = "".join([DIGITS[i] * n for i, n in enumerate(held[9 * s:9 * s + 9]) if n])
            if digits:
                out.append(digits + "mps"[s])
        return "".join(out) + "".join([str(m) for m in self.melds])

    def physical(self) -> list[int]:
        """34 counts of every tile the hand shows or holds: concealed, melds (a kong's 4) and bonus tiles."""
        c = [0] * 34
        for t in self.concealed:
            c[t.index] += 1
        for m in self.melds:
            for t in m.tiles:
                c[t.index] += 1
        for t in self.bonus:
            c[t.index] += 1
        return c


def tile_name(index: int) -> str:
    """``5s`` style text of a type index."""
    return f"{index % 9 + 1}{'mpsz'[index // 9]}"


def read_gold(text: object) -> int:
    """The gold type: one suit tile (``5s``)."""
    if text is None or text == "":
        raise AgariError("the gold tile type is required (e.g. gold=5s): every Fujian hand has one", field="gold")
    if not isinstance(text, str):
        raise NotationError(f"the gold must be a tile such as 5s, not {type(text).__name__}", field="gold")
    try:
        tiles = parse_tiles(text)
    except AgariError as exc:
        raise NotationError(f"gold: {exc.message}", text=text, position=exc.position, field="gold") from None
    if len(tiles) != 1:
        raise NotationError(f"the gold is one tile type, got {len(tiles)} tiles in {text!r}", text=text,
                            position=0, field="gold")
    t = tiles[0]
    if t.red:
        raise NotationError("Fujian has no red fives: write the gold as 5m, 5p or 5s", text=text, position=0,
                            field="gold")
    if t.is_honor:
        raise NotationError(f"the gold must be a suit tile (1-9 m, p or s), not {t}", text=text, position=0,
                            field="gold")
    return t.index


def read_tiles(value: object, field: str) -> list[tuple[Tile, int]]:
    """A tile list field (``"1z2z7z"`` or a list of strings) with each tile's position (-1 in a list)."""
    if value is None or value == "":
        return []
    if isinstance(value, str):
        try:
            return _parse_tiles_at(value, 0, value)
        except AgariError as exc:
            raise NotationError(f"{field}: {exc.message}", text=value, position=exc.position, field=field) from None
    if isinstance(value, (list, tuple)):
        out: list[tuple[Tile, int]] = []
        for item in value:
            if not isinstance(item, str):
                raise NotationError(f"{field}: list items must be strings, not {type(item).__name__}", field=field)
            out.extend((t, -1) for t, _ in read_tiles(item, field))
        return out
    raise NotationError(f"{field} must be a tile string such as 1z2z7z, not {type(value).__name__}", field=field)


def read_bonus(value: object) -> tuple[Tile, ...]:
    """The bonus tiles set aside: winds 1z-4z and the red dragon 7z, at most 4 of a kind and 20 in all."""
    items = read_tiles(value, "bonus")
    text = value if isinstance(value, str) else None
    if len(items) > MAX_BONUS:
        raise TileCountError(f"{len(items)} bonus tiles; there are only {MAX_BONUS} (4 each of 1z 2z 3z 4z 7z)",
                             field="bonus")
    seen = [0] * 34
    for t, pos in items:
        where = f" at position {pos}" if pos >= 0 else ""
        at = pos if pos >= 0 else None
        if t.index not in BONUS_TYPES:
            raise TileCountError(f"{t}{where} is not a bonus tile; bonus tiles are the winds 1z-4z and the red "
                                 "dragon 7z", text=text, position=at, field="bonus")
        seen[t.index] += 1
        if seen[t.index] > 4:
            raise TileCountError(f"a 5th {t}{where} among the bonus tiles; there are 4 of each", text=text,
                                 position=at, field="bonus")
    return tuple(sorted(t for t, _ in items))


def _positions(text: str) -> list[tuple[Tile, int, bool]]:
    """Every tile of a (readable) hand text with its position and whether it sits in a meld."""
    out: list[tuple[Tile, int, bool]] = []
    start = 0
    depth = False
    for i, ch in enumerate(text + "("):
        if ch in "([" or ch in ")]" or i == len(text):
            out.extend((t, p, depth) for t, p in _parse_tiles_at(text[start:i], start, text))
            depth = ch in "(["
            start = i + 1
    return out


def _check_placed(text: str, gold_type: int, rob_gold: bool) -> None:
    """Refuse, naming the position in ``text``, a red five, a bonus tile or a dragon held, a gold in a meld, or
    more copies of a tile than there are (3 of the gold type, one being face up, unless it is robbed)."""
    placed = _positions(text)
    for t, pos, in_meld in placed:
        if t.red:
            raise NotationError(f"red five {t} at position {pos}: Fujian has no red fives (write 5{t.suit})",
                                text=text, position=pos, field="hand")
        if t.index in BONUS_TYPES:
            raise NotationError(f"bonus tile {t} at position {pos} is set aside, never held: give it in bonus",
                                text=text, position=pos, field="hand")
        if t.is_honor:
            raise NotationError(f"{t} at position {pos}: Fujian has no white or green dragon", text=text,
                                position=pos, field="hand")
        if in_meld and t.index == gold_type:
            raise MeldError(f"the meld at position {pos} holds a gold ({t}); golds are never used to call",
                            text=text, position=pos, field="hand")
    seen = [0] * 34
    for t, pos, _ in placed:
        seen[t.index] += 1
        limit = 4 if rob_gold or t.index != gold_type else 3
        if seen[t.index] > limit:
            what = (f"a 4th {t}: it is the gold type and one gold is face up, so the hand holds at most 3"
                    if limit == 3 else f"a 5th {t}; there are 4 of each tile")
            raise TileCountError(f"{what} (position {pos})", text=text, position=pos, field="hand")


def _plain_counts(hand: Hand, gold_type: int, rob_gold: bool) -> tuple[tuple[int, ...] | None, int]:
    """The 27 real counts and the golds of a hand that ``_check_placed`` would pass (None: look closer).

    The tiles read by ``parse_hand`` are the ones ``_check_placed`` reads, so plain suit tiles, no gold in
    a meld and no more copies than allowed pass it; anything else takes its way for the exact message."""
    counts = [0] * 27
    golds = 0
    for t in hand.concealed:
        i = t.index
        if t.red or i >= 27:
            return None, 0
        if i == gold_type:
            golds += 1
        else:
            counts[i] += 1
    seen = list(counts)
    for m in hand.melds:
        for t in m.tiles:
            i = t.index
            if t.red or i >= 27 or i == gold_type:
                return None, 0
            seen[i] += 1
    if max(seen) > 4 or golds > (4 if rob_gold else 3):
        return None, 0
    return tuple(counts), golds


def _counts(tiles: Sequence[Tile], gold_type: int) -> tuple[tuple[int, ...], int]:
    """27 counts of the tiles that are not golds, and the golds."""
    counts = [0] * 27
    golds = 0
    for t in tiles:
        if t.index == gold_type:
            golds += 1
        else:
            counts[t.index] += 1
    return tuple(counts), golds


def read_hand(text: object, *, gold: object, bonus: object = None, sizes: Sequence[int] = (HAND_TILES,),
              rob_gold: bool = False) -> FujianHand:
    """Read and check a hand; ``sizes`` are the allowed tile counts (16, 17)."""
    if not isinstance(text, str):
        raise NotationError(f"a hand must be a string, not {type(text).__name__}", field="hand")
    gold_type = read_gold(gold)
    bonus_tiles = read_bonus(bonus)
    try:
        hand: Hand = parse_hand(text)
    except AgariError as exc:
        exc.field = "hand"
        raise
    counts, golds = _plain_counts(hand, gold_type, rob_gold)
    if counts is None:
        _check_placed(text, gold_type, rob_gold)
        counts, golds = _counts(hand.concealed, gold_type)
    if rob_gold and not golds:
        raise TileCountError(f"Robbing the Gold: the hand must hold the revealed gold {tile_name(gold_type)}",
                             field="hand")
    count = len(hand.concealed) + 3 * len(hand.melds)
    if count not in sizes:
        want = " or ".join(str(n) for n in sizes)
        raise TileCountError(
            f"the hand has {tile_count(count, 'tile')} (a meld counts 3, a kong too); a Fujian hand here has {want} "
            "(16 in hand + 1 drawn, +1 per kong)", text=text, field="hand")
    return FujianHand(text, hand.concealed, hand.melds, gold_type, bonus_tiles, counts, golds)


def read_win(value: object, hand: FujianHand) -> Tile:
    """The winning tile (one of the concealed tiles); default the last concealed tile written."""
    if value is None or value == "":
        if not hand.concealed:
            raise AgariError("the hand has no concealed tile to win on", field="win")
        return hand.concealed[-1]
    items = read_tiles(value, "win")
    if len(items) != 1:
        raise NotationError(f"win is one tile, got {len(items)}", field="win")
    t = items[0][0]
    if t.red or t.is_honor:
        raise NotationError(f"cannot win on {t}: only suit tiles 1-9 m, p, s are played", field="win")
    if t not in hand.concealed:
        raise AgariError(f"the winning tile {t} is not among the concealed tiles of the hand", field="win")
    return t


def is_kong(m: Meld) -> bool:
    """A kong (exposed or concealed)."""
    return m.kind in (MeldKind.KAN, MeldKind.ANKAN)

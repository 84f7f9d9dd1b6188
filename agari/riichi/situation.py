"""The situation of a win: how it was won (tsumo, riichi, last tile...), the winds, dora and sticks.

``Situation`` is a frozen value; ``Situation.make(...)`` builds one from loose
input (wind letters, indicator strings) and ``check(hand, win)`` refuses
impossible combinations with a SituationError in plain words.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from agari.core.errors import AgariError, SituationError
from agari.core.notation import Hand, parse_tile_list
from agari.core.tile import Tile, dora_index

WINDS = "eswn"
_LETTERS = frozenset(WINDS)
WIND_NAMES: dict[str, str] = {
    "east": "e", "south": "s", "west": "w", "north": "n", "1z": "e", "2z": "s", "3z": "w", "4z": "n",
}

TileList = str | Sequence[str | Tile]


FLAG_NAMES = (
    "tsumo", "riichi", "double_riichi", "ippatsu", "haitei", "rinshan", "chankan", "tenhou", "chiihou", "renhou",
)


def wind_letter(value: object, field: str) -> str:
    """A wind given as ``e s w n`` (or a name such as ``East``) -> its letter."""
    if isinstance(value, str) and value in _LETTERS:
        return value
    if not isinstance(value, str):
        raise SituationError(f"{field} wind must be one of e, s, w, n, not {value!r}", field=field)
    key = value.strip().lower()
    key = WIND_NAMES.get(key, key)
    if key not in WINDS or len(key) != 1:
        raise SituationError(
            f"{field} wind must be one of e, s, w, n (East South West North), not {value!r}", field=field
        )
    return key


def indicator_tiles(value: TileList | None, field: str) -> tuple[Tile, ...]:
    """Dora/ura indicators from ``"58m"``, ``"5m,8m"`` or a list of strings/Tiles."""
    if not value and isinstance(value, (list, tuple, str, type(None))):
        return ()
    if isinstance(value, str):
        items: Sequence[str | Tile] = (value,)
    elif isinstance(value, (list, tuple, Sequence)):
        items = value
    else:
        raise SituationError(f"{field} indicators must be a list of tiles, not {type(value).__name__}", field=field)
    out: list[Tile] = []
    for item in items:
        if isinstance(item, Tile):
            out.append(item)
            continue
        if not isinstance(item, str):
            raise SituationError(f"{field} indicators must be tiles such as \"5m\", not {item!r}", field=field)
        try:
            out.extend(_indicators(item))
        except AgariError as exc:
            exc.field = field
            raise
    return tuple(out)


@lru_cache(maxsize=512)
def _indicators(text: str) -> tuple[Tile, ...]:
    return tuple(parse_tile_list(text))


class Shown:
    """Dora and ura indicators with what scoring reads from them (an immutable value)."""

    __slots__ = ("dora", "ura", "tiles", "dora_types", "ura_types", "reds")
    dora: tuple[Tile, ...]
    ura: tuple[Tile, ...]
    tiles: tuple[Tile, ...]
    """Dora and ura indicators together."""
    dora_types: tuple[int, ...]
    """The tile type each dora indicator points to."""
    ura_types: tuple[int, ...]
    reds: tuple[int, int, int]
    """Red fives per suit among the indicators."""

    def __init__(self, dora: tuple[Tile, ...] = (), ura: tuple[Tile, ...] = ()) -> None:
        self.dora = dora
        self.ura = ura
        self.tiles = tiles = (*dora, *ura)
        self.dora_types = tuple(dora_index(t.index) for t in dora)
        self.ura_types = tuple(dora_index(t.index) for t in ura)
        self.reds = (
            sum(1 for t in tiles if t.red and t.index < 9), sum(1 for t in tiles if t.red and 9 <= t.index < 18),
            sum(1 for t in tiles if t.red and t.index >= 18),
        )

    def __repr__(self) -> str:
        return f"Shown({self.dora!r}, {self.ura!r})"


@dataclass(frozen=True, slots=True)
class Situation:
    """Everything about a win that the tiles do not show."""

    tsumo: bool = False
    riichi: bool = False
    double_riichi: bool = False
    ippatsu: bool = False
    round_wind: str = "e"
    seat_wind: str = "e"
    dora: tuple[Tile, ...] = ()
    ura: tuple[Tile, ...] = ()
    haitei: bool = False
    rinshan: bool = False
    chankan: bool = False
    tenhou: bool = False
    chiihou: bool = False
    honba: int = 0
    sticks: int = 0
    renhou: bool = False
    """A non-dealer's ron before their own first draw, with no call made (a yaku only under some rules)."""
    kita: int = 0
    """Norths set aside as kita (three-player rules only): dora, not part of the hand."""

    def __post_init__(self) -> None:
        if self.double_riichi and not self.riichi:
            object.__setattr__(self, "riichi", True)  # double riichi is a riichi

    @classmethod
    def make(
        cls,
        *,
        tsumo: bool = False,
        riichi: bool = False,
        double_riichi: bool = False,
        ippatsu: bool = False,
        round: str = "e",
        seat: str = "e",
        dora: TileList | None = None,
        ura: TileList | None = None,
        haitei: bool = False,
        rinshan: bool = False,
        chankan: bool = False,
        tenhou: bool = False,
        chiihou: bool = False,
        honba: int = 0,
        sticks: int = 0,
        renhou: bool = False,
        kita: int = 0,
    ) -> Situation:
        """Build from loose input; double riichi implies riichi; bad winds or counts raise SituationError."""
        flags = (tsumo, riichi, double_riichi, ippatsu, haitei, rinshan, chankan, tenhou, chiihou, renhou)
        if any(type(v) is not bool for v in flags):
            for name, value in zip(FLAG_NAMES, flags, strict=True):
                if not isinstance(value, bool):
                    raise SituationError(f"{name} must be true or false, not {value!r}", field=name)
        if type(honba) is not int or type(sticks) is not int or type(kita) is not int or min(honba, sticks, kita) < 0:
            for name, number in (("honba", honba), ("sticks", sticks), ("kita", kita)):
                if isinstance(number, bool) or not isinstance(number, int):
                    raise SituationError(f"{name} must be a whole number, not {number!r}", field=name)
                if number < 0:
                    raise SituationError(f"{name} cannot be negative (got {number})", field=name)
        return cls(
            tsumo=tsumo,
            riichi=riichi or double_riichi,
            double_riichi=double_riichi,
            ippatsu=ippatsu,
            round_wind=wind_letter(round, "round"),
            seat_wind=wind_letter(seat, "seat"),
            dora=indicator_tiles(dora, "dora"),
            ura=indicator_tiles(ura, "ura"),
            haitei=haitei,
            rinshan=rinshan,
            chankan=chankan,
            tenhou=tenhou,
            chiihou=chiihou,
            honba=honba,
            sticks=sticks,
            renhou=renhou,
            kita=kita,
        )

    @property
    def dealer(self) -> bool:
        """The dealer sits East."""
        return self.seat_wind == "e"

    @property
    def round_index(self) -> int:
        """Tile index of the round wind (27 = East)."""
        return 27 + WINDS.index(self.round_wind)

    @property
    def seat_index(self) -> int:
        """Tile index of the seat wind (27 = East)."""
        return 27 + WINDS.index(self.seat_wind)

    @property
    def ura_counts(self) -> bool:
        """Ura dora count only with (double) riichi."""
        return self.riichi or self.double_riichi

    def check(self, hand: Hand, win: Tile, shown: tuple[Tile, ...] | None = None) -> None:
        """Refuse impossible combinations of flags, hand and winning tile (SituationError).

        ``shown``: the dora and ura indicators, when this situation was built without them.
        """
        facts: _Facts | None = None
        for flag, rows in ILLEGAL_BY_FLAG.items():
            if not getattr(self, flag):
                continue
            facts = facts or _Facts(hand, win, (*self.dora, *self.ura) if shown is None else shown)
            for field, violated, message in rows:
                if violated(self, facts):
                    raise SituationError(message.format(tile=win.plain, held=facts.held()), field=field)


class _Facts:
    """What the legality rules need to know about the hand."""

    __slots__ = ("hand", "win", "open", "kans", "melds", "shown")

    def __init__(self, hand: Hand, win: Tile, shown: tuple[Tile, ...]) -> None:
        self.hand = hand
        self.win = win
        self.shown = shown
        """The dora and ura indicators."""
        self.open = hand.is_open
        self.kans = hand.kan_count
        self.melds = len(hand.melds)

    def held(self) -> int:
        """Copies of the winning tile's type in the hand (melds included)."""
        return sum(1 for t in self.hand.all_tiles() if t.index == self.win.index)


def _shown(s: Situation, f: _Facts) -> bool:
    return any(t.index == f.win.index for t in f.shown)


ILLEGAL: tuple[tuple[str, Callable[[Situation, _Facts], bool], str], ...] = (
    ("riichi", lambda s, f: s.riichi and f.open, "riichi needs a closed hand, but this hand has called melds"),
    ("double_riichi", lambda s, f: s.double_riichi and f.open, "double riichi needs a closed hand (no calls)"),
    ("ippatsu", lambda s, f: s.ippatsu and f.open, "ippatsu needs a closed hand, but this hand has called melds"),
    ("ippatsu", lambda s, f: s.ippatsu and not s.riichi, "ippatsu only counts after riichi, and riichi is not set"),
    ("rinshan", lambda s, f: s.rinshan and not s.tsumo, "rinshan (kan replacement tile) is a tsumo, not a ron"),
    (
        "rinshan",
        lambda s, f: s.rinshan and not f.kans and not s.kita,
        "rinshan needs a kan in the hand, and this hand has none",
    ),
    ("rinshan", lambda s, f: s.rinshan and s.ippatsu, "rinshan and ippatsu cannot both hold (a kan breaks ippatsu)"),
    ("chankan", lambda s, f: s.chankan and s.tsumo, "chankan (robbing a kan) is always a ron, not a tsumo"),
    (
        "chankan",
        lambda s, f: s.chankan and f.held() != 1,
        "chankan robs the 4th copy of {tile}: the winning tile must be the hand's only {tile}, but it holds {held}",
    ),
    (
        "chankan",
        lambda s, f: s.chankan and _shown(s, f),
        "chankan robs the 4th copy of {tile}, but a dora or ura indicator already shows {tile}",
    ),
    ("haitei", lambda s, f: s.haitei and s.rinshan, "haitei (last tile) and rinshan cannot both hold"),
    ("haitei", lambda s, f: s.haitei and s.chankan, "haitei (last tile) and chankan cannot both hold"),
    ("tenhou", lambda s, f: s.tenhou and not s.dealer, "tenhou is the dealer's first-draw win; this seat is not East"),
    ("tenhou", lambda s, f: s.tenhou and not s.tsumo, "tenhou is a tsumo (first draw), not a ron"),
    ("tenhou", lambda s, f: s.tenhou and f.melds > 0, "tenhou is won on the first draw, with no calls or kans"),
    ("tenhou", lambda s, f: s.tenhou and s.kita > 0, "tenhou is won on the first draw, before any kita"),
    ("tenhou", lambda s, f: s.tenhou and s.riichi, "tenhou is won on the first draw, before any riichi"),
    ("chiihou", lambda s, f: s.chiihou and s.dealer, "chiihou is a non-dealer's win; the dealer's is tenhou"),
    ("chiihou", lambda s, f: s.chiihou and not s.tsumo, "chiihou is a tsumo (first draw), not a ron"),
    ("chiihou", lambda s, f: s.chiihou and f.melds > 0, "chiihou is won on the first draw, with no calls or kans"),
    ("chiihou", lambda s, f: s.chiihou and s.kita > 0, "chiihou is won on the first draw, before any kita"),
    ("chiihou", lambda s, f: s.chiihou and s.riichi, "chiihou is won on the first draw, before any riichi"),
    ("renhou", lambda s, f: s.renhou and s.tsumo, "renhou is a ron before the winner's first draw, not a tsumo"),
    ("renhou", lambda s, f: s.renhou and s.dealer, "renhou is a non-dealer's win (the dealer's is tenhou)"),
    ("renhou", lambda s, f: s.renhou and f.melds > 0, "renhou is won before any call or kan"),
    ("renhou", lambda s, f: s.renhou and s.kita > 0, "renhou comes before the winner's first turn, so before any kita"),
    ("renhou", lambda s, f: s.renhou and s.riichi, "renhou comes before the winner's first turn, so before any riichi"),
    ("renhou", lambda s, f: s.renhou and s.chankan, "renhou and chankan cannot both hold (a kan ends the first turns)"),
    ("renhou", lambda s, f: s.renhou and s.haitei, "renhou (first turns) and houtei (last tile) cannot both hold"),
)
"""The legal-case rules: (field, test of a breach, message); the first breach is reported."""

ILLEGAL_BY_FLAG: dict[str, tuple[tuple[str, Callable[[Situation, _Facts], bool], str], ...]] = {
    flag: tuple(row for row in ILLEGAL if row[0] == flag or (flag == "riichi" and row[0] == "double_riichi"))
    for flag in ("riichi", "ippatsu", "rinshan", "chankan", "haitei", "tenhou", "chiihou", "renhou")
}
"""The rules by the flag that triggers them (every rule needs its flag set), in table order."""

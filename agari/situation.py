"""The situation of a win: how it was won (tsumo, riichi, last tile...), the winds, dora and sticks.

``Situation`` is a frozen value; ``Situation.make(...)`` builds one from loose
input (wind letters, indicator strings) and ``check(hand, win)`` refuses
impossible combinations with a SituationError in plain words.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from agari.errors import SituationError
from agari.notation import Hand, parse_tile_list
from agari.tile import Tile

WINDS = "eswn"
WIND_NAMES: dict[str, str] = {
    "east": "e", "south": "s", "west": "w", "north": "n", "1z": "e", "2z": "s", "3z": "w", "4z": "n",
}

TileList = str | Sequence[str | Tile]


def wind_letter(value: object, field: str) -> str:
    """A wind given as ``e s w n`` (or a name such as ``East``) -> its letter."""
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
    from agari.errors import AgariError

    if value is None:
        return ()
    if isinstance(value, str):
        items: list[str | Tile] = [value]
    elif isinstance(value, Sequence):
        items = list(value)
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
            out.extend(parse_tile_list(item))
        except AgariError as exc:
            exc.field = field
            raise
    return tuple(out)


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
    ) -> Situation:
        """Build from loose input; double riichi implies riichi; bad winds or counts raise SituationError."""
        flags = dict(
            tsumo=tsumo, riichi=riichi, double_riichi=double_riichi, ippatsu=ippatsu, haitei=haitei,
            rinshan=rinshan, chankan=chankan, tenhou=tenhou, chiihou=chiihou,
        )
        for name, value in flags.items():
            if not isinstance(value, bool):
                raise SituationError(f"{name} must be true or false, not {value!r}", field=name)
        for name, number in (("honba", honba), ("sticks", sticks)):
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

    def check(self, hand: Hand, win: Tile) -> None:
        """Refuse impossible combinations of flags, hand and winning tile (SituationError)."""
        for field, ok, message in _rules(self, hand, win):
            if not ok:
                raise SituationError(message, field=field)


def _rules(s: Situation, hand: Hand, win: Tile) -> list[tuple[str, bool, str]]:
    """(field, holds, message if it does not) for every legal-case rule."""
    is_open = hand.is_open
    has_kan = hand.kan_count > 0
    riichi = s.riichi or s.double_riichi
    same_type = sum(1 for t in hand.all_tiles() if t.index == win.index)
    shown = any(t.index == win.index for t in (*s.dora, *s.ura))
    any_melds = bool(hand.melds)
    return [
        ("riichi", not (s.riichi and is_open), "riichi needs a closed hand, but this hand has called melds"),
        ("double_riichi", not (s.double_riichi and is_open), "double riichi needs a closed hand; this hand has calls"),
        ("ippatsu", not (s.ippatsu and is_open), "ippatsu needs a closed hand, but this hand has called melds"),
        ("ippatsu", not (s.ippatsu and not riichi), "ippatsu only counts after riichi, and riichi is not set"),
        ("rinshan", not (s.rinshan and not s.tsumo), "rinshan (win on the kan replacement tile) is a tsumo, not a ron"),
        ("rinshan", not (s.rinshan and not has_kan), "rinshan needs a kan in the hand, and this hand has none"),
        ("rinshan", not (s.rinshan and s.ippatsu), "rinshan and ippatsu cannot both hold (a kan breaks ippatsu)"),
        ("chankan", not (s.chankan and s.tsumo), "chankan (robbing a kan) is always a ron, not a tsumo"),
        (
            "chankan",
            not (s.chankan and same_type != 1),
            f"chankan robs the 4th copy of {win.plain}: the winning tile must be the hand's only {win.plain}, "
            f"but the hand holds {same_type}",
        ),
        (
            "chankan",
            not (s.chankan and shown),
            f"chankan robs the 4th copy of {win.plain}, but an indicator already shows {win.plain}",
        ),
        ("haitei", not (s.haitei and s.rinshan), "haitei (last tile) and rinshan (kan replacement) cannot both hold"),
        ("haitei", not (s.haitei and s.chankan), "haitei (last tile) and chankan cannot both hold"),
        ("tenhou", not (s.tenhou and not s.dealer), "tenhou is the dealer's first-draw win; this seat is not East"),
        ("tenhou", not (s.tenhou and not s.tsumo), "tenhou is a tsumo (first draw), not a ron"),
        ("tenhou", not (s.tenhou and any_melds), "tenhou is won on the first draw, with no calls or kans"),
        ("tenhou", not (s.tenhou and riichi), "tenhou is won on the first draw, before any riichi"),
        ("chiihou", not (s.chiihou and s.dealer), "chiihou is a non-dealer's first-draw win; the dealer's is tenhou"),
        ("chiihou", not (s.chiihou and not s.tsumo), "chiihou is a tsumo (first draw), not a ron"),
        ("chiihou", not (s.chiihou and any_melds), "chiihou is won on the first draw, with no calls or kans"),
        ("chiihou", not (s.chiihou and riichi), "chiihou is won on the first draw, before any riichi"),
    ]

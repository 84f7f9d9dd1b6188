"""Three-player Riichi (sanma): what a hand may hold, and what the dora indicators point at.

With ``Rules.players == 3``: the man suit keeps only 1m and 9m (2m-8m do not exist), there is no chi,
no North seat (so neither seat nor round wind is North), and Norths set aside as kita (nuki-dora) are
dora outside the hand.  An indicator 1m points at 9m (and 9m at 1m, as with four players).
See docs/riichi.md (three players) for the sources.
"""

from __future__ import annotations

from agari.core.errors import AgariError, MeldError, SituationError, TileCountError
from agari.core.notation import Hand, MeldKind
from agari.core.tile import Tile
from agari.riichi.rules import Rules
from agari.riichi.situation import Shown, Situation

MISSING: frozenset[int] = frozenset(range(1, 8))
"""The tile types that do not exist with three players: 2m to 8m."""
NORTH = 30
"""Tile type of North (4z), the kita tile."""
DORA_OF_1M = 8
"""With three players the indicator 1m points at 9m (there is no 2m)."""
NO_NORTH = "there is no North seat with three players: seat and round winds are East, South or West"


def _digit_positions(text: str) -> list[tuple[int, int]]:
    """(position of the digit, tile type) of every man tile written in ``text``, in order."""
    out: list[tuple[int, int]] = []
    pending: list[int] = []
    for i, ch in enumerate(text):
        if ch.isdigit():
            pending.append(i)
        elif ch in "mpsz" and pending:
            if ch == "m":
                out.extend((j, 4 if text[j] == "0" else int(text[j]) - 1) for j in pending)
            pending = []
    return out


def _bracket_positions(text: str) -> list[int]:
    """Where each meld (``(...)`` or ``[...]``) of ``text`` starts."""
    return [i for i, ch in enumerate(text) if ch in "(["]


def _missing_error(tile: Tile, where: str, field: str, text: str | None = None, position: int | None = None
                   ) -> AgariError:
    return TileCountError(
        f"{tile.plain} {where} does not exist with three players (sanma has no 2m-8m, only 1m and 9m of the man suit)",
        text=text, position=position, field=field,
    )


def check_hand(hand: Hand, text: str | None) -> None:
    """No 2m-8m in the hand or its melds, and no chi (TileCountError / MeldError naming the tile and where)."""
    places = _digit_positions(text) if text is not None else []
    for t in hand.concealed:
        if t.index in MISSING:
            pos = next((p for p, i in places if i == t.index), None)
            raise _missing_error(t, "in the hand", "hand", text, pos)
    brackets = _bracket_positions(text) if text is not None else []
    for n, meld in enumerate(hand.melds):
        pos = brackets[n] if len(brackets) == len(hand.melds) else None
        if meld.kind is MeldKind.CHI:
            raise MeldError(f"chi {meld} (meld {n + 1}) is not allowed with three players: sanma has no chi",
                            text=text, position=pos, field="hand")
        for t in meld.tiles:
            if t.index in MISSING:
                raise _missing_error(t, f"in meld {meld} (meld {n + 1})", "hand", text, pos)


def check_tiles(tiles: tuple[Tile, ...], field: str, what: str) -> None:
    """No 2m-8m among indicator or seen tiles (the ``field`` names the list)."""
    for n, t in enumerate(tiles):
        if t.index in MISSING:
            raise _missing_error(t, f"({what} {n + 1})", field)


def check_winds(sit: Situation) -> None:
    """Neither seat nor round wind is North."""
    if sit.seat_wind == "n":
        raise SituationError(f"seat wind North: {NO_NORTH}", field="seat")
    if sit.round_wind == "n":
        raise SituationError(f"round wind North: {NO_NORTH}", field="round")


def check_kita(kita: int, north_elsewhere: int) -> None:
    """Kita plus the Norths in the hand, melds and indicators make at most 4."""
    if kita + north_elsewhere > 4:
        raise TileCountError(
            f"kita {kita} with {north_elsewhere} more North (4z) in the hand and indicators: there are only 4 Norths",
            field="kita",
        )


def refuse_kita(kita: int, rules: Rules) -> None:
    """Kita exist only with three players."""
    if kita:
        raise SituationError(
            f"kita {kita}: Norths are set aside only with three players, and the {rules.name} rules are for four "
            "(choose a sanma preset such as tenhou-sanma)", field="kita",
        )


def check(hand: Hand, text: str | None, win: Tile | None, shown: Shown, sit: Situation) -> None:
    """Every three-player check of a hand to score: tiles, melds, winning tile, indicators, winds, kita."""
    check_hand(hand, text)
    if win is not None and win.index in MISSING:
        raise _missing_error(win, "(the winning tile)", "win")
    check_tiles(shown.dora, "dora", "dora indicator")
    check_tiles(shown.ura, "ura", "ura indicator")
    check_winds(sit)
    if sit.kita:
        norths = sum(1 for t in (*hand.all_tiles(), *shown.tiles) if t.index == NORTH)
        check_kita(sit.kita, norths)


def dora_of(indicator: int, dora_type: int) -> int:
    """The dora an indicator points at with three players (``dora_type``: what it points at with four)."""
    return DORA_OF_1M if indicator == 0 else dora_type


def shown(four: Shown) -> Shown:
    """The indicators of ``four`` read with three players: 1m points at 9m."""
    out = Shown(four.dora, four.ura)
    out.dora_types = tuple(dora_of(t.index, d) for t, d in zip(four.dora, four.dora_types, strict=True))
    out.ura_types = tuple(dora_of(t.index, d) for t, d in zip(four.ura, four.ura_types, strict=True))
    return out


def kita_hits(kita: int, sh: Shown, counts_ura: bool) -> tuple[int, int]:
    """Extra (dora, ura) from kita: each indicator pointing at North counts every kita once more."""
    if not kita:
        return 0, 0
    dora = kita * sh.dora_types.count(NORTH)
    ura = kita * sh.ura_types.count(NORTH) if counts_ura else 0
    return dora, ura

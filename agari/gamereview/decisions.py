"""Grade one discard: the engine's discard table for the hand, with the copies this player has not seen."""

from __future__ import annotations

from typing import Any

from agari.analysis.discards import Discard, discard_rows
from agari.analysis.ukeire import TILE_NAMES
from agari.core.shanten import shanten_of
from agari.core.tile import Tile
from agari.gamereview.result import Decision
from agari.logs.record import Round
from agari.logs.table import SeatState, Table

Row = tuple[Tile, int, tuple[tuple[Tile, int], ...], int]
"""A discard, the shanten it leaves, the tiles that help with the copies unseen, and their total."""


MISSING_3P = frozenset(range(1, 8))
"""2m-8m: not in play with three players."""


def unseen_rows(rows: list[Discard], missing: frozenset[int] = frozenset()) -> list[Row]:
    """The discard table counted from the player's seat at the decision: the discarded copy is seen too.

    The engine's table counts the copy being discarded as one still to draw (it looks at the hand left);
    the player, who holds it now and will see it in the pond, has seen it.  Rows best first: the lowest
    shanten, then the most tiles, then the engine's order.  ``missing``: tile types not in play (three players'
    2m-8m), left out of the lists.
    """
    out: list[tuple[int, int, int, Row]] = []
    for order, r in enumerate(rows):
        idx = r.tile.index
        ukeire = r.ukeire
        total = r.total
        for j, (t, n) in enumerate(ukeire):  # in tile order
            if t.index >= idx:
                if t.index == idx and n:
                    ukeire = (*ukeire[:j], (t, n - 1), *ukeire[j + 1 :])
                    total -= 1
                break
        if missing:
            ukeire = tuple([(t, n) for t, n in ukeire if t.index not in missing])
        out.append((r.shanten, -total, order, (r.tile, r.shanten, ukeire, total)))
    out.sort()
    return [row for *_, row in out]


def best_rows(rows: list[Row]) -> list[Row]:
    """The rows with the lowest shanten and, among them, the most tiles."""
    top = rows[0]
    return [r for r in rows if r[1] == top[1] and r[3] == top[3]]


def grade(table: Table, seat: int, tile: Tile, event: int, turn: int, call: str | None, tsumogiri: bool,
          riichi: bool, calculator: dict[str, Any]) -> Decision:
    """The decision of ``seat`` discarding ``tile`` at this moment of the round (before the discard)."""
    s = table.seats[seat]
    seen = table.seen_by(seat)
    missing: frozenset[int] = frozenset()
    if table.players == 3:  # as the engine's analysis: every copy of 2m-8m counts as seen, none is listed
        missing = MISSING_3P
        for i in missing:
            seen[i] = 4
    counts = s.counts
    melds = len(s.melds)
    # the tiles for their reds; the decision reads the best rows and the chosen one only
    rows = unseen_rows(discard_rows(list(s.tiles), counts, s.copies, melds, seen, tile.index), missing)
    before = shanten_of(counts, s.copies, melds).shanten
    _, chosen_shanten, chosen_ukeire, chosen_total = _row_of(rows, tile)
    best = best_rows(rows)
    _, top_shanten, top_ukeire, top_total = best[0]
    kept = chosen_total if chosen_shanten == top_shanten else 0
    return Decision(
        seat, turn, event, calculator["hand"], s.last_draw, before, tile, chosen_shanten, chosen_ukeire, chosen_total,
        tuple(dict.fromkeys(r[0] for r in best)), top_shanten, top_ukeire, top_total, top_total - kept, riichi,
        call, tsumogiri, calculator,
    )


def _row_of(rows: list[Row], tile: Tile) -> Row:
    for r in rows:
        if r[0] is tile:
            return r
    for r in rows:  # a plain five discarded where only the red row was listed, or the reverse
        if r[0].index == tile.index:
            return r
    raise ValueError(f"no discard row for {tile}")


_TYPE_NAMES = [f"{i % 9 + 1}{'mpsz'[i // 9]}" for i in range(34)]
_DIGITS = {t: name[0] for t, name in TILE_NAMES.items()}
_RANK = {t: t.index * 2 + t.red for t in TILE_NAMES}


def hand_text(s: SeatState) -> str:
    """``str(s.hand())`` without building the Hand: the concealed tiles in order, one suit letter a suit, then the
    melds."""
    digits = ["", "", "", ""]
    tiles = s.tiles
    for t in sorted(tiles, key=_RANK.__getitem__):
        digits[t.index // 9] += _DIGITS[t] * tiles[t]
    return "".join([d + "mpsz"[g] for g, d in enumerate(digits) if d]) + "".join([str(m) for m in s.melds])


def calculator_fields(table: Table, seat: int, rnd: Round, rules: dict[str, Any] | str) -> dict[str, Any]:
    """The calculator's fields for this seat's hand now: enough to open it in the page or the CLI."""
    s: SeatState = table.seats[seat]
    seen = table.seen_by(seat)
    for t in s.pond:  # own discards are their own field
        seen[t.index] -= 1
    for t in table.dora:
        seen[t.index] -= 1
    if table.players == 3:
        seen[30] -= s.kita
    visible = "".join([_TYPE_NAMES[i] * n for i, n in enumerate(seen) if n > 0])
    out: dict[str, Any] = {
        "hand": hand_text(s), "dora": [TILE_NAMES[t] for t in table.dora],
        "round": "eswn"[rnd.wind], "seat": "eswn"[(seat - rnd.dealer) % table.players],
        "rules": rules, "discards": [TILE_NAMES[t] for t in s.pond], "visible": visible,
        "honba": rnd.honba, "sticks": rnd.sticks + table.accepted,
    }
    if table.players == 3:
        out["kita"] = s.kita
    return out

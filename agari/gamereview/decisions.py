"""Grade one discard: the engine's discard table for the hand, with the copies this player has not seen."""

from __future__ import annotations

from typing import Any

from agari.analysis.discards import Discard, discard_rows
from agari.core.shanten import shanten_of
from agari.core.tile import Tile
from agari.logs.record import Round
from agari.logs.table import SeatState, Table
from agari.gamereview.result import Decision


def best_rows(rows: list[Discard]) -> list[Discard]:
    """The rows with the lowest shanten and, among them, the most tiles."""
    top = rows[0]
    return [r for r in rows if r.shanten == top.shanten and r.total == top.total]


def grade(table: Table, seat: int, tile: Tile, event: int, turn: int, call: str | None, tsumogiri: bool,
          riichi: bool, calculator: dict[str, Any]) -> Decision:
    """The decision of ``seat`` discarding ``tile`` at this moment of the round (before the discard)."""
    s = table.seats[seat]
    seen = table.seen_by(seat)
    counts = s.counts
    melds = len(s.melds)
    concealed = s.concealed
    rows = discard_rows(concealed, counts, s.copies, melds, seen)
    before = shanten_of(counts, s.copies, melds).shanten
    chosen = _row_of(rows, tile)
    best = best_rows(rows)
    top = best[0]
    kept = chosen.total if chosen.shanten == top.shanten else 0
    return Decision(
        seat, turn, event, str(s.hand()), s.last_draw, before, tile, chosen.shanten, chosen.ukeire, chosen.total,
        tuple(dict.fromkeys(r.tile for r in best)), top.shanten, top.ukeire, top.total, top.total - kept, riichi,
        call, tsumogiri, calculator,
    )


def _row_of(rows: list[Discard], tile: Tile) -> Discard:
    for r in rows:
        if r.tile is tile:
            return r
    for r in rows:  # a plain five discarded where only the red row was listed, or the reverse
        if r.tile.index == tile.index:
            return r
    raise ValueError(f"no discard row for {tile}")


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
    visible = "".join(f"{i % 9 + 1}{'mpsz'[i // 9]}" * n for i, n in enumerate(seen) if n > 0)
    out: dict[str, Any] = {
        "hand": str(s.hand()), "dora": [str(t) for t in table.dora],
        "round": "eswn"[rnd.wind], "seat": "eswn"[(seat - rnd.dealer) % table.players],
        "rules": rules, "discards": [str(t) for t in s.pond], "visible": visible,
        "honba": rnd.honba, "sticks": rnd.sticks + table.accepted,
    }
    if table.players == 3:
        out["kita"] = s.kita
    return out

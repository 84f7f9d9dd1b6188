"""The expected-value engine (agari.riichi.expected) where it decides: a hand one step from ready or ready, valued
with the seat's real wall, draws left, dora, winds and red fives; every other hand keeps the cheap estimate."""

from __future__ import annotations

from agari.core.errors import AgariError
from agari.core.tile import Tile
from agari.judge.value import Estimate, Situation
from agari.logs.table import Table
from agari.riichi.expected import expected_values

WINDS = "eswn"
ENGINE_SHANTEN = 1
"""The engine values a decision whose best discard leaves at most this shanten (tenpai, 1-shanten)."""
BUDGET = 300_000
"""States a search may build; a larger one falls back to the cheap estimate."""
SHANTEN_DOWN = False
TEGAWARI = False
"""The engine's options: off, its search is 10-50 times faster (docs/expected-value.md)."""
RACE = 1.0
"""[ours] The engine's figures put on the cheap scale are then worth this much more (1: the same scale)."""


def engine_estimates(table: Table, seat: int, sit: Situation, low: int) -> dict[Tile, Estimate] | None:
    """Each discard's chance to win and points by the engine (its tile, red fives apart), or None where the cheap
    estimate stays: not four players, a best discard (``low``) of more than ENGINE_SHANTEN, a search past its
    budget."""
    if table.players != 4 or low > ENGINE_SHANTEN:
        return None
    s = table.seats[seat]
    hand = s.hand()
    seen = table.seen_by(seat)
    for t in table.dora:
        seen[t.index] -= 1
    visible = [Tile(k) for k in range(34) for _ in range(max(0, seen[k]))]
    try:
        result = expected_values(hand, dora=tuple(table.dora), round=WINDS[sit.winds[0]], seat=WINDS[sit.winds[1]],
                                 turn=0, shanten_down=SHANTEN_DOWN, tegawari=TEGAWARI, visible=visible, wall="real",
                                 draws_left=min(sit.draws_left, 27), budget=BUDGET)
    except AgariError:
        return None
    out: dict[Tile, Estimate] = {}
    for row in result.discards:
        if row.discard is None:
            continue
        tile = Tile.parse(row.discard)
        win = row.win[0]
        score = row.score[0]
        out[tile] = Estimate(win, score / win if win > 0 else 0.0)
    return out


def on_scale(exact: dict[Tile, Estimate], cheap: dict[Tile, Estimate]) -> dict[Tile, Estimate]:
    """The engine's estimates on the cheap estimate's scale: each win chance times one factor, so that the best of
    the discards the engine values is worth what the cheap estimate gives the best of them (the engine plays alone
    and wins by tsumo only; the cheap race, the danger costs and the steps back in shanten are on the table's scale).
    The engine decides among its discards (wait, value, shape); the cheap scale between them and the others."""
    top_exact = max((e.value for t, e in exact.items() if t in cheap), default=0.0)
    top_cheap = max((cheap[t].value for t in exact if t in cheap), default=0.0)
    if top_exact <= 0 or top_cheap <= 0:
        return {}
    factor = top_cheap / top_exact * RACE
    return {t: Estimate(e.win * factor, e.points) for t, e in exact.items() if t in cheap}

"""Waits of a tenpai hand (3n+1 tiles), each with the score it would give on ron and on tsumo.

A wait whose four copies are all in the player's own hand and melds is no wait.
With the player's own discards given, a hand that has discarded any of its
waits is furiten: it cannot win by ron (tsumo still scores).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from agari.analysis.ukeire import check_seen, improving, improving_closed, seen_counts, tiles_arg
from agari.core.errors import AgariError, TileCountError
from agari.core.notation import Hand, parse_hand
from agari.core.shanten import FULL_SIZE, hand_counts
from agari.core.tile import Tile
from agari.riichi.sanma import NORTH

TileArg = str | Sequence[str] | Sequence[Tile] | None


@dataclass(frozen=True, slots=True)
class Wait:
    """One winning tile: copies still unseen, furiten, and the score JSON on ron and on tsumo."""

    tile: Tile
    left: int
    furiten: bool
    ron: dict[str, Any]
    tsumo: dict[str, Any]

    def to_json(self) -> dict[str, Any]:
        return {"tile": str(self.tile), "left": self.left, "furiten": self.furiten, "ron": self.ron,
                "tsumo": self.tsumo}


def winning_types(hand: Hand) -> list[int]:
    """Tile types that complete a 3n+1 hand (empty unless it is tenpai; a hand of fewer than 13 tiles never is)."""
    hc = hand_counts(hand, partial=True)
    if hc.concealed + 3 * hc.melds < FULL_SIZE:
        return []
    if hc.concealed % 3 != 1:
        raise TileCountError("waits need a hand of 3n+1 tiles (13 with melds as 3)", field="hand")
    if hc.melds:
        cur, types = improving(hc.counts, hc.meld_copies, hc.melds)
        return types if cur.shanten == 0 else []
    n, types = improving_closed(hc.counts)
    return types if n == 0 else []


def _score_json(hand: Hand, tile: Tile, tsumo: bool, situation: dict[str, Any]) -> dict[str, Any]:
    from agari.core.errors import error_result
    from agari.riichi.scoring import score

    won = Hand(hand.concealed + (tile,), hand.melds)
    try:
        return score(won, win=tile, tsumo=tsumo, **situation).to_dict()
    except AgariError as exc:
        return error_result(exc)


def waits(
    hand: Hand | str,
    *,
    discards: TileArg = (),
    visible: TileArg = (),
    dora: TileArg = (),
    **situation: Any,
) -> list[Wait]:
    """Each waiting tile of a tenpai hand with copies left and its ron / tsumo score (empty if not tenpai).

    ``situation`` takes the keyword arguments of ``agari.riichi.scoring.score`` (round, seat, riichi,
    ura, rules, ...) except ``tsumo``, which is tried both ways.
    """
    if isinstance(hand, str):
        hand = parse_hand(hand)
    situation.pop("tsumo", None)
    situation.pop("win", None)
    dora_tiles = tiles_arg(dora, "dora")
    own = tiles_arg(discards, "discards")
    hc = hand_counts(hand, partial=True)
    seen = seen_counts(dora_tiles, list(tiles_arg(visible, "visible")) + own)
    kita = situation.get("kita", 0)
    if type(kita) is int and kita > 0:  # Norths set aside (three players) are seen too
        seen[NORTH] += kita
    check_seen(hc.counts, hc.meld_copies, seen)
    types = winning_types(hand)
    furiten = any(t.index in types for t in own)
    situation["dora"] = [str(t) for t in dora_tiles]
    out: list[Wait] = []
    for t in types:
        tile = Tile(t)
        left = max(0, 4 - hc.counts[t] - hc.meld_copies[t] - seen[t])
        if furiten:
            ron: dict[str, Any] = {
                "ok": False, "error": "furiten",
                "detail": "furiten: the player's own discards include a winning tile, so no ron",
            }
        else:
            ron = _score_json(hand, tile, False, situation)
        out.append(Wait(tile, left, furiten, ron, _score_json(hand, tile, True, situation)))
    return out

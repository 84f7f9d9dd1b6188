"""What to discard, by value (Riichi): the best throw is the one with the best expected score at the hand's turn
(the ``expected`` op: tenpai chance, win chance and expected points of every throw), not the most tiles that help.

A closed hand part way through a deal, one or two tiles from ready (the search of such a hand takes a fraction of
a second), with a dora indicator and a turn drawn from the seed; its categories are told from the op's answer:
throws tied on the tiles that help that the value tells apart, or a best value that is not the most tiles that
help. The table shown after the answer ranks every throw by its expected points.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from agari.core.notation import parse_hand
from agari.core.shanten import shanten
from agari.drill.category import Category
from agari.drill.riichi import GAME, WINDS, hand_text, tile_text
from agari.drill.riichi_play import Plan, develop
from agari.drill.rng import Rng
from agari.riichi.rules import Rules

JsonDict = dict[str, Any]
Req = Mapping[str, Any]

MAX_SHANTEN = 1
"""The farthest hand a by-value drill shows: one tile from ready, so its search takes milliseconds (deals are tried
until one shows the category, and the page makes each drill twice: shown, then checked)."""
TURNS = (2, 9)
"""The hand's turn is drawn from 2 to 9 (draws so far): part way through a deal."""
TIE = 1e-9
"""Two expected scores within this share of each other are the same answer."""


def _rows(result: Req) -> list[JsonDict]:
    rows: list[JsonDict] = list(result.get("discards") or ())
    return rows


def score_at_turn(row: Req) -> float:
    """A throw's expected points at the hand's turn (the op's arrays start at the turn)."""
    return float(row["score"][0])


def same(a: float, b: float) -> bool:
    """Two expected scores that are the same answer (equal to a billionth)."""
    return abs(a - b) <= TIE * max(abs(a), abs(b), 1.0)


def best_throws(result: Req) -> list[str]:
    """The throws with the best expected points at the turn (ties all right)."""
    rows = _rows(result)
    top = max(score_at_turn(r) for r in rows)
    return [str(r["discard"]) for r in rows if same(score_at_turn(r), top)]


def _by_tiles(row: Req) -> tuple[int, int]:
    return int(row["shanten"]), -int(row["ukeire_count"])


def value_tied(request: Req, result: Req) -> bool:
    """Two or more throws share the best shanten and tiles that help, and the value tells them apart."""
    rows = _rows(result)
    first = min(_by_tiles(r) for r in rows)
    tied = [score_at_turn(r) for r in rows if _by_tiles(r) == first]
    return len(tied) >= 2 and not same(max(tied), min(tied))


def value_against_tiles(request: Req, result: Req) -> bool:
    """The best value is a throw that keeps fewer tiles that help than the best by tiles."""
    rows = _rows(result)
    first = min(_by_tiles(r) for r in rows)
    best = set(best_throws(result))
    return all(_by_tiles(r) != first for r in rows if r["discard"] in best)


def value_plain(request: Req, result: Req) -> bool:
    """Any hand: the best expected score."""
    return True


VALUE: tuple[Category, ...] = (
    Category("plain", "a hand as play deals it: keep what scores most in the end", (100, 40, 0), value_plain, "any"),
    Category("tied", "throws that keep as many tiles that help are not worth the same: yaku, dora and the wait "
             "decide", (0, 35, 55), value_tied, "any"),
    Category("against_tiles", "the most tiles that help is not always the most points: a yaku or a dora can be "
             "worth a slower hand", (0, 25, 45), value_against_tiles, "any"),
)
"""The by-value categories (Riichi, every preset)."""


def hand_request(rng: Rng, preset: str, category: Category) -> JsonDict | None:
    """An ``expected`` request of a closed 14-tile hand at most two tiles from ready (None: this deal gave a farther
    one), with a dora indicator of the tiles it does not hold four of and a turn from 2 to 9 (four players: the
    reference model's table)."""
    rules = Rules.preset(preset)
    seat = rng.below(rules.players)
    round_wind = rng.below(2)
    tiles, _ = develop(rng, rules, Plan(style="any"), seat, round_wind, rng.below(9), -1, "any")
    text = hand_text(tiles)
    if not 0 <= shanten(parse_hand(text)).shanten <= MAX_SHANTEN:
        return None
    held = [0] * 34
    for t in parse_hand(text).concealed:
        held[t.index] += 1
    free = [i for i in range(34) if held[i] < 4]
    indicator = free[rng.below(len(free))]
    turn = TURNS[0] + rng.below(TURNS[1] - TURNS[0] + 1)
    return {"op": "expected", "game": GAME, "hand": text, "round": WINDS[round_wind], "seat": WINDS[seat],
            "dora": [tile_text(indicator)], "turn": turn, "rules": preset}


def ranked(result: Req) -> list[JsonDict]:
    """Every throw, best expected points first, each row with its rank (ties share a rank) and its figures at the
    turn (``tenpai``, ``win``, ``score`` keep the op's whole arrays)."""
    rows = sorted(_rows(result), key=lambda r: (-score_at_turn(r), str(r["discard"])))
    out = []
    for row in rows:
        better = sum(1 for r in rows if score_at_turn(r) > score_at_turn(row) and not same(score_at_turn(r),
                                                                                         score_at_turn(row)))
        out.append({**row, "rank": 1 + better, "tenpai_now": row["tenpai"][0], "win_now": row["win"][0],
                    "score_now": score_at_turn(row)})
    return out


def choice(table: list[JsonDict], throw: str) -> JsonDict:
    """The player's throw against the best by value: its rank, and the expected points it gives up."""
    mine = next(row for row in table if row["discard"] == throw)
    best = table[0]
    return {"discard": throw, "rank": mine["rank"], "of": len(table), "shanten": mine["shanten"],
            "ukeire_count": mine["ukeire_count"], "best": [r["discard"] for r in table if r["rank"] == 1],
            "score": mine["score_now"], "best_score": best["score_now"],
            "score_lost": best["score_now"] - mine["score_now"], "win": mine["win_now"], "best_win": best["win_now"]}

"""Small Mahjong drills: the trap tables, the hands, the expected answers.

Score it: a deal of 4, 7, 10 or 13 tiles (each as likely, but where a category needs a size) among 2, 3 or
4 players, played to a win (``agari.drill.small_play``); Reach, Double Reach, One Shot, Last Stock or
Discard and the Blessings come as play left them. ``total`` is the hand's points; ``payments`` what each
payer pays (every other player on a self-draw, the discarder P x (players - 1) on a ron).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from agari.core.notation import format_tiles
from agari.core.tile import Tile, type_name
from agari.drill import hands
from agari.drill.category import Category
from agari.drill.rng import Rng
from agari.drill.small_play import Plan, develop, play

GAME = "small"
DEALS = (4, 7, 10, 13)
PLAYERS = ((2, 20), (3, 35), (4, 45))
"""Players at the table, with their weights (a solo game is no drill: nobody pays)."""

JsonDict = dict[str, Any]
Req = Mapping[str, Any]


def _keys(result: Req) -> set[str]:
    return {item["key"] for item in result.get("items") or ()}


def _melds(result: Req) -> list[str]:
    reading = result.get("reading") or {}
    return [g["kind"] for g in reading.get("groups") or () if g["kind"] != "pair"]


def as_dealt(request: Req, result: Req) -> bool:
    """A hand as play dealt it."""
    return True


def all_sequences_shape(request: Req, result: Req) -> bool:
    """Every meld a sequence (All Sequences then needs a two-sided wait without a 1 or 9 in the waiting pair)."""
    melds = _melds(result)
    return (result.get("reading") or {}).get("form") == "standard" and bool(melds) and set(melds) == {"sequence"}


def two_triplets(request: Req, result: Req) -> bool:
    """Two triplets or more (All Triplets; a triplet completed by ron is not closed)."""
    return _melds(result).count("triplet") >= 2 or (len(_melds(result)) == 1 and _melds(result) == ["triplet"])


def double_sequences(request: Req, result: Req) -> bool:
    """Pure Double Sequences (two identical sequences), or two of them."""
    return bool(_keys(result) & {"pure_double_sequences", "two_pure_double_sequences"})


def full_flush(request: Req, result: Req) -> bool:
    """One suit: Full Flush, worth 2 + dealt / 3."""
    return "full_flush" in _keys(result)


def all_middles(request: Req, result: Req) -> bool:
    """No 1 or 9 anywhere."""
    return "all_middles" in _keys(result)


def seven_twins(request: Req, result: Req) -> bool:
    """Seven distinct twins (13 dealt)."""
    return (result.get("reading") or {}).get("form") == "seven_twins"


def ron_many(request: Req, result: Req) -> bool:
    """A ron at a table of 3 or 4: the discarder pays the points times (players - 1)."""
    return not request.get("tsumo") and int(request.get("players", 4)) >= 3


SCORE: tuple[Category, ...] = (
    Category("plain", "a hand as play deals it", (100, 40, 0), as_dealt, Plan()),
    Category("all_sequences", "All Sequences needs a two-sided wait whose two tiles hold no 1 or 9", (0, 10, 16),
             all_sequences_shape, Plan(style="sequences")),
    Category("triplets", "All Triplets is 2 points; a triplet completed by ron is not closed", (0, 8, 14),
             two_triplets, Plan(style="triplets")),
    Category("pure_double", "two identical sequences: 1 point; two pairs of them: 3 instead", (0, 4, 6),
             double_sequences, Plan(style="double"), setup={"deals": (7, 10, 13)}),
    Category("full_flush", "Full Flush is worth 2 + dealt / 3: 3, 4, 5 or 6 points", (0, 10, 16), full_flush,
             Plan(style="suit")),
    Category("all_middles", "no 1 or 9 anywhere: 1 point more", (0, 8, 14), all_middles, Plan(style="middles")),
    Category("seven_twins", "seven distinct twins: 2 points (four alike is not two twins)", (0, 6, 10), seven_twins,
             Plan(style="pairs"), setup={"deals": (13,)}),
    Category("ron_payment", "on a ron the discarder pays the points times the other players", (0, 12, 20),
             ron_many, Plan(reach=1000, win="ron"), setup={"players": (3, 4)}),
)
"""Small Mahjong's Score-it categories."""


def _hand_text(tiles: list[int] | tuple[int, ...]) -> str:
    """Tile types in notation, in order (``123m45p``)."""
    return format_tiles(Tile(t) for t in sorted(tiles))


def score_request(rng: Rng, preset: str, category: Category) -> JsonDict | None:
    """A score request of a deal played to a win for the category (None: this deal did not give one)."""
    deals = tuple(category.setup.get("deals", DEALS))
    dealt = deals[rng.below(len(deals))]
    allowed = tuple(category.setup.get("players", (2, 3, 4)))
    choices = [(n, w) for n, w in PLAYERS if n in allowed]
    players = choices[rng.weighted([w for _, w in choices])][0]
    seat = rng.below(players)
    won = play(rng, category.plan, dealt, players, seat)
    if won is None:
        return None
    request: JsonDict = {"op": "score", "game": GAME, "hand": _hand_text(won.tiles), "win": type_name(won.win),
                         "tsumo": won.tsumo, "reach": won.reach,
                         "double_reach": won.double_reach, "one_shot": won.one_shot, "last_tile": won.last_tile,
                         "first_turn": won.first_turn, "dealer": won.dealer, "players": players, "rules": preset}
    return request


def expected(field: str, request: Req, result: Req) -> list[tuple[str | None, int]]:
    """The right answer of a score drill's field: ``total`` (the hand's points) or ``payments`` (each payer)."""
    if field == "total":
        return [(None, int(result["total"]))]
    payments: Mapping[str, int] = result["payments"]
    return [(payer, int(amount)) for payer, amount in payments.items()]


def acceptable(result: Req) -> bool:
    """A scored hand that makes a drill: a win (every complete hand scores at least one condition)."""
    return bool(result.get("ok")) and bool(result.get("items"))


DISCARD = hands.DISCARD
SHANTEN = hands.SHANTEN


def hand_request(rng: Rng, preset: str, kind: str, category: Category) -> JsonDict | None:
    """An analyze request of a hand part way through a deal: dealt + 1 tiles for a discard drill (for ``ready``, the
    draw that makes the hand ready), dealt for How far (13 dealt for seven twins)."""
    setting = str(category.plan)
    dealt = 13 if setting == "pairs" else DEALS[rng.below(len(DEALS))]
    ready = setting == "ready"
    stop = (1 if kind == "discard" else 0) if ready else -1
    draw = ("useful" if ready else "any") if kind == "discard" else ""
    tiles = develop(rng, dealt, "pairs" if setting == "pairs" else "any", 12 if ready else rng.below(7), stop, draw)
    return {"op": "analyze", "game": GAME, "hand": _hand_text(tiles), "rules": preset}

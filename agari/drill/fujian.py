"""Fujian Gold Rush drills: the trap tables, the hands, the expected answers.

Score it: a deal played to a win (``agari.drill.fujian_play``) with the gold, the bonus tiles set aside and
the self-draw as play left them; under ``fuzhou`` a ``streak`` drill sets a dealer streak, and a
``no_bonus`` drill is a hand whose player drew no bonus tile (bonus tiles are replaced as they come, so the
hand's own tiles are the same with or without them). ``total`` is what each loser pays; ``payments`` the
same per loser.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from agari.core.notation import format_tiles
from agari.core.tile import Tile, parse_tiles, type_name
from agari.drill import hands
from agari.drill.category import Category
from agari.drill.fujian_play import Plan, Won, develop, play
from agari.drill.rng import Rng
from agari.fujian.rules import Rules

GAME = "fujian"
STREAK = ((1, 45), (2, 30), (3, 15), (4, 10))
"""Dealer streaks of a ``streak`` drill, with their weights."""
MELD_TEXT = {"chi": "({})", "pon": "({})", "kan": "({})", "ankan": "[{}]"}

JsonDict = dict[str, Any]
Req = Mapping[str, Any]


def _keys(result: Req) -> set[str]:
    return {item["key"] for item in result.get("items") or ()}


def _reading(result: Req) -> Mapping[str, Any]:
    reading: Mapping[str, Any] = result.get("reading") or {}
    return reading


def as_dealt(request: Req, result: Req) -> bool:
    """A hand as play dealt it."""
    return True


def holds_gold(request: Req, result: Req) -> bool:
    """Golds in the hand: +1 each, whatever they stand for."""
    return "gold" in _keys(result)


def self_drawn(request: Req, result: Req) -> bool:
    """A self-drawn win: the points before the specials are doubled."""
    return bool(request.get("tsumo")) and "self_draw" in (result.get("doubled_by") or ())


def golden_pair(request: Req, result: Req) -> bool:
    """The pair is two golds."""
    return bool(_reading(result).get("golden_pair"))


def three_golds(request: Req, result: Req) -> bool:
    """All three golds: an instant win, counted as self-drawn."""
    return bool(_reading(result).get("three_golds"))


def one_suit(request: Req, result: Req) -> bool:
    """Every tile of one suit (golds standing in)."""
    return _reading(result).get("one_suit") is not None


def with_kong(request: Req, result: Req) -> bool:
    """A kong: +2 concealed, +1 exposed."""
    return bool(_keys(result) & {"concealed_kong", "exposed_kong"})


def no_bonus_no_kong(request: Req, result: Req) -> bool:
    """No bonus tile and no kong (fuzhou: a special)."""
    return "no_bonus_no_kong" in _keys(result)


def special_double(request: Req, result: Req) -> bool:
    """A win on a discard doubled by a special alone (fuzhou)."""
    return not request.get("tsumo") and "special" in (result.get("doubled_by") or ())


def with_streak(request: Req, result: Req) -> bool:
    """A dealer streak: +N before the doubling (fuzhou)."""
    return bool(request.get("streak"))


def _rules(preset: str) -> Rules:
    return Rules.preset(preset)


SCORE: tuple[Category, ...] = (
    Category("plain", "a hand as play deals it", (100, 40, 0), as_dealt, Plan()),
    Category("golds", "each gold held is +1, whatever it stands for", (0, 10, 14), holds_gold, Plan(golds=1)),
    Category("self_draw", "a self-drawn win doubles everything but the specials", (0, 10, 14), self_drawn,
             Plan(win="tsumo")),
    Category("golden_pair", "a pair of two golds is a special, added after the doubling", (0, 8, 12), golden_pair,
             Plan(style="golden", golds=2)),
    Category("three_golds", "three golds win at once and count as self-drawn; each is still +1", (0, 6, 10),
             three_golds, Plan(golds=2)),
    Category("one_suit", "all one suit (golds standing in) is a special, added after the doubling", (0, 8, 12),
             one_suit, Plan(style="suit", suit_tiles=9, calls=900)),
    Category("kong", "a concealed kong is +2, an exposed one +1", (0, 8, 12), with_kong,
             Plan(calls=900, kongs=1000, triplet=True)),
    Category("no_bonus_no_kong", "no bonus tile and no kong: a special under fuzhou", (0, 6, 10), no_bonus_no_kong,
             Plan(kongs=0), applies=lambda p: _rules(p).no_bonus_no_kong > 0, setup={"no_bonus": True}),
    Category("special_double", "under fuzhou a special alone doubles, even on a discard", (0, 6, 10),
             special_double, Plan(style="golden", golds=2, win="ron"), applies=lambda p: _rules(p).special_doubles),
    Category("streak", "the dealer streak adds N before the doubling (fuzhou)", (0, 6, 10), with_streak, Plan(),
             applies=lambda p: _rules(p).dealer_streak, setup={"streak": True}),
)
"""Fujian's Score-it categories."""


def _digits(types: list[int] | tuple[int, ...]) -> str:
    """Tile types in notation, in order (``123m45p``)."""
    return format_tiles(Tile(t) for t in sorted(types))


def hand_text(concealed: list[int] | tuple[int, ...], melds: tuple[tuple[str, tuple[int, ...]], ...] = ()) -> str:
    """The hand's notation: concealed tiles (golds as their type), then the melds."""
    return _digits(concealed) + "".join(MELD_TEXT[kind].format(_digits(tiles)) for kind, tiles in melds)


def _bonus_text(bonus: list[int] | tuple[int, ...]) -> str:
    return "".join(type_name(t) for t in sorted(bonus))


def score_request(rng: Rng, preset: str, category: Category) -> JsonDict | None:
    """A score request of a deal played to a win for the category (None: this deal did not give one)."""
    won: Won | None = play(rng, category.plan)
    if won is None:
        return None
    bonus = () if category.setup.get("no_bonus") else won.bonus
    request: JsonDict = {"op": "score", "game": GAME, "hand": hand_text(won.concealed, won.melds),
                         "gold": type_name(won.gold), "bonus": _bonus_text(bonus), "win": type_name(won.win),
                         "tsumo": won.tsumo, "rules": preset}
    if category.setup.get("streak"):
        request["streak"] = STREAK[rng.weighted([w for _, w in STREAK])][0]
    return request


def expected(field: str, request: Req, result: Req) -> list[tuple[str | None, int]]:
    """The right answer of a score drill's field: ``total`` (what each loser pays), ``payments`` (each loser's
    payment: one number when all three pay the same, as they do)."""
    if field == "total":
        return [(None, int(result["total"]))]
    payments: Mapping[str, int] = result["payments"]
    amounts = set(payments.values())
    if len(amounts) == 1:
        return [("each", int(amounts.pop()))]
    return [(payer, int(amount)) for payer, amount in payments.items()]


def acceptable(result: Req) -> bool:
    """A scored hand that makes a drill: a win."""
    return bool(result.get("ok"))


def golds_in(request: Req) -> int:
    """Golds in a request's hand (concealed copies of the gold type)."""
    gold = parse_tiles(str(request["gold"]))[0].index
    text = str(request["hand"]).split("(")[0].split("[")[0]
    return sum(1 for t in parse_tiles(text) if t.index == gold)


def shanten_plain(request: Req, result: Req) -> bool:
    """One from ready, no gold held."""
    return int(result["shanten"]) == 1 and not golds_in(request)


def shanten_far(request: Req, result: Req) -> bool:
    """Two or more from ready, no gold held (16 tiles for five sets and a pair are rarely further)."""
    return int(result["shanten"]) >= 2 and not golds_in(request)


def shanten_ready(request: Req, result: Req) -> bool:
    """Ready, no gold held: the tiles that help are the waits (and the gold)."""
    return result["shanten"] == 0 and not golds_in(request)


def shanten_gold(request: Req, result: Req) -> bool:
    """One gold held: it fills any gap."""
    return golds_in(request) == 1


def shanten_two_golds(request: Req, result: Req) -> bool:
    """Two golds held: a third wins at once (Three Golds), so the hand is ready whatever the rest."""
    return golds_in(request) == 2


DISCARD = hands.DISCARD
SHANTEN: tuple[Category, ...] = (
    Category("plain", "one tile from ready", (70, 30, 0), shanten_plain, "any"),
    Category("far", "two or more from ready: count the sets and the partial sets", (30, 20, 15), shanten_far,
             "any"),
    Category("ready", "ready: the tiles that help are the waits, and the gold", (0, 20, 30), shanten_ready,
             "ready"),
    Category("golds", "a gold held fills any gap: one step less", (0, 20, 30), shanten_gold, "gold1"),
    Category("two_golds", "two golds held: the third wins at once, so the hand is ready", (0, 10, 25),
             shanten_two_golds, "gold2"),
)
"""Fujian's How-far categories."""


def hand_request(rng: Rng, preset: str, kind: str, category: Category) -> JsonDict | None:
    """An analyze request of a closed hand part way through a deal: 17 tiles for a discard drill (for ``ready``, the
    draw that makes the hand ready), 16 for How far; the How-far hands without gold are dealt without one."""
    setting = str(category.plan)
    golds = {"gold1": 1, "gold2": 2}.get(setting, 0)
    ready = setting == "ready"
    stop = (1 if kind == "discard" else 0) if ready else -1
    draw = ("useful" if ready else "any") if kind == "discard" else ""
    tiles, gold, bonus = develop(rng, 14 if ready else rng.below(9), stop, draw, golds,
                                 exact=kind == "shanten")
    return {"op": "analyze", "game": GAME, "hand": _digits(tiles), "gold": type_name(gold), "bonus": _bonus_text(bonus),
            "rules": preset}

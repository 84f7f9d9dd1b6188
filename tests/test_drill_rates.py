"""10,000 Score-it drills a game: every one a legal winning hand of its game and preset, accepted by our own
validation, with at least one yaku or condition; each trap category drawn at the rate its difficulty promises,
and every drill labelled with a category shows it in the engine's result (told here by tests of our own,
written from the result's breakdown, not the library's). Also 600 What-to-discard and How-far drills a game.

Marked slow (a seeded run of the generators): the default suite runs it, Pyodide's run leaves it out.
"""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from collections.abc import Callable, Mapping
from fractions import Fraction
from typing import Any

import pytest

from agari.drill.build import make, table
from agari.drill.category import rates
from agari.drill.spec import DIFFICULTIES, read_spec
from agari.games import GAMES, game
from agari.riichi.rules import Rules

DRILLS = 10_000
HAND_DRILLS = 600
Req = Mapping[str, Any]


def _groups(res: Req) -> list[Req]:
    groups: list[Req] = (res.get("reading") or {}).get("groups") or []
    return groups


def _yaku(res: Req) -> set[str]:
    return {name for name, _ in res.get("yaku") or ()}


def _keys(res: Req) -> set[str]:
    return {item["key"] for item in res.get("items") or ()}


def _suits(hand: str) -> set[str]:
    return {ch for ch in hand if ch in "mpsz"}


def _fu_reasons(res: Req) -> list[str]:
    return [item["reason"] for item in res.get("fu_items") or ()]


RIICHI: dict[str, Callable[[Req, Req], bool]] = {
    "plain": lambda q, r: q["honba"] == 0,
    "closed_triplet": lambda q, r: any("closed triplet" in x or "closed kan" in x for x in _fu_reasons(r)),
    "open_triplet": lambda q, r: "(" in q["hand"] and any(x.startswith(("open triplet", "open kan"))
                                                          for x in _fu_reasons(r)),
    "ron_triplet": lambda q, r: not q["tsumo"] and any("completed by ron" in x for x in _fu_reasons(r)),
    "wait_fu": lambda q, r: any(x in ("kanchan wait", "penchan wait", "tanki wait") for x in _fu_reasons(r)),
    "pinfu_tsumo": lambda q, r: q["tsumo"] and {"pinfu", "menzen_tsumo"} <= _yaku(r) and r["fu"] == 20,
    "open_30": lambda q, r: "(" in q["hand"] and r["fu"] == 30 and [i["fu"] for i in r["fu_items"]] == [20, 10],
    "chiitoitsu": lambda q, r: "chiitoitsu" in _yaku(r) and r["fu"] == 25,
    "kiriage": lambda q, r: (r["han"], r["fu"]) in ((4, 30), (3, 60)) and r["limit"] == "mangan",
    "value_pair": lambda q, r: any(x.endswith(("pair 5z", "pair 6z", "pair 7z")) or "wind pair" in x
                                   for x in _fu_reasons(r)),
    "honba": lambda q, r: q["honba"] > 0 and r["honba_points"] > 0 and r["total"] == r["points"] + r["honba_points"],
    "kita": lambda q, r: q["kita"] > 0 and "kita" in _yaku(r),
}
"""Riichi's categories, told from the result: the fu lines' reasons, the yaku, the limit."""

SMALL: dict[str, Callable[[Req, Req], bool]] = {
    "plain": lambda q, r: True,
    "all_sequences": lambda q, r: {g["kind"] for g in _groups(r) if g["kind"] != "pair"} == {"sequence"},
    "triplets": lambda q, r: sum(g["kind"] == "triplet" for g in _groups(r)) >= min(2, len(_groups(r)) - 1),
    "pure_double": lambda q, r: bool(_keys(r) & {"pure_double_sequences", "two_pure_double_sequences"}),
    "full_flush": lambda q, r: len(_suits(q["hand"])) == 1 and "full_flush" in _keys(r),
    "all_middles": lambda q, r: not any(ch in "19" for ch in q["hand"]) and "all_middles" in _keys(r),
    "seven_twins": lambda q, r: len(q["hand"]) - len(_suits(q["hand"])) == 14 and "seven_twins" in _keys(r),
    "ron_payment": lambda q, r: not q["tsumo"] and q["players"] >= 3
    and r["payments"] == {"discarder": r["total"] * (q["players"] - 1)},
}
"""Small Mahjong's categories, told from the hand and the conditions scored."""

FUJIAN: dict[str, Callable[[Req, Req], bool]] = {
    "plain": lambda q, r: True,
    "golds": lambda q, r: "gold" in _keys(r),
    "self_draw": lambda q, r: q["tsumo"] and "self_draw" in r["doubled_by"],
    "golden_pair": lambda q, r: "golden_pair" in _keys(r),
    "three_golds": lambda q, r: "three_golds" in _keys(r) and [i["key"] for i in r["items"]].count("gold") == 3,
    "one_suit": lambda q, r: "all_one_suit" in _keys(r),
    "kong": lambda q, r: bool(_keys(r) & {"concealed_kong", "exposed_kong"}),
    "no_bonus_no_kong": lambda q, r: q["bonus"] == "" and "no_bonus_no_kong" in _keys(r),
    "special_double": lambda q, r: not q["tsumo"] and "special" in r["doubled_by"],
    "streak": lambda q, r: "dealer_streak" in _keys(r),
}
"""Fujian's categories, told from the items and the doubling."""

SHOWS = {"riichi": RIICHI, "small": SMALL, "fujian": FUJIAN}


def _has_condition(game_name: str, res: Req) -> bool:
    if game_name == "riichi":
        return bool(_yaku(res) - {"dora", "aka", "ura", "kita"})
    return bool(res.get("items"))


def _check_rates(observed: Mapping[tuple[str, str], Counter[str]],
                 promised: Mapping[tuple[str, str], dict[str, Fraction]], label: str) -> None:
    """Each category's count among the drills of a difficulty and preset against its promised rate: within
    4.5 standard deviations of the binomial, plus one."""
    for key, counts in observed.items():
        n = counts.total()
        for name in set(promised[key]) | set(counts):
            p = float(promised[key].get(name, 0))
            mean = p * n
            sd = math.sqrt(p * (1 - p) * n)
            assert abs(counts[name] - mean) <= 4.5 * sd + 1, (label, key, name, counts[name], round(mean, 1))


@pytest.mark.slow
@pytest.mark.parametrize("game_name", list(GAMES))
def test_ten_thousand_score_drills(game_name: str) -> None:
    g = game(game_name)
    presets = [Rules.preset(p).name for p in g.presets] if game_name == "riichi" else list(g.presets)
    score = g.operation("score")
    shows = SHOWS[game_name]
    counts: dict[tuple[str, str], Counter[str]] = defaultdict(Counter)
    promised = {(d, p): rates(table(game_name, "score"), p, d) for d in DIFFICULTIES for p in presets}
    for k in range(DRILLS):
        difficulty = DIFFICULTIES[k % 3]
        preset = presets[(k // 3) % len(presets)]
        drill = make(read_spec({"game": game_name, "rules": preset, "difficulty": difficulty, "seed": "ten-thousand",
                                "number": k}))
        # the drill came through the game's score op (our own validation); every 20th is sent again as the page
        # would send it, and must score the same
        again = score(drill.request) if k % 20 == 0 else drill.result
        assert again == drill.result
        assert again["ok"] is True and again["error"] is None, (drill.request, again)
        assert _has_condition(game_name, again), (drill.request, again)
        name = drill.category.name
        assert shows[name](drill.request, again), (name, drill.request, again)
        counts[(difficulty, preset)][name] += 1
    _check_rates(counts, promised, game_name)


@pytest.mark.slow
@pytest.mark.parametrize("kind", ["discard", "shanten"])
@pytest.mark.parametrize("game_name", list(GAMES))
def test_hand_drills_keep_their_rates(game_name: str, kind: str) -> None:
    g = game(game_name)
    analyze = g.operation("analyze")
    counts: dict[tuple[str, str], Counter[str]] = defaultdict(Counter)
    promised = {(d, p): rates(table(game_name, kind), p, d) for d in DIFFICULTIES for p in g.presets}
    for k in range(HAND_DRILLS):
        difficulty = DIFFICULTIES[k % 3]
        preset = g.presets[(k // 3) % len(g.presets)]
        drill = make(read_spec({"game": game_name, "rules": preset, "kind": kind, "difficulty": difficulty,
                                "seed": "hands", "number": k}))
        result = analyze(drill.request)
        assert result["ok"] is True and not result.get("complete")
        tiles = len([ch for ch in str(result["hand"]) if ch.isdigit()])
        if kind == "discard":
            assert result["discards"] and tiles % 3 == 2
        else:
            assert result["ukeire"] is not None and tiles % 3 == 1
        assert drill.category.test(drill.request, result)
        counts[(difficulty, preset)][drill.category.name] += 1
    _check_rates(counts, promised, f"{game_name} {kind}")

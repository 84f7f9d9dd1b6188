"""Practice drills (``agari.drill``): seeds pinned, specs checked, answers marked, the JSON ``drill`` op.

This module also runs inside Pyodide (tests/test_pyodide.py), so the pinned seeds prove the page's Python
deals the same hands as CPython.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from agari import handle
from agari.drill import DrillError, check, make, read_spec
from agari.drill.answer import ranked
from agari.drill.build import table
from agari.drill.category import rates
from agari.drill.rng import Rng, derive
from agari.drill.spec import DIFFICULTIES
from agari.games import GAMES, game

PINS: list[tuple[tuple[str, str, str, str, int], str, dict[str, Any]]] = [
    (("riichi", "tenhou", "score", "mixed", 0), "plain",
     {"hand": "344506m067p22345s", "win": "4s", "tsumo": True, "ippatsu": True, "seat": "n", "dora": ["9m"],
      "ura": ["9s"]}),
    (("riichi", "tenhou", "score", "mixed", 7), "honba",
     {"hand": "22345789p123567s", "win": "7p", "tsumo": False, "honba": 1}),
    (("riichi", "mleague", "score", "traps", 0), "closed_triplet",
     {"hand": "234406m678p666s77z", "win": "3m", "tsumo": False, "riichi": True}),
    (("riichi", "mleague", "score", "traps", 7), "honba",
     {"hand": "234m123789p22233z", "win": "9p", "tsumo": True, "honba": 4, "seat": "s", "round": "s"}),
    (("riichi", "tenhou-sanma", "score", "traps", 0), "open_triplet",
     {"hand": "77p123678s(444s)(222z)", "win": "7p", "kita": 1}),
    (("riichi", "tenhou-sanma", "score", "traps", 7), "kita", {"hand": "11333067p234678s", "win": "3p", "kita": 3}),
    (("riichi", "majsoul", "discard", "traps", 0), "between", {"hand": "12m445789p57s1337z"}),
    (("riichi", "majsoul", "discard", "traps", 7), "close", {"hand": "307m579p15089s346z"}),
    (("riichi", "ema", "shanten", "mixed", 0), "far", {"hand": "24479m3479p56s14z"}),
    (("riichi", "ema", "shanten", "mixed", 7), "plain", {"hand": "1356m11234p123s4z"}),
    (("small", "smallmahjong", "score", "traps", 0), "full_flush",
     {"hand": "33678m", "win": "3m", "tsumo": False, "reach": True, "players": 3}),
    (("small", "smallmahjong", "score", "traps", 7), "triplets",
     {"hand": "111m22277p", "win": "2p", "tsumo": True, "players": 2}),
    (("small", "smallmahjong", "discard", "mixed", 0), "clear", {"hand": "3789m38p13s"}),
    (("small", "smallmahjong", "discard", "mixed", 7), "between", {"hand": "1255m2237p479s"}),
    (("small", "smallmahjong", "shanten", "traps", 0), "far", {"hand": "47m356678p33568s"}),
    (("small", "smallmahjong", "shanten", "traps", 7), "ready", {"hand": "1p456s"}),
    (("fujian", "gold-rush", "score", "traps", 0), "self_draw",
     {"hand": "77m111345p123567s(555m)", "gold": "8s", "bonus": "1z7z7z", "win": "7s", "tsumo": True}),
    (("fujian", "gold-rush", "score", "traps", 7), "golds",
     {"hand": "345567m123p12344588s", "gold": "4s", "bonus": "1z3z3z7z", "win": "3m"}),
    (("fujian", "fuzhou", "score", "mixed", 0), "plain",
     {"hand": "11578999m567p444567s", "gold": "8m", "bonus": "1z3z3z4z7z7z7z"}),
    (("fujian", "fuzhou", "score", "mixed", 7), "plain",
     {"hand": "233567m34678p123789s", "gold": "2m", "tsumo": False}),
    (("fujian", "fuzhou", "discard", "traps", 0), "ready",
     {"hand": "5568m122499p1233567s", "gold": "9p", "bonus": "1z2z2z3z3z4z7z7z"}),
    (("fujian", "fuzhou", "discard", "traps", 7), "between", {"hand": "2467m579p1355566789s", "gold": "2m"}),
    (("fujian", "gold-rush", "shanten", "mixed", 0), "two_golds", {"hand": "2455677m245567p158s", "gold": "7m"}),
    (("fujian", "gold-rush", "shanten", "mixed", 7), "golds", {"hand": "1233468m5688p11146s", "gold": "1m"}),
]
"""Drills of the seed ``pin``: the category and the hand each must deal (a change of the generator shows here, and
on the page's Python: this module runs in Pyodide too)."""


def spec_of(game_name: str, preset: str, kind: str, difficulty: str, number: int, **more: Any) -> dict[str, Any]:
    return {"game": game_name, "rules": preset, "kind": kind, "difficulty": difficulty, "seed": "pin",
            "number": number, **more}


def test_the_generator_gives_the_same_numbers_everywhere() -> None:
    assert derive("pin") == 0xC9B6FBCA7A2AF671  # SHA-256 of the version tag and the seed
    rng = Rng(derive("demo"))
    assert [rng.below(10) for _ in range(8)] == [9, 1, 8, 2, 6, 6, 2, 2]
    rng = Rng(12345)
    assert [rng.next64() for _ in range(2)] == [Rng(12345).next64(), Rng(12345 + 0x9E3779B97F4A7C15).next64()]
    assert rng.below(1) == 0 and rng.weighted((0, 0, 7)) == 2


@pytest.mark.parametrize(("key", "category", "fields"), PINS, ids=[f"{p[0][0]}-{p[0][2]}-{p[0][4]}" for p in PINS])
def test_seeded_drills_are_pinned(key: tuple[str, str, str, str, int], category: str, fields: dict[str, Any]) -> None:
    drill = make(read_spec(spec_of(*key)))
    assert drill.category.name == category
    assert {k: drill.request[k] for k in fields} == fields


def test_the_same_spec_gives_the_same_drill_and_the_fields_do_not_change_it() -> None:
    first = make(read_spec(spec_of("riichi", "tenhou", "score", "traps", 3)))
    again = make(read_spec(spec_of("riichi", "tenhou", "score", "traps", 3, fields=["points"])))
    assert first.request == again.request and first.result == again.result
    assert again.spec.fields == ("points",)
    other = make(read_spec(spec_of("riichi", "tenhou", "score", "traps", 4)))
    assert other.request != first.request


@pytest.mark.parametrize("game_name", list(GAMES))
@pytest.mark.parametrize("kind", ["score", "discard", "shanten"])
def test_a_drill_request_goes_through_the_json_door_as_it_is(game_name: str, kind: str) -> None:
    for number in range(4):
        drill = make(read_spec(spec_of(game_name, game(game_name).default_preset, kind, "traps", number)))
        answer = handle(drill.request)
        assert answer == drill.result and answer["ok"] is True
        if kind == "score":
            assert answer.get("total") is not None
        else:
            assert answer["shanten"] >= 0 and not answer.get("complete")


@pytest.mark.parametrize(("request_", "field", "words"), [
    ({"seed": "x", "kind": "drive"}, "kind", "unknown drill kind 'drive'"),
    ({"seed": "x", "difficulty": "hard"}, "difficulty", "choose one of plain, mixed, traps"),
    ({"seed": "x", "fields": ["han", "yaku"]}, "fields", "unknown field to answer 'yaku'"),
    ({"seed": "x", "game": "small", "fields": "han"}, "fields", "choose among total, payments"),
    ({"seed": "x", "fields": []}, "fields", "name at least one field"),
    ({"seed": "x", "kind": "discard", "fields": ["han"]}, "fields", "a discard drill asks discard only"),
    ({}, "seed", "a drill needs a seed"),
    ({"seed": "a b"}, "seed", "character ' ' at position 1"),
    ({"seed": "x" * 65}, "seed", "1 to 64 characters"),
    ({"seed": -3}, "seed", "negative"),
    ({"seed": "x", "number": -1}, "number", "out of range"),
    ({"seed": "x", "number": "2"}, "number", "a whole number from 0"),
    ({"seed": "x", "rules": "tenhuo"}, "rules", "unknown rule preset 'tenhuo'"),
    ({"seed": "x", "rules": {"preset": "tenhou"}}, "rules", "a drill takes a preset name"),
    ({"seed": "x", "game": "go"}, "game", "unknown game 'go'"),
])
def test_a_bad_spec_gets_a_clear_error(request_: dict[str, Any], field: str, words: str) -> None:
    with pytest.raises(DrillError if field != "rules" else Exception) as err:
        read_spec(request_)
    assert words in str(err.value) and getattr(err.value, "field", None) == field
    out = handle({"op": "drill", **request_})
    assert out["ok"] is False and out["error"] == "invalid" and out["field"] == field and words in out["detail"]


def test_presets_are_named_as_the_game_names_them() -> None:
    assert read_spec({"seed": "x", "rules": "M-League"}).rules == "mleague"
    assert read_spec({"seed": "x", "rules": "Tenhou-Sanma"}).rules == "tenhou-sanma"
    assert read_spec({"seed": "x", "game": "fujian"}).rules == "gold-rush"
    assert read_spec({"seed": 42}).seed == "42"


def test_making_a_drill_shows_nothing_of_the_answer_unless_asked() -> None:
    out = handle({"op": "drill", "game": "riichi", "seed": "quiet", "difficulty": "traps", "id": 5})
    assert set(out) == {"id", "ok", "error", "drill", "request", "asks"}
    assert out["drill"] == {"game": "riichi", "rules": "tenhou", "kind": "score", "difficulty": "traps",
                            "fields": ["han", "fu", "points"], "seed": "quiet", "number": 0}
    assert out["asks"] == [{"field": "han"}, {"field": "fu"}, {"field": "points"}]
    assert "result" not in str(out) and "category" not in str(out)
    shown = handle({"op": "drill", "game": "riichi", "seed": "quiet", "difficulty": "traps", "solution": True})
    solution = shown["solution"]
    assert solution["result"] == handle(out["request"])
    assert solution["expected"] == {"han": solution["result"]["han"], "fu": solution["result"]["fu"],
                                    "points": solution["result"]["points"] + solution["result"]["honba_points"]}
    assert solution["trap"] is True and solution["category"] in {c.name for c in table("riichi", "score")}


def test_a_request_with_a_misspelt_field_is_refused() -> None:
    out = handle({"op": "drill", "seed": "x", "dificulty": "traps"})
    assert out["ok"] is False and out["field"] == "dificulty" and "unknown field 'dificulty'" in out["detail"]
    out = handle({"op": "drill", "seed": "x", "solution": "yes"})
    assert out["field"] == "solution"
    out = handle({"op": "drill", "seed": "x", "action": "grade"})
    assert out["field"] == "action" and "make, check, table" in out["detail"]


def _score_drill(game_name: str, preset: str, test: Any, difficulty: str = "traps", fields: Any = None) -> Any:
    for number in range(300):
        drill = make(read_spec(spec_of(game_name, preset, "score", difficulty, number, fields=fields)))
        if test(drill):
            return drill
    raise AssertionError("no such drill in 300")


def test_a_riichi_score_answer_is_marked_field_by_field() -> None:
    drill = _score_drill("riichi", "tenhou", lambda d: d.request["honba"] > 0 and d.request["tsumo"]
                         and d.request["seat"] != "e", fields=["han", "fu", "points", "payments"])
    res = drill.result
    honba = drill.request["honba"]
    right = {"han": res["han"], "fu": res["fu"], "points": res["points"] + 300 * honba,
             "payments": {"dealer": res["payments"]["dealer"] + 100 * honba,
                          "non_dealer": res["payments"]["non_dealer"] + 100 * honba}}
    marked = check(drill, right)
    assert marked["right"] is True and all(m["right"] for m in marked["marks"])
    assert [m.get("payer") for m in marked["marks"]] == [None, None, None, "dealer", "non_dealer"]
    wrong = {**right, "fu": res["fu"] + 10, "payments": {**right["payments"], "dealer": res["payments"]["dealer"]}}
    marked = check(drill, wrong)
    assert marked["right"] is False
    assert [(m["field"], m.get("payer"), m["right"]) for m in marked["marks"]] == [
        ("han", None, True), ("fu", None, False), ("points", None, True), ("payments", "dealer", False),
        ("payments", "non_dealer", True)]
    assert marked["marks"][1] == {"field": "fu", "given": res["fu"] + 10, "expected": res["fu"], "right": False}
    assert marked["result"] == handle(drill.request) and marked["result"]["fu_items"]


def test_answers_of_the_wrong_shape_are_refused() -> None:
    spec = spec_of("riichi", "tenhou", "score", "plain", 0)
    for answer, words in [("3", "an object with the fields asked"), ({"han": 3, "fu": 30}, "points is missing"),
                          ({"han": "three", "fu": 30, "points": 1000}, "han: a whole number"),
                          ({"han": -1, "fu": 30, "points": 1000}, "of 0 or more"),
                          ({"han": True, "fu": 30, "points": 1000}, "han: a whole number")]:
        out = handle({"op": "drill", **spec, "answer": answer})
        assert out["ok"] is False and out["field"] == "answer" and words in out["detail"], (answer, out)
    out = handle({"op": "drill", **spec, "answer": {"han": "2", "fu": 30, "points": 1000}})
    assert out["ok"] is True and out["marks"][0]["given"] == 2


def test_small_and_fujian_answers_total_and_payments() -> None:
    small = _score_drill("small", "smallmahjong", lambda d: not d.request["tsumo"] and d.request["players"] == 4)
    total = small.result["total"]
    assert small.result["payments"] == {"discarder": total * 3}
    marked = check(small, {"total": total, "payments": total * 3})  # one payer: a bare number will do
    assert marked["right"] is True and marked["marks"][1]["payer"] == "discarder"
    assert check(small, {"total": total, "payments": {"discarder": total * 3}})["right"] is True
    fujian = _score_drill("fujian", "fuzhou", lambda d: True)
    total = fujian.result["total"]
    marked = check(fujian, {"total": total, "payments": {"each": total}})
    assert marked["right"] is True and [m.get("payer") for m in marked["marks"]] == [None, "each"]
    assert check(fujian, {"total": total + 1, "payments": total})["marks"][0]["right"] is False


def test_a_discard_answer_gets_every_throw_ranked_and_what_it_gives_up() -> None:
    drill = make(read_spec(spec_of("riichi", "tenhou", "discard", "traps", 2)))
    table_ = ranked(drill.result)
    assert [r["rank"] for r in table_] == sorted(r["rank"] for r in table_) and table_[0]["rank"] == 1
    worst = table_[-1]
    marked = check(drill, {"discard": worst["discard"]})
    choice = marked["choice"]
    best = table_[0]
    assert marked["right"] is False and choice["rank"] == worst["rank"] and choice["of"] == len(table_)
    assert choice["best"] == [r["discard"] for r in table_ if r["rank"] == 1]
    assert choice["tiles_lost"] == best["ukeire_count"] - worst["ukeire_count"]
    assert choice["shanten_lost"] == worst["shanten"] - best["shanten"]
    kept = {u["tile"] for u in worst["ukeire"]}
    assert choice["lost"] == [u for u in best["ukeire"] if u["tile"] not in kept]
    assert check(drill, {"discard": best["discard"]})["right"] is True
    places = drill.request["hand"]
    out = handle({"op": "drill", **spec_of("riichi", "tenhou", "discard", "traps", 2), "answer": {"discard": "5z"}})
    assert out["ok"] is False and "5z is not in the hand" in out["detail"] and places in out["detail"]


def test_a_shanten_answer_gets_the_form_and_the_tiles_that_help() -> None:
    for game_name in GAMES:
        drill = make(read_spec(spec_of(game_name, game(game_name).default_preset, "shanten", "traps", 1)))
        n = drill.result["shanten"]
        marked = check(drill, {"shanten": n})
        assert marked["right"] is True and marked["shanten"] == n
        assert marked["forms"][marked["form"]] == n
        assert marked["ukeire"] == drill.result["ukeire"] and marked["ukeire_count"] == sum(
            u["count"] for u in drill.result["ukeire"])
        assert check(drill, {"shanten": n + 1})["right"] is False


def test_the_table_action_lists_each_category_with_its_shares() -> None:
    out = handle({"op": "drill", "action": "table", "game": "riichi", "rules": "mleague"})
    names = [c["name"] for c in out["categories"]]
    assert "kiriage" in names and "kita" not in names
    for difficulty in DIFFICULTIES:
        assert abs(sum(c["rates"][difficulty] for c in out["categories"]) - 1) < 1e-3
    assert out["categories"][0]["rates"]["plain"] == 1.0 and out["categories"][0]["trap"] is False
    sanma = handle({"op": "drill", "action": "table", "game": "riichi", "rules": "tenhou-sanma"})
    assert "kita" in [c["name"] for c in sanma["categories"]] and "open_30" not in str(sanma)
    fuzhou = handle({"op": "drill", "action": "table", "game": "fujian", "rules": "fuzhou", "kind": "score"})
    gold_rush = handle({"op": "drill", "action": "table", "game": "fujian"})
    assert len(fuzhou["categories"]) == len(gold_rush["categories"]) + 3


@pytest.mark.parametrize("game_name", list(GAMES))
def test_every_preset_and_kind_has_categories_whose_rates_add_up(game_name: str) -> None:
    for kind in ("score", "discard", "shanten"):
        for preset in game(game_name).presets:
            for difficulty in DIFFICULTIES:
                shares = rates(table(game_name, kind), preset, difficulty)
                assert sum(shares.values()) == 1 and all(v > 0 for v in shares.values())


def test_a_game_without_drills_is_named() -> None:
    out = handle({"op": "drill", "game": "go", "seed": "x"})
    assert out["field"] == "game"


def _fields(d: Mapping[str, Any]) -> list[str]:
    return [a["field"] for a in d["asks"]]


def test_payments_ask_one_number_per_payer() -> None:
    ron = _score_drill("riichi", "tenhou", lambda d: not d.request["tsumo"], fields="payments")
    out = handle({"op": "drill", **spec_of("riichi", "tenhou", "score", "traps", ron.spec.number, fields="payments")})
    assert out["asks"] == [{"field": "payments", "payer": "discarder"}] and _fields(out) == ["payments"]


def test_the_practice_page_lists_every_category_with_its_weights() -> None:
    """docs/practice.md stays true to the tables: each Score-it category's row with its weights."""
    from pathlib import Path

    text = (Path(__file__).resolve().parent.parent / "docs" / "practice.md").read_text(encoding="utf-8")
    for game_name in GAMES:
        for category in table(game_name, "score"):
            weights = " / ".join(str(w) for w in category.weights)
            assert f"| `{category.name}` | {category.help} | {weights} |" in text, (game_name, category.name)
    for category in table("riichi", "discard") + table("riichi", "shanten"):
        assert f"| `{category.name}` |" in text


def test_the_expected_answers_are_marked_right_and_one_off_wrong() -> None:
    """For drills of every game, kind and difficulty: the solution's answers are right, each number one more is
    wrong in that field alone."""
    for k in range(36):
        game_name = list(GAMES)[k % 3]
        kind = ("score", "discard", "shanten")[(k // 3) % 3]
        difficulty = DIFFICULTIES[(k // 9) % 3]
        fields = ["han", "fu", "points", "payments"] if game_name == "riichi" and kind == "score" else None
        spec = spec_of(game_name, game(game_name).default_preset, kind, difficulty, k, fields=fields)
        shown = handle({"op": "drill", **spec, "solution": True})
        expected = shown["solution"]["expected"]
        answer = {key: (value[0] if isinstance(value, list) else value) for key, value in expected.items()}
        marked = handle({"op": "drill", **spec, "answer": answer})
        assert marked["right"] is True, (spec, marked["marks"])
        assert len(marked["marks"]) == len(shown["asks"])
        if kind == "discard":
            continue
        for key, value in answer.items():
            off = {p: n + 1 for p, n in value.items()} if isinstance(value, dict) else value + 1
            marks = handle({"op": "drill", **spec, "answer": {**answer, key: off}})["marks"]
            assert [m["field"] for m in marks if not m["right"]] == [key] * (len(off) if isinstance(off, dict) else 1)


def test_the_drill_and_review_ops_import_no_other_game() -> None:
    """The page fetches another game's package only when a request names that game: the drill op's and the
    review op's modules must not import Small Mahjong's or Fujian's on their own."""
    import subprocess
    import sys

    code = ("import sys, agari.drill.request, agari.gamereview.op, agari.frontends.jsonapi as j; "
            "j.handle({'op': 'drill', 'seed': 'x'}); "
            "print(sorted({m.split('.')[1] for m in sys.modules if m.startswith(('agari.small', 'agari.fujian'))}))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"

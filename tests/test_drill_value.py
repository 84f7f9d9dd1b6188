"""What to discard, by value: the drill is made from its seed alone, its answer is the throw with the best expected
score of the engine's own ``expected`` op, and the table after the answer ranks every throw by that score."""

from __future__ import annotations

from typing import Any

import pytest

from agari.core.shanten import shanten
from agari.frontends.jsonapi import handle

SPEC = {"op": "drill", "game": "riichi", "kind": "value", "seed": "ev28"}


def drill(**extra: Any) -> dict[str, Any]:
    out = handle({**SPEC, **extra})
    assert out["ok"], out
    return out


def search(request: dict[str, Any]) -> dict[str, Any]:
    """The expected op's answer for the drill's hand, asked apart from the drill."""
    answer = handle(request)
    assert answer["ok"], answer
    return answer


def best_by_score(answer: dict[str, Any]) -> set[str]:
    top = max(d["score"][0] for d in answer["discards"])
    return {d["discard"] for d in answer["discards"] if d["score"][0] == top}


@pytest.mark.parametrize("difficulty", ["plain", "mixed", "traps"])
def test_the_same_seed_makes_the_same_drill(difficulty: str) -> None:
    first = drill(difficulty=difficulty, number=3, solution=True)
    again = drill(difficulty=difficulty, number=3, solution=True)
    assert first == again
    other = drill(difficulty=difficulty, number=4)
    assert other["request"]["hand"] != first["request"]["hand"]


@pytest.mark.parametrize("number", range(6))
def test_the_answer_is_the_ops_best_expected_score(number: int) -> None:
    made = drill(difficulty="mixed", number=number, solution=True)
    request = made["request"]
    assert request["op"] == "expected" and 2 <= request["turn"] <= 9 and len(request["dora"]) == 1
    assert made["asks"] == [{"field": "discard"}]
    answer = search(request)
    best = best_by_score(answer)
    assert set(made["solution"]["expected"]["discard"]) == best
    # one tile from ready at most: the search stays fast
    assert shanten(request["hand"]).shanten <= 1
    right = handle({**SPEC, "difficulty": "mixed", "number": number, "answer": {"discard": sorted(best)[0]}})
    assert right["right"] is True and right["choice"]["rank"] == 1 and right["choice"]["score_lost"] == 0
    table = right["table"]
    assert [row["score_now"] for row in table] == sorted((d["score"][0] for d in answer["discards"]), reverse=True)
    assert table[0]["discard"] in best and table[0]["win_now"] == next(
        d["win"][0] for d in answer["discards"] if d["discard"] == table[0]["discard"])
    worst = table[-1]
    if worst["rank"] > 1:
        wrong = handle({**SPEC, "difficulty": "mixed", "number": number, "answer": {"discard": worst["discard"]}})
        assert wrong["right"] is False
        want = made["solution"]["expected"]["discard"]
        assert wrong["marks"] == [{"field": "discard", "given": worst["discard"], "expected": want, "right": False}]
        assert wrong["choice"]["score_lost"] == pytest.approx(table[0]["score_now"] - worst["score_now"])


def test_a_tied_drill_is_tied_on_tiles_and_told_apart_by_value() -> None:
    for number in range(12):
        made = drill(difficulty="traps", number=number, solution=True)
        if made["solution"]["category"] != "tied":
            continue
        answer = search(made["request"])
        key = min((d["shanten"], -d["ukeire_count"]) for d in answer["discards"])
        tied = [d for d in answer["discards"] if (d["shanten"], -d["ukeire_count"]) == key]
        assert len(tied) >= 2
        assert len({d["score"][0] for d in tied}) >= 2
        return
    pytest.fail("no tied drill among the first 12 traps of the seed")


def test_a_best_value_against_the_tiles_that_help() -> None:
    for number in range(16):
        made = drill(difficulty="traps", number=number, solution=True)
        if made["solution"]["category"] != "against_tiles":
            continue
        answer = search(made["request"])
        key = min((d["shanten"], -d["ukeire_count"]) for d in answer["discards"])
        for d in answer["discards"]:
            if d["discard"] in best_by_score(answer):
                assert (d["shanten"], -d["ukeire_count"]) != key
        return
    pytest.fail("no against_tiles drill among the first 16 traps of the seed")


@pytest.mark.parametrize(("extra", "field", "detail"), [
    ({"game": "small"}, "kind", "by-value drills are made for Riichi only, not Small Mahjong"),
    ({"rules": "tenhou-sanma"}, "rules",
     "by-value drills are made for four players; the preset tenhou-sanma has three"),
])
def test_by_value_drills_where_the_search_has_no_model(extra: dict[str, Any], field: str, detail: str) -> None:
    out = handle({**SPEC, **extra})
    assert (out["ok"], out["field"], out["detail"]) == (False, field, detail)



@pytest.mark.parametrize(("difficulty", "number", "pinned"), [
    ("plain", 0, ("2367m2567788899p", "e", "w", ["3z"], 3, "plain", ["2p"])),
    ("mixed", 1, ("12345m67p1223s166z", "e", "s", ["6s"], 5, "plain", ["1z"])),
    ("traps", 2, ("1238m34688p13789s", "s", "e", ["2s"], 2, "tied", ["8m"])),
])
def test_pinned_drills_are_the_same_on_every_python(difficulty: str, number: int, pinned: tuple[Any, ...]) -> None:
    """Three drills pinned (hand, winds, dora indicator, turn, category, answer): a change of the generator, or a
    difference between CPython and the page's Pyodide (this file runs there too), fails here."""
    made = drill(difficulty=difficulty, number=number, solution=True)
    q = made["request"]
    assert (q["hand"], q["round"], q["seat"], q["dora"], q["turn"], made["solution"]["category"],
            made["solution"]["expected"]["discard"]) == pinned

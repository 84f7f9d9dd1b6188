"""The JSON door's ``verdict`` op: a decision described as the calculator describes it (hand, melds, seat, turn, the
opponents' rivers, riichi and calls) judged as the game review judges it, push or fold with each discard's points."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from agari.analysis.ukeire import TILE_NAMES
from agari.frontends.jsonapi import handle
from agari.judge import judge, moments
from agari.judge.position import request_of
from agari.logs import read_log

LOGS = Path(__file__).resolve().parent / "logs"
TENHOU = LOGS / "tenhou" / "2010081709gm-00a9-0000-fe3371ad.json"
SANMA = LOGS / "phoenix-2020" / "2020010111gm-00b9-0000-2df2e370.mjlog"


def verdict(**request: Any) -> dict[str, Any]:
    out = handle({"op": "verdict", **request})
    assert out["ok"], out
    return out


def test_a_tenpai_hand_against_a_riichi_pushes_with_the_safe_tile_that_keeps_tenpai() -> None:
    out = verdict(hand="2345m456p34789s11z", seat="s", dora=["3m"], turn=8,
                  opponents=[{"river": "9p1z5s4m8s2m7p", "riichi": 5}])
    assert out["threatened"] is True
    assert out["best"] == "2m" and out["label"] == "speed"
    first = out["discards"][0]
    assert (first["tile"], first["shanten"], first["ukeire"], first["danger"]) == ("2m", 0, 7, 0.0)
    assert first["points"] == first["push"] > 2000 > first["fold"]
    five = next(d for d in out["discards"] if d["tile"] == "5m")  # the same wait, but not genbutsu
    assert five["shanten"] == 0 and five["danger"] > 0.04 and five["label"] == "push"
    assert five["loss"] > 200 and first["points"] - five["points"] == pytest.approx(five["loss"], abs=20)
    assert out["safest"] == ["1z", "2m", "4m", "8s"]


def test_a_far_hand_against_a_riichi_folds_with_its_safest_tiles() -> None:
    out = verdict(hand="1369m258p147s1235z", seat="s", dora=["3m"], turn=9,
                  opponents=[{"river": "9p1z5s4m8s2m7p3z", "riichi": 5}, {"river": "2z6p"}])
    assert out["label"] == "fold" and out["best"] in ("1z", "3z")
    assert out["safest"] == ["1z", "3z"]
    assert out["reason"].startswith(f"fold: {out['best']} deals in 0.0%; pushing is worth -")
    first = out["discards"][0]
    assert first["danger"] == 0.0 and first["fold"] > first["push"]


def test_without_a_riichi_there_is_no_fold_plan() -> None:
    out = verdict(hand="2345m456p34789s11z", seat="s", dora=["3m"], turn=8, opponents=[{"river": "9p1z5s4m8s2m7p"}])
    assert out["threatened"] is False
    assert all(d["push"] == d["fold"] == d["points"] for d in out["discards"])
    assert out["best"] == "2m"


@pytest.mark.slow  # CPython only: the Pyodide suite has the one-decision test below
@pytest.mark.parametrize("path", [TENHOU, SANMA], ids=["tenhou-4p", "phoenix-3p"])
def test_the_calculator_and_the_review_give_one_verdict(path: Path) -> None:
    """Every free discard of a real game, described as the calculator describes it and sent through the JSON door,
    gets the review's judgement: the same order, the same points and chances, the same reason."""
    game = read_log(str(path))
    count = 0
    for i, (m, watch) in enumerate(moments(game)):
        if i % 4 and not m.threatened:  # every decision under riichi, a quarter of the others (time)
            continue
        count += 1
        j = judge(watch, m.seat)
        out = verdict(**{k: v for k, v in request_of(watch, m.seat).items() if k != "op"})
        assert out["reason"] == j.reason
        assert [(d["tile"], d["push"], d["fold"], d["chance"]) for d in out["discards"]] == \
            [(TILE_NAMES[c.tile], round(c.push), round(c.fold), round(c.chance, 4)) for c in j.candidates]
        assert [d["tile"] for d in out["discards"]][0] == out["best"]
    assert count > 40


def test_one_review_decision_through_both_doors() -> None:
    """The review op's verdict on a decision under riichi and the verdict op on that decision's description agree
    on the recommended tile and the points of both tiles."""
    game = read_log(str(TENHOU))
    m, watch = next((m, w) for m, w in moments(game) if m.threatened and m.round == 0)
    request = request_of(watch, m.seat)
    out = verdict(**{k: v for k, v in request.items() if k != "op"})
    review = handle({"op": "review", "log": TENHOU.read_text(), "part": "round", "round": m.round, "seat": m.seat,
                     "all_decisions": True})
    decision = next(d for d in review["round"]["decisions"] if d["event"] == m.event)
    assert decision["recommended"] == out["best"]
    assert decision["recommended_points"] == out["discards"][0]["points"]
    mine = next(d for d in out["discards"] if d["tile"] == decision["discard"].replace("0", "5"))
    assert decision["chosen_points"] == mine["points"]
    assert decision["threatened"] is out["threatened"] is True


@pytest.mark.parametrize(("change", "field", "words"), [
    ({"hand": "2345m456p3478s11z"}, "hand", "holds 13 tiles"),
    ({"opponents": []}, "opponents", "list of 1 to 3 players"),
    ({"opponents": [{"river": "1z", "wind": "s"}]}, "opponents", "seat wind of its own"),
    ({"drawn": "7z"}, "drawn", "not among the hand's concealed tiles"),
    ({"turn": 40}, "turn", "from 1 to 18"),
    ({"seat": "x"}, "seat", "one of e, s, w, n"),
    ({"scores": [1, 2]}, "scores", "4 whole numbers"),
    ({"opponents": [{"river": "1111z"}]}, "opponents", "6 copies of 1z"),
    ({"players": 3, "seat": "n"}, "seat", "no North seat"),
])
def test_bad_requests_name_the_field(change: dict[str, Any], field: str, words: str) -> None:
    request = {"op": "verdict", "hand": "2345m456p34789s11z", "seat": "s",
               "opponents": [{"river": "9p1z"}], **change}
    out = handle(request)
    assert out["ok"] is False and out["error"] == "invalid"
    assert out["field"] == field and words in out["detail"], out

"""The judge's verdict in the review: a real deal-in the judge would have folded, the seat summary's agreement,
points lost, push/fold record and deal-ins' danger, the JSON door's fields and the CLI's exact lines."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from reviewed import reviewed

from agari.core.tile import Tile
from agari.frontends.cli import main
from agari.gamereview.op import review_request

LOG = Path(__file__).parent / "logs" / "tenhou" / "2020061922gm-00a9-0000-6183ff37.json"
DEALT = Path(__file__).parent / "logs" / "tenhou" / "2020052221gm-00a9-0000-6f0524c7.json"


def test_the_judge_folds_where_the_player_pushed_and_dealt_in() -> None:
    """E4, seat 2 (Cさん), 2-shanten with seat 1 in riichi: the shanten grading's best is 6z; the judge folds the
    genbutsu 3s (strong players 83 %).  The player cut 4m (3.4 % by the danger model, strong players 1 %) and dealt
    into seat 1's 6,400."""
    game = reviewed(DEALT)
    e4 = next(r for r in game.rounds if r.label == "E4")
    assert e4.riichi == (1,) and [(w.seat, w.from_seat, w.recorded.points) for w in e4.wins] == [(1, 2, 6400)]
    d = [d for d in e4.decisions if d.seat == 2][-1]
    assert d.hand == "33346m306p23789s6z" and d.discard is Tile.parse("4m") and not d.is_best
    v = d.verdict
    assert v is not None
    assert v.recommended is Tile.parse("3s") and v.label == "fold" and v.chosen_label == "push"
    assert not v.agrees and v.pushed and v.threatened
    assert round(v.points_lost) == 98 and round(v.points) == -130 and round(v.chosen_points) == -228
    assert round(v.danger, 4) == 0.0339 and v.recommended_danger == 0.0
    assert round(v.recommended_chance, 4) == 0.836 and round(v.chance, 4) == 0.0185
    assert v.reason == "fold: 3s deals in 0.0%; pushing is worth -614; strong players 84%"
    j = game.summary[2].judge
    assert (j.judged, j.agree, round(j.points_lost)) == (109, 72, 2040)
    assert [(p.round, p.plan, p.end) for p in j.push_fold] == [
        ("E1", "folded", "neither"), ("E2", "pushed", "neither"), ("E3-2", "pushed", "dealt in"),
        ("E4", "pushed", "dealt in")]
    assert [(x.round, str(x.tile), None if x.danger is None else round(x.danger, 4), str(x.recommended))
            for x in j.deal_ins] == [("E3-2", "6s", None, "None"), ("E4", "4m", 0.0339, "3s")]


def test_the_json_door_adds_the_verdict_and_keeps_the_old_fields() -> None:
    out = review_request({"op": "review", "log": DEALT.read_text(encoding="utf-8"), "seat": 2})
    e4 = next(r for r in out["rounds"] if r["label"] == "E4")
    d = e4["decisions"][-1]
    assert {k: d[k] for k in ("discard", "is_best", "loss", "best")} == {
        "discard": "4m", "is_best": False, "loss": 12, "best": ["6z"]}
    assert {k: d[k] for k in ("recommended", "recommended_label", "label", "points_lost", "danger",
                              "recommended_danger", "agrees", "pushed", "threatened", "recommended_chance",
                              "chance")} == {
        "recommended": "3s", "recommended_label": "fold", "label": "push", "points_lost": 98, "danger": 0.0339,
        "recommended_danger": 0.0, "agrees": False, "pushed": True, "threatened": True, "recommended_chance": 0.836,
        "chance": 0.0185}
    s = out["summary"][0]
    assert (s["seat"], s["judged"], s["agree"], s["agreement"], s["points_lost"], s["points_lost_per_decision"]) == (
        2, 109, 72, 0.6606, 2040, 18.7)
    assert s["deal_in_dangers"][1] == {"round": "E4", "tile": "4m", "danger": 0.0339, "recommended": "3s",
                                       "recommended_danger": 0.0}
    # without every decision: those that gave up tiles and those the judge says lost 100 points or more
    compact = review_request({"op": "review", "log": DEALT.read_text(encoding="utf-8"), "seat": 2,
                              "all_decisions": False})
    e4 = next(r for r in compact["rounds"] if r["label"] == "E4")
    assert [(d["turn"], d["discard"], d["is_best"], d["points_lost"]) for d in e4["decisions"]] == [
        (1, "2z", False, 0), (8, "7m", False, 9), (9, "8m", False, 29), (11, "1p", False, 10), (13, "4m", False, 98)]


def test_the_cli_shows_the_verdict_the_columns_and_the_record(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["review", str(DEALT)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert ("       seat 2 t12 judge: 4p not 6z (-106 points; deals in 2.7% not 4.5%): fold: 4p deals in 2.7%; "
            "pushing is worth -1,348; strong players 49%") in out
    assert "       seat 2 t9 judge: 7s not 5s (-413 points): tenpai, 4 tiles; strong players 83%" in out
    assert ("       seat 2 t4 judge: 9m not 6m (-251 points): 2-shanten, 35 tiles; strong players 36%; by value 7m, "
            "299 more") in out
    head = out.index("  seat name           decisions    best  tiles lost   agree  lost/dec  wins  deal-ins  riichi"
                     "  final score")
    assert out[head + 3] == ("  2    Cさん                109   68.8%         352   66.1%      18.7     3         2"
                             "       4        22900")
    assert ("  seat 2 against riichi: pushed 3 (2 dealt in, 1 neither); folded 1 (1 neither); "
            "deal-ins: E3-2 6s -, E4 4m 3.4%") in out
    assert ("  seat 1 against riichi: pushed 3 (1 dealt in, 2 neither); folded 1 (1 neither); "
            "deal-ins: E2-1 1p 6.4%, E3 6s 0.0%, S3-1 3p 0.0%") in out


@pytest.mark.slow  # two whole reviews of a log compared: CPython runs it, Pyodide the other judge tests
def test_without_the_judge_the_review_is_the_same_but_the_verdicts(capsys: pytest.CaptureFixture[str]) -> None:
    """``review(..., judge=False)`` and ``agari review --no-judge``: no verdict and no judge figures; the wins, draws,
    the shanten grading and the exit status as with the judge."""
    from agari.gamereview import review
    from agari.gamereview.verdict import NO_VERDICT, NOT_JUDGED

    full = reviewed(LOG)
    quick = review(str(LOG), judge=False)
    decisions = [d for r in quick.rounds for d in r.decisions]
    assert len(decisions) == sum(len(r.decisions) for r in full.rounds) > 500
    assert all(d.verdict is None for d in decisions)
    assert all(s.judge == NOT_JUDGED for s in quick.summary) and full.summary[1].judge.judged == 152
    a, b = full.to_dict(True), quick.to_dict(True)
    assert sum(r["other_decision_count"] for r in a["rounds"]) > 0
    assert all(r["other_decision_count"] == 0 and not r["other_decisions"] for r in b["rounds"])
    for r in a["rounds"] + b["rounds"]:  # riichi, call and kan decisions: judged ones only
        del r["other_decisions"], r["other_decision_count"]
    for r in a["rounds"]:
        for d in r["decisions"]:
            assert any(d[k] is not None for k in NO_VERDICT)
            d.update(NO_VERDICT)
    judge_keys = ("judged", "agree", "agreement", "points_lost", "points_lost_per_decision", "lost_by_turn",
                  "push_fold", "deal_in_dangers")
    assert all("kinds" in s for s in a["summary"]) and not any("kinds" in s for s in b["summary"])
    for s in a["summary"]:
        del s["kinds"]
    assert [s["judged"] for s in b["summary"]] == [0, 0, 0, 0] and all(not s["push_fold"] for s in b["summary"])
    for s in a["summary"] + b["summary"]:
        for k in judge_keys:
            s.pop(k)
    assert a == b
    # the CLI: no judge lines, "-" for the judge's columns, the rest of the text and the status the same
    assert main(["review", str(LOG)]) == 0
    with_judge = capsys.readouterr().out.splitlines()
    assert main(["review", str(LOG), "--no-judge"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert not any("judge:" in line or "against riichi" in line for line in out)
    assert out[0] == with_judge[0] and any("judge:" in line for line in with_judge)
    head = out.index("  seat name           decisions    best  tiles lost   agree  lost/dec  wins  deal-ins  riichi"
                     "  final score")
    assert out[head + 2] == ("  1    Bさん                152   68.4%         471       -         -     2         2"
                             "       2        20700")
    assert [line for line in with_judge if "judge:" not in line and "against riichi" not in line
            and not re.match(r"       seat \d e\d", line) and "agrees by kind" not in line
            and "Bさん" not in line and "Aさん" not in line and "Cさん" not in line and "Dさん" not in line] == [
        line for line in out if "Bさん" not in line and "Aさん" not in line and "Cさん" not in line
        and "Dさん" not in line]

"""The judge's verdict in the review: a real deal-in the judge would have folded, the seat summary's agreement,
points lost, push/fold record and deal-ins' danger, the JSON door's fields and the CLI's exact lines."""

from __future__ import annotations

from pathlib import Path

import pytest

from agari.core.tile import Tile
from agari.frontends.cli import main
from agari.gamereview import review
from agari.gamereview.op import review_request
from agari.logs import read_log

LOG = Path(__file__).parent / "logs" / "tenhou" / "2020061922gm-00a9-0000-6183ff37.json"


def test_the_judge_folds_where_the_player_pushed_and_dealt_in() -> None:
    """E4, seat 1 (Bさん), 1-shanten with seat 3 in riichi: the shanten grading calls 3z one of its best discards;
    the judge folds the genbutsu 4z.  The player cut 3z (2.5 % by the danger model) and dealt into seat 2's 7,700."""
    game = review(read_log(str(LOG)))
    e4 = next(r for r in game.rounds if r.label == "E4")
    assert e4.riichi == (3,) and [(w.seat, w.from_seat, w.recorded.points) for w in e4.wins] == [(2, 1, 7700)]
    d = [d for d in e4.decisions if d.seat == 1][-1]
    assert d.hand == "2250669m18s34455z" and d.discard is Tile.parse("3z") and d.is_best
    v = d.verdict
    assert v is not None
    assert v.recommended is Tile.parse("4z") and v.label == "fold" and v.chosen_label == "push"
    assert not v.agrees and v.pushed and v.threatened
    assert round(v.points_lost) == 155 and round(v.points) == -56 and round(v.chosen_points) == -210
    assert round(v.danger, 4) == 0.0247 and v.recommended_danger == 0.0
    assert v.reason == "fold: 4z deals in 0.0%; pushing is worth -1,830"
    j = game.summary[1].judge
    assert (j.judged, j.agree, round(j.points_lost)) == (152, 71, 6425)
    assert [(p.round, p.plan, p.end) for p in j.push_fold] == [
        ("E1", "pushed", "neither"), ("E1-2", "pushed", "neither"), ("E3", "pushed", "neither"),
        ("E3-1", "pushed", "won"), ("E4", "pushed", "dealt in"), ("S2", "pushed", "neither"),
        ("S4", "folded", "neither")]
    assert [(x.round, str(x.tile), None if x.danger is None else round(x.danger, 4), str(x.recommended))
            for x in j.deal_ins] == [("E4", "3z", 0.0247, "4z"), ("S3-1", "2m", 0.0, "2m")]


def test_the_json_door_adds_the_verdict_and_keeps_the_old_fields() -> None:
    out = review_request({"op": "review", "log": LOG.read_text(encoding="utf-8"), "seat": 1})
    e4 = next(r for r in out["rounds"] if r["label"] == "E4")
    d = e4["decisions"][-1]
    assert {k: d[k] for k in ("discard", "is_best", "loss", "best")} == {
        "discard": "3z", "is_best": True, "loss": 0, "best": ["9m", "8s", "3z"]}
    assert {k: d[k] for k in ("recommended", "recommended_label", "label", "points_lost", "danger",
                              "recommended_danger", "agrees", "pushed", "threatened")} == {
        "recommended": "4z", "recommended_label": "fold", "label": "push", "points_lost": 155, "danger": 0.0247,
        "recommended_danger": 0.0, "agrees": False, "pushed": True, "threatened": True}
    s = out["summary"][0]
    assert (s["seat"], s["judged"], s["agree"], s["agreement"], s["points_lost"], s["points_lost_per_decision"]) == (
        1, 152, 71, 0.4671, 6425, 42.3)
    assert s["deal_in_dangers"][0] == {"round": "E4", "tile": "3z", "danger": 0.0247, "recommended": "4z",
                                       "recommended_danger": 0.0}
    # without every decision, a "best" discard the judge says lost 100 points or more is still listed
    compact = review_request({"op": "review", "log": LOG.read_text(encoding="utf-8"), "seat": 1,
                              "all_decisions": False})
    e4 = next(r for r in compact["rounds"] if r["label"] == "E4")
    assert [(d["turn"], d["discard"], d["is_best"], d["points_lost"]) for d in e4["decisions"]] == [
        (1, "9p", False, 31), (2, "4p", False, 31), (3, "3s", False, 192), (4, "5p", False, 449),
        (6, "3z", True, 155)]


def test_the_cli_shows_the_verdict_the_columns_and_the_record(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["review", str(LOG)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert "       seat 1 t6 judge: 4z not 3z (-155 points; deals in 0.0% not 2.5%): fold: 4z deals in 0.0%; " \
           "pushing is worth -1,830" in out
    assert "       seat 2 t4 judge: 3z not 1m (-813 points): tenpai, 4 tiles" in out
    head = out.index("  seat name           decisions    best  tiles lost   agree  lost/dec  wins  deal-ins  riichi"
                     "  final score")
    assert out[head + 2] == ("  1    Bさん                152   68.4%         471   46.7%      42.3     2         2"
                             "       2        20700")
    assert ("  seat 1 against riichi: pushed 6 (1 dealt in, 1 won, 4 neither); folded 1 (1 neither); "
            "deal-ins: E4 3z 2.5%, S3-1 2m 0.0%") in out
    assert ("  seat 2 against riichi: pushed 5 (1 dealt in, 4 neither); folded 1 (1 neither); "
            "deal-ins: E1 8p -, E3-1 2p -, S1 3s 0.0%") in out

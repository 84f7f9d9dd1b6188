"""The judge's verdict in the review: a real deal-in the judge would have folded, the seat summary's agreement,
points lost, push/fold record and deal-ins' danger, the JSON door's fields and the CLI's exact lines."""

from __future__ import annotations

from pathlib import Path

import pytest
from reviewed import reviewed

from agari.core.tile import Tile
from agari.frontends.cli import main
from agari.gamereview.op import review_request

LOG = Path(__file__).parent / "logs" / "tenhou" / "2020061922gm-00a9-0000-6183ff37.json"


def test_the_judge_folds_where_the_player_pushed_and_dealt_in() -> None:
    """E4, seat 1 (Bさん), 1-shanten with seat 3 in riichi: the shanten grading calls 3z one of its best discards;
    the judge folds the genbutsu 4z.  The player cut 3z (2.5 % by the danger model) and dealt into seat 2's 7,700."""
    game = reviewed(LOG)
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
    for r in a["rounds"]:
        for d in r["decisions"]:
            assert any(d[k] is not None for k in NO_VERDICT)
            d.update(NO_VERDICT)
    judge_keys = ("judged", "agree", "agreement", "points_lost", "points_lost_per_decision", "lost_by_turn",
                  "push_fold", "deal_in_dangers")
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
            and "Bさん" not in line and "Aさん" not in line and "Cさん" not in line and "Dさん" not in line] == [
        line for line in out if "Bさん" not in line and "Aさん" not in line and "Cさん" not in line
        and "Dさん" not in line]

"""Real Tenhou Phoenix games of January 2020 (``tests/logs/phoenix-2020``, mjlog as Tenhou serves them) that each
pinned a defect of the review at corpus scale: a ron on the last discard (houtei) took the whole game down; in
three-player games a kita (a North set aside) was not the call Tenhou treats it as (ippatsu across it, double
riichi after it, ippatsu with rinshan on its replacement); the final scores of a log that gives none left out the
riichi sticks still on the table.  And one round's failure inside agari never takes the other rounds down."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from reviewed import bulk

import agari
from agari.gamereview import review
from agari.gamereview.result import GameReview, WinReview
from agari.logs import read_log

ROOT = Path(__file__).resolve().parent.parent
LOGS = ROOT / "tests" / "logs" / "phoenix-2020"
HOUTEI = LOGS / "2020010119gm-00e1-0000-764a4f64.mjlog"  # four-player east-only: a houtei ron in E3
KITA_CALL = LOGS / "2020010111gm-00b9-0000-2df2e370.mjlog"  # three players: E3 riichi after a kita, S1 ippatsu
KITA_RINSHAN = LOGS / "2020010100gm-00b9-0000-2eca4cd0.mjlog"  # three players: E2 riichi, own kita, rinshan tsumo
STICKS_LEFT = LOGS / "2020010116gm-00b9-0000-fb09eb34.mjlog"  # three players: the last round a draw, a stick left


def _win(game: GameReview, label: str, honba: int = 0) -> WinReview:
    rnd = next(r for r in game.rounds if r.label == label and r.honba == honba)
    assert rnd.error is None and len(rnd.wins) == 1
    return rnd.wins[0]


def _yaku(win: WinReview) -> dict[str, int]:
    assert win.ours is not None
    return dict(win.ours.yaku)


@pytest.mark.parametrize("path", sorted(LOGS.glob("*.mjlog")), ids=lambda p: p.name[:30])
def test_every_round_matches_tenhou(path: Path) -> None:
    game = bulk(path)
    assert game.matches and game.not_reviewed == 0 and game.mismatches == 0
    assert all(r.error is None and r.matches for r in game.rounds)


def test_houtei_ron_is_scored() -> None:
    win = _win(bulk(HOUTEI), "E3")
    assert not win.tsumo and win.request["haitei"] is True and "houtei" not in win.request
    assert _yaku(win)["houtei"] == 1
    assert win.matches and win.ours is not None and win.recorded is not None
    assert (win.ours.han, win.ours.points) == (win.recorded.han, win.recorded.points)


def test_houtei_through_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    from agari.frontends.review_cli import run_review_command

    assert run_review_command(["--no-judge", str(HOUTEI)]) == 0
    out, err = capsys.readouterr()
    assert "internal error" not in err and "every result matches the log (3 wins, 1 draw)" in out


def test_a_kita_interrupts_like_a_call() -> None:
    game = bulk(KITA_CALL)
    e3 = _win(game, "E3")  # a kita on the first draw, then riichi with the first discard: a single riichi
    assert e3.request.get("riichi") is True and "double_riichi" not in e3.request
    assert _yaku(e3)["riichi"] == 1 and "double_riichi" not in _yaku(e3)
    assert e3.ours is not None and (e3.ours.han, e3.ours.points, e3.ours.limit) == (5, 8000, "mangan")
    s1 = _win(game, "S1")  # a riichi, another player's kita before the next draw: no ippatsu
    assert "ippatsu" not in s1.request and "ippatsu" not in _yaku(s1)
    assert s1.ours is not None and (s1.ours.han, s1.ours.points) == (3, 6400) and s1.matches


def test_a_win_on_the_kitas_replacement_is_rinshan() -> None:
    win = _win(bulk(KITA_RINSHAN), "E2", 3)
    assert win.tsumo and win.request.get("rinshan") is True and "ippatsu" not in win.request
    assert _yaku(win)["rinshan"] == 1 and "ippatsu" not in _yaku(win)
    assert win.matches


def test_kita_rules_are_rule_data() -> None:
    """The same games under a house rule where a kita is a plain draw: ippatsu and double riichi come back, and the
    replacement tile is no rinshan, so the results no longer match Tenhou's."""
    game = read_log(KITA_CALL)
    house = game._replace(rule=game.rule._replace(options={**game.rule.options, "kita_interrupts": False}))
    changed = review(house, judge=False)
    e3 = _win(changed, "E3")
    assert _yaku(e3)["double_riichi"] == 2 and not e3.matches
    s1 = _win(changed, "S1")
    assert _yaku(s1)["ippatsu"] == 1 and not s1.matches
    game = read_log(KITA_RINSHAN)
    plain = game._replace(rule=game.rule._replace(options={**game.rule.options, "kita_interrupts": False,
                                                           "kita_rinshan": False}))
    e2 = _win(review(plain, judge=False), "E2", 3)
    assert "rinshan" not in _yaku(e2) and _yaku(e2)["ippatsu"] == 1 and not e2.matches


def test_final_scores_give_the_sticks_left_to_the_leader() -> None:
    game = read_log(STICKS_LEFT)
    assert game.rounds[-1].draw is not None and game.final_scores == (8100, 68300, 28600)
    without = review(game._replace(final_scores=None), judge=False)  # a log that gives no final scores
    assert tuple(s.final_score for s in without.summary) == (8100, 68300, 28600)


def _failing_once(label: str) -> Any:
    from agari.riichi import scoring

    real = scoring.score

    def score(*args: Any, **kwargs: Any) -> Any:
        if kwargs.get("round") == label[0].lower() and kwargs.get("hand") == _failing_once.hand:
            raise TypeError("score() got an unexpected keyword argument 'houtei'")
        return real(*args, **kwargs)

    return score


def test_one_rounds_failure_leaves_the_others_reviewed(monkeypatch: pytest.MonkeyPatch) -> None:
    good = bulk(HOUTEI)
    e3 = _win(good, "E3")
    _failing_once.hand = e3.hand  # type: ignore[attr-defined]
    from agari.riichi import scoring

    monkeypatch.setattr(scoring, "score", _failing_once("E3"))
    game = review(str(HOUTEI), judge=False)
    broken = [r for r in game.rounds if r.error]
    assert [r.label for r in broken] == ["E3"]
    assert broken[0].error == ("round E3: agari failed inside this round (TypeError: score() got an unexpected "
                               "keyword argument 'houtei'); the round is not reviewed, the others are (please "
                               "report the log)")
    assert game.not_reviewed == 1 and not game.matches and game.mismatches == 0
    assert [r.matches for r in game.rounds] == [True, True, False, True]
    others = [r for r in game.rounds if not r.error]
    assert all(r.decisions for r in others)
    text = HOUTEI.read_text(encoding="utf-8") + "\n"  # a text of its own: the door keeps the rounds it reviewed
    answer = agari.handle({"op": "review", "log": text, "part": "round", "round": 2})
    assert answer["ok"] is True and answer["round"]["label"] == "E3"
    assert answer["round"]["error"].startswith("round E3: agari failed inside this round (TypeError")
    answer = agari.handle({"op": "review", "log": text, "part": "round", "round": 3})
    assert answer["ok"] is True and answer["round"]["error"] is None and answer["round"]["matches"] is True
    json.dumps(answer)


def test_the_command_line_marks_the_round_and_exits_3(monkeypatch: pytest.MonkeyPatch,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    from agari.frontends.review_cli import run_review_command
    from agari.riichi import scoring

    _failing_once.hand = _win(bulk(HOUTEI), "E3").hand  # type: ignore[attr-defined]
    monkeypatch.setattr(scoring, "score", _failing_once("E3"))
    status = run_review_command(["--no-judge", str(HOUTEI)])
    out, err = capsys.readouterr()
    assert status == 3
    assert "agari failed inside this round (TypeError" in out + err
    assert "internal error" not in out + err

"""Many games summarised per player (``agari review --summary``, ``agari.gamereview.summary``): each player's
figures are the sums of the single-game reviews of the seats that player sat in, by name; a game that differs and
a file that cannot be read are listed; the exit status is the single-game review's."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from agari.frontends.cli import main
from agari.gamereview import review
from agari.gamereview.summary import Unreadable, game_figures, places, summarize_games, summarize_reviews

LOGS = Path(__file__).parent / "logs"
GAME = LOGS / "tenhou" / "2020081220gm-00a9-0000-9ee6ab3b.json"
OTHER = LOGS / "tenhou" / "2011020417gm-00a9-0000-b67fcaa3.json"
DOUBLE_RON = LOGS / "mjai-reviewer" / "double_ron.json"


def _rotated(tmp_path: Path) -> Path:
    """GAME with its names moved one seat on: Aさん sits at seat 1, Dさん at seat 0."""
    data = json.loads(GAME.read_text())
    data["name"] = data["name"][-1:] + data["name"][:-1]
    out = tmp_path / "rotated.json"
    out.write_text(json.dumps(data, ensure_ascii=False))
    return out


def _wrong_points(tmp_path: Path) -> Path:
    data = json.loads(GAME.read_text())
    data["log"][3][-1][2][3] = "30符4飜7700点"  # E3: the log says 7700 where the hand is a mangan (8000)
    out = tmp_path / "wrong.json"
    out.write_text(json.dumps(data, ensure_ascii=False))
    return out


def test_places_rank_by_score_then_seat() -> None:
    assert places((25000, 30000, 25000, 20000)) == (2, 1, 3, 4)
    assert places((35000, 35000, 35000)) == (1, 2, 3)


def test_each_player_is_the_sum_of_the_seats_they_sat_in(tmp_path: Path) -> None:
    paths = [GAME, OTHER, _rotated(tmp_path), DOUBLE_RON]
    games = [review(p) for p in paths]
    corpus = summarize_reviews(zip(map(str, paths), games, strict=True))
    rows = {p.name: p for p in corpus.players}
    assert list(rows) == ["Aさん", "Bさん", "Cさん", "Dさん", "Ⓢ福地誠", "Ⓟ石橋伸洋", "Ⓟ多井隆晴"]
    for name, row in rows.items():
        seats = [(g, g.names.index(name)) for g in games if name in g.names]
        mine = [next(s for s in g.summary if s.seat == seat) for g, seat in seats]
        assert row.games == len(seats)
        assert row.decisions == sum(s.decisions for s in mine)
        assert row.best == sum(s.best for s in mine)
        assert row.loss == sum(s.loss for s in mine)
        assert (row.wins, row.deal_ins, row.riichi) == (sum(s.wins for s in mine), sum(s.deal_ins for s in mine),
                                                        sum(s.riichi for s in mine))
        assert row.rounds == sum(len(g.rounds) for g, _ in seats)
    # the rotated copy puts Aさん's name on seat 1's play: Aさん = seat 0 of GAME and OTHER + seat 1 of GAME
    a = rows["Aさん"]
    by_seat = {s.seat: s for s in games[0].summary}
    other_a = games[1].summary[0]
    assert a.wins == by_seat[0].wins + other_a.wins + by_seat[1].wins
    assert a.decisions == by_seat[0].decisions + other_a.decisions + by_seat[1].decisions == 48 + 122 + 45
    # every win is someone's: the players' wins add up to the games' wins
    assert sum(p.wins for p in corpus.players) == sum(len(r.wins) for g in games for r in g.rounds) == 5 + 4 + 5 + 2
    assert sum(p.deal_ins for p in corpus.players) == sum(
        1 for g in games for r in g.rounds for w in r.wins if w.seat != w.from_seat)
    # final places: GAME ends 1 Aさん, 2 Cさん, 3 Dさん, 4 Bさん (its final scores, ranked)
    first = game_figures(games[0], "x")
    assert [p.place for p in first.players] == list(places(tuple(s.final_score for s in games[0].summary)))
    assert a.places[0] >= 1 and sum(a.places) == 3 and len(a.places) == 4
    assert a.average_place == sum((i + 1) * n for i, n in enumerate(a.places)) / 3
    # where one discard was best, the player threw it in single_best of single decisions
    assert 0 < a.single_best <= a.single <= a.decisions and a.single_best <= a.best
    assert corpus.matches and not corpus.unreadable and not corpus.not_reviewed


def test_a_game_that_differs_and_a_file_not_read_are_listed(tmp_path: Path) -> None:
    corpus = summarize_games([game_figures(review(GAME), "good.json"),
                              game_figures(review(_wrong_points(tmp_path)), "wrong.json"),
                              Unreadable("junk.json", "not valid JSON")])
    assert not corpus.matches
    assert [(g.file, g.mismatches, g.differences) for g in corpus.differ] == [("wrong.json", 1, ("E3",))]
    data = corpus.to_dict()
    assert data["differ"] == [{"file": "wrong.json", "mismatches": 1, "rounds": ["E3"]}]
    assert data["unreadable"] == [{"file": "junk.json", "error": "not valid JSON"}]
    assert (data["files"], data["games"], data["rounds"], data["wins"]) == (3, 2, 10, 10)
    assert [p["games"] for p in data["players"]] == [2, 2, 2, 2]


def _summary_json(*args: str) -> tuple[int, dict[str, object], str]:
    done = subprocess.run([sys.executable, "-m", "agari", "review", *args, "--summary", "--json"],
                          capture_output=True, text=True, timeout=300)
    return done.returncode, json.loads(done.stdout)["summary"], done.stderr


def test_cli_summary_is_the_library_summary_and_the_worst_status(tmp_path: Path) -> None:
    folder = tmp_path / "games"
    folder.mkdir()
    for p in (GAME, OTHER, DOUBLE_RON):
        (folder / p.name).write_text(p.read_text())
    status, data, err = _summary_json(str(folder))
    assert status == 0 and err == ""
    paths = sorted(folder.iterdir())
    expected = summarize_reviews((str(p), review(p)) for p in paths).to_dict()
    assert data == json.loads(json.dumps(expected))
    rows = {p["name"]: p for p in data["players"]}  # type: ignore[attr-defined]
    assert rows["Bさん"]["games"] == 3 and rows["Aさん"]["games"] == 2
    # a differing game: exit 1; an unreadable file too: exit 2, one line on stderr naming it
    wrong = _wrong_points(tmp_path)
    status, data, err = _summary_json(str(folder), str(wrong))
    assert status == 1 and data["differ"] == [{"file": str(wrong), "mismatches": 1, "rounds": ["E3"]}]
    junk = tmp_path / "junk.json"
    junk.write_text("{nope")
    status, data, err = _summary_json(str(folder), str(wrong), str(junk))
    assert status == 2
    assert err.strip() == (f"agari review: {junk}: not valid JSON (line 1 column 2: Expecting property name "
                           "enclosed in double quotes)")
    assert data["unreadable"] == [{"file": str(junk), "error": "not valid JSON (line 1 column 2: Expecting property "
                                                               "name enclosed in double quotes)"}]


def test_cli_summary_text_in_columns_and_the_same_with_jobs(tmp_path: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    wrong = _wrong_points(tmp_path)
    assert main(["review", str(GAME), str(DOUBLE_RON), str(wrong), "--summary"]) == 1
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert lines[0] == ("Summary of 3 games (0 not read): 11 rounds, 12 wins and 0 draws checked, 1 differs from "
                        "the log")
    assert lines[1].startswith("  player            games  rounds  decisions    best  only best  lost/dec  wins")
    # Aさん: seat 0 of GAME twice (48 decisions each, 36 best, 114 tiles lost, 3 wins, 1 riichi, first)
    assert lines[2] == ("  Aさん                 2      10         96   75.0%      72.0%      2.38     6         0"
                        "       2       1.00")
    assert lines[6] == ("  Ⓢ福地誠               1       1          8   75.0%      71.4%      1.25     1         0"
                        "       1       1.00")
    assert lines[-2:] == ["Games whose results differ from the log:", f"  {wrong}: 1 result differs (E3)"]
    assert main(["review", str(GAME), str(DOUBLE_RON), str(wrong), "--summary", "--jobs", "2"]) == 1
    assert capsys.readouterr().out == out
    assert main(["review", str(GAME), str(DOUBLE_RON), "--summary", "--seat", "ⓟ多井隆晴"]) == 0
    only = capsys.readouterr().out.splitlines()
    assert len(only) == 3 and only[2].startswith("  Ⓟ多井隆晴             1       1         11")


def test_cli_summary_on_dask_is_the_same(tmp_path: Path) -> None:
    pytest.importorskip("dask.distributed")
    args = [str(GAME), str(DOUBLE_RON), str(OTHER)]
    one = _summary_json(*args)
    assert _summary_json(*args, "--dask", "local", "--jobs", "2") == one


def test_names_with_control_characters_reach_the_terminal_escaped(tmp_path: Path,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    data = json.loads(GAME.read_text())
    data["name"][0] = "\x1b]0;t\x07\x1b[31mA\u202eB\r"
    log = tmp_path / "names.json"
    log.write_text(json.dumps(data, ensure_ascii=False))
    assert main(["review", str(log), "--summary"]) == 0
    out = capsys.readouterr().out
    assert "\\x1b]0;t\\x07\\x1b[31mA\\u202eB\\r" in out
    assert not any(ch in out for ch in "\x1b\x07\r\u202e")
    assert main(["review", str(log), "--summary", "--seat", "nobody"]) == 2
    err = capsys.readouterr().err
    assert "no player called 'nobody' in these games" in err and "\x1b" not in err


def test_the_json_door_sums_the_games_it_reviewed_as_the_cli_does(tmp_path: Path) -> None:
    from agari.frontends.jsonapi import handle

    games = []
    for p in (GAME, DOUBLE_RON):
        head = handle({"op": "review", "log": p.read_text(), "part": "header"})
        assert handle({"op": "review", "log_id": head["log_id"], "part": "summary"})["ok"]
        games.append({"file": p.name, "log_id": head["log_id"]})
    answer = handle({"op": "review", "part": "corpus", "games": [*games, {"file": "junk.json", "error": "not JSON"}]})
    expected = summarize_games([game_figures(review(GAME), GAME.name), game_figures(review(DOUBLE_RON),
                                DOUBLE_RON.name), Unreadable("junk.json", "not JSON")])
    assert answer["ok"] and answer["summary"] == json.loads(json.dumps(expected.to_dict()))
    assert answer["summary"]["players"][0]["decisions"] == 48
    bad = handle({"op": "review", "part": "corpus", "games": [{"file": "x.json", "log_id": "0" * 20}]})
    assert (bad["ok"], bad["field"]) == (False, "games")
    assert bad["detail"] == ("games[0] (x.json): log_id '00000000000000000000' has not been reviewed whole here (ask "
                             "its summary first)")
    assert handle({"op": "review", "part": "corpus", "games": "all"})["detail"].startswith("a corpus request needs")


def test_a_game_with_a_round_not_reviewed_is_listed_and_its_status_is_the_reviews(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from agari.frontends.review_status import status_of

    data = json.loads(GAME.read_text())
    data["log"][2][9][0] = 12  # seat 1's first discard in E2: a 2m the hand does not hold
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps(data, ensure_ascii=False))
    status = main(["review", str(GAME), str(broken), "--summary"])
    assert status == status_of(review(broken))
    lines = capsys.readouterr().out.splitlines()
    # the broken round's win is not counted: 5 + 4 wins; its decisions neither (E2 has none graded)
    assert lines[0] == ("Summary of 2 games (0 not read): 10 rounds, 9 wins and 0 draws checked, every result "
                        "reviewed matches the log; 1 round not reviewed")
    assert lines[-2:] == ["Games with rounds not reviewed:",
                          f"  {broken}: round E2, event 2: seat 1 discards 2m, which the hand does not hold"]
    corpus = summarize_reviews([(str(GAME), review(GAME)), (str(broken), review(broken))])
    a = corpus.players[0]
    assert (a.games, a.rounds) == (2, 5 + 4)
    assert a.decisions == 48 + sum(s.decisions for s in review(broken).summary if s.seat == 0)
    assert [g.file for g in corpus.not_reviewed] == [str(broken)]
    assert (corpus.rounds_not_reviewed, corpus.matches) == (1, False)  # a round not reviewed is no match
